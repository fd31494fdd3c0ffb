import type { Database } from '../db/database.js';
import type { PublishedEvent, Services } from '../domain/services.js';
import type { TransactionRecord } from '../domain/transactions/record.js';
import { loadTransactions } from '../domain/transactions/store/load.js';
import type { EventBus } from './event-bus.js';
import { dispatchEvents, type DispatchedEvent, type EventRow } from './store/outbox.js';
import { contextOfTraceParent, recordSpan, SpanKind, tracingEnabled } from '../tracing.js';

export interface DispatchResult {
  events: number;
  deliveries: number;
}

/**
 * Moves committed events out of the outbox: each event gets one delivery per active webhook of
 * its partner, and is marked dispatched, in one statement (so in one database transaction).
 * Several instances can run this at once: `FOR UPDATE SKIP LOCKED` hands each event to exactly
 * one of them. Only after that commit is the event published to live subscribers, so they
 * never see an event whose change was rolled back.
 */
export async function dispatchOutbox(services: Services, bus: EventBus, batchSize = 100): Promise<DispatchResult> {
  const claimedAt = Date.now();
  const now = services.clock.now();
  const events = await dispatchEvents(services.prisma, now, batchSize);
  if (events.length > 0) {
    await publish(services, bus, events);
    recordDispatchSpans(events, claimedAt);
  }
  return { events: events.length, deliveries: Number(events[0]?.deliveries ?? 0) };
}

/**
 * Each event dispatched gets a span in the trace of the operation that wrote it (its stored
 * traceparent), from the claim to the publication: a poll that finds nothing makes no trace.
 */
function recordDispatchSpans(events: readonly DispatchedEvent[], claimedAt: number): void {
  if (!tracingEnabled()) return;
  for (const event of events) {
    recordSpan('outbox dispatch', {
      kind: SpanKind.CONSUMER,
      parent: contextOfTraceParent(event.traceParent),
      startTime: claimedAt,
      attributes: { 'heldfunds.event.id': event.publicId, 'heldfunds.event.name': event.name, 'heldfunds.outbox.batch': events.length },
    });
  }
}

async function publish(services: Services, bus: EventBus, events: EventRow[]): Promise<void> {
  for (const event of await publishedEvents(services.db, events)) bus.publish(event);
}

/**
 * Event rows as live subscribers are told them: each with its transaction. `known` answers a
 * row's transaction when the caller has it (undefined: load it); the others are read with the
 * hot reads' loader in one statement (none when nothing is left to load), the same records as
 * Prisma's include. Used by the dispatcher and by the post-commit hook (committed-events.ts).
 */
export async function publishedEvents(
  db: Database,
  rows: readonly EventRow[],
  known: (row: EventRow) => TransactionRecord | null | undefined = () => undefined,
): Promise<PublishedEvent[]> {
  const given = rows.map((row) => (row.transactionId === null ? null : known(row)));
  const missing = [...new Set(rows.filter((row, index) => row.transactionId !== null && given[index] === undefined).map((row) => row.transactionId!))];
  const records = missing.length === 0 ? [] : await loadTransactions(db, missing, 'asc');
  const byId = new Map(records.map((record) => [record.id, record]));
  return rows.map((row, index) => ({
    eventId: row.publicId,
    name: row.name,
    transactionId: row.transactionId,
    partnerId: row.partnerId,
    sequence: row.sequence,
    createdAt: row.createdAt,
    transaction: given[index] ?? (row.transactionId === null ? null : (byId.get(row.transactionId) ?? null)),
  }));
}
