import { describe, expect, it } from 'vitest';
import { Ending } from '../../../src/domain/shared/ending.js';
import { survivors } from '../../support/garbage.js';

const done = { done: true, value: undefined };

/** Reads `count` results through `ending` while it stays pending; answers weak references to what was read. */
async function readThrough(ending: Ending, count: number): Promise<WeakRef<object>[]> {
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < count; i++) {
    const result = await ending.until(Promise.resolve({ done: false, value: { i, payload: 'x'.repeat(64) } }));
    if (!result.done) refs.push(new WeakRef(result.value));
  }
  return refs;
}

describe('Ending', () => {
  it('keeps nothing of the reads it raced once they settled, while it stays pending', async () => {
    const ending = new Ending();
    const refs = await readThrough(ending, 200);
    expect(refs).toHaveLength(200);
    expect(await survivors(refs)).toBe(0);
    // Still usable: a read waiting now answers done when it ends.
    const waiting = ending.until(new Promise<IteratorResult<number>>(() => undefined));
    ending.end();
    expect(await waiting).toEqual(done);
  });

  it('answers done at once for a read raced after it ended, and passes a failed read on', async () => {
    const ending = new Ending();
    await expect(ending.until(Promise.reject(new Error('read failed')))).rejects.toThrow('read failed');
    ending.end();
    expect(await ending.until(new Promise<IteratorResult<number>>(() => undefined))).toEqual(done);
    // A read that fails after the end won is handled (no unhandled rejection).
    expect(await ending.until(Promise.reject(new Error('late')))).toEqual(done);
  });
});
