import { createPubSub, map, pipe, Repeater } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { setMaxListeners } from 'node:events';
import { Redis } from 'ioredis';
import type { BusNotice, EventBus, EventInterest, PublishedEvent } from '../domain/services.js';
import { rateLimitedErrorLog, type Logger } from '../log.js';

export type { EventBus, EventInterest, PublishedEvent };
import { decode, encode } from './wire-json.js';

type Topics = Record<string, [string]>;

/**
 * Fans committed events out to live subscribers: in-process by default, through Redis
 * pub/sub when REDIS_URL is set so every instance's subscribers see every instance's events.
 * Payloads travel as encoded strings so bigint money and dates survive the trip.
 */
export function createEventBus(redisUrl?: string, topic = 'heldfunds:events', log?: Logger): EventBus {
  const ending = new Ending();
  // Notices between instances (cache invalidation) travel on a channel of their own, so live
  // subscribers of events never see them.
  const noticeTopic = `${topic}:notices`;
  if (!redisUrl) {
    // One listener per live subscription: thousands are expected, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    const pubsub = createPubSub<Topics>({ eventTarget });
    const fanOut = new FanOut(() => decoded(pubsub.subscribe(topic)));
    return {
      publish: (event) => pubsub.publish(topic, encode(event)),
      subscribe: (interest) => ending.endable(fanOut.subscribe(interest)),
      endSubscriptions: () => ending.end(),
      notify: (notice) => pubsub.publish(noticeTopic, encode(notice)),
      notices: () => decoded<BusNotice>(pubsub.subscribe(noticeTopic)),
      close: async () => fanOut.close(),
    };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  if (log) {
    publishClient.on('error', rateLimitedErrorLog(log, 'Redis (event publishing) unavailable'));
    subscribeClient.on('error', rateLimitedErrorLog(log, 'Redis (event subscriptions) unavailable'));
  }
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  if (eventTarget instanceof EventTarget) setMaxListeners(0, eventTarget);
  const pubsub = createPubSub<Topics>({ eventTarget });
  const fanOut = new FanOut(() => decoded(pubsub.subscribe(topic)));
  return {
    publish: (event) => pubsub.publish(topic, encode(event)),
    subscribe: (interest) => ending.endable(fanOut.subscribe(interest)),
    endSubscriptions: () => ending.end(),
    notify: (notice) => pubsub.publish(noticeTopic, encode(notice)),
    notices: () => decoded<BusNotice>(pubsub.subscribe(noticeTopic)),
    close: async () => {
      fanOut.close();
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

type Push = (event: PublishedEvent) => void;

/**
 * One listener per instance on the bus: each event is decoded once and handed to the local
 * subscriptions that asked for it, found by partner or transaction id in a map (a subscription
 * to everything sees all). Thousands of subscribers cost a map lookup per event, not a decode
 * and a filter each.
 */
class FanOut {
  private readonly byPartner = new Map<number, Set<Push>>();
  private readonly byTransaction = new Map<number, Set<Push>>();
  private readonly everything = new Set<Push>();
  private source: AsyncIterator<PublishedEvent> | null = null;

  constructor(private readonly open: () => AsyncIterable<PublishedEvent>) {}

  subscribe(interest: EventInterest = {}): AsyncIterable<PublishedEvent> {
    return new Repeater<PublishedEvent>(async (push, stop) => {
      const sink: Push = (event) => void push(event);
      const sets =
        interest.partnerId !== undefined
          ? [this.entry(this.byPartner, interest.partnerId)]
          : interest.transactionId !== undefined
            ? [this.entry(this.byTransaction, interest.transactionId)]
            : [this.everything];
      for (const set of sets) set.add(sink);
      this.listen();
      await stop;
      for (const set of sets) set.delete(sink);
      if (interest.partnerId !== undefined && sets[0]!.size === 0) this.byPartner.delete(interest.partnerId);
      if (interest.transactionId !== undefined && sets[0]!.size === 0) this.byTransaction.delete(interest.transactionId);
    });
  }

  close(): void {
    void this.source?.return?.();
    this.source = null;
  }

  private entry(map: Map<number, Set<Push>>, key: number): Set<Push> {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  }

  /** Starts the one listener of this instance (on the first subscription; it stays until close). */
  private listen(): void {
    if (this.source) return;
    const source = this.open()[Symbol.asyncIterator]();
    this.source = source;
    void (async () => {
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        const event = next.value;
        for (const push of this.everything) push(event);
        if (event.partnerId !== null) for (const push of this.byPartner.get(event.partnerId) ?? []) push(event);
        if (event.transactionId !== null) for (const push of this.byTransaction.get(event.transactionId) ?? []) push(event);
      }
    })();
  }
}

/** Decodes while passing an unsubscribe straight to the source (no lingering listener). */
function decoded<Message = PublishedEvent>(source: AsyncIterable<string>): AsyncIterable<Message> {
  return pipe(
    source,
    map((text: string) => decode<Message>(text)),
  );
}

/** Ends live subscriptions on demand: each subscription's next read answers done, once. */
class Ending {
  private readonly ended: Promise<IteratorReturnResult<undefined>>;
  private resolve!: () => void;

  constructor() {
    this.ended = new Promise<void>((resolve) => (this.resolve = resolve)).then(() => ({ done: true, value: undefined }));
  }

  end(): void {
    this.resolve();
  }

  endable<T>(source: AsyncIterable<T>): AsyncIterable<T> {
    const ended = this.ended;
    return {
      [Symbol.asyncIterator]() {
        const iterator = source[Symbol.asyncIterator]();
        const stop = async (): Promise<IteratorReturnResult<undefined>> => {
          await iterator.return?.();
          return { done: true, value: undefined };
        };
        return {
          next: async () => {
            const result = await Promise.race([iterator.next(), ended]);
            if (result.done) await stop();
            return result;
          },
          return: stop,
        };
      },
    };
  }
}
