import type { PrismaClient } from '../../db/database.js';
import { AuthenticationError } from '../shared/errors.js';
import type { Environment } from '../../config.js';
import { apiKeyCacheOf } from './api-key-cache.js';
import { AccountLockedError } from './live-credential.js';
import { hashApiKey, looksLikeApiKeyOf } from './api-keys.js';
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

/** What an API-key-shaped secret turned out to be. */
export type ApiKeyCheck = { kind: 'valid'; viewer: Viewer } | { kind: 'invalid' } | { kind: 'not_a_key' };

/**
 * Checks the secret as an API key: one indexed lookup, none when this instance checked the key
 * in the last seconds (api-key-cache.ts), and no slow hash, so it runs whatever the
 * password-guessing limits say. A key works only in the environment it was made for
 * (`hf_live_` in production, `hf_test_` in sandbox); the other prefix is refused outright.
 * `not_a_key`: the secret does not look like a key of this environment, or no key has it (a
 * password may look like a key): check it as a password.
 */
export async function checkApiKey(prisma: PrismaClient, environment: Environment, credentials: Credentials): Promise<ApiKeyCheck> {
  if (looksLikeApiKeyOf(otherEnvironment[environment], credentials.secret)) return { kind: 'invalid' };
  if (!looksLikeApiKeyOf(environment, credentials.secret)) return { kind: 'not_a_key' };
  const email = normalizeEmail(credentials.email);
  const keyHash = hashApiKey(credentials.secret);
  const cache = apiKeyCacheOf(prisma);
  const cached = cache?.get(keyHash, email);
  if (cached) return { kind: 'valid', viewer: cached };
  const startedAt = cache?.begin() ?? 0;
  const key = await prisma.apiKey.findUnique({ where: { keyHash }, include: { customer: true } });
  if (!key) return { kind: 'not_a_key' };
  if (!key.isActive || key.customer.email !== email) return { kind: 'invalid' };
  if (key.customer.lockedAt !== null) throw new AccountLockedError();
  const viewer: Viewer = { customer: key.customer, method: 'api_key', apiKeyId: key.id };
  cache?.set(keyHash, email, viewer, startedAt);
  return { kind: 'valid', viewer };
}

const otherEnvironment: Record<Environment, Environment> = { production: 'sandbox', sandbox: 'production' };

/** Checks the secret as the account's password: one query and one scrypt (the same for an unknown email), never cached. */
export async function checkPassword(prisma: PrismaClient, credentials: Credentials, verify: typeof verifyPassword = verifyPassword): Promise<Viewer> {
  const customer = await prisma.customer.findUnique({ where: { email: normalizeEmail(credentials.email) } });
  const valid = await verify(credentials.secret, customer?.passwordHash ?? null);
  if (!customer || !valid) throw new AuthenticationError('Invalid credentials');
  if (customer.lockedAt !== null) throw new AccountLockedError();
  return { customer, method: 'password', apiKeyId: null };
}

/**
 * Checks Basic credentials: email plus either an active API key of that account or its
 * password, without guessing limits (the HTTP app goes through src/http/login-guard.ts).
 */
export async function authenticate(prisma: PrismaClient, environment: Environment, credentials: Credentials): Promise<Viewer> {
  const key = await checkApiKey(prisma, environment, credentials);
  if (key.kind === 'valid') return key.viewer;
  if (key.kind === 'invalid') throw new AuthenticationError('Invalid credentials');
  return checkPassword(prisma, credentials);
}
