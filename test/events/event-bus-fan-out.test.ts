import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/events/event-bus.js';
import type { PublishedEvent } from '../../src/domain/services.js';

const event = (eventId: string, partnerId: number | null, transactionId: number | null): PublishedEvent => ({
  eventId,
  name: 'create',
  partnerId,
  transactionId,
  createdAt: new Date('2026-01-15T12:00:00Z'),
  transaction: null,
});

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
});
