import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * How many of the objects `refs` point to are still alive after full collections: what a test
 * of retained memory asserts, without the test process having been started with --expose-gc.
 */
export async function survivors(refs: readonly WeakRef<object>[]): Promise<number> {
  // Finished promise jobs and timers let go of what they held before each collection.
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return refs.filter((ref) => ref.deref() !== undefined).length;
}
