import { filter, pipe, map } from '@graphql-yoga/subscription';
import { eventsAfter, type HistoryScope } from '../../domain/events/history.js';
import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { badArguments } from '../errors/domain-errors.js';
import { getTransaction } from '../../domain/transactions/read.js';
import { isParty } from '../../domain/access/transactions.js';
import type { PublishedEvent } from '../../domain/services.js';
import { viewTransaction, type TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { liveEvents } from '../live.js';
import { TransactionNode } from './transaction.js';

interface TransactionEventShape {
  eventId: string;
  name: string;
  sequence: number | null;
  createdAt: Date;
  transaction: TransactionView | null;
}

const TransactionEventType = builder.objectRef<TransactionEventShape>('TransactionEvent').implement({
  description: 'A committed event (the names of the webhook events) with the transaction as the subscriber may see it.',
  fields: (t) => ({
    eventId: t.exposeString('eventId', { description: 'Also the webhook-id of its webhook deliveries, and the `after` that resumes a subscription past it.' }),
    name: t.exposeString('name', { description: 'create, agree, payment_received, ship, accept, complete, …' }),
    sequence: t.exposeInt('sequence', {
      nullable: true,
      description: "Its place among its transaction's events: 1, 2, 3… in commit order; null without a transaction.",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    transaction: t.expose('transaction', { type: TransactionNode, nullable: true }),
  }),
});

/**
 * Each event's shapes, by viewer: the bus hands one event object to every subscriber of the
 * instance, so the view of the transaction is built once per viewer and event, not once per
 * subscription (a partner console often has many tabs; every party of a transaction shares none).
 */
const shapes = new WeakMap<PublishedEvent, Map<number, TransactionEventShape>>();

/** Shapes a published event for one subscriber: its own view of the transaction. */
function forViewer(context: GraphQLContext) {
  const viewerId = context.viewer.customer.id;
  return (event: PublishedEvent): TransactionEventShape => {
    let byViewer = shapes.get(event);
    if (!byViewer) shapes.set(event, (byViewer = new Map<number, TransactionEventShape>()));
    let shape = byViewer.get(viewerId);
    if (!shape) {
      shape = {
        eventId: event.eventId,
        name: event.name,
        sequence: event.sequence,
        createdAt: event.createdAt,
        transaction: event.transaction ? viewTransaction(event.transaction, viewerId, context.services.config) : null,
      };
      byViewer.set(viewerId, shape);
    }
    return shape;
  };
}

builder.subscriptionType({});

const afterDescription = 'Resume after this event: its eventId (or an `events` connection cursor).';

/** The events to send before going live, or none; a cursor that names no event of the viewer's is BAD_USER_INPUT. */
async function history(context: GraphQLContext, scope: HistoryScope, after: string | null | undefined): Promise<AsyncIterable<PublishedEvent> | undefined> {
  if (after === null || after === undefined) return undefined;
  try {
    return await eventsAfter(context.services, context.viewer, scope, after);
  } catch (error) {
    if (error instanceof ValidationError) throw badArguments(error.errors);
    throw error;
  }
}

builder.subscriptionFields((t) => ({
  transactionEvents: t.field({
    type: TransactionEventType,
    description:
      'Events of one transaction, for its parties, as they commit; with `after` (an eventId or an `events` cursor), first every event committed after it, in sequence order.',
    args: { transactionId: t.arg.globalID({ required: true, for: [TransactionNode] }), after: t.arg.string({ description: afterDescription }) },
    // Authorized when subscribing: the same rule as reading the transaction.
    subscribe: async (_root, { transactionId, after }, context) => {
      const id = Number(transactionId.id);
      await getTransaction(context.services, context.viewer, id);
      const viewerId = context.viewer.customer.id;
      return pipe(
        liveEvents(context, { transactionId: id }, await history(context, { transactionId: id }, after)),
        // The party check again per event: a party removed by modify_party stops seeing it.
        filter((event: PublishedEvent) => event.transactionId === id && (event.transaction === null || isParty(event.transaction, viewerId))),
        map(forViewer(context)),
      );
    },
    resolve: (event) => event,
  }),
  partnerEvents: t.field({
    type: TransactionEventType,
    description:
      "Every event of the viewer's transactions as partner: the live feed for partner consoles. With `after` (an eventId or an `events` cursor), first every event written after it.",
    authScopes: { partner: true },
    args: { after: t.arg.string({ description: afterDescription }) },
    subscribe: async (_root, { after }, context) => {
      if (!context.viewer.customer.isPartner) throw new ForbiddenError('Only partner accounts may subscribe to partner events');
      const viewerId = context.viewer.customer.id;
      return pipe(
        liveEvents(context, { partnerId: viewerId }, await history(context, { partnerId: viewerId }, after)),
        filter((event: PublishedEvent) => event.partnerId === viewerId),
        map(forViewer(context)),
      );
    },
    resolve: (event) => event,
  }),
}));
