import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { rateLimitedErrorLog, type Logger } from '../log.js';

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
  limited: boolean;
}

export interface RateLimiter {
  /** Counts one request for this key: `endpoint` for the caller, or failed logins by address. */
  consume(key: string, kind: 'request' | 'auth_failure'): Promise<RateLimitState>;
  close(): Promise<void>;
}

/**
 * Fixed windows per caller and endpoint (the contract counts per endpoint), shared by every
 * instance through Redis when REDIS_URL is set, in memory otherwise. Failed authentications are
 * counted per client address too, to slow password guessing down.
 */
export function createRateLimiter(config: Config, log?: Logger): RateLimiter {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: false }) : null;
  if (redis && log) redis.on('error', rateLimitedErrorLog(log, 'Redis (rate limits) unavailable'));
  const make = (points: number, keyPrefix: string): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, points, duration: config.rateLimitWindowSeconds, keyPrefix: `${config.eventsChannel}:${keyPrefix}` })
      : new RateLimiterMemory({ points, duration: config.rateLimitWindowSeconds, keyPrefix });
  const limiters = { request: make(config.rateLimitPerWindow, 'rl'), auth_failure: make(config.authFailuresPerWindow, 'auth') };
  return {
    async consume(key, kind) {
      const limiter = limiters[kind];
      const limit = kind === 'request' ? config.rateLimitPerWindow : config.authFailuresPerWindow;
      try {
        const result = await limiter.consume(key);
        return state(limit, result, false);
      } catch (rejection) {
        // A refusal resolves to RateLimiterRes; anything else (Redis down) must not take the API down.
        if (rejection instanceof RateLimiterRes) return state(limit, rejection, true);
        return { limit, remaining: limit, resetSeconds: config.rateLimitWindowSeconds, limited: false };
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}

function state(limit: number, result: RateLimiterRes, limited: boolean): RateLimitState {
  return { limit, remaining: Math.max(result.remainingPoints, 0), resetSeconds: Math.ceil(result.msBeforeNext / 1000), limited };
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
    ...(state.limited ? { 'retry-after': String(state.resetSeconds) } : {}),
  };
}
