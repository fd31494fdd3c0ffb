import { reportIdOfEvent } from '../domain/partners/reports/events.js';

/** What an event's body is made of: the outbox row. */
export interface EventFacts {
  publicId: string;
  name: string;
  transactionId: number | null;
  sequence: number | null;
  createdAt: Date;
  payload?: unknown;
}

/**
 * The body of an event as every receiver gets it, declared once: the webhook's JSON
 * (webhook-delivery.ts) and, with its id and `created` before it, an entry of the events API
 * (src/rest/serializers/event.ts). The contract's three fields, then the event's id and time,
 * then its `sequence` (docs/events.md "Ordering"); a report's event names its report.
 */
export function eventBody(event: EventFacts): Record<string, unknown> {
  const reportId = reportIdOfEvent(event.payload);
  return {
    event: event.name,
    event_type: reportId === null ? 'transaction' : 'report',
    transaction_id: event.transactionId,
    ...(reportId === null ? {} : { report_id: reportId }),
    event_id: event.publicId,
    created_at: event.createdAt.toISOString(),
    sequence: event.sequence,
  };
}
