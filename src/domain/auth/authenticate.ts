import type { PrismaClient } from '../../db/database.js';
import { AuthenticationError } from '../shared/errors.js';
import { apiKeyCacheOf } from './api-key-cache.js';
import { hashApiKey, looksLikeApiKey } from './api-keys.js';
import { verifyPassword } from './passwords.js';
import type { Viewer } from './viewer.js';

export interface Credentials {
  email: string;
  secret: string;
}

export type { Viewer } from './viewer.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks Basic credentials: email plus either an active API key of that account or its
 * password. An API key costs one indexed query, none when this instance checked it in the
 * last seconds (api-key-cache.ts); a password one query and one scrypt, every time.
 */
export async function authenticate(prisma: PrismaClient, credentials: Credentials): Promise<Viewer> {
  const email = normalizeEmail(credentials.email);
  if (looksLikeApiKey(credentials.secret)) {
    const keyHash = hashApiKey(credentials.secret);
    const cache = apiKeyCacheOf(prisma);
    const cached = cache?.get(keyHash, email);
    if (cached) return cached;
    const startedAt = cache?.begin() ?? 0;
    const key = await prisma.apiKey.findUnique({ where: { keyHash }, include: { customer: true } });
    if (key) {
      if (!key.isActive || key.customer.email !== email) throw new AuthenticationError('Invalid credentials');
      const viewer: Viewer = { customer: key.customer, method: 'api_key', apiKeyId: key.id };
      cache?.set(keyHash, email, viewer, startedAt);
      return viewer;
    }
  }
  const customer = await prisma.customer.findUnique({ where: { email } });
  const valid = await verifyPassword(credentials.secret, customer?.passwordHash ?? null);
  if (!customer || !valid) throw new AuthenticationError('Invalid credentials');
  return { customer, method: 'password', apiKeyId: null };
}
