import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

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
  const signed = `${id}.${seconds}.${body}`;
  const sign = (secret: string) => `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`;
  const signature = typeof secrets === 'string' ? sign(secrets) : secrets.map(sign).join(' ');
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': signature };
}

/** Decoded keys of the secrets in use (a delivery worker signs with a few, again and again); the map starts over past it. */
const keys = new Map<string, KeyObject>();
const maxKeys = 256;

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64'));
    if (keys.size >= maxKeys) keys.clear();
    keys.set(secret, key);
  }
  return key;
}
