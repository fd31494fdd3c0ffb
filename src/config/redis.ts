import { fields, text, url, type Values } from './read.js';
import type { Environment } from './service.js';

/** Redis: the live events of several instances, and their shared rate limits. */
export const redisSettings = {
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** The Redis pub/sub channel of live events; deployments sharing a Redis need their own. Default: heldfunds:ENVIRONMENT:events. */
  EVENTS_CHANNEL: text().optional(),
};

export function redisConfig(values: Values<typeof redisSettings> & { ENVIRONMENT: Environment }) {
  const redis = fields(redisSettings, values);
  return { ...redis, eventsChannel: redis.eventsChannel ?? `heldfunds:${values.ENVIRONMENT}:events` };
}
