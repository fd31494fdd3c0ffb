import { DeliveryStatus } from '../../db/generated/enums.js';
import { listEventDeliveries, type DeliveryRecord } from '../../domain/deliveries/delivery-log.js';
import { NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { ownDelivery } from '../node-access.js';
import { checkPrismaCursor } from '../ids.js';

const DeliveryStatusEnum = builder.enumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'pending (to be sent, or retried), succeeded, failed (gave up after about three days), cancelled (webhook deleted).',
});

builder.prismaObject('WebhookAttempt', {
  description: 'One POST of a delivery to its webhook.',
  fields: (t) => ({
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    durationMs: t.exposeInt('durationMs'),
    responseStatus: t.exposeInt('responseStatus', { nullable: true, description: 'The HTTP status, or null when no answer came.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

export const WebhookDeliveryNode = builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownDelivery(id, context),
  description: 'An event on its way to one webhook, with every attempt made.',
  authScopes: async (delivery, context) => {
    const webhook = await context.services.prisma.webhook.findUnique({ where: { id: delivery.webhookId }, select: { customerId: true } });
    return { self: webhook?.customerId ?? -1 };
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { type: DeliveryStatusEnum }),
    attemptCount: t.exposeInt('attemptCount'),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (delivery) => (delivery.status === 'pending' ? delivery.nextAttemptAt : null),
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    eventId: t.string({ select: { event: { select: { publicId: true } } }, resolve: (delivery) => delivery.event.publicId }),
    eventName: t.string({ select: { event: { select: { name: true } } }, resolve: (delivery) => delivery.event.name }),
    transactionId: t.int({
      nullable: true,
      description: 'The databaseId of the transaction.',
      select: { event: { select: { transactionId: true } } },
      resolve: (delivery) => delivery.event.transactionId,
    }),
    attempts: t.relation('attempts', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.prismaObjectField('Webhook', 'deliveries', (t) =>
  t.relatedConnection('deliveries', {
    cursor: 'id',
    description: 'Deliveries to this webhook, newest first, with their attempts.',
    query: (args) => {
      checkPrismaCursor(args.after);
      checkPrismaCursor(args.before);
      return { orderBy: { id: 'desc' } };
    },
  }),
);

const EventDeliveries = builder.objectRef<{ deliveries: DeliveryRecord[] }>('EventDeliveries').implement({
  fields: (t) => ({ deliveries: t.field({ type: [WebhookDeliveryNode], resolve: (payload) => payload.deliveries }) }),
});

builder.queryField('eventDeliveries', (t) =>
  t.field({
    type: EventDeliveries,
    description: 'Every delivery of one event (its eventId, the webhook-id header) to the viewer’s webhooks, oldest first (REST GET /event/{event_id}/deliveries).',
    args: { eventId: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { eventId }, context) => ({ deliveries: await listEventDeliveries(context.services, context.viewer, eventId) }),
  }),
);
