/**
 * A replay's SQL (docs/architecture.md "Stores"): one new delivery per matching event, each the
 * next generation of that event's deliveries to the webhook, queued in event id order.
 */
import { Prisma } from '../../../db/generated/client.js';

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>;

export interface ReplaySelection {
  webhookId: number;
  partnerId: number;
  createdStart: Date;
  /** Inclusive; null: up to now. */
  createdEnd: Date | null;
  /** Event names; empty: any. */
  types: readonly string[];
  /** The webhook's own filter; empty: any. */
  webhookEvents: readonly string[];
  now: Date;
}

function matching(selection: ReplaySelection) {
  return Prisma.sql`
    "e"."partnerId" = ${selection.partnerId} AND "e"."dispatchedAt" IS NOT NULL AND "e"."createdAt" >= ${selection.createdStart}
    ${selection.createdEnd === null ? Prisma.empty : Prisma.sql`AND "e"."createdAt" <= ${selection.createdEnd}`}
    ${selection.types.length === 0 ? Prisma.empty : Prisma.sql`AND "e"."name" IN (${Prisma.join(selection.types)})`}
    ${selection.webhookEvents.length === 0 ? Prisma.empty : Prisma.sql`AND "e"."name" IN (${Prisma.join(selection.webhookEvents)})`}`;
}

/** How many events match, counting no further than `atMost` + 1 (the caller refuses more than `atMost`). */
export async function countReplayable(db: Db, selection: ReplaySelection, atMost: number): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS "count" FROM (SELECT 1 FROM "Event" AS "e" WHERE ${matching(selection)} LIMIT ${atMost + 1}) AS "m"`;
  return Number(row?.count ?? 0);
}

/**
 * Queues the deliveries: one statement. Ids are drawn in event id order and every delivery is
 * due at `now`, so the sender claims them in that order (its claim orders by due time, then id).
 */
export async function queueReplay(db: Db, selection: ReplaySelection): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    WITH "made" AS (
      INSERT INTO "WebhookDelivery" ("eventId", "webhookId", "generation", "nextAttemptAt", "createdAt")
      SELECT "e"."id", ${selection.webhookId}::int,
        COALESCE((SELECT max("d"."generation") FROM "WebhookDelivery" AS "d" WHERE "d"."eventId" = "e"."id" AND "d"."webhookId" = ${selection.webhookId}::int), -1) + 1,
        ${selection.now}, ${selection.now}
      FROM "Event" AS "e" WHERE ${matching(selection)}
      ORDER BY "e"."id"
      RETURNING 1
    )
    SELECT count(*) AS "count" FROM "made"`;
  return Number(row?.count ?? 0);
}
