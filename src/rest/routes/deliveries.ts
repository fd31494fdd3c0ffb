import { getWebhookDelivery, listEventDeliveries, listWebhookDeliveries, redeliver } from '../../domain/deliveries/delivery-log.js';
import { requireSelf } from '../../domain/access/deliveries.js';
import { parseCursor, parseLimit } from '../parse/paging.js';
import { customerRef, pathId } from '../params.js';
import type { RestContext, Route } from '../router.js';
import { serializeDelivery } from '../serializers/delivery.js';
import { ref } from '../openapi/schemas.js';
import { deliveriesQuery } from '../openapi/query.js';

function ids(context: RestContext): { webhookId: number; deliveryId: number | null } {
  requireSelf(context.viewer, customerRef(context.params.customer_id));
  const webhookId = pathId(context.params.webhook_id, 'Webhook not found');
  const delivery = context.params.delivery_id;
  return { webhookId, deliveryId: delivery === undefined ? null : pathId(delivery, 'Delivery not found') };
}

const base = '/customer/{customer_id}/webhook/{webhook_id}/deliveries';

export const deliveryRoutes: Route[] = [
  {
    method: 'GET',
    path: base,
    doc: {
      tag: 'Webhooks',
      summary: 'The deliveries of a webhook, newest first, with their attempts',
      query: deliveriesQuery,
      success: { status: 200, description: 'A page of deliveries', schema: ref('Deliveries') },
      errors: [400, 403, 404],
    },
    handler: async (context) => {
      const { webhookId } = ids(context);
      const page = await listWebhookDeliveries(context.services, context.viewer, webhookId, {
        limit: parseLimit(context.query.get('limit')),
        cursor: parseCursor(context.query.get('next_cursor')),
      });
      return { status: 200, body: { deliveries: page.deliveries.map(serializeDelivery), next_cursor: page.nextCursor, limit: page.limit } };
    },
  },
  {
    method: 'GET',
    path: `${base}/{delivery_id}`,
    doc: {
      tag: 'Webhooks',
      summary: 'One delivery and its attempts',
      success: { status: 200, description: 'The delivery', schema: ref('Delivery') },
      errors: [403, 404],
    },
    handler: async (context) => {
      const { webhookId, deliveryId } = ids(context);
      return { status: 200, body: serializeDelivery(await getWebhookDelivery(context.services, context.viewer, webhookId, deliveryId!)) };
    },
  },
  {
    method: 'POST',
    path: `${base}/{delivery_id}/redeliver`,
    doc: {
      tag: 'Webhooks',
      summary: 'Send a delivery again, now',
      success: { status: 202, description: 'The delivery, due again', schema: ref('Delivery') },
      errors: [403, 404, 409],
    },
    handler: async (context) => {
      const { webhookId, deliveryId } = ids(context);
      return { status: 202, body: serializeDelivery(await redeliver(context.services, context.viewer, webhookId, deliveryId!)) };
    },
  },
  {
    method: 'GET',
    path: '/event/{event_id}/deliveries',
    doc: {
      tag: 'Webhooks',
      summary: 'The deliveries of one event to your webhooks',
      success: { status: 200, description: 'The deliveries', schema: ref('EventDeliveries') },
      errors: [404],
    },
    handler: async (context) => ({
      status: 200,
      body: { deliveries: (await listEventDeliveries(context.services, context.viewer, context.params.event_id ?? '')).map(serializeDelivery) },
    }),
  },
];
