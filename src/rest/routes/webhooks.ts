import { replayProblems, replayWebhookEvents } from '../../domain/deliveries/replay.js';
import { accountHolderId } from '../../domain/access/customers.js';
import { testWebhook } from '../../domain/webhooks/ping.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
  webhookChangesProblems,
  webhookNotFoundMessage,
  webhookProblems,
} from '../../domain/webhooks/webhooks.js';
import { submit } from '../parse/submit.js';
import { parseNewWebhook, parseWebhookChanges, parseWebhookReplay } from '../parse/webhook.js';
import { customerRef, pathId } from '../params.js';
import type { RestContext, Route } from '../router.js';
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
  {
    method: 'PATCH',
    path: '/customer/{customer_id}/webhook/{webhook_id}',
    doc: {
      tag: 'Webhooks',
      summary: 'Change a webhook: its url, the events it receives, whether it is active',
      body: { schema: ref('WebhookChanges'), required: true },
      success: { status: 200, description: 'The webhook', schema: ref('Webhook') },
      errors: [403, 404, 422],
    },
    handler: async (context) => {
      const { ref, webhookId } = target(context);
      const webhook = await submit(parseWebhookChanges(await context.json()), {
        check: (changes) => webhookChangesProblems(context.services, changes),
        run: (changes) => updateWebhook(context.services, context.viewer, ref, webhookId, changes),
      });
      return { status: 200, body: serializeWebhook(webhook) };
    },
  },
  {
    method: 'POST',
    path: '/customer/{customer_id}/webhook/{webhook_id}/rotate_secret',
    doc: {
      tag: 'Webhooks',
      summary: 'A new signing secret (shown only now); the old one signs too for WEBHOOK_SECRET_GRACE_HOURS',
      success: { status: 200, description: 'The webhook with its new `secret`', schema: ref('RotatedWebhookSecret') },
      errors: [403, 404, 409],
    },
    handler: async (context) => {
      const { ref, webhookId } = target(context);
      const rotated = await rotateWebhookSecret(context.services, context.viewer, ref, webhookId);
      return {
        status: 200,
        body: { ...serializeWebhook(rotated.webhook, rotated.secret), previous_secret_expires_at: rotated.previousSecretExpiresAt.toISOString() },
      };
    },
  },
  {
    method: 'POST',
    path: '/customer/{customer_id}/webhook/{webhook_id}/test',
    doc: {
      tag: 'Webhooks',
      summary: 'Send the webhook a signed `ping` now and answer what its receiver did',
      success: { status: 200, description: 'The outcome (a receiver that failed is still a 200 here)', schema: ref('WebhookTestResult') },
      errors: [403, 404],
    },
    handler: async (context) => {
      const { ref, webhookId } = target(context);
      const ping = await testWebhook(context.services, context.viewer, ref, webhookId);
      return {
        status: 200,
        body: {
          event_id: ping.eventId,
          succeeded: ping.succeeded,
          response_status: ping.result.status,
          error: ping.result.error,
          duration_ms: ping.result.durationMs,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/customer/{customer_id}/webhook/{webhook_id}/replay',
    doc: {
      tag: 'Webhooks',
      summary: 'Send the events of a window again, each as a new delivery, in event order',
      body: { schema: ref('WebhookReplay'), required: true },
      success: { status: 202, description: 'How many deliveries were queued', schema: ref('WebhookReplayResult') },
      errors: [403, 404, 409, 422],
    },
    handler: async (context) => {
      const { ref, webhookId } = target(context);
      const replayed = await submit(parseWebhookReplay(await context.json()), {
        check: replayProblems,
        run: (input) => replayWebhookEvents(context.services, context.viewer, ref, webhookId, input),
      });
      return { status: 202, body: { replayed } };
    },
  },
];

/** The webhook a route names; another account's webhooks are refused before any body is read. */
function target(context: RestContext) {
  const ref = customerRef(context.params.customer_id);
  accountHolderId(context.viewer, ref, 'webhooks');
  return { ref, webhookId: pathId(context.params.webhook_id, webhookNotFoundMessage) };
}
