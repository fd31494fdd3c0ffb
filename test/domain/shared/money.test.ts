import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, currencies, divideRoundHalfUp, formatMoney, isCurrency, MAX_MINOR, parseMoney, percentOf } from '../../../src/domain/shared/money.js';

describe('parseMoney', () => {
  it.each([
    [1000, 100000n],
    [1000.0, 100000n],
    [1000.5, 100050n],
    ['1000.5', 100050n],
    ['1000.50', 100050n],
    ['0.01', 1n],
    [0.01, 1n],
    ['1.500', 150n],
    [' 12.34 ', 1234n],
    ['007', 700n],
    [0, 0n],
    [-0, 0n],
    [-5.1, -510n],
    ['-5.10', -510n],
    ['90071992547409.91', MAX_MINOR],
  ])('reads %s as %d minor units', (input, minor) => {
    expect(parseMoney(input)).toEqual({ ok: true, minor });
  });

  it.each([
    [1.005, 'must have at most two decimal places'],
    ['1.005', 'must have at most two decimal places'],
    [0.1 + 0.2, 'must have at most two decimal places'],
    [1e-7, 'must have at most two decimal places'],
    [Number.NaN, 'must be a finite number'],
    [Number.POSITIVE_INFINITY, 'must be a finite number'],
    [1e21, 'is too large'],
    [Number.MAX_SAFE_INTEGER, 'is too large'],
    ['90071992547409.92', 'is too large'],
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['1e5', 'must be a decimal number, such as 1000.00'],
    ['abc', 'must be a decimal number, such as 1000.00'],
    ['.5', 'must be a decimal number, such as 1000.00'],
    ['5.', 'must be a decimal number, such as 1000.00'],
    ['+5', 'must be a decimal number, such as 1000.00'],
    ['1,000.00', 'must be a decimal number, such as 1000.00'],
    [true, 'must be a number or a numeric string, such as 1000.00'],
    [null, 'must be a number or a numeric string, such as 1000.00'],
    [{ amount: 1 }, 'must be a number or a numeric string, such as 1000.00'],
    [[1], 'must be a number or a numeric string, such as 1000.00'],
    [10n, 'must be a number or a numeric string, such as 1000.00'],
  ])('refuses %s: %s', (input, message) => {
    expect(parseMoney(input)).toEqual({ ok: false, message });
  });
});

describe('formatMoney', () => {
  it.each([
    [100000n, '1000.00'],
    [5n, '0.05'],
    [0n, '0.00'],
    [-510n, '-5.10'],
    [-5n, '-0.05'],
    [123456789n, '1234567.89'],
  ])('writes %d as %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('round-trips through parseMoney for every amount in range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), (minor) => {
        expect(parseMoney(formatMoney(minor))).toEqual({ ok: true, minor });
      }),
    );
  });

  it('reads back a JSON number with up to 15 significant digits exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), (minor) => {
        const asJsonNumber = JSON.parse(formatMoney(minor)) as number;
        expect(parseMoney(asJsonNumber)).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('currencies', () => {
  it('are the five of the spec', () => {
    expect(currencies).toEqual(['usd', 'aud', 'euro', 'gbp', 'cad']);
    expect(isCurrency('euro')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('USD')).toBe(false);
  });
});

describe('divideRoundHalfUp and percentOf', () => {
  it.each([
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [15n, 10n, 2n],
    [-5n, 10n, -1n],
    [-4n, 10n, 0n],
    [0n, 7n, 0n],
  ])('%d / %d rounds to %d (halves away from zero)', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a non-positive denominator', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it.each([
    [100000n, 325, 3250n],
    [123457n, 325, 4012n],
    [200n, 325, 7n],
    [5n, 1000, 1n],
    [4n, 1000, 0n],
    [-5n, 1000, -1n],
    [100000n, 10000, 100000n],
    [100000n, 0, 0n],
  ])('percentOf(%d, %d bp) = %d', (minor, basisPoints, expected) => {
    expect(percentOf(minor, basisPoints)).toBe(expected);
  });
});

describe('allocate', () => {
  it.each([
    [3251n, [5000, 5000], [1626n, 1625n]],
    [100n, [1, 1, 1], [34n, 33n, 33n]],
    [101n, [1, 1, 1], [34n, 34n, 33n]],
    [3250n, [10000], [3250n]],
    [0n, [5000, 5000], [0n, 0n]],
    [10n, [0, 1], [0n, 10n]],
    [-3251n, [5000, 5000], [-1626n, -1625n]],
    [7n, [1n, 2n, 4n], [1n, 2n, 4n]],
    [1n, [1, 1, 1, 1], [1n, 0n, 0n, 0n]],
  ])('splits %d by %s into %s', (total, weights, parts) => {
    expect(allocate(total, weights)).toEqual(parts);
  });

  it('refuses negative or all-zero weights', () => {
    expect(() => allocate(10n, [1, -1])).toThrow(RangeError);
    expect(() => allocate(10n, [0, 0])).toThrow(RangeError);
  });

  it('always sums exactly to the total, each part within one cent of its exact share', () => {
    const weights = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 }).filter((list) => list.some((w) => w > 0));
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), weights, (total, shares) => {
        const parts = allocate(total, shares);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
        const weightSum = BigInt(shares.reduce((sum, w) => sum + w, 0));
        parts.forEach((part, index) => {
          // |part * weightSum - total * weight| < weightSum  ⇔  part is within one cent of its share.
          const error = part * weightSum - total * BigInt(shares[index] ?? 0);
          expect(error < 0n ? -error : error).toBeLessThan(weightSum);
        });
      }),
    );
  });
});
