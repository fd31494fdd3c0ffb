import type { Services } from '../domain/services.js';
import { publishedEvent, publishedEvents } from '../domain/events/published.js';
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
 * never see an event whose change was rolled back; the transaction of an event no subscriber
 * hears (none on this instance, no Redis to the others) is not loaded.
 */
export async function dispatchOutbox(services: Services, bus: EventBus, batchSize = 100): Promise<DispatchResult> {
  const claimedAt = Date.now();
  const now = services.clock.now();
  const events = await dispatchEvents(services.db, now, batchSize);
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

/**
 * To live subscribers, each with its transaction as it stands, loaded (one statement) only for
 * the events someone hears: an event nobody hears (no subscriber of it on this instance, no
 * Redis to the others) goes out without it, to no one, and costs no statement. Whether it is
 * heard is asked again as it goes out: a subscriber that came meanwhile gets it whole.
 */
async function publish(services: Services, bus: EventBus, events: EventRow[]): Promise<void> {
  const heard = (event: EventRow) => bus.heard(event.partnerId, event.transactionId);
  const loaded = new Map((await publishedEvents(services.db, events.filter(heard))).map((event) => [event.eventId, event]));
  for (const row of events) {
    const event = loaded.get(row.publicId) ?? (heard(row) ? (await publishedEvents(services.db, [row]))[0]! : publishedEvent(row, null));
    bus.publish(event);
  }
}
