/** The body of POST /sandbox/transaction/{id}/advance, `{ "seconds": 86400 }`, declared once (shape.ts; ClockAdvance in the OpenAPI document). */
import type { ClockAdvance } from '../../domain/jobs/sandbox-clock.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { ok, type Read } from './json.js';
import { documentedRequired, readBody, wireObject, wireValue } from './shape.js';

/**
 * Anything but a number reads as no amount of time: the domain then answers with what
 * `seconds` must be (a whole number, at least 1), the one message this endpoint has always given.
 */
const seconds = wireValue((value): Read<number | undefined> => ok(typeof value === 'number' ? value : undefined), { type: 'integer', minimum: 1 });

export const clockAdvanceBody = documentedRequired(wireObject({ seconds }), ['seconds']);

/** A missing body, or one that is not an object, reads as no amount of time. */
export function parseClockAdvance(body: unknown): ClockAdvance {
  return readBody<ClockAdvance>(clockAdvanceBody, isPlainObject(body) ? body : {}).input;
}
