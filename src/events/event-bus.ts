import { createPubSub, map, pipe } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { setMaxListeners } from 'node:events';
import { Redis } from 'ioredis';
import { throttledErrorLog, type Logger } from '../log.js';
import type { EventBus, PublishedEvent } from '../domain/services.js';

export type { EventBus, PublishedEvent };
import { decode, encode } from './wire-json.js';

type Topics = Record<string, [string]>;

/**
 * Fans committed events out to live subscribers: in-process by default, through Redis
 * pub/sub when REDIS_URL is set so every instance's subscribers see every instance's events.
 * Payloads travel as encoded strings so bigint money and dates survive the trip.
 */
export function createEventBus(redisUrl?: string, topic = 'heldfunds:events', log?: Logger): EventBus {
  if (!redisUrl) {
    // One listener per live subscription: thousands are expected, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    const pubsub = createPubSub<Topics>({ eventTarget });
    return {
      publish: (event) => pubsub.publish(topic, encode(event)),
      subscribe: () => decoded(pubsub.subscribe(topic)),
      close: async () => {},
    };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  if (log) {
    publishClient.on('error', throttledErrorLog(log, 'event bus (Redis) unavailable: live events do not reach other instances'));
    subscribeClient.on('error', throttledErrorLog(log, 'event bus (Redis) subscriber unavailable'));
  }
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  if (eventTarget instanceof EventTarget) setMaxListeners(0, eventTarget);
  const pubsub = createPubSub<Topics>({ eventTarget });
  return {
    publish: (event) => pubsub.publish(topic, encode(event)),
    subscribe: () => decoded(pubsub.subscribe(topic)),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/** Decodes while passing an unsubscribe straight to the source (no lingering listener). */
function decoded(source: AsyncIterable<string>): AsyncIterable<PublishedEvent> {
  return pipe(
    source,
    map((text: string) => decode<PublishedEvent>(text)),
  );
}
