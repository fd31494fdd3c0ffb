/**
 * The webhook deliveries' SQL for the workers that send them (docs/architecture.md "Stores"):
 * leasing what is due, with what sending it needs, in one statement, and writing a batch of
 * results in one statement. How many requests a receiver gets at once, the retry schedule and
 * the signing stay in src/events/webhook-delivery.ts.
 */
import type { Database } from '../../../db/database.js';
import { Prisma } from '../../../db/generated/client.js';

/** Both statements go through `Database.write`: the driver itself, prepared, on PostgreSQL. */
type Db = Pick<Database, 'write'>;

/** A leased delivery with its event and its webhook. */
export interface ClaimedDeliveryRow {
  id: number;
  webhookId: number;
  attemptCount: number;
  createdAt: Date;
  publicId: string;
  name: string;
  transactionId: number | null;
  sequence: number | null;
  eventCreatedAt: Date;
  payload: unknown;
  /** The W3C traceparent of the operation that wrote the event, if it was traced. */
  traceParent: string | null;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  isActive: boolean;
  deletedAt: Date | null;
}

export interface DeliveryClaim {
  now: Date;
  leaseUntil: Date;
  /** Names the lease: only this worker writes the delivery's result afterwards. */
  workerId: string;
  /** At most this many deliveries. */
  limit: number;
  /** Deliveries taken per webhook, at most, where `allowances` says nothing. */
  allowance: number;
  /** Per webhook whose share is partly held already: how many more it may take. */
  allowances: ReadonlyMap<number, number>;
  /** Webhooks left out before the limit (their share is full), so they cannot crowd out the others. */
  excluded: readonly number[];
}

/**
 * Leases the due deliveries (oldest due first, `FOR UPDATE SKIP LOCKED`, so two workers never
 * hold the same one), within each webhook's allowance, and reads their event and webhook: one
 * statement.
 */
export async function claimDueDeliveries(db: Db, claim: DeliveryClaim): Promise<ClaimedDeliveryRow[]> {
  // One text whatever the webhooks held (their shares go as one JSON parameter), so it is prepared once per connection.
  const held = JSON.stringify([...claim.allowances].map(([id, remaining]) => ({ id, remaining })));
  const excluded = JSON.stringify(claim.excluded);
  const { now } = claim;
  // Timestamps are read as UTC instants (timestamptz), which the driver and Prisma both turn into the right Date.
  return db.write<ClaimedDeliveryRow>(
    Prisma.sql`
    WITH "due" AS (
      SELECT "id", "webhookId", "nextAttemptAt" FROM "WebhookDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now}::timestamp(3) AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now}::timestamp(3))
        AND "webhookId" NOT IN (SELECT "x"::int FROM jsonb_array_elements_text(${excluded}::jsonb) AS "x")
      ORDER BY "nextAttemptAt", "id" LIMIT ${claim.limit}::int
      FOR UPDATE SKIP LOCKED
    ), "ranked" AS (
      SELECT "id", "webhookId", row_number() OVER (PARTITION BY "webhookId" ORDER BY "nextAttemptAt", "id") AS "rank" FROM "due"
    ), "leased" AS (
      UPDATE "WebhookDelivery" AS "d" SET "leaseUntil" = ${claim.leaseUntil}::timestamp(3), "leasedBy" = ${claim.workerId}::text
      FROM "ranked" LEFT JOIN jsonb_to_recordset(${held}::jsonb) AS "h"("id" int, "remaining" int) ON "h"."id" = "ranked"."webhookId"
      WHERE "d"."id" = "ranked"."id" AND "ranked"."rank" <= COALESCE("h"."remaining", ${claim.allowance}::int)
      RETURNING "d"."id", "d"."webhookId", "d"."eventId", "d"."attemptCount", "d"."createdAt", "d"."nextAttemptAt"
    )
    SELECT "l"."id", "l"."webhookId", "l"."attemptCount", "l"."createdAt" AT TIME ZONE 'UTC' AS "createdAt",
      "e"."publicId", "e"."name", "e"."transactionId", "e"."sequence", "e"."createdAt" AT TIME ZONE 'UTC' AS "eventCreatedAt", "e"."payload", "e"."traceParent",
      "w"."url", "w"."secret", "w"."previousSecret", "w"."previousSecretExpiresAt" AT TIME ZONE 'UTC' AS "previousSecretExpiresAt",
      "w"."isActive", "w"."deletedAt" AT TIME ZONE 'UTC' AS "deletedAt"
    FROM "leased" AS "l" JOIN "Event" AS "e" ON "e"."id" = "l"."eventId" JOIN "Webhook" AS "w" ON "w"."id" = "l"."webhookId"
    ORDER BY "l"."nextAttemptAt", "l"."id"`,
    { prepared: true },
  );
}

/** A delivery's state after an attempt (or after its webhook was found deleted). */
export interface DeliveryState {
  id: number;
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  attemptCount: number;
  completedAt: Date | null;
  /** Null keeps the stored one. */
  nextAttemptAt: Date | null;
  lastError: string | null;
}

/** One request sent to a receiver. */
export interface DeliveryAttemptRow {
  deliveryId: number;
  startedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
}

/**
 * Writes a batch of results: one statement (atomic, no transaction around it), the batch
 * passed as two JSON parameters rather than a parameter per value. Every attempt is inserted,
 * even one whose lease ran out meanwhile: the request was sent. A delivery is updated only
 * while `workerId` holds it: if another took it over after the lease ran out, that one owns
 * the state now.
 */
export async function recordDeliveryResults(db: Db, workerId: string, states: readonly DeliveryState[], attempts: readonly DeliveryAttemptRow[]): Promise<void> {
  await db.write(
    Prisma.sql`
    WITH "updated" AS (
      UPDATE "WebhookDelivery" AS "d" SET
        "status" = "v"."status"::"DeliveryStatus",
        "attemptCount" = "v"."attemptCount",
        "completedAt" = "v"."completedAt",
        "nextAttemptAt" = COALESCE("v"."nextAttemptAt", "d"."nextAttemptAt"),
        "leaseUntil" = NULL,
        "lastError" = "v"."lastError"
      FROM jsonb_to_recordset(${JSON.stringify(states)}::jsonb)
        AS "v"("id" int, "status" text, "attemptCount" int, "completedAt" timestamp(3), "nextAttemptAt" timestamp(3), "lastError" text)
      WHERE "d"."id" = "v"."id" AND "d"."leasedBy" = ${workerId}::text AND "d"."status" = 'pending'
    )
    INSERT INTO "WebhookAttempt" ("deliveryId", "startedAt", "durationMs", "responseStatus", "error")
    SELECT "deliveryId", "startedAt", "durationMs", "responseStatus", "error"
    FROM jsonb_to_recordset(${JSON.stringify(attempts)}::jsonb)
      AS "a"("deliveryId" int, "startedAt" timestamp(3), "durationMs" int, "responseStatus" int, "error" text)`,
    { prepared: true },
  );
}
