/**
 * advance_clock (sandbox): any party moves the transaction's own clock forward. What falls due
 * on the new time (an inspection period ending, the payout after it) is run by the jobs, each
 * through its own command; this command only moves the clock, even on a closed transaction.
 */
import type { Command } from './commands.js';
import type { Refused } from './decision.js';
import type { Work } from './work.js';

export function advanceClock(w: Work, command: Extract<Command, { type: 'advance_clock' }>): Refused | null {
  const seconds = command.seconds!;
  w.setTransaction({ clockOffsetSeconds: w.s.clockOffsetSeconds + seconds });
  w.note(null, `The sandbox clock of this transaction was moved forward by ${describeSeconds(seconds)}.`);
  return null;
}

function describeSeconds(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) if (seconds % size === 0) return plural(seconds / size, name);
  return plural(seconds, 'second');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
