import { createPubSub, Repeater } from '@graphql-yoga/subscription';
import { setMaxListeners } from 'node:events';
import type { BusNotice, EventBus, EventInterest, PublishedEvent } from '../domain/services.js';
import { createLogger, type Logger } from '../log.js';
import { RedisRelay } from './redis-relay.js';

export type { EventBus, EventInterest, PublishedEvent };
import { decode, encode } from './wire-json.js';

type Topics = Record<string, [string]>;

/**
 * Fans committed events out to live subscribers. Every event and notice is handed to this
 * instance's subscribers in-process first; with REDIS_URL set it is also relayed through Redis
 * pub/sub to every other instance (src/events/redis-relay.ts). So a Redis outage costs only the
 * other instances' live copies: this instance's subscribers keep receiving what it publishes,
 * webhooks keep their outbox, and the relay resumes when Redis is back.
 * Payloads travel as encoded strings so bigint money and dates survive the trip.
 */
export function createEventBus(redisUrl?: string, topic = 'heldfunds:events', log?: Logger): EventBus {
  const ending = new Ending();
  // Notices between instances (cache invalidation) travel on a channel of their own, so live
  // subscribers of events never see them.
  const noticeTopic = `${topic}:notices`;
  // One listener per live subscription: thousands are expected, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const local = createPubSub<Topics>({ eventTarget });
  const relay = redisUrl
    ? new RedisRelay(redisUrl, [topic, noticeTopic], log ?? createLogger('silent'), {
        received: (channel, payload) => local.publish(channel, payload),
        // Notices sent while this instance was not subscribed are lost: drop what they would have.
        subscribed: () => local.publish(noticeTopic, encode({ type: 'notices_missed' } satisfies BusNotice)),
      })
    : null;
  const send = (channel: string, payload: string) => {
    local.publish(channel, payload);
    relay?.publish(channel, payload);
  };
  const fanOut = new FanOut(() => decoded(local.subscribe(topic), log), log);
  return {
    publish: (event) => send(topic, encode(event)),
    subscribe: (interest) => ending.endable(fanOut.subscribe(interest)),
    endSubscriptions: () => ending.end(),
    notify: (notice) => send(noticeTopic, encode(notice)),
    notices: () => decoded<BusNotice>(local.subscribe(noticeTopic), log),
    close: async () => {
      fanOut.close();
      relay?.close();
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

  constructor(
    private readonly open: () => AsyncIterable<PublishedEvent>,
    private readonly log?: Logger,
  ) {}

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
    })().catch((error: unknown) => {
      // Not expected (the source skips what it cannot decode): start again on the next subscription.
      this.log?.error({ err: error }, 'event bus: the fan-out stopped');
      if (this.source === source) this.source = null;
    });
  }
}

/**
 * Decodes while passing an unsubscribe straight to the source (no lingering listener). A
 * message that does not decode (another program writing to the Redis channel) is logged and
 * skipped: it must not end the listener of every subscriber.
 */
function decoded<Message = PublishedEvent>(source: AsyncIterable<string>, log?: Logger): AsyncIterable<Message> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      return {
        async next(): Promise<IteratorResult<Message>> {
          for (;;) {
            const result = await iterator.next();
            if (result.done) return { done: true, value: undefined };
            try {
              return { done: false, value: decode<Message>(result.value) };
            } catch (error) {
              log?.warn({ err: error }, 'event bus: skipped a message that does not decode');
            }
          }
        },
        async return(): Promise<IteratorReturnResult<undefined>> {
          await iterator.return?.();
          return { done: true, value: undefined };
        },
      };
    },
  };
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
