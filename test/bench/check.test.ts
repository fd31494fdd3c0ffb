import { describe, expect, it } from 'vitest';
import { checkBody, occurrences, percentile } from '../../bench/check.js';
import { parseOptions, UsageError } from '../../bench/options.js';
import { pathPool } from '../../bench/scenarios.js';

describe('response checks of the load generator', () => {
  it('applies every part of a check', () => {
    const body = '{"id":7,"parties":[{"role":"buyer"},{"role":"seller"}],"agreed":true}';
    expect(checkBody({ startsWith: '{"id":7,', includes: ['"agreed":true'], excludes: ['"agreed":false'], counts: [['"role":', 2]] }, body)).toBe(true);
    expect(checkBody({ startsWith: '{"id":8,' }, body)).toBe(false);
    expect(checkBody({ includes: ['"agreed":false'] }, body)).toBe(false);
    expect(checkBody({ excludes: ['"agreed":true'] }, body)).toBe(false);
    expect(checkBody({ counts: [['"role":', 3]] }, body)).toBe(false);
    expect(checkBody({ equals: body }, body)).toBe(true);
    expect(checkBody({ equals: body }, `${body} `)).toBe(false);
    expect(occurrences('aaaa', 'aa')).toBe(2);
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('hands out the paths of a pool once each', () => {
    const pool = pathPool(['/a', '/b', '/c'], 'used up');
    expect(pool.remaining(2)).toEqual(['/a', '/b']);
    pool.consume(2);
    expect(pool.remaining(5)).toEqual(['/c']);
    pool.consume(5);
    expect(pool.remaining(1)).toEqual([]);
  });
});

describe('benchmark options', () => {
  it('defaults to the issue’s sizes, and a smoke run shrinks them', () => {
    const full = parseOptions([], {});
    expect(full).toMatchObject({ seconds: 10, profileSeconds: 3, partnerTransactions: 100_000, scale: { small: 10_000, large: 1_000_000 } });
    const quick = parseOptions(['--quick'], { BENCH_SCALE_TRANSACTIONS: '2000', BENCH_PROFILE_SECONDS: '0' });
    expect(quick).toMatchObject({ seconds: 2, profileSeconds: 0, partnerTransactions: 5_000, scale: { small: 1_000, large: 2_000 } });
    expect(quick.command).toBe('BENCH_PROFILE_SECONDS=0 BENCH_SCALE_TRANSACTIONS=2000 npm run bench -- --quick');
    expect(parseOptions([], { BENCH_SCALE_TRANSACTIONS: 'none' }).scale).toBeNull();
  });

  it('refuses values out of range', () => {
    expect(() => parseOptions([], { BENCH_SCALE_TRANSACTIONS: '10' })).toThrow(UsageError);
    expect(() => parseOptions([], { BENCH_PARTNER_TRANSACTIONS: 'many' })).toThrow(UsageError);
    expect(() => parseOptions([], { BENCH_PROFILE_SECONDS: '-1' })).toThrow(UsageError);
    expect(() => parseOptions(['--fast'], {})).toThrow(UsageError);
  });
});
