import { fields, flag, integer, type Values } from './read.js';

/** The background workers: the outbox dispatcher and webhook delivery. */
export const workersSettings = {
  /** Run the outbox dispatcher and webhook delivery in this process (else: `heldfunds worker`). */
  RUN_WORKERS: flag().default(true),
  /** How often idle workers look for work on PostgreSQL (a local change wakes them at once; on PGlite they sleep until the next due time instead). */
  WORKER_POLL_MS: integer(10, 60_000).default(500),
  /** How long a webhook receiver may take to answer. */
  WEBHOOK_TIMEOUT_MS: integer(100, 60_000).default(10_000),
  /** Requests a worker sends at once to one webhook. */
  WEBHOOK_CONCURRENCY_PER_RECEIVER: integer(1, 1000).default(32),
  /** Webhook deliveries a worker holds at once, being sent or waiting to be recorded. */
  WEBHOOK_MAX_IN_FLIGHT: integer(1, 100_000).default(256),
  /** Let webhooks reach loopback and private addresses (server-side request forgery guard off). */
  WEBHOOK_ALLOW_PRIVATE_URLS: flag().default(false),
  /** After a webhook's secret is rotated, how long deliveries are signed with the old secret too. */
  WEBHOOK_SECRET_GRACE_HOURS: integer(0, 720).default(24),
  /** Days an event is kept at least (the events API, subscriptions' `after`); then deleted once its deliveries finished. */
  EVENT_RETENTION_DAYS: integer(1, 3650).default(30),
};

export function workersConfig(values: Values<typeof workersSettings>) {
  return fields(workersSettings, values);
}
