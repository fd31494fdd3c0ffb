import { describe, expect, it } from 'vitest';
import { inputLimitProblems, MAX_INPUT_DEPTH, textProblem, unsafeTextProblem } from '../../../src/domain/shared/limits.js';
import { parseMoney } from '../../../src/domain/shared/money.js';

describe('input limits', () => {
  it('checks every text against its field limit, by domain path, and lists against theirs', () => {
    expect(
      inputLimitProblems({
        description: 'd'.repeat(10_001),
        items: [
          { title: 'ok', schedule: Array.from({ length: 51 }, () => ({})) },
          { title: 't'.repeat(501), extraAttributes: { make: 'm'.repeat(101) } },
        ],
        unknownField: 'u'.repeat(1001),
      }),
    ).toEqual({
      description: ['must be at most 10000 characters long'],
      items: {
        '0': { schedule: { all: ['must have at most 50 entries'] } },
        '1': { title: ['must be at most 500 characters long'], extraAttributes: { make: ['must be at most 100 characters long'] } },
      },
      unknownField: ['must be at most 1000 characters long'],
    });
  });

  it('counts code points, as the database does', () => {
    expect(textProblem('title', '😀'.repeat(500))).toBeNull();
    expect(textProblem('title', '😀'.repeat(501))).toBe('must be at most 500 characters long');
  });

  it('refuses NUL and unpaired surrogates, in values and in field names', () => {
    expect(unsafeTextProblem('a\u0000')).toBe('must not contain NUL characters');
    expect(unsafeTextProblem('\udc00x')).toBe('must not contain unpaired surrogate characters');
    expect(unsafeTextProblem('😀')).toBeNull();
    expect(inputLimitProblems({ tags: ['ok', 'b\u0000'], ['k\u0000']: 1 })).toEqual({
      tags: { '1': ['must not contain NUL characters'] },
      all: ['field names must not contain NUL characters'],
    });
  });

  it('refuses deep nesting without recursing into it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const problems = JSON.stringify(inputLimitProblems({ extraAttributes: deep }));
    expect(problems).toContain('is nested too deeply');
    expect(problems.split('"a"').length - 1).toBe(MAX_INPUT_DEPTH - 1);
  });

  it('leaves amounts, dates and numbers to the rules of the operation', () => {
    expect(inputLimitProblems({ amount: 10n ** 30n, dueDate: new Date(0), quantity: 1e308 })).toBeNull();
  });
});

describe('amounts are refused by length before any arithmetic', () => {
  it('refuses a 20-million-digit amount at once', () => {
    const started = performance.now();
    expect(parseMoney('9'.repeat(20_000_000))).toEqual({ ok: false, message: 'must be at most 40 characters long' });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
