import { createPubSub, map, pipe } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { setMaxListeners } from 'node:events';
import { Redis } from 'ioredis';
import type { BusNotice, EventBus, PublishedEvent } from '../domain/services.js';
import { rateLimitedErrorLog, type Logger } from '../log.js';

export type { EventBus, PublishedEvent };
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
    return {
      publish: (event) => pubsub.publish(topic, encode(event)),
      subscribe: () => ending.endable(decoded(pubsub.subscribe(topic))),
      endSubscriptions: () => ending.end(),
      notify: (notice) => pubsub.publish(noticeTopic, encode(notice)),
      notices: () => decoded<BusNotice>(pubsub.subscribe(noticeTopic)),
      close: async () => {},
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
  return {
    publish: (event) => pubsub.publish(topic, encode(event)),
    subscribe: () => ending.endable(decoded(pubsub.subscribe(topic))),
    endSubscriptions: () => ending.end(),
    notify: (notice) => pubsub.publish(noticeTopic, encode(notice)),
    notices: () => decoded<BusNotice>(pubsub.subscribe(noticeTopic)),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
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
