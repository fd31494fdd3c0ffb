import type { EventRecord } from '../../domain/events/event-log.js';
import { eventBody } from '../../events/event-body.js';

/** An event of the events API: its id (the webhook-id), sequence and time, then the webhook body. */
export function serializeEvent(event: EventRecord) {
  return { id: event.publicId, sequence: event.sequence, created: event.createdAt.toISOString(), ...eventBody(event) };
}
