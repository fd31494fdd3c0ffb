import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhook } from '../../src/events/webhook-signing.js';
import { nextAttemptAt, retryDelaySeconds, retryWindowSeconds } from '../../src/events/retry-schedule.js';

describe('webhook signatures', () => {
  it('verify with the independent standardwebhooks library', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ event: 'create', event_type: 'transaction', transaction_id: 7 });
    const headers = signWebhook(secret, 'msg_1', new Date(), body);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fail verification for another body, another secret or a stale timestamp', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook(secret, 'msg_1', new Date(), '{"a":1}');
    expect(() => new Webhook(secret).verify('{"a":2}', { ...headers })).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify('{"a":1}', { ...headers })).toThrow();
    const stale = signWebhook(secret, 'msg_1', new Date(Date.now() - 3600_000), '{"a":1}');
    expect(() => new Webhook(secret).verify('{"a":1}', { ...stale })).toThrow();
  });
});

describe('retry schedule', () => {
  it('backs off exponentially from 5 s to at most 12 h, with ±20 % jitter', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, () => 0.5))).toEqual([5, 15, 45, 135]);
    expect(retryDelaySeconds(20, () => 0.5)).toBe(12 * 3600);
    expect(retryDelaySeconds(1, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, () => 1)).toBeCloseTo(6);
  });

  it('gives up after about three days, about 14 attempts', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    let at = created;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(created, at, attempts, () => 0.5);
      if (!next) break;
      at = next;
      attempts += 1;
    }
    expect(attempts).toBe(14);
    expect(at.getTime() - created.getTime()).toBeLessThanOrEqual(retryWindowSeconds * 1000);
    expect(at.getTime() - created.getTime()).toBeGreaterThan(2.5 * 24 * 3600 * 1000);
  });
});
