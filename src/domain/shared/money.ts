/**
 * Money in integer minor units (cents). Every supported currency has two decimals, so one
 * minor unit is 1/100 of the major unit everywhere. Amounts never pass through floating-point
 * arithmetic: numbers are converted through their decimal string form.
 */

import { MAX_AMOUNT_TEXT_LENGTH } from './limits.js';

export type Currency = 'usd' | 'aud' | 'euro' | 'gbp' | 'cad';

export const currencies: readonly Currency[] = ['usd', 'aud', 'euro', 'gbp', 'cad'];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** Minor units in one major unit, for every supported currency. */
const MINOR_PER_MAJOR = 100n;

/**
 * The largest magnitude accepted, in minor units. It keeps every amount exact as a JS number
 * (for anything downstream that needs one) and far inside PostgreSQL's BIGINT.
 */
export const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The largest sum of a transaction's schedule amounts, in minor units: 1,000,000,000,000.00.
 * Every amount the service accepts and every quote it derives from it (escrow, deposit and
 * disbursement fees, GST) must stay recordable: at most MAX_MINOR. Even fee rates of 100 %
 * (the most the fee table allows) plus GST, and the fee table's bounded fixed parts
 * (MAX_FIXED_FEE), keep a quote below five times this sum, far below MAX_MINOR. Checked
 * wherever amounts enter: creation (both faces) and modify_terms.
 */
const MAX_TRANSACTION_AMOUNT = 100_000_000_000_000n;

/** Why a transaction whose schedule amounts sum to `total` cannot be accepted, or null. */
export function transactionAmountProblem(total: bigint): string | null {
  if (total <= MAX_TRANSACTION_AMOUNT) return null;
  return `the schedule amounts sum to ${formatMoney(total)}; a transaction may hold at most ${formatMoney(MAX_TRANSACTION_AMOUNT)}`;
}

export type ParseMoneyResult = { ok: true; minor: bigint } | { ok: false; message: string };

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a money amount sent by a client: a JSON number (`1000`, `1000.5`) or a numeric string
 * (`"1000.50"`). At most two significant fractional digits (`"1.50"` and `"1.500"` are fine,
 * `1.005` is not). Negative amounts parse; callers decide whether they are allowed.
 */
export function parseMoney(value: unknown): ParseMoneyResult {
  if (typeof value === 'number') return parseNumber(value);
  if (typeof value === 'string') {
    // Refused before any regular expression or BigInt sees it: a 20-million-digit string would
    // otherwise hold the event loop for seconds.
    if (value.length > MAX_AMOUNT_TEXT_LENGTH) return { ok: false, message: `must be at most ${MAX_AMOUNT_TEXT_LENGTH} characters long` };
    return parseDecimalString(value.trim());
  }
  return { ok: false, message: 'must be a number or a numeric string, such as 1000.00' };
}

function parseNumber(value: number): ParseMoneyResult {
  if (!Number.isFinite(value)) return { ok: false, message: 'must be a finite number' };
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return tooLarge();
  // String(n) is the shortest decimal that round-trips to n: it is what the client wrote for
  // any number with at most 15 significant digits. Tiny values come out in exponent form.
  const text = String(value);
  if (/e/i.test(text)) return tooManyDecimals();
  return parseDecimalString(text);
}

function parseDecimalString(text: string): ParseMoneyResult {
  if (text === '') return { ok: false, message: 'must not be empty' };
  const match = decimalPattern.exec(text);
  if (!match) return { ok: false, message: 'must be a decimal number, such as 1000.00' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Trailing zeros carry no precision: "1.500" is 1.50.
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > 2) return tooManyDecimals();
  const magnitude = BigInt(whole) * MINOR_PER_MAJOR + BigInt(significantFraction.padEnd(2, '0'));
  if (magnitude > MAX_MINOR) return tooLarge();
  return { ok: true, minor: sign === '-' ? -magnitude : magnitude };
}

function tooManyDecimals(): ParseMoneyResult {
  return { ok: false, message: 'must have at most two decimal places' };
}

function tooLarge(): ParseMoneyResult {
  return { ok: false, message: 'is too large' };
}

/** The wire form of an amount: always two fractional digits, e.g. 100000n → "1000.00". */
export function formatMoney(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  const whole = magnitude / MINOR_PER_MAJOR;
  const cents = magnitude % MINOR_PER_MAJOR;
  return `${sign}${whole}.${cents.toString().padStart(2, '0')}`;
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero
 * (so 0.5 → 1 and -0.5 → -1: a refund mirrors its charge). denominator must be positive.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** Basis points in 1.0: 10000 bp = 100 %. */
export const BASIS_POINTS_PER_UNIT = 10_000n;

/**
 * basisPoints/10000 of an amount, rounded to the cent with halves away from zero:
 * percentOf(100000n, 325) = 3250n (3.25 % of 1000.00 is 32.50).
 */
export function percentOf(minor: bigint, basisPoints: number | bigint): bigint {
  return divideRoundHalfUp(minor * BigInt(basisPoints), BASIS_POINTS_PER_UNIT);
}

/**
 * Splits `total` into parts proportional to `weights` that always sum exactly to `total`
 * (largest remainder method). Each part first gets its rounded-down share; the cents left over
 * go one each to the parts with the largest remainders, ties to the earlier part, so the
 * result is deterministic. A negative total is split as its magnitude, then negated.
 */
export function allocate(total: bigint, weights: readonly (number | bigint)[]): bigint[] {
  const shares = weights.map((weight) => BigInt(weight));
  if (shares.some((share) => share < 0n)) throw new RangeError('weights must not be negative');
  const weightSum = shares.reduce((sum, share) => sum + share, 0n);
  if (weightSum === 0n) throw new RangeError('weights must not all be zero');
  if (total < 0n) return allocate(-total, shares).map((part) => -part);

  const floors = shares.map((share) => (total * share) / weightSum);
  const remainders = shares.map((share, index) => ({ index, remainder: (total * share) % weightSum }));
  let leftover = total - floors.reduce((sum, part) => sum + part, 0n);
  const byLargestRemainder = [...remainders].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byLargestRemainder) {
    if (leftover === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return floors;
}
