import type { Config } from '../config.js';
import type { Database, PrismaClient } from '../db/database.js';
import type { Logger } from '../log.js';
import type { FeeTable } from './fees/fee-table.js';
import type { Mailer } from './mail.js';
import type { TransactionRecord } from './transactions/record.js';
import type { WebhookSender } from './webhooks/sender.js';
import type { HostResolver } from './webhooks/url.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Events one commit wrote to transactions whose records the change did not load (the
 * party_verification_* events: one per open transaction of the customer), all stamped `at`.
 */
export interface WrittenEvents {
  at: Date;
  transactions: readonly { transactionId: number; creatorId: number }[];
}

/**
 * What a commit hands the post-commit hook: the transaction as it stands after the commit (its
 * events are those stamped with its `updatedAt`), or the transactions it wrote events to at one
 * instant (their records are loaded only when a subscriber of this instance wants them).
 */
export type OutboxCommit = TransactionRecord | WrittenEvents;

/**
 * What a change leaves the event workers: `events` (only events to dispatch), `jobs` (also a
 * job scheduled, which may be due at once: a payout after an accept) or `any` (a delivery
 * replayed, a report requested: every chore looks).
 */
export type PendingWork = 'events' | 'jobs' | 'any';

/**
 * Told right after a change committed events to the outbox: wakes this process's event workers
 * and, when the change wrote events of transactions (`OutboxCommit`), hands that commit's events
 * to this instance's own live subscribers at once (src/events/committed-events.ts), whether or
 * not Redis or a dispatcher is there to bring them later.
 */
export class OutboxSignal {
  private readonly listeners = new Set<(commit: OutboxCommit | null, work: PendingWork) => void>();

  onChange(listener: (commit: OutboxCommit | null, work: PendingWork) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(commit: OutboxCommit | null = null, work: PendingWork = commit === null ? 'any' : 'events'): void {
    for (const listener of this.listeners) listener(commit, work);
  }
}

/** What live subscribers receive: the event and the transaction as it stood when it was published. */
export interface PublishedEvent {
  eventId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  /** Its place among its transaction's events (1, 2, 3… in commit order); null without a transaction. */
  sequence: number | null;
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
  /** An event the outbox dispatcher moved out: to this instance's subscribers, and relayed to the other instances. */
  publish(event: PublishedEvent): void;
  /**
   * An event this instance just committed: to this instance's subscribers only, at once. The
   * dispatcher's copy that follows (in-process or through Redis) is recognised by its event id:
   * each subscriber gets one of the two.
   */
  publishCommitted(event: PublishedEvent): void;
  /** Whether any live subscriber of this instance wants events of this partner or transaction (nothing to look up otherwise). */
  listensFor(partnerId: number | null, transactionId: number | null): boolean;
  /**
   * Whether `publish` of such an event reaches anyone: a subscriber of this instance, or (with
   * Redis) the other instances. The dispatcher loads no transaction for an event nobody hears.
   */
  heard(partnerId: number | null, transactionId: number | null): boolean;
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
  /** Sends a webhook one signed message now (its test ping); deliveries go through the queue. */
  webhookSender: WebhookSender;
  /** The idempotency key the current request holds (set per request by the HTTP app); writes mark it in their transaction. */
  idempotency?: IdempotencyScope;
}
