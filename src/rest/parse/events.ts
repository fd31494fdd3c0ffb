/** GET /events: its query parameters, declared once (the reader and the OpenAPI document's list). */
import type { EventsRequest } from '../../domain/events/event-log.js';
import { cursorDescriptions, parameter, partnerQuery } from './partner-query.js';
import type { PathRenames } from './wire-errors.js';

/** Domain paths of the events request → the parameter names. */
export const eventsRenames: PathRenames = {
  filter: '',
  'filter.types': 'types',
  'filter.transactionId': 'transaction_id',
  'filter.createdFrom': 'created_start_date',
  'filter.createdTo': 'created_end_date',
};

/** eventsQuery in the OpenAPI document. */
export const eventsParameters = partnerQuery(
  {
    types: parameter.stringList({ description: 'Event names, comma-separated or the parameter repeated (`types=agree&types=ship`): any of them' }),
    transaction_id: parameter.positiveInteger(),
    created_start_date: parameter.date(),
    created_end_date: parameter.date({ endOfDay: true }),
    limit: parameter.positiveInteger({ default: 10, maximum: 100 }),
    next_cursor: parameter.string({ format: 'uuid' }),
  },
  {
    descriptions: {
      ...cursorDescriptions,
      next_cursor: 'The `next_cursor` of the previous page (the id of the event it starts at)',
      created_start_date: 'Created at or after (inclusive)',
      created_end_date: 'Created at or before (inclusive; a plain date covers the whole day, UTC)',
    },
  },
);

export function readEventsQuery(query: URLSearchParams): EventsRequest {
  const read = eventsParameters.read(query);
  return {
    limit: read.limit,
    nextCursor: read.nextCursor,
    filter: { types: read.types, transactionId: read.transactionId, createdFrom: read.createdStartDate, createdTo: read.createdEndDate },
  };
}
