import type { Services } from '../domain/services.js';
import { transactionInclude } from '../domain/transactions/record.js';
import type { EventBus } from './event-bus.js';

export interface DispatchResult {
  events: number;
  deliveries: number;
}

/**
 * Moves committed events out of the outbox: each event gets one delivery per active webhook of
 * its partner, and is marked dispatched, in one database transaction. Several instances can
 * run this at once: `FOR UPDATE SKIP LOCKED` hands each event to exactly one of them. Only
 * after that commit is the event published to live subscribers, so they never see an event
 * whose change was rolled back.
 */
export async function dispatchOutbox(services: Services, bus: EventBus, batchSize = 100): Promise<DispatchResult> {
  const now = services.clock.now();
  const claimed = await services.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT "id" FROM "Event" WHERE "dispatchedAt" IS NULL ORDER BY "id" LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return { events: [], deliveries: 0 };
    const ids = rows.map((row) => row.id);
    const events = await tx.event.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
    const partnerIds = [...new Set(events.map((event) => event.partnerId).filter((id): id is number => id !== null))];
    const webhooks = await tx.webhook.findMany({ where: { customerId: { in: partnerIds }, deletedAt: null }, select: { id: true, customerId: true } });
    const deliveries = events.flatMap((event) =>
      webhooks
        .filter((webhook) => webhook.customerId === event.partnerId)
        .map((webhook) => ({ eventId: event.id, webhookId: webhook.id, nextAttemptAt: now, createdAt: now })),
    );
    if (deliveries.length > 0) await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
    await tx.event.updateMany({ where: { id: { in: ids } }, data: { dispatchedAt: now } });
    return { events, deliveries: deliveries.length };
  });
  if (claimed.events.length > 0) await publish(services, bus, claimed.events);
  return { events: claimed.events.length, deliveries: claimed.deliveries };
}

async function publish(
  services: Services,
  bus: EventBus,
  events: { publicId: string; name: string; transactionId: number | null; partnerId: number | null; createdAt: Date }[],
): Promise<void> {
  const transactionIds = [...new Set(events.map((event) => event.transactionId).filter((id): id is number => id !== null))];
  const records = await services.prisma.transaction.findMany({ where: { id: { in: transactionIds } }, include: transactionInclude });
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
