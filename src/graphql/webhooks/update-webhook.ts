import type { WebhookSummary } from '../../domain/webhooks/webhooks.js';
import { updateWebhook } from '../../domain/webhooks/webhooks.js';
import { NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { UpdateWebhookInput } from './update-webhook-input.js';
import { WebhookNode } from './webhook.js';

const UpdateWebhookPayload = builder.objectRef<{ webhook: WebhookSummary }>('UpdateWebhookPayload').implement({
  fields: (t) => ({
    webhook: t.prismaField({
      type: WebhookNode,
      resolve: (query, payload, _args, context) => context.services.prisma.webhook.findUniqueOrThrow({ ...query, where: { id: payload.webhook.id } }),
    }),
  }),
});

builder.mutationField('updateWebhook', (t) =>
  t.field({
    type: UpdateWebhookPayload,
    description: 'Changes one of the viewer’s webhooks: its URL, the events it receives, whether it is active.',
    args: { input: t.arg({ type: UpdateWebhookInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      // A field left out is unchanged; events given as null means every event.
      webhook: await updateWebhook(context.services, context.viewer, 'me', Number(input.id.id), {
        url: input.url,
        events: input.events,
        isActive: input.isActive,
      }),
    }),
  }),
);
