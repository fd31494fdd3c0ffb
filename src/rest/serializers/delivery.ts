import type { DeliveryRecord } from '../../domain/deliveries/delivery-log.js';

/** A webhook delivery and its attempts (an extension of the 2017-09-01 API, docs/decisions.md). */
export function serializeDelivery(delivery: DeliveryRecord) {
  return {
    id: delivery.id,
    webhook_id: delivery.webhookId,
    event_id: delivery.event.publicId,
    event: delivery.event.name,
    transaction_id: delivery.event.transactionId,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    last_error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    completed_at: delivery.completedAt?.toISOString() ?? null,
    attempts: delivery.attempts.map((attempt) => ({
      started_at: attempt.startedAt.toISOString(),
      duration_ms: attempt.durationMs,
      response_status: attempt.responseStatus,
      error: attempt.error,
    })),
  };
}
