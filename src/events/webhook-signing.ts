import { createHmac } from 'node:crypto';

// Secrets are made where webhooks are registered; the signer reads the same form.
export { generateWebhookSecret } from '../domain/webhooks/webhooks.js';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Standard Webhooks signature: `v1,` + base64 HMAC-SHA256, keyed with the secret's bytes,
 * over `id.timestamp.body`. The id stays the same on every attempt of one message.
 */
export function signWebhook(secret: string, id: string, timestamp: Date, body: string): SignedHeaders {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const seconds = Math.floor(timestamp.getTime() / 1000).toString();
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${signature}` };
}
