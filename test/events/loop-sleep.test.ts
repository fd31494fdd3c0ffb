import { describe, expect, it } from 'vitest';
import { LoopSleep } from '../../src/events/loop-sleep.js';

/** 'over' once the sleep is, 'sleeping' if it still is after `ms`. */
const within = (sleep: Promise<void>, ms: number) => Promise.race([sleep.then(() => 'over'), new Promise((resolve) => setTimeout(() => resolve('sleeping'), ms))]);

describe('a worker loop sleep', () => {
  it('is over when its time is up', async () => {
    expect(await within(new LoopSleep().sleep(10), 1_000)).toBe('over');
  });

  it('is ended by a wake when it takes wakes, and only by a stop when it does not', async () => {
    const sleeper = new LoopSleep();
    const woken = sleeper.sleep(undefined);
    sleeper.wake();
    expect(await within(woken, 200)).toBe('over');
    const backingOff = sleeper.sleep(10_000, false);
    sleeper.wake();
    expect(await within(backingOff, 100)).toBe('sleeping');
    sleeper.stop();
    expect(await within(backingOff, 200)).toBe('over');
  });

  it('keeps a stop that came between two sleeps: every later sleep is over at once, until resumed', async () => {
    const sleeper = new LoopSleep();
    sleeper.stop();
    expect(await within(sleeper.sleep(undefined), 200)).toBe('over');
    expect(await within(sleeper.sleep(10_000, false), 200)).toBe('over');
    sleeper.resume();
    expect(await within(sleeper.sleep(undefined), 100)).toBe('sleeping');
  });
});
