/**
 * How much waits for the background workers (the outbox, the jobs, the webhook deliveries),
 * read for the metrics gauges (src/http/metrics.ts). Beside the workers' own SQL
 * (docs/architecture.md "Stores"): these are their queues.
 */
import type { PrismaClient } from '../../db/generated/client.js';

export interface QueueDepths {
  outbox_backlog: bigint;
  outbox_oldest: Date | null;
  jobs_pending: bigint;
  jobs_due: bigint;
  deliveries_pending: bigint;
  deliveries_due: bigint;
}

/** Every queue's depth (and what of it is due at `now`) in one statement; undefined if it answered no row. */
export async function readQueueDepths(db: Pick<PrismaClient, '$queryRaw'>, now: Date): Promise<QueueDepths | undefined> {
  const [row] = await db.$queryRaw<QueueDepths[]>`
    SELECT
      (SELECT count(*) FROM "Event" WHERE "dispatchedAt" IS NULL) AS outbox_backlog,
      (SELECT min("createdAt") FROM "Event" WHERE "dispatchedAt" IS NULL) AS outbox_oldest,
      (SELECT count(*) FROM "Job" WHERE "status" = 'pending') AS jobs_pending,
      (SELECT count(*) FROM "Job" WHERE "status" = 'pending' AND "runAt" <= ${now}) AS jobs_due,
      (SELECT count(*) FROM "WebhookDelivery" WHERE "status" = 'pending') AS deliveries_pending,
      (SELECT count(*) FROM "WebhookDelivery" WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now}) AS deliveries_due`;
  return row;
}
