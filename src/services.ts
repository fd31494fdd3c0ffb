/** Wiring: builds the domain's Services from configuration, the database and the event bus. */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { defaultFeeTable, type FeeTable } from './domain/fees/fee-table.js';
import { DatabaseMailer } from './domain/mail.js';
import { OutboxSignal, systemClock, type Clock, type EventBus, type Services } from './domain/services.js';
import { systemHostResolver, type HostResolver } from './domain/webhooks/url.js';
import { CommittedEvents } from './events/committed-events.js';
import { createEventBus } from './events/event-bus.js';
import { createWebhookSender } from './events/webhook-sender.js';
import type { Logger } from './log.js';

export interface ServiceOptions {
  clock?: Clock;
  feeTable?: FeeTable;
  events?: EventBus;
  resolveHost?: HostResolver;
}

export function createServices(config: Config, db: Database, log: Logger, options: ServiceOptions = {}): Services {
  const events = options.events ?? createEventBus(config.redisUrl, config.eventsChannel, log);
  const outbox = new OutboxSignal();
  // The post-commit hook: this instance's subscribers hear its own commits at once, with or without Redis.
  const committed = new CommittedEvents(db, events, log);
  outbox.onChange((commit) => {
    if (commit) committed.committed(commit);
  });
  return {
    config,
    db,
    prisma: db.prisma,
    log,
    clock: options.clock ?? systemClock,
    mailer: new DatabaseMailer(log),
    feeTable: options.feeTable ?? defaultFeeTable,
    events,
    outbox,
    resolveHost: options.resolveHost ?? systemHostResolver,
    webhookSender: createWebhookSender({ timeoutMs: config.webhookTimeoutMs, allowPrivateAddresses: config.webhookAllowPrivateUrls }),
  };
}
