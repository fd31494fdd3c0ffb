import { Redis } from 'ioredis';
import { rateLimitedErrorLog, type Logger } from './log.js';

/**
 * The one door to Redis: every ioredis client of the service is made here (a lint test fails
 * on any other `ioredis` import), so each behaves the same way while Redis is away:
 *
 * - a command never waits in an offline queue: while the connection is not ready it fails at
 *   once (and a command on a silent connection fails after `commandTimeoutMs`), so the caller
 *   falls back (in-memory limits, local fan-out) instead of holding a request or rejecting
 *   later, unheard, when ioredis gives up (MaxRetriesPerRequestError);
 * - connection errors go to the service's JSON log, at most one every 10 s per client, never
 *   as an unhandled 'error' event;
 * - the client reconnects by itself for as long as it lives, at most `reconnectMaxMs` apart,
 *   so the service uses Redis again soon after it is back.
 *
 * Every call site still handles the rejection of each command it sends.
 */
export interface RedisClientOptions {
  /** What the client is for, in its log lines ("rate limit store", "event publishing"). */
  role: string;
  /** Said in the log line of a failure: what the service does meanwhile. */
  meanwhile: string;
  commandTimeoutMs?: number;
  reconnectMaxMs?: number;
}

const redisCommandTimeoutMs = 1000;
const redisReconnectMaxMs = 1000;

export function connectRedis(url: string, log: Logger, options: RedisClientOptions): Redis {
  const reconnectMaxMs = options.reconnectMaxMs ?? redisReconnectMaxMs;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? redisCommandTimeoutMs,
    connectTimeout: 2000,
    // Subscriptions are renewed by their owner on 'ready' (src/events/event-bus.ts): one way, not two.
    autoResubscribe: false,
    retryStrategy: (attempts: number) => Math.min(attempts * 100, reconnectMaxMs),
  });
  client.on('error', rateLimitedErrorLog(log, `${options.role} (Redis) unavailable; ${options.meanwhile}`));
  let wasReady = false;
  client.on('ready', () => {
    if (wasReady) log.info({ role: options.role }, 'Redis connection restored');
    wasReady = true;
  });
  return client;
}

/** Whether Redis answers a PING on this client now (false at once while it is not connected). */
export async function redisAnswers(client: Redis): Promise<boolean> {
  if (client.status !== 'ready') return false;
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}
