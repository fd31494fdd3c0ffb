/**
 * Readers of the 2017 JSON: each turns one wire value into the type the domain input wants, or
 * reports why it cannot, under the wire's own field name. They check types and syntax only
 * (is it a string, an integer, an amount, a date); what a value must be (not blank, not too
 * long, a party of the transaction) is the domain's to say. A value that cannot be read is
 * left out of the input (undefined), and the domain's own messages about that field are
 * dropped when both reports are merged (see wire-errors.ts).
 */
import type { ErrorScope } from '../../domain/shared/field-errors.js';
import { unsupportedDateProblem } from '../../domain/shared/dates.js';
import { parseMoney } from '../../domain/shared/money.js';
import { isPlainObject } from '../../domain/shared/validation.js';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Read<T> => ({ ok: true, value });
export const fail = <T>(message: string): Read<T> => ({ ok: false, message });

export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
}

export function readString(value: unknown): Read<string> {
  return typeof value === 'string' ? ok(value) : fail('must be a string');
}

/**
 * An integer. Strings of digits are accepted too ("259200"): integrators in loosely typed
 * languages commonly send them, and they are unambiguous.
 */
export function readInteger(value: unknown): Read<number> {
  const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) return fail('must be an integer');
  return ok(number);
}

export function readBoolean(value: unknown): Read<boolean> {
  return typeof value === 'boolean' ? ok(value) : fail('must be true or false');
}

/** An amount: a JSON number or a numeric string with at most two decimals, in minor units. */
export function readMoney(value: unknown): Read<bigint> {
  const parsed = parseMoney(value);
  return parsed.ok ? ok(parsed.minor) : fail(parsed.message);
}

/** One of a closed list of wire values. */
export function readOneOf<T extends string>(value: unknown, allowed: readonly T[]): Read<T> {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? ok(value as T) : fail(`must be one of ${allowed.join(', ')}`);
}

const isoTimestampPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2}))?$/i;

/**
 * An ISO 8601 date ("2026-05-01", midnight UTC) or date-time with a zone designator
 * ("2026-05-01T12:00:00Z", "2026-05-01T12:00:00+10:00"). A date-time without a zone is
 * refused: the server's own zone would silently decide when a payment falls due.
 */
export function readTimestamp(value: unknown): Read<Date> {
  const invalid = 'must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01T00:00:00Z';
  if (typeof value !== 'string') return fail(invalid);
  const match = isoTimestampPattern.exec(value.trim());
  if (!match) return fail(invalid);
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const offset = zoneOffsetMinutes(zone);
  // Years below 1000 are refused: Date.UTC reads 0-99 as 1900-1999, and none is a real date here.
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59 || offset === null) {
    return fail('is not a valid calendar date and time');
  }
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - offset * 60_000);
  const unsupported = unsupportedDateProblem(date);
  return unsupported ? fail(unsupported) : ok(date);
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

/**
 * Reads `object[field]` with `read` when present: the value, or undefined when absent or
 * unreadable (then reported at `field`). `null` reads as null where `nullable` is set (a PATCH
 * that clears a field), and as absent otherwise.
 */
export function field<T>(
  object: Record<string, unknown>,
  name: string,
  read: (value: unknown) => Read<T>,
  errors: ErrorScope,
  options: { nullable?: boolean; errorField?: string } = {},
): T | null | undefined {
  const value = object[name];
  if (value === undefined) return undefined;
  if (value === null) return options.nullable ? null : undefined;
  const result = read(value);
  if (result.ok) return result.value;
  errors.add(options.errorField ?? name, result.message);
  return undefined;
}

/** A JSON object, or undefined (reported under `all` of that scope) when it is something else. */
export function readObject(value: unknown, errors: ErrorScope, message = 'must be an object'): Record<string, unknown> | undefined {
  if (isPlainObject(value)) return value;
  errors.add('all', message);
  return undefined;
}

/** A JSON array, or undefined (reported under `all` of that scope) when it is something else. */
export function readList(value: unknown, errors: ErrorScope, message = 'must be a list'): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  errors.add('all', message);
  return undefined;
}
