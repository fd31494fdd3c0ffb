import { createPubSub, Repeater } from '@graphql-yoga/subscription';
import { setMaxListeners } from 'node:events';
import type { BusNotice, EventBus, EventInterest, PublishedEvent } from '../domain/services.js';
import { Ending } from '../domain/shared/ending.js';
import { createLogger, type Logger } from '../log.js';
import { RedisRelay } from './redis-relay.js';

export type { EventBus };
import { decode, encode } from './wire-json.js';

type Topics = Record<string, [string]>;

/**
 * Fans committed events out to live subscribers. Every event and notice is handed to this
 * instance's subscribers in-process first; with REDIS_URL set it is also relayed through Redis
 * pub/sub to every other instance (src/events/redis-relay.ts). So a Redis outage costs only the
 * other instances' live copies: this instance's subscribers keep receiving what it publishes,
 * webhooks keep their outbox, and the relay resumes when Redis is back.
 *
 * An event reaches an instance up to twice: the instance that committed it hands it to its own
 * subscribers right after the commit (`publishCommitted`, src/events/committed-events.ts), and
 * the outbox dispatcher's copy follows, in-process or through Redis. The fan-out recognises the
 * second by its event id (FanOut), so each subscriber gets each event once.
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
    publishCommitted: (event) => local.publish(topic, encode(event)),
    listensFor: (partnerId, transactionId) => fanOut.listensFor(partnerId, transactionId),
    heard: (partnerId, transactionId) => relay !== null || fanOut.listensFor(partnerId, transactionId),
    subscribe: (interest) => endable(fanOut.subscribe(interest), ending),
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

/** A subscription's way in: `since` numbers subscriptions in the order they started. */
interface Sink {
  since: number;
  push: Push;
}

/** Event ids remembered to recognise a second copy (about 100 bytes each): see FanOut. */
export const rememberedEventIds = 10_000;

/**
 * One listener per instance on the bus: each event is decoded once and handed to the local
 * subscriptions that asked for it, found by partner or transaction id in a map (a subscription
 * to everything sees all). Thousands of subscribers cost a map lookup per event, not a decode
 * and a filter each.
 *
 * An event seen before (its id is among the last `rememberedEventIds` delivered) goes only to
 * the subscriptions started since it was: the others had it. The id is remembered with the
 * number of the last subscription started when it was delivered. A second copy later than that
 * many events (a dispatcher behind by more than the window) reaches its subscribers twice.
 */
class FanOut {
  private readonly byPartner = new Map<number, Set<Sink>>();
  private readonly byTransaction = new Map<number, Set<Sink>>();
  private readonly everything = new Set<Sink>();
  private source: AsyncIterator<PublishedEvent> | null = null;
  private started = 0;
  /** Event id → the last subscription started when it was delivered (insertion order: oldest first). */
  private readonly delivered = new Map<string, number>();

  constructor(
    private readonly open: () => AsyncIterable<PublishedEvent>,
    private readonly log?: Logger,
    private readonly remember = rememberedEventIds,
  ) {}

  subscribe(interest: EventInterest = {}): AsyncIterable<PublishedEvent> {
    return new Repeater<PublishedEvent>(async (push, stop) => {
      const sink: Sink = { since: (this.started += 1), push: (event) => void push(event) };
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

  listensFor(partnerId: number | null, transactionId: number | null): boolean {
    return this.everything.size > 0 || (partnerId !== null && this.byPartner.has(partnerId)) || (transactionId !== null && this.byTransaction.has(transactionId));
  }

  close(): void {
    void this.source?.return?.();
    this.source = null;
  }

  private entry(map: Map<number, Set<Sink>>, key: number): Set<Sink> {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    return set;
  }

  /** Subscriptions started after this number had the event already; 0 for an event not seen (every one gets it). */
  private seen(eventId: string | undefined): number {
    if (typeof eventId !== 'string') return 0;
    const had = this.delivered.get(eventId) ?? 0;
    this.delivered.delete(eventId);
    this.delivered.set(eventId, this.started);
    if (this.delivered.size > this.remember) this.delivered.delete(this.delivered.keys().next().value!);
    return had;
  }

  private deliver(event: PublishedEvent): void {
    const had = this.seen(event.eventId);
    const hand = (sinks: Iterable<Sink> | undefined) => {
      for (const sink of sinks ?? []) if (sink.since > had) sink.push(event);
    };
    hand(this.everything);
    if (event.partnerId !== null) hand(this.byPartner.get(event.partnerId));
    if (event.transactionId !== null) hand(this.byTransaction.get(event.transactionId));
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
        this.deliver(next.value);
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

/** A subscription whose next read answers done once `ending` ends (the bus's endSubscriptions). */
function endable<T>(source: AsyncIterable<T>, ending: Ending): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      const stop = async (): Promise<IteratorReturnResult<undefined>> => {
        await iterator.return?.();
        return { done: true, value: undefined };
      };
      return {
        next: async () => {
          const result = await ending.until(iterator.next());
          if (result.done) await stop();
          return result;
        },
        return: stop,
      };
    },
  };
}
