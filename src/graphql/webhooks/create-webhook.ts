import type { Webhook } from '../../db/generated/client.js';
import { ValidationError } from '../../domain/shared/errors.js';
import { createWebhook } from '../../domain/webhooks/webhooks.js';
import { builder } from '../builder.js';
import { CreateWebhookInput } from './create-webhook-input.js';
import { WebhookNode } from './webhook.js';

const CreateWebhookPayload = builder.objectRef<Webhook>('CreateWebhookPayload').implement({
  fields: (t) => ({
    webhook: t.field({ type: WebhookNode, resolve: (webhook) => webhook }),
    secret: t.exposeString('secret', { description: 'The signing secret (Standard Webhooks, whsec_…). It is shown only here; store it now.' }),
  }),
});

builder.mutationField('createWebhook', (t) =>
  t.field({
    type: CreateWebhookPayload,
    description: 'Registers a webhook for the viewer’s transaction events.',
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, context) => createWebhook(context.services, context.viewer, { url: input.url, events: input.events }),
  }),
);
