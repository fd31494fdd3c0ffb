import { NotFoundError } from '../../domain/shared/errors.js';
import { deleteWebhook } from '../../domain/webhooks/webhooks.js';
import { builder } from '../builder.js';
import { DeleteWebhookInput } from './delete-webhook-input.js';

const DeleteWebhookPayload = builder.objectRef<{ webhookId: number }>('DeleteWebhookPayload').implement({
  fields: (t) => ({
    deletedWebhookId: t.globalID({ resolve: (payload) => ({ type: 'Webhook', id: payload.webhookId }) }),
  }),
});

builder.mutationField('deleteWebhook', (t) =>
  t.field({
    type: DeleteWebhookPayload,
    description: 'Deletes one of the viewer’s webhooks: it is never called again.',
    args: { input: t.arg({ type: DeleteWebhookInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: async (_root, { input }, context) => {
      const webhookId = Number(input.id.id);
      await deleteWebhook(context.services, context.viewer, 'me', webhookId);
      return { webhookId };
    },
  }),
);
