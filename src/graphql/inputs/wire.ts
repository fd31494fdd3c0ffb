/**
 * GraphQL inputs are handed to the domain in the REST wire shape, so one validator checks both
 * faces and reports the same problems. A field left out stays out (undefined); an explicit
 * null is kept: in an update it clears the field, as null does in a PATCH.
 */
export function withoutUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
