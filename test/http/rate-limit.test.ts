import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let alice: TestAccount;

beforeAll(async () => {
  harness = await createHarness({ rateLimitPerMinute: 3, authFailuresPerMinute: 2 });
  alice = await createTestAccount(harness);
});
afterAll(() => harness.close());

const get = (path: string, auth = alice.auth) => harness.fetch(path, { headers: { authorization: auth } });

describe('rate limits', () => {
  it('counts per endpoint, reports RateLimit-* on every response, and answers 429 with Retry-After', async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await get('/2017-09-01/customer/me');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(response.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await get('/2017-09-01/customer/me');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(await limited.json()).toEqual({ error: 'Rate limit exceeded; retry later' });
    // Another endpoint has its own count.
    const other = await get('/2017-09-01/transaction');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('2');
    // And another caller its own.
    const bob = await createTestAccount(harness);
    expect((await get('/2017-09-01/customer/me', bob.auth)).status).toBe(200);
  });

  it('slows down guessing: failed logins from one address are limited too', async () => {
    const wrong = basicAuth(alice.email, 'not the password at all');
    expect((await get('/2017-09-01/transaction', wrong)).status).toBe(401);
    const second = await get('/2017-09-01/transaction', wrong);
    expect(second.status).toBe(401);
    expect(second.headers.get('ratelimit-remaining')).toBe('0');
    const third = await get('/2017-09-01/transaction', wrong);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toEqual(expect.any(String));
  });
});
