import { randomUUID } from 'node:crypto';
import { rateLimitedErrorLog, type Logger } from '../log.js';
import { connectRedis } from '../redis.js';

/**
 * The Redis side of the bus: publishes this instance's messages (tagged with its origin, so it
 * skips its own when they come back) and hands the other instances' ones to `received`.
 * While Redis is away a message is not queued (live copies are best effort; the outbox is the
 * truth) and nothing rejects unheard; on every (re)connection the channels are subscribed again.
 */
export class RedisRelay {
  private readonly origin = randomUUID();
  private readonly ownPrefix = `{"origin":"${this.origin}",`;
  private readonly publisher;
  private readonly subscriber;
  private readonly notRelayed: (error: Error) => void;

  constructor(url: string, channels: string[], log: Logger, on: { received(channel: string, payload: string): void; subscribed(): void }) {
    this.publisher = connectRedis(url, log, { role: 'event publishing', meanwhile: 'events reach only this instance’s subscribers' });
    this.subscriber = connectRedis(url, log, { role: 'event subscriptions', meanwhile: 'other instances’ events are not received' });
    this.notRelayed = rateLimitedErrorLog(log, 'event bus: a message was not relayed to other instances (Redis unavailable)');
    const failedToSubscribe = rateLimitedErrorLog(log, 'event bus: could not subscribe to Redis; retried on the next connection');
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(...channels).then(
        () => on.subscribed(),
        (error: Error) => {
          failedToSubscribe(error);
          // A connection that cannot subscribe is of no use: a new one tries again.
          this.subscriber.disconnect(true);
        },
      );
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (message.startsWith(this.ownPrefix)) return;
      on.received(channel, withoutOrigin(message));
    });
  }

  publish(channel: string, payload: string): void {
    if (this.publisher.status !== 'ready') {
      this.notRelayed(new Error(`Redis connection is ${this.publisher.status}`));
      return;
    }
    this.publisher.publish(channel, `${this.ownPrefix}${payload.slice(1)}`).catch(this.notRelayed);
  }

  close(): void {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** A relayed message without its origin tag (messages of instances that tag none pass as they are). */
function withoutOrigin(message: string): string {
  if (!message.startsWith('{"origin":"')) return message;
  const end = message.indexOf('",', 11);
  return end < 0 ? message : `{${message.slice(end + 2)}`;
}
