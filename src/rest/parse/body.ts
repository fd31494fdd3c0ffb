/** Reading the JSON object of a request body, shared by the account endpoints. */
import { BadRequestError } from '../../domain/shared/errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';

/** An empty body reads as `{}`; JSON that is not an object cannot be read as the resource (400). */
export function readObjectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw new BadRequestError('The request body must be a JSON object');
  return body;
}

export const notSettableMessage = 'is not a field that can be set';

/** True when the body carries the key, even with a null value (null clears a field). */
export function has(body: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}
