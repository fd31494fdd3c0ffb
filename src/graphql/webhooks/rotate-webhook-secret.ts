import type { RotatedSecret } from '../../domain/webhooks/webhooks.js';
import { rotateWebhookSecret } from '../../domain/webhooks/webhooks.js';
import { InvalidStateError, NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { WebhookIdInput } from './webhook-id-input.js';
import { WebhookNode } from './webhook.js';

const RotateWebhookSecretPayload = builder.objectRef<RotatedSecret>('RotateWebhookSecretPayload').implement({
  fields: (t) => ({
    webhook: t.prismaField({
      type: WebhookNode,
      resolve: (query, payload, _args, context) => context.services.prisma.webhook.findUniqueOrThrow({ ...query, where: { id: payload.webhook.id } }),
    }),
    secret: t.exposeString('secret', { description: 'The new signing secret. It is shown only here; store it now.' }),
    previousSecretExpiresAt: t.expose('previousSecretExpiresAt', {
      type: 'DateTime',
      description: 'Until then, deliveries carry a signature with the old secret too (WEBHOOK_SECRET_GRACE_HOURS).',
    }),
  }),
});

builder.mutationField('rotateWebhookSecret', (t) =>
  t.field({
    type: RotateWebhookSecretPayload,
    description: 'Gives one of the viewer’s webhooks a new signing secret; the old one signs too for a grace period.',
    args: { input: t.arg({ type: WebhookIdInput, required: true }) },
    errors: { types: [NotFoundError, InvalidStateError] },
    resolve: (_root, { input }, context) => rotateWebhookSecret(context.services, context.viewer, 'me', Number(input.id.id)),
  }),
);
