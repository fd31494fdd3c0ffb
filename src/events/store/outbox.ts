/**
 * The outbox dispatcher's SQL (docs/architecture.md "Stores"). It lives beside the dispatcher,
 * not in a domain subject: claiming committed events and fanning them out to webhook
 * deliveries is the workers' own protocol, which no domain rule reads; the domain only writes
 * events (in the same transaction as the change).
 */
import type { Database } from '../../db/database.js';
import { Prisma } from '../../db/generated/client.js';

/** An event row as the outbox's reads return it: what live subscribers are told, but the transaction. */
export interface EventRow {
  publicId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  sequence: number | null;
  createdAt: Date;
}

/** An event as the claim returns it. */
export interface DispatchedEvent extends EventRow {
  /** The W3C traceparent of the operation that wrote it, if it was traced. */
  traceParent: string | null;
  /** Deliveries made by the whole claim (the same on every row). */
  deliveries: number;
}

/**
 * Claims up to `batchSize` undispatched events (`FOR UPDATE SKIP LOCKED`: each to exactly one
 * dispatcher), marks them dispatched, and makes one delivery per active webhook of each
 * event's partner whose filter takes the event's name (an empty filter takes all), in one
 * statement (so in one database transaction). The fan-out is done by the database
 * (INSERT ... SELECT), not by a row per delivery sent from Node.
 */
export function dispatchEvents(db: Pick<Database, 'write'>, now: Date, batchSize: number): Promise<DispatchedEvent[]> {
  // One text for every claim, so it is prepared (its plan does not depend on the values);
  // timestamps are read as UTC instants (timestamptz), which both drivers turn into the right Date.
  return db.write<DispatchedEvent>(
    Prisma.sql`
    WITH "claimed" AS (
      SELECT "id" FROM "Event" WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT ${batchSize}::int FOR UPDATE SKIP LOCKED
    ), "marked" AS (
      UPDATE "Event" AS "e" SET "dispatchedAt" = ${now}::timestamp(3) FROM "claimed" WHERE "e"."id" = "claimed"."id"
      RETURNING "e"."id", "e"."publicId", "e"."name", "e"."transactionId", "e"."partnerId", "e"."sequence", "e"."createdAt", "e"."traceParent"
    ), "made" AS (
      INSERT INTO "WebhookDelivery" ("eventId", "webhookId", "nextAttemptAt", "createdAt")
      SELECT "m"."id", "w"."id", ${now}::timestamp(3), ${now}::timestamp(3)
      FROM "marked" AS "m" JOIN "Webhook" AS "w" ON "w"."customerId" = "m"."partnerId" AND "w"."deletedAt" IS NULL AND "w"."isActive"
        AND (cardinality("w"."events") = 0 OR "m"."name" = ANY("w"."events"))
      ORDER BY "m"."id", "w"."id"
      ON CONFLICT ("eventId", "webhookId", "generation") DO NOTHING
      RETURNING 1
    )
    SELECT "publicId", "name", "transactionId", "partnerId", "sequence", "createdAt" AT TIME ZONE 'UTC' AS "createdAt", "traceParent",
      (SELECT count(*) FROM "made")::int AS "deliveries"
    FROM "marked" ORDER BY "id"`,
    { prepared: true },
  );
}

/**
 * The events written by the given commits, in commit order: a commit's events are its
 * transaction's events stamped with the transaction's `updatedAt` (every write of a transaction
 * stamps both with the same instant). Read by the post-commit hook (src/events/committed-events.ts).
 */
export function committedEvents(db: Pick<Database, 'read'>, commits: readonly { id: number; updatedAt: Date }[]): Promise<EventRow[]> {
  // The keys go as two arrays, so the text is the same for any number of commits (prepared).
  return db.read<EventRow>(
    Prisma.sql`
    SELECT "publicId", "name", "transactionId", "partnerId", "sequence", "createdAt" AT TIME ZONE 'UTC' AS "createdAt" FROM "Event"
    WHERE ("transactionId", "createdAt") IN (
      SELECT * FROM unnest(${commits.map((commit) => commit.id)}::int[], ${commits.map((commit) => commit.updatedAt.toISOString())}::timestamp(3)[])
    ) ORDER BY "id"`,
    { prepared: true },
  );
}
