import type { Config } from '../config.js';
import type { Database, PrismaClient } from '../db/database.js';
import type { Logger } from '../log.js';
import type { FeeTable } from './fees/fee-table.js';
import type { Mailer } from './mail.js';
import type { TransactionRecord } from './transactions/record.js';
import type { HostResolver } from './webhooks/url.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Tells this process's event workers that a change committed events to the outbox. */
export class OutboxSignal {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** What live subscribers receive: the event and the transaction as it stood when it was published. */
export interface PublishedEvent {
  eventId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  createdAt: Date;
  transaction: TransactionRecord | null;
}

/** Which events a live subscription wants (the bus finds its subscribers by these ids). */
export interface EventInterest {
  partnerId?: number;
  transactionId?: number;
}

/** A message between instances about cached state (not an event of a transaction). */
export type BusNotice =
  | {
      /** The customer's credentials or profile changed: drop what is cached of them. */
      type: 'credentials_changed';
      customerId: number;
    }
  | {
      /**
       * Said by the bus itself, to this instance only, each time it (re)subscribes to Redis:
       * notices other instances sent meanwhile were lost, so drop everything they could concern.
       */
      type: 'notices_missed';
    };

/** Fans committed events out to live subscribers (implemented in src/events/event-bus.ts). */
export interface EventBus {
  publish(event: PublishedEvent): void;
  /** The events asked for: of one partner, of one transaction, or (no interest given) all. The same event object reaches every local subscriber: treat it as read-only. */
  subscribe(interest?: EventInterest): AsyncIterable<PublishedEvent>;
  /** Ends every live subscription now (shutdown: their clients reconnect to another instance). */
  endSubscriptions(): void;
  /** Tells every instance (this one included) about a change of cached state. */
  notify(notice: BusNotice): void;
  notices(): AsyncIterable<BusNotice>;
  close(): Promise<void>;
}

/** The idempotency key held by the request running now (src/domain/idempotency/records.ts); `writeTransaction` marks it applied. */
export interface IdempotencyScope {
  recordId: number;
  lockToken: string;
  /** Set once a write of the request committed. */
  applied: boolean;
}

/** Everything the domain core needs from the outside world, passed explicitly. */
export interface Services {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  feeTable: FeeTable;
  /** Committed events, fanned out to live subscribers (in-process, or through Redis). */
  events: EventBus;
  outbox: OutboxSignal;
  /** Resolves webhook host names when they are registered (node:dns; tests substitute a table). */
  resolveHost: HostResolver;
  /** The idempotency key the current request holds (set per request by the HTTP app); writes mark it in their transaction. */
  idempotency?: IdempotencyScope;
}
