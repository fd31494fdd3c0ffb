import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { AttemptCounter, GuardLimit, LimitState } from '../domain/auth/credential-guard.js';
import type { Logger } from '../log.js';
import { connectRedis, redisAnswers } from '../redis.js';

export type RateLimitState = LimitState;

/**
 * `request`: a caller's requests to one endpoint. The credential guard's (credential-guard.ts):
 * `auth_address`: failed authentications from one client address; `auth_account`: failed
 * password checks naming one account (email); `reset_address` and `reset_email`: password
 * reset mails asked from one address and for one email.
 */
type LimitKind = 'request' | GuardLimit;

export interface RateLimiter extends AttemptCounter {
  /** Counts one for this key. */
  consume(key: string, kind: LimitKind): Promise<RateLimitState>;
  /** Gives one back (an attempt counted before it turned out right). */
  refund(key: string, kind: GuardLimit): Promise<void>;
  /** The key's state without counting: `limited` when the window's allowance is used up. */
  peek(key: string, kind: LimitKind): Promise<RateLimitState>;
  /** Whether the shared store (Redis) answers; true without Redis. */
  storeReady(): Promise<boolean>;
  close(): Promise<void>;
}

interface Window {
  points: number;
  seconds: number;
}

function windows(config: Config): Record<LimitKind, Window> {
  return {
    request: { points: config.rateLimitPerMinute, seconds: 60 },
    auth_address: { points: config.authFailuresPerMinute, seconds: 60 },
    auth_account: { points: config.authAccountFailuresPerHour, seconds: 3600 },
    reset_address: { points: config.passwordResetsPerAddressPerHour, seconds: 3600 },
    reset_email: { points: config.passwordResetsPerEmailPerHour, seconds: 3600 },
  };
}

/**
 * Fixed windows, shared by every instance through Redis when REDIS_URL is set, in memory
 * otherwise. When Redis does not answer, each Redis limiter falls back to an in-memory one of
 * the same allowance (rate-limiter-flexible's insurance limiter): limits stay enforced, per
 * instance, until Redis is back.
 */
export function createRateLimiter(config: Config, log: Logger): RateLimiter {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log, { role: 'rate limit store', meanwhile: 'limits enforced per instance' }) : null;
  const allowance = windows(config);
  const make = (kind: LimitKind, keyPrefix: string): RateLimiterAbstract => {
    const { points, seconds: duration } = allowance[kind];
    const memory = new RateLimiterMemory({ points, duration, keyPrefix });
    if (!redis) return memory;
    return new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: `${config.eventsChannel}:${keyPrefix}`, insuranceLimiter: memory });
  };
  const limiters: Record<LimitKind, RateLimiterAbstract> = {
    request: make('request', 'rl'),
    auth_address: make('auth_address', 'auth'),
    auth_account: make('auth_account', 'auth-account'),
    reset_address: make('reset_address', 'reset-address'),
    reset_email: make('reset_email', 'reset-email'),
  };
  return {
    async consume(key, kind) {
      const limit = allowance[kind].points;
      try {
        return state(limit, await limiters[kind].consume(key), false);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return state(limit, rejection, true);
        // Neither Redis nor the insurance limiter answered: refuse rather than count nothing.
        log.error({ err: rejection, kind }, 'rate limiter unavailable; refusing the request');
        return { limit, remaining: 0, resetSeconds: 1, limited: true };
      }
    },
    async refund(key, kind) {
      try {
        await limiters[kind].reward(key, 1);
      } catch (error) {
        // Not given back: the attempt stays counted, which errs on the safe side.
        log.warn({ err: error, kind }, 'rate limiter unavailable; an attempt stays counted');
      }
    },
    async peek(key, kind) {
      const limit = allowance[kind].points;
      try {
        const current = await limiters[kind].get(key);
        if (!current) return { limit, remaining: limit, resetSeconds: allowance[kind].seconds, limited: false };
        return state(limit, current, current.consumedPoints >= limit);
      } catch (error) {
        log.error({ err: error, kind }, 'rate limiter unavailable; refusing the request');
        return { limit, remaining: 0, resetSeconds: 1, limited: true };
      }
    },
    async storeReady() {
      return redis ? redisAnswers(redis) : true;
    },
    async close() {
      redis?.disconnect();
    },
  };
}

function state(limit: number, result: RateLimiterRes, limited: boolean): RateLimitState {
  return { limit, remaining: Math.max(limit - result.consumedPoints, 0), resetSeconds: Math.max(Math.ceil(result.msBeforeNext / 1000), 1), limited };
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
    ...(state.limited ? { 'retry-after': String(state.resetSeconds) } : {}),
  };
}
