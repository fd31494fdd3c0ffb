import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ownedByViewerWhere } from '../access/customers.js';
import { ownDeliveriesWhere } from '../access/deliveries.js';
import { InvalidStateError, NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';

export const deliveryInclude = {
  event: { select: { publicId: true, name: true, transactionId: true, createdAt: true } },
  attempts: { orderBy: { id: 'asc' } },
} satisfies Prisma.WebhookDeliveryInclude;

export type DeliveryRecord = Prisma.WebhookDeliveryGetPayload<{ include: typeof deliveryInclude }>;

export interface DeliveryPage {
  deliveries: DeliveryRecord[];
  /** The id to pass as next_cursor for the next (older) page; null on the last page. */
  nextCursor: number | null;
  limit: number;
}

async function ownWebhook(services: Services, viewer: Viewer, webhookId: number) {
  const webhook = await services.prisma.webhook.findFirst({ where: { id: webhookId, ...ownedByViewerWhere(viewer) } });
  if (!webhook) throw new NotFoundError('Webhook not found');
  return webhook;
}

/** A webhook's deliveries, newest first, with every attempt: one statement. */
export async function listWebhookDeliveries(
  services: Services,
  viewer: Viewer,
  webhookId: number,
  page: { limit: number; cursor: number | null },
): Promise<DeliveryPage> {
  await ownWebhook(services, viewer, webhookId);
  const rows = await services.prisma.webhookDelivery.findMany({
    where: { webhookId, ...(page.cursor === null ? {} : { id: { lte: page.cursor } }) },
    orderBy: { id: 'desc' },
    take: page.limit + 1,
    include: deliveryInclude,
  });
  return { deliveries: rows.slice(0, page.limit), nextCursor: rows[page.limit]?.id ?? null, limit: page.limit };
}

export async function getWebhookDelivery(services: Services, viewer: Viewer, webhookId: number, deliveryId: number): Promise<DeliveryRecord> {
  await ownWebhook(services, viewer, webhookId);
  const delivery = await services.prisma.webhookDelivery.findFirst({ where: { id: deliveryId, webhookId }, include: deliveryInclude });
  if (!delivery) throw new NotFoundError('Delivery not found');
  return delivery;
}

/** Every delivery of one event (its public id) to the caller's webhooks. */
export async function listEventDeliveries(services: Services, viewer: Viewer, eventId: string): Promise<DeliveryRecord[]> {
  const event = await services.prisma.event.findUnique({ where: { publicId: eventId }, select: { id: true, partnerId: true } });
  if (!event || event.partnerId !== viewer.customer.id) throw new NotFoundError('Event not found');
  return services.prisma.webhookDelivery.findMany({
    where: { eventId: event.id, ...ownDeliveriesWhere(viewer) },
    orderBy: { id: 'asc' },
    include: deliveryInclude,
  });
}

/**
 * Sends a delivery again now, with the same webhook-id (the event's id). It keeps its history;
 * retries after a failed redelivery stay within the event's three-day window.
 */
export async function redeliver(services: Services, viewer: Viewer, webhookId: number, deliveryId: number): Promise<DeliveryRecord> {
  const webhook = await ownWebhook(services, viewer, webhookId);
  if (webhook.deletedAt !== null) throw new InvalidStateError('The webhook was deleted; its deliveries are not sent again');
  const now = services.clock.now();
  const updated = await writeTransaction(services, (tx) =>
    tx.webhookDelivery.updateMany({
      where: { id: deliveryId, webhookId },
      data: { status: 'pending', nextAttemptAt: now, leaseUntil: null, completedAt: null },
    }),
  );
  if (updated.count === 0) throw new NotFoundError('Delivery not found');
  services.outbox.changed();
  return getWebhookDelivery(services, viewer, webhookId, deliveryId);
}
