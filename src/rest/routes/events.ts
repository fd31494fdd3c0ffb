import { getEvent, listEvents } from '../../domain/events/event-log.js';
import { eventsRenames, readEventsQuery } from '../parse/events.js';
import { parsed, submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { serializeEvent } from '../serializers/event.js';
import { ref } from '../openapi/schemas.js';
import { eventsQuery } from '../openapi/query.js';

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/events',
    doc: {
      tag: 'Events',
      summary: 'The events of your transactions (as a party or their partner), newest first, by cursor',
      query: eventsQuery,
      success: { status: 200, description: 'A page of events', schema: ref('Events') },
      errors: [400, 422],
    },
    handler: async (context) => {
      const request = readEventsQuery(context.query);
      const page = await submit(parsed(request), { run: (input) => listEvents(context.services, context.viewer, input), renames: eventsRenames });
      return { status: 200, body: { limit: page.limit, next_cursor: page.nextCursor, events: page.events.map(serializeEvent) } };
    },
  },
  {
    method: 'GET',
    path: '/events/{event_id}',
    doc: {
      tag: 'Events',
      summary: 'One event, by its id (the webhook-id of its deliveries)',
      success: { status: 200, description: 'The event', schema: ref('Event') },
      errors: [404],
    },
    handler: async (context) => ({ status: 200, body: serializeEvent(await getEvent(context.services, context.viewer, context.params.event_id ?? '')) }),
  },
];
