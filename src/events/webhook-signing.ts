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
 * over `id.timestamp.body`. The id stays the same on every attempt of one message. Given
 * several secrets (a rotation's grace period: the new one first), the header carries one
 * signature per secret, space-separated, as the standard allows; a receiver accepts the
 * message when any of them verifies.
 */
export function signWebhook(secrets: string | readonly string[], id: string, timestamp: Date, body: string): SignedHeaders {
  const seconds = Math.floor(timestamp.getTime() / 1000).toString();
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => {
    const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
    return `v1,${createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64')}`;
  });
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': signatures.join(' ') };
}
