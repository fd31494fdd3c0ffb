/**
 * Checks of single values of a creation request, whichever face sent them: each gives the
 * normalised value or the message saying what it must be. Absent is `undefined` or `null`.
 */
import { canonicalEmail, emailProblem, invisibleEmailMessage } from '../../shared/email.js';

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = <T>(message: string): Check<T> => ({ ok: false, message });

export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

/**
 * The name of the service itself where a customer is named: views show it as the beneficiary
 * of money paid to the service, and a request naming it as a beneficiary is told why it may
 * not (the service is paid through the fee list). Both faces use the word, so it is the
 * domain's, not the wire's.
 */
export const ESCROW = 'escrow';

/**
 * A customer named in a request (`customer`, `payerCustomer`, `beneficiaryCustomer`): an email
 * (lower-cased, as accounts are stored) or `me` for the caller. `escrow` only where the caller
 * of this function allows it.
 */
export function checkCustomer(value: string | null | undefined, callerEmail: string, options: { allowEscrow?: boolean } = {}): Check<string> {
  if (isAbsent(value)) return fail('is required');
  const text = canonicalEmail(value);
  if (text === 'me') return ok(canonicalEmail(callerEmail));
  if (options.allowEscrow && text === ESCROW) return ok(ESCROW);
  const problem = emailProblem(text);
  if (problem === invisibleEmailMessage) return fail(problem);
  if (problem !== null) return fail('must be an email address or me');
  return ok(text);
}

/** A non-blank text, trimmed. */
export function checkText(value: string | null | undefined, options: { maxLength?: number } = {}): Check<string> {
  if (isAbsent(value)) return fail('is required');
  const text = value.trim();
  if (text === '') return fail('must not be empty');
  if (options.maxLength !== undefined && text.length > options.maxLength) return fail(`must be at most ${options.maxLength} characters long`);
  return ok(text);
}

/** An integer within bounds. */
export function checkInteger(value: number, bounds: { min: number; max: number }): Check<number> {
  if (!Number.isInteger(value)) return fail('must be an integer');
  if (value < bounds.min) return fail(`must be at least ${bounds.min}`);
  if (value > bounds.max) return fail(`must be at most ${bounds.max}`);
  return ok(value);
}

/** An absolute http(s) URL, trimmed. */
export function checkUrl(value: string): Check<string> {
  const text = value.trim();
  if (text === '') return fail('must be a URL');
  if (text.length > 2048) return fail('must be at most 2048 characters long');
  if (!URL.canParse(text)) return fail('must be an absolute http or https URL');
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:' ? ok(text) : fail('must be an absolute http or https URL');
}
