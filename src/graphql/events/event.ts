import { resolveCursorConnection } from '@pothos/plugin-relay';
import { eventWindow, findEventById, type EventFilter, type EventRecord } from '../../domain/events/event-log.js';
import { reportIdOfEvent } from '../../domain/partners/reports/events.js';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../domain/shared/errors.js';
import { getTransaction } from '../../domain/transactions/read.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { badArguments } from '../errors/domain-errors.js';
import { TransactionNode, transactionForViewer } from '../transactions/transaction.js';

/** The transaction of an event as the viewer sees it now; null when it has none or the viewer no longer reaches it. */
async function transactionOf(event: EventRecord, context: GraphQLContext) {
  if (event.transactionId === null) return null;
  try {
    return transactionForViewer(context, await getTransaction(context.services, context.viewer, event.transactionId));
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) return null;
    throw error;
  }
}

const EventNode = builder.node(builder.objectRef<EventRecord>('Event'), {
  description: 'An event of the event log (REST GET /events): what its webhook carried, with its sequence. docs/events.md.',
  id: { resolve: (event) => Number(event.id) },
  // node(id) answers null for an event that does not exist or that the viewer does not reach.
  loadOne: (id, context) => findEventById(context.services, context.viewer, Number(id)),
  fields: (t) => ({
    eventId: t.exposeString('publicId', { description: 'The webhook-id of its deliveries; also a cursor of `events` and the subscriptions’ `after`.' }),
    name: t.exposeString('name', { description: 'create, agree, payment_received, ship, accept, complete, party_verification_approved, report_ready, …' }),
    sequence: t.exposeInt('sequence', {
      nullable: true,
      description: "Its place among its transaction's events: 1, 2, 3… in commit order; null without a transaction.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    transactionDatabaseId: t.exposeInt('transactionId', { nullable: true, description: 'The REST id of its transaction.' }),
    reportId: t.int({ nullable: true, description: 'The report a report_ready event announces.', resolve: (event) => reportIdOfEvent(event.payload) }),
    transaction: t.field({
      type: TransactionNode,
      nullable: true,
      description: 'Its transaction as the viewer sees it now (null when none, or no longer reached).',
      resolve: (event, _args, context) => transactionOf(event, context),
    }),
  }),
});

const EventFilterInput = builder.inputType('EventFilterInput', {
  description: 'Which events; every field narrows (REST GET /events).',
  fields: (t) => ({
    types: t.stringList({ description: 'Event names: any of them.' }),
    transactionId: t.globalID({ for: [TransactionNode] }),
    createdAfter: t.field({ type: 'DateTime', description: 'Created at or after (inclusive).' }),
    createdBefore: t.field({ type: 'DateTime', description: 'Created at or before (inclusive).' }),
  }),
});

/** The domain's filter paths under this query's argument names (createdTo is createdBefore here). */
function withArgumentNames(errors: FieldErrors): FieldErrors {
  const filter = errors.filter;
  if (filter === undefined || Array.isArray(filter)) return errors;
  const { createdTo, createdFrom, ...rest } = filter;
  return {
    ...errors,
    filter: { ...rest, ...(createdFrom ? { createdAfter: createdFrom } : {}), ...(createdTo ? { createdBefore: createdTo } : {}) },
  };
}

builder.queryField('events', (t) =>
  t.connection({
    type: EventNode,
    description: `The events of the viewer's transactions (as a party or their partner) and of its partner account, newest first, ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}. A cursor is an event's eventId. Invalid arguments are a BAD_USER_INPUT error listing every problem in extensions.fields.`,
    args: { filter: t.arg({ type: EventFilterInput }) },
    resolve: async (_root, args, context) => {
      const input = args.filter;
      const filter: EventFilter = {
        ...(input?.types ? { types: input.types } : {}),
        ...(input?.transactionId ? { transactionId: Number(input.transactionId.id) } : {}),
        ...(input?.createdAfter ? { createdFrom: input.createdAfter } : {}),
        ...(input?.createdBefore ? { createdTo: input.createdBefore } : {}),
      };
      try {
        return await resolveCursorConnection<Promise<EventRecord[]>>(
          { args, toCursor: (event: EventRecord) => event.publicId, defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize },
          ({ before, after, limit, inverted }) => eventWindow(context.services, context.viewer, filter, { after, before, limit, fromEnd: inverted }),
        );
      } catch (error) {
        if (error instanceof ValidationError) throw badArguments(withArgumentNames(error.errors));
        throw error;
      }
    },
  }),
);
