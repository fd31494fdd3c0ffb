import { createPubSub, map, pipe } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { setMaxListeners } from 'node:events';
import { Redis } from 'ioredis';
import type { BusNotice, EventBus, PublishedEvent } from '../domain/services.js';

export type { EventBus, PublishedEvent };
import { decode, encode } from './wire-json.js';

type Topics = Record<string, [string]>;

/**
 * Fans committed events out to live subscribers: in-process by default, through Redis
 * pub/sub when REDIS_URL is set so every instance's subscribers see every instance's events.
 * Payloads travel as encoded strings so bigint money and dates survive the trip.
 */
export function createEventBus(redisUrl?: string, topic = 'heldfunds:events'): EventBus {
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
      subscribe: () => decoded(pubsub.subscribe(topic)),
      notify: (notice) => pubsub.publish(noticeTopic, encode(notice)),
      notices: () => decoded<BusNotice>(pubsub.subscribe(noticeTopic)),
      close: async () => {},
    };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  if (eventTarget instanceof EventTarget) setMaxListeners(0, eventTarget);
  const pubsub = createPubSub<Topics>({ eventTarget });
  return {
    publish: (event) => pubsub.publish(topic, encode(event)),
    subscribe: () => decoded(pubsub.subscribe(topic)),
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
