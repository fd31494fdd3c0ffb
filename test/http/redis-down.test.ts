import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/http/rate-limit.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { until } from '../support/waiting.js';

/** Nothing listens on port 1: every connection attempt is refused at once. */
const unreachableRedis = 'redis://127.0.0.1:1';

describe('with Redis configured and unreachable', () => {
  let harness: Harness;
  let alice: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ redisUrl: unreachableRedis, rateLimitPerMinute: 2 });
    alice = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  it('answers /readyz 503 while /healthz stays 200', async () => {
    const ready = await harness.fetch('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', dependencies: { database: 'up', redis: 'down' } });
    expect((await harness.fetch('/healthz')).status).toBe(200);
  });

  it('keeps enforcing rate limits per instance (the in-memory insurance limiter)', async () => {
    const get = () => harness.fetch('/2017-09-01/customer/me', { headers: { authorization: alice.auth } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect((await get()).status).toBe(200);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toEqual(expect.any(String));
  });

  it('logs the connection failures as JSON through the logger, not on stderr', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const limiter = createRateLimiter({ ...harness.services.config, redisUrl: unreachableRedis }, pino({ level: 'info' }, sink));
    try {
      expect(await limiter.storeReady()).toBe(false);
      expect((await limiter.consume('someone:endpoint', 'request')).limited).toBe(false);
      await until(() => lines.length > 0, 10_000, 'a log line');
      const entry = JSON.parse(lines[0]!) as { level: number; msg: string; err: { message: string } };
      expect(entry.msg).toMatch(/rate limit store \(Redis\) unavailable/);
      expect(entry.err.message).toEqual(expect.any(String));
    } finally {
      await limiter.close();
    }
  });
});
