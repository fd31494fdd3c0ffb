import { describe, expect, it } from 'vitest';
import { createEventBus, rememberedEventIds, type EventBus } from '../../src/events/event-bus.js';
import type { PublishedEvent } from '../../src/domain/services.js';
import { survivors } from '../support/garbage.js';
import { until } from '../support/waiting.js';

const event = (eventId: string, partnerId: number | null, transactionId: number | null): PublishedEvent => ({
  eventId,
  name: 'create',
  partnerId,
  transactionId,
  sequence: transactionId === null ? null : 1,
  createdAt: new Date('2026-01-15T12:00:00Z'),
  transaction: null,
});

/** Publishes `count` events and reads each through `feed`; answers weak references to what was read. */
async function readThrough(bus: EventBus, feed: AsyncIterator<PublishedEvent>, count: number): Promise<WeakRef<object>[]> {
  const refs: WeakRef<object>[] = [];
  for (let index = 0; index < count; index++) {
    const read = feed.next();
    bus.publish(event(`e${index}`, 7, null));
    const next = await read;
    if (!next.done) refs.push(new WeakRef(next.value));
  }
  return refs;
}

describe('event bus fan-out', () => {
  it('hands each subscription the events of its partner or transaction, the same decoded object to all, and all events to one that asks for all', async () => {
    const bus = createEventBus();
    const partnerSeven = [bus.subscribe({ partnerId: 7 })[Symbol.asyncIterator](), bus.subscribe({ partnerId: 7 })[Symbol.asyncIterator]()];
    const transactionThree = bus.subscribe({ transactionId: 3 })[Symbol.asyncIterator]();
    const everything = bus.subscribe()[Symbol.asyncIterator]();
    // A subscription listens from its first read.
    const reads = [...partnerSeven.map((iterator) => iterator.next()), transactionThree.next(), everything.next()];
    bus.publish(event('a', 8, 3));
    bus.publish(event('b', 7, 4));
    const [first, second, ofTransaction, any] = await Promise.all(reads);
    expect(first!.value).toMatchObject({ eventId: 'b', createdAt: new Date('2026-01-15T12:00:00Z') });
    expect(second!.value).toBe(first!.value);
    expect(ofTransaction!.value).toMatchObject({ eventId: 'a' });
    expect(any!.value).toMatchObject({ eventId: 'a' });
    expect((await everything.next()).value).toMatchObject({ eventId: 'b' });
    bus.endSubscriptions();
    expect(await transactionThree.next()).toEqual({ done: true, value: undefined });
    await bus.close();
  });

  it("hands a subscription one copy of an event the bus receives twice (this instance's commit, then the dispatcher's), and the second to a subscription started between them", async () => {
    const bus = createEventBus();
    const early = bus.subscribe({ partnerId: 7 })[Symbol.asyncIterator]();
    const firstRead = early.next();
    bus.publishCommitted(event('a', 7, 3));
    expect((await firstRead).value).toMatchObject({ eventId: 'a' });
    expect(bus.listensFor(7, null)).toBe(true);
    expect(bus.listensFor(8, 4)).toBe(false);

    const late = bus.subscribe({ transactionId: 3 })[Symbol.asyncIterator]();
    const lateRead = late.next();
    const earlyRead = early.next();
    bus.publish(event('a', 7, 3));
    bus.publish(event('b', 7, 3));
    expect((await lateRead).value).toMatchObject({ eventId: 'a' });
    expect((await late.next()).value).toMatchObject({ eventId: 'b' });
    // The early subscription had `a`: its next event is `b`.
    expect((await earlyRead).value).toMatchObject({ eventId: 'b' });
    bus.endSubscriptions();
    await bus.close();
  });

  it('keeps nothing of the events a long-lived subscription has read, and still ends it at once', async () => {
    const bus = createEventBus();
    const feed = bus.subscribe({ partnerId: 7 })[Symbol.asyncIterator]();
    const refs = await readThrough(bus, feed, 200);
    expect(refs).toHaveLength(200);
    // Waiting for the next event, as a subscription does between events (the repeater keeps its
    // last value until the next read), and the bus's one listener past the last event (it holds
    // the one it handled until the next: one of another partner).
    const waiting = feed.next();
    bus.publish(event('other', 8, null));
    expect(await survivors(refs)).toBe(0);
    bus.endSubscriptions();
    expect(await waiting).toEqual({ done: true, value: undefined });
    await bus.close();
  });

  it('remembers the last rememberedEventIds events only: a copy arriving after that many others is delivered again', async () => {
    const bus = createEventBus();
    const feed = bus.subscribe({ partnerId: 7 })[Symbol.asyncIterator]();
    const received: string[] = [];
    const reading = (async () => {
      for (;;) {
        const next = await feed.next();
        if (next.done) return;
        received.push(next.value.eventId);
      }
    })();
    const total = rememberedEventIds + 1;
    const ids = Array.from({ length: total }, (_, index) => `e${index}`);
    // Starts listening with the first read.
    await new Promise((resolve) => setImmediate(resolve));
    // In batches, as the dispatcher publishes (a listener holds at most 1,024 events unread).
    for (let start = 0; start < total; start += 500) {
      for (const id of ids.slice(start, start + 500)) bus.publishCommitted(event(id, 7, null));
      await until(() => received.length === Math.min(start + 500, total), 10_000, 'a batch');
    }
    bus.publish(event(ids[total - 1]!, 7, null));
    bus.publish(event(ids[0]!, 7, null));
    bus.publish(event('last', 7, null));
    await until(() => received.at(-1) === 'last', 10_000, 'the last event');
    expect(received).toEqual([...ids, ids[0], 'last']);
    bus.endSubscriptions();
    await reading;
    await bus.close();
  });
});
