import { createWebhook, deleteWebhook, listWebhooks, webhookNotFoundMessage, webhookProblems } from '../../domain/webhooks/webhooks.js';
import { submit } from '../parse/submit.js';
import { parseNewWebhook } from '../parse/webhook.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeWebhook } from '../serializers/webhook.js';
import { ref } from '../openapi/schemas.js';

export const webhookRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer/me/webhook',
    doc: {
      tag: 'Webhooks',
      summary: 'Register a webhook (the signing secret is shown only now)',
      body: { schema: ref('WebhookInput'), required: true },
      success: { status: 201, description: 'The webhook, with its `secret`', schema: ref('Webhook') },
      errors: [422],
    },
    handler: async ({ services, viewer, json }) => {
      const webhook = await submit(parseNewWebhook(await json()), {
        check: (input) => webhookProblems(services, input),
        run: (input) => createWebhook(services, viewer, input),
      });
      return { status: 201, body: serializeWebhook(webhook, webhook.secret) };
    },
  },
  {
    method: 'GET',
    path: '/customer/{customer_id}/webhook',
    doc: {
      tag: 'Webhooks',
      summary: 'Your webhooks',
      success: { status: 200, description: 'The webhooks', schema: ref('Webhooks') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: { webhooks: (await listWebhooks(services, viewer, customerRef(params.customer_id))).map((webhook) => serializeWebhook(webhook)) },
    }),
  },
  {
    method: 'DELETE',
    path: '/customer/{customer_id}/webhook/{webhook_id}',
    doc: {
      tag: 'Webhooks',
      summary: 'Delete a webhook: it is not called again',
      success: { status: 204, description: 'Deleted' },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => {
      const ref = customerRef(params.customer_id);
      await deleteWebhook(services, viewer, ref, pathId(params.webhook_id, webhookNotFoundMessage));
      return { status: 204 };
    },
  },
];
