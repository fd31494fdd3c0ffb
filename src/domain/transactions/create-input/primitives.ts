/** Readers for the scalar fields of a creation request; each returns a value or a message. */
import { isEmail } from '../../shared/validation.js';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(message: string): Read<T> => ({ ok: false, message });

/** The wire value naming the service itself as a beneficiary (the escrow fee's). */
export const ESCROW = 'escrow';

/**
 * A `customer`, `payer_customer` or `beneficiary_customer`: an email (lower-cased, as accounts
 * are stored) or `me` for the caller. `escrow` only where the caller of this function allows it.
 */
export function readCustomer(value: unknown, callerEmail: string, options: { allowEscrow?: boolean } = {}): Read<string> {
  if (value === undefined || value === null) return fail('is required');
  if (typeof value !== 'string') return fail('must be an email address or me');
  const text = value.trim().toLowerCase();
  if (text === 'me') return ok(callerEmail.toLowerCase());
  if (options.allowEscrow && text === ESCROW) return ok(ESCROW);
  if (!isEmail(text)) return fail('must be an email address or me');
  return ok(text);
}

/** A non-blank string, trimmed. */
export function readText(value: unknown, options: { maxLength?: number } = {}): Read<string> {
  if (value === undefined || value === null) return fail('is required');
  if (typeof value !== 'string') return fail('must be a string');
  const text = value.trim();
  if (text === '') return fail('must not be empty');
  if (options.maxLength !== undefined && text.length > options.maxLength) {
    return fail(`must be at most ${options.maxLength} characters long`);
  }
  return ok(text);
}

/**
 * An integer within bounds. Strings of digits are accepted too ("259200"): integrators in
 * loosely typed languages commonly send them, and they are unambiguous.
 */
export function readInteger(value: unknown, bounds: { min: number; max: number }): Read<number> {
  if (value === undefined || value === null) return fail('is required');
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return fail('must be an integer');
  if (number < bounds.min) return fail(`must be at least ${bounds.min}`);
  if (number > bounds.max) return fail(`must be at most ${bounds.max}`);
  return ok(number);
}

export function readBoolean(value: unknown): Read<boolean> {
  return typeof value === 'boolean' ? ok(value) : fail('must be true or false');
}

/** An absolute http(s) URL. */
export function readUrl(value: unknown): Read<string> {
  if (typeof value !== 'string' || value.trim() === '') return fail('must be a URL');
  const text = value.trim();
  if (text.length > 2048) return fail('must be at most 2048 characters long');
  if (!URL.canParse(text)) return fail('must be an absolute http or https URL');
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:' ? ok(text) : fail('must be an absolute http or https URL');
}

const isoTimestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2}))?$/i;

/**
 * An ISO 8601 date ("2026-05-01", midnight UTC) or date-time with a zone designator
 * ("2026-05-01T12:00:00Z", "2026-05-01T12:00:00+10:00"). A date-time without a zone is
 * refused: the server's own zone would silently decide when the payment falls due.
 */
export function readTimestamp(value: unknown): Read<Date> {
  const invalid = 'must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01T00:00:00Z';
  if (typeof value !== 'string') return fail(invalid);
  const match = isoTimestampPattern.exec(value.trim());
  if (!match) return fail(invalid);
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  // Years below 1000 are refused: Date.UTC reads 0-99 as 1900-1999, and none is a real due date.
  const validZone = zoneOffsetMinutes(zone) !== null;
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59 || !validZone) {
    return fail('is not a valid calendar date and time');
  }
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - (zoneOffsetMinutes(zone) ?? 0) * 60_000;
  return ok(new Date(utc));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Minutes east of UTC, or null for an impossible offset such as +25:00. */
function zoneOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
