import type { WebhookSender } from '../domain/webhooks/sender.js';
import { createWebhookClient, type WebhookClientOptions } from './webhook-client.js';
import { signWebhook } from './webhook-signing.js';

/**
 * Sends one message now, outside the delivery queue (a webhook's test ping), with the same
 * client rules as deliveries: no private addresses unless allowed, no redirects, the receiver
 * timeout. A client per message: pings are rare, and nothing is left open between them.
 */
export function createWebhookSender(options: WebhookClientOptions): WebhookSender {
  return {
    async send(url, secrets, id, body) {
      const client = createWebhookClient(options);
      try {
        // The receiver checks the timestamp against its own clock: always the real time.
        return await client.post(url, body, { ...signWebhook(secrets, id, new Date(), body) });
      } finally {
        await client.close();
      }
    },
  };
}
