import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiKeyCache } from '../../src/domain/auth/api-key-cache.js';
import type { BusNotice, EventBus, PublishedEvent } from '../../src/domain/services.js';
import { createEventBus } from '../../src/events/event-bus.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { hasRedisServer, RedisServer } from '../support/redis-server.js';
import { Changes } from '../support/waiting.js';

// The event bus's Redis relay against a real redis-server: each instance's own messages reach
// it once (not again through Redis), another program's garbage on the channel is skipped, and
// every (re)subscription tells the instance that notices may have been missed, which empties
// the API-key cache.

let redis: RedisServer;
beforeAll(async () => {
  if (!hasRedisServer) return;
  redis = await RedisServer.start();
});
afterAll(() => redis?.kill());

/** Reads a bus stream into an array as it arrives. */
function collect<T>(stream: AsyncIterable<T>): { items: T[]; changes: Changes; stop(): Promise<void> } {
  const iterator = stream[Symbol.asyncIterator]();
  const items: T[] = [];
  const changes = new Changes();
  const reading = (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      items.push(next.value);
      changes.changed();
    }
  })();
  return {
    items,
    changes,
    stop: async () => {
      await iterator.return?.();
      await reading;
    },
  };
}

const event = (eventId: string): PublishedEvent => ({
  eventId,
  name: 'create',
  transactionId: 1,
  partnerId: 2,
  sequence: 1,
  createdAt: new Date('2026-01-15T12:00:00Z'),
  transaction: null,
});

describe.skipIf(!hasRedisServer)('the event bus over Redis', () => {
  let a: EventBus;
  let b: EventBus;
  beforeAll(() => {
    a = createEventBus(redis.url, 'relay-test');
    b = createEventBus(redis.url, 'relay-test');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('hands each instance its own events once and the other instance a copy, skipping what does not decode', async () => {
    const onA = collect(a.subscribe());
    const onB = collect(b.subscribe());
    const noticesOfB = collect(b.notices());
    // B is subscribed to Redis once it says so (its first notices_missed).
    await noticesOfB.changes.until(() => noticesOfB.items.some((notice) => notice.type === 'notices_missed'), 10_000, "B's subscription");
    const other = new Redis(redis.url);
    try {
      // Another program writes garbage on the channel: skipped, the feed goes on.
      await other.publish('relay-test', 'not json');
      a.publish(event('first'));
      await onB.changes.until(() => onB.items.length === 1, 10_000, "A's event on B");
      a.publish(event('second'));
      await onB.changes.until(() => onB.items.length === 2, 10_000, "A's second event on B");
      expect(onB.items.map((item) => item.eventId)).toEqual(['first', 'second']);
      expect(onB.items[0]).toEqual(event('first'));
      // A got each of its own once: in-process, not again when Redis echoed it.
      await onA.changes.until(() => onA.items.length >= 2);
      expect(onA.items.map((item) => item.eventId)).toEqual(['first', 'second']);
    } finally {
      other.disconnect();
      await onA.stop();
      await onB.stop();
      await noticesOfB.stop();
    }
  });

  it('keeps its own subscribers fed while Redis is down, and relays again once it is back', async () => {
    const onA = collect(a.subscribe());
    const onB = collect(b.subscribe());
    const noticesOfB = collect(b.notices());
    try {
      await redis.kill();
      a.publish(event('during'));
      await onA.changes.until(() => onA.items.length === 1, 5_000, "A's own event during the outage");
      await redis.start();
      await noticesOfB.changes.until(() => noticesOfB.items.some((notice: BusNotice) => notice.type === 'notices_missed'), 10_000, 'B subscribed again');
      // A's own publishing connection comes back on its own schedule (reconnects at most 1 s apart),
      // and nothing is queued while it is away: publish until one arrives.
      let sent = 0;
      const publishing = setInterval(() => a.publish(event(`after-${(sent += 1)}`)), 200);
      try {
        await onB.changes.until(() => onB.items.some((item) => item.eventId.startsWith('after-')), 10_000, "A's event on B after the restart");
      } finally {
        clearInterval(publishing);
      }
      expect(onB.items.map((item) => item.eventId)).not.toContain('during');
    } finally {
      await onA.stop();
      await onB.stop();
      await noticesOfB.stop();
    }
  });
});

describe.skipIf(!hasRedisServer)('the API-key cache', () => {
  let harness: Harness;
  let account: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ redisUrl: redis.url });
    account = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  it('is emptied when the bus subscribes to Redis again (notices sent meanwhile were lost)', async () => {
    const { cache, stop } = startApiKeyCache(harness.services);
    try {
      const me = await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: account.auth } });
      expect(me.status).toBe(200);
      expect(cache.size).toBe(1);
      await redis.kill();
      await redis.start();
      const emptied = new Changes();
      const timer = setInterval(() => emptied.changed(), 20);
      try {
        await emptied.until(() => cache.size === 0, 10_000, 'the cache emptied after the resubscription');
      } finally {
        clearInterval(timer);
      }
    } finally {
      await stop();
    }
  });
});
