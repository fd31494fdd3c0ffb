/**
 * POST /customer/{customer_id}/webhook/{webhook_id}/test, testWebhook: sends the webhook a
 * signed `ping` now and answers what its receiver did. A ping is no event of the outbox: it is
 * not stored, not retried, not replayed, and it reaches the webhook whatever its filter and
 * whether or not it is switched off (a way to check a receiver before switching it on).
 */
import { randomUUID } from 'node:crypto';
import type { Viewer } from '../auth/authenticate.js';
import { accountHolderId, type CustomerRef } from '../access/customers.js';
import { NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import type { WebhookSendResult } from './sender.js';
import { signingSecrets, webhookNotFoundMessage } from './webhooks.js';

export interface PingOutcome {
  /** The ping's webhook-id (also its body's event_id). */
  eventId: string;
  /** The receiver answered 2xx. */
  succeeded: boolean;
  result: WebhookSendResult;
}

export async function testWebhook(services: Services, viewer: Viewer, ref: CustomerRef, webhookId: number): Promise<PingOutcome> {
  const customerId = accountHolderId(viewer, ref, 'webhooks');
  const webhook = await services.prisma.webhook.findFirst({ where: { id: webhookId, customerId, deletedAt: null } });
  if (!webhook) throw new NotFoundError(webhookNotFoundMessage);
  const now = services.clock.now();
  const eventId = `ping_${randomUUID()}`;
  const body = JSON.stringify({ event: 'ping', event_type: 'ping', transaction_id: null, webhook_id: webhook.id, event_id: eventId, created_at: now.toISOString() });
  const result = await services.webhookSender.send(webhook.url, signingSecrets(webhook, now), eventId, body);
  return { eventId, succeeded: result.status !== null && result.status >= 200 && result.status < 300, result };
}
