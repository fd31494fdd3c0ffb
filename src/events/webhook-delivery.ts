import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { reportIdOfEvent } from '../domain/partners/reports/events.js';
import type { Services } from '../domain/services.js';
import { nextAttemptAt } from './retry-schedule.js';
import type { WebhookClient } from './webhook-client.js';
import { signWebhook } from './webhook-signing.js';

export const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export interface DeliveryOptions {
  client: WebhookClient;
  /** A lease outlives the receiver timeout, so a live worker never loses its delivery. */
  leaseMs: number;
  batchSize?: number;
  random?: () => number;
  /** Told the outcome of every attempt (the metrics count them). */
  onOutcome?: (outcome: DeliveryOutcome) => void;
}

/** What became of one attempt: delivered, to be retried, given up on, or dropped with its webhook. */
export type DeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'cancelled';

/** The body every receiver gets: the contract's three fields, plus an id and a timestamp (a report's event: its id). */
export function webhookBody(event: { publicId: string; name: string; transactionId: number | null; createdAt: Date; payload?: unknown }): string {
  const reportId = reportIdOfEvent(event.payload);
  return JSON.stringify({
    event: event.name,
    event_type: reportId === null ? 'transaction' : 'report',
    transaction_id: event.transactionId,
    ...(reportId === null ? {} : { report_id: reportId }),
    event_id: event.publicId,
    created_at: event.createdAt.toISOString(),
  });
}

/**
 * Sends the deliveries that are due. A delivery is leased with `FOR UPDATE SKIP LOCKED` so no
 * two workers send it at once; a worker that dies mid-send leaves a lease that expires, and the
 * delivery is sent again. Each attempt is recorded; failures are retried on the backoff schedule
 * until about three days have passed. Returns the number of deliveries attempted.
 */
export async function deliverDue(services: Services, options: DeliveryOptions): Promise<number> {
  const now = services.clock.now();
  const leaseUntil = new Date(now.getTime() + options.leaseMs);
  const leased = await services.prisma.$queryRaw<{ id: number }[]>`
    UPDATE "WebhookDelivery" SET "leaseUntil" = ${leaseUntil}, "leasedBy" = ${workerId}
    WHERE "id" IN (
      SELECT "id" FROM "WebhookDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${now} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
      ORDER BY "nextAttemptAt", "id" LIMIT ${options.batchSize ?? 100}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  if (leased.length === 0) return 0;
  const deliveries = await services.prisma.webhookDelivery.findMany({
    where: { id: { in: leased.map((row) => row.id) } },
    include: { event: true, webhook: true },
  });
  await Promise.all(deliveries.map((delivery) => attempt(services, options, delivery)));
  return deliveries.length;
}

type LeasedDelivery = Awaited<ReturnType<Services['prisma']['webhookDelivery']['findMany']>>[number] & {
  event: { publicId: string; name: string; transactionId: number | null; createdAt: Date };
  webhook: { url: string; secret: string; deletedAt: Date | null };
};

async function attempt(services: Services, options: DeliveryOptions, delivery: LeasedDelivery): Promise<void> {
  const mine = { id: delivery.id, leasedBy: workerId, status: 'pending' as const };
  if (delivery.webhook.deletedAt !== null) {
    // A deleted webhook is never called again, not even for retries already scheduled.
    await services.prisma.webhookDelivery.updateMany({
      where: mine,
      data: { status: 'cancelled', completedAt: services.clock.now(), leaseUntil: null, lastError: 'webhook deleted' },
    });
    options.onOutcome?.('cancelled');
    return;
  }
  const body = webhookBody(delivery.event);
  const sentAt = services.clock.now();
  // The receiver checks the signature's timestamp against its own clock: always the real time.
  const headers = signWebhook(delivery.webhook.secret, delivery.event.publicId, new Date(), body);
  const response = await options.client.post(delivery.webhook.url, body, { ...headers });
  const succeeded = response.status !== null && response.status >= 200 && response.status < 300;
  const error = succeeded ? null : (response.error ?? `HTTP ${response.status}`);
  const finishedAt = services.clock.now();
  const attempts = delivery.attemptCount + 1;
  const next = succeeded ? null : nextAttemptAt(delivery.createdAt, finishedAt, attempts, options.random);

  await services.prisma.$transaction(async (tx) => {
    // Every attempt is recorded, even one whose lease ran out meanwhile: the request was sent.
    await tx.webhookAttempt.create({
      data: { deliveryId: delivery.id, startedAt: sentAt, durationMs: response.durationMs, responseStatus: response.status, error },
    });
    // If our lease ran out and another worker took the delivery over, it owns the state now.
    await tx.webhookDelivery.updateMany({
      where: mine,
      data: succeeded
        ? { status: 'succeeded', attemptCount: attempts, completedAt: finishedAt, leaseUntil: null, lastError: null }
        : next === null
          ? { status: 'failed', attemptCount: attempts, completedAt: finishedAt, leaseUntil: null, lastError: error }
          : { attemptCount: attempts, nextAttemptAt: next, leaseUntil: null, lastError: error },
    });
  });
  options.onOutcome?.(succeeded ? 'succeeded' : next === null ? 'failed' : 'retrying');
  services.log.info(
    { deliveryId: delivery.id, webhookId: delivery.webhookId, event: delivery.event.name, status: response.status, succeeded, attempts },
    'webhook attempt',
  );
}
