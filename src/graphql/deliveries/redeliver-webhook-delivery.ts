import { redeliver } from '../../domain/deliveries/delivery-log.js';
import { ForbiddenError, InvalidStateError, NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { WebhookDeliveryNode } from './webhook-delivery.js';

builder.mutationField('redeliverWebhookDelivery', (t) =>
  t.prismaField({
    type: WebhookDeliveryNode,
    description: 'Sends a delivery again now, with the same webhook-id.',
    args: { id: t.arg.globalID({ required: true, for: [WebhookDeliveryNode] }) },
    errors: { types: [NotFoundError, ForbiddenError, InvalidStateError] },
    resolve: async (query, _root, { id }, context) => {
      const delivery = await context.services.prisma.webhookDelivery.findUnique({ where: { id: Number(id.id) }, select: { webhookId: true } });
      if (!delivery) throw new NotFoundError('Delivery not found');
      await redeliver(context.services, context.viewer, delivery.webhookId, Number(id.id));
      return context.services.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: Number(id.id) } });
    },
  }),
);
