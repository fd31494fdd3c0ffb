/** The body of POST /sandbox/transaction/{id}/advance: `{ "seconds": 86400 }`. */
import type { ClockAdvance } from '../../domain/transactions/sandbox-clock.js';
import { isPlainObject } from '../../domain/shared/validation.js';

/**
 * Anything but a whole number (or a missing body) reads as no amount of time: the domain then
 * answers with what `seconds` must be, the one message this endpoint has always given.
 */
export function parseClockAdvance(body: unknown): ClockAdvance {
  const seconds = isPlainObject(body) ? body.seconds : undefined;
  return typeof seconds === 'number' ? { seconds } : {};
}
