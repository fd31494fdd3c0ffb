/** Wiring: builds the domain's Services from configuration, the database and the event bus. */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { defaultFeeTable, type FeeTable } from './domain/fees/fee-table.js';
import { DatabaseMailer } from './domain/mail.js';
import { OutboxSignal, systemClock, type Clock, type EventBus, type Services } from './domain/services.js';
import { systemHostResolver, type HostResolver } from './domain/webhooks/url.js';
import { createEventBus } from './events/event-bus.js';
import type { Logger } from './log.js';

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
    events: options.events ?? createEventBus(config.redisUrl, config.eventsChannel, log),
    outbox: new OutboxSignal(),
    resolveHost: options.resolveHost ?? systemHostResolver,
  };
}
