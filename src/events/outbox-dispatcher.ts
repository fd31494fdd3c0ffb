import type { Services } from '../domain/services.js';
import { loadTransactions } from '../domain/transactions/load.js';
import type { EventBus } from './event-bus.js';

export interface DispatchResult {
  events: number;
  deliveries: number;
}

/** An event as the claim returns it: what live subscribers are told. */
interface DispatchedEvent {
  publicId: string;
  name: string;
  transactionId: number | null;
  partnerId: number | null;
  createdAt: Date;
  /** Deliveries made by the whole claim (the same on every row). */
  deliveries: bigint;
}

/**
 * Moves committed events out of the outbox: each event gets one delivery per active webhook of
 * its partner, and is marked dispatched, in one statement (so in one database transaction).
 * Several instances can run this at once: `FOR UPDATE SKIP LOCKED` hands each event to exactly
 * one of them. Only after that commit is the event published to live subscribers, so they
 * never see an event whose change was rolled back.
 */
export async function dispatchOutbox(services: Services, bus: EventBus, batchSize = 100): Promise<DispatchResult> {
  const now = services.clock.now();
  // The fan-out is done by the database (INSERT ... SELECT), not by a row per delivery sent from here.
  const events = await services.prisma.$queryRaw<DispatchedEvent[]>`
    WITH "claimed" AS (
      SELECT "id" FROM "Event" WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
    ), "marked" AS (
      UPDATE "Event" AS "e" SET "dispatchedAt" = ${now} FROM "claimed" WHERE "e"."id" = "claimed"."id"
      RETURNING "e"."id", "e"."publicId", "e"."name", "e"."transactionId", "e"."partnerId", "e"."createdAt"
    ), "made" AS (
      INSERT INTO "WebhookDelivery" ("eventId", "webhookId", "nextAttemptAt", "createdAt")
      SELECT "m"."id", "w"."id", ${now}, ${now}
      FROM "marked" AS "m" JOIN "Webhook" AS "w" ON "w"."customerId" = "m"."partnerId" AND "w"."deletedAt" IS NULL
      ORDER BY "m"."id", "w"."id"
      ON CONFLICT ("eventId", "webhookId") DO NOTHING
      RETURNING 1
    )
    SELECT "publicId", "name", "transactionId", "partnerId", "createdAt", (SELECT count(*) FROM "made") AS "deliveries"
    FROM "marked" ORDER BY "id"`;
  if (events.length > 0) await publish(services, bus, events);
  return { events: events.length, deliveries: Number(events[0]?.deliveries ?? 0) };
}

async function publish(
  services: Services,
  bus: EventBus,
  events: { publicId: string; name: string; transactionId: number | null; partnerId: number | null; createdAt: Date }[],
): Promise<void> {
  const transactionIds = [...new Set(events.map((event) => event.transactionId).filter((id): id is number => id !== null))];
  // The loader of the hot reads: one statement (none for no id), the same records as Prisma's include.
  const records = await loadTransactions(services.db, transactionIds, 'asc');
  const byId = new Map(records.map((record) => [record.id, record]));
  for (const event of events) {
    bus.publish({
      eventId: event.publicId,
      name: event.name,
      transactionId: event.transactionId,
      partnerId: event.partnerId,
      createdAt: event.createdAt,
      transaction: event.transactionId === null ? null : (byId.get(event.transactionId) ?? null),
    });
  }
}
