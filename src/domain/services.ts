import type { Config } from '../config.js';
import type { Database, PrismaClient } from '../db/database.js';
import { createEventBus, type EventBus } from '../events/event-bus.js';
import type { Logger } from '../log.js';
import { defaultFeeTable, type FeeTable } from './fees/fee-table.js';
import { DatabaseMailer, type Mailer } from './mail.js';
import { systemHostResolver, type HostResolver } from './webhooks/url.js';

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
}

export interface ServiceOptions {
  clock?: Clock;
  feeTable?: FeeTable;
  events?: EventBus;
  resolveHost?: HostResolver;
}

export function createServices(config: Config, db: Database, log: Logger, options: ServiceOptions = {}): Services {
  return {
    config,
    db,
    prisma: db.prisma,
    log,
    clock: options.clock ?? systemClock,
    mailer: new DatabaseMailer(log),
    feeTable: options.feeTable ?? defaultFeeTable,
    events: options.events ?? createEventBus(config.redisUrl, config.eventsChannel),
    outbox: new OutboxSignal(),
    resolveHost: options.resolveHost ?? systemHostResolver,
  };
}
