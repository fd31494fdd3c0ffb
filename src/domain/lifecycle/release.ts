/**
 * release_stranded: an operator releases money that has no way out (docs/ledger.md,
 * "Liveness"): the items checkLiveness finds stranded, looked up before deciding
 * (facts.strandedItemIds). The money goes where the settlement rules send it (accepted goods
 * and what follows them to their payees, everything else back to its payers), by the
 * settlement run itself; a payee without a payout method is paid by the operator's own means.
 * Refused when nothing is stranded, so releasing twice pays once.
 */
import type { Command } from './commands.js';
import { refuse, type Refused } from './decision.js';
import type { CommandFacts } from './facts.js';
import { disburse } from './settlement.js';
import type { Work } from './work.js';

export function releaseStranded(w: Work, command: Extract<Command, { type: 'release_stranded' }>, facts: CommandFacts): Refused | null {
  if (!facts.strandedItemIds) throw new Error('release_stranded is decided with the stranded items (CommandFacts.strandedItemIds)');
  const stranded = new Set(facts.strandedItemIds);
  if (stranded.size === 0)
    return refuse(
      'invalid_state',
      'Nothing this transaction holds is stranded: every amount has a way out (heldfunds operator queue lists what waits for an operator).',
      {
        state: 'not_stranded',
      },
    );
  w.note(null, `Operator ${w.actor.customerId} released the stranded money of items ${[...stranded].join(', ')}: ${command.reason.trim()}.`);
  const refused = disburse(w, facts.payoutFees, stranded);
  if (refused) return refuse('invalid_state', `The settlement cannot move the stranded money: ${refused.error.message}`, { state: 'release_blocked' });
  return null;
}
