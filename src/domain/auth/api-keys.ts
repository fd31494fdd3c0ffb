import { hash, randomBytes } from 'node:crypto';
import type { Environment } from '../../config.js';

/** Keys carry a recognisable prefix (secret scanners, support) and 256 random bits. */
const prefixes: Record<Environment, string> = { production: 'hf_live_', sandbox: 'hf_test_' };

export function generateApiKey(environment: Environment): string {
  return prefixes[environment] + randomBytes(32).toString('base64url');
}

/**
 * Keys are high-entropy secrets, so a fast hash is enough: unlike a password they cannot be
 * guessed from a dictionary, and a lookup costs one indexed query instead of a slow hash.
 */
export function hashApiKey(key: string): string {
  // crypto.hash: one call, no Hash object per key (every request authenticated by a key hashes it).
  return hash('sha256', key, 'hex');
}

export function looksLikeApiKeyOf(environment: Environment, secret: string): boolean {
  return secret.startsWith(prefixes[environment]);
}
