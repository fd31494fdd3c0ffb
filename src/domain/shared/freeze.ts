/**
 * Freezes the value and everything it holds, so that a value shared between readers (a cached
 * record, the view of one) throws on a write instead of changing what the others see. A Date's
 * time stays settable: no reader sets one.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
