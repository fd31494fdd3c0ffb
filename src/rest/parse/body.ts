/** Reading the JSON object of a request body, shared by the account endpoints. */
import { BadRequestError } from '../../domain/shared/errors.js';
import type { ErrorScope } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';

/** An empty body reads as `{}`; JSON that is not an object cannot be read as the resource (400). */
export function readObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw new BadRequestError('The request body must be a JSON object');
  return body;
}

export const notSettableMessage = 'is not a field that can be set';

/**
 * Reports every key that is neither settable nor an ignored read-only field: no mass
 * assignment, and a typo is an error instead of a change silently not made.
 */
export function reportUnknownFields(body: Record<string, unknown>, known: readonly string[], errors: ErrorScope, message = notSettableMessage): void {
  for (const key of Object.keys(body)) if (!known.includes(key)) errors.add(key, message);
}

/** True when the body carries the key, even with a null value (null clears a field). */
export function has(body: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}
