import type { PrismaClient } from '../../db/database.js';
import type { Customer } from '../../db/generated/client.js';
import { AuthenticationError } from '../shared/errors.js';
import type { Environment } from '../../config.js';
import { hashApiKey, looksLikeApiKeyOf } from './api-keys.js';
import { verifyPassword } from './passwords.js';

export interface Credentials {
  email: string;
  secret: string;
}

/** The authenticated caller of a request. */
export interface Viewer {
  customer: Customer;
  method: 'password' | 'api_key';
  apiKeyId: number | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What an API-key-shaped secret turned out to be. */
export type ApiKeyCheck = { kind: 'valid'; viewer: Viewer } | { kind: 'invalid' } | { kind: 'not_a_key' };

/**
 * Checks the secret as an API key: one indexed lookup, no slow hash, so it runs whatever the
 * password-guessing limits say. A key works only in the environment it was made for
 * (`hf_live_` in production, `hf_test_` in sandbox); the other prefix is refused outright.
 * `not_a_key`: the secret does not look like a key of this environment, or no key has it (a
 * password may look like a key): check it as a password.
 */
export async function checkApiKey(prisma: PrismaClient, environment: Environment, credentials: Credentials): Promise<ApiKeyCheck> {
  if (looksLikeApiKeyOf(otherEnvironment[environment], credentials.secret)) return { kind: 'invalid' };
  if (!looksLikeApiKeyOf(environment, credentials.secret)) return { kind: 'not_a_key' };
  const key = await prisma.apiKey.findUnique({ where: { keyHash: hashApiKey(credentials.secret) }, include: { customer: true } });
  if (!key) return { kind: 'not_a_key' };
  if (key.isActive && key.customer.email === normalizeEmail(credentials.email))
    return { kind: 'valid', viewer: { customer: key.customer, method: 'api_key', apiKeyId: key.id } };
  return { kind: 'invalid' };
}

const otherEnvironment: Record<Environment, Environment> = { production: 'sandbox', sandbox: 'production' };

/** Checks the secret as the account's password: one query and one scrypt (the same for an unknown email). */
export async function checkPassword(prisma: PrismaClient, credentials: Credentials, verify: typeof verifyPassword = verifyPassword): Promise<Viewer> {
  const customer = await prisma.customer.findUnique({ where: { email: normalizeEmail(credentials.email) } });
  const valid = await verify(credentials.secret, customer?.passwordHash ?? null);
  if (!customer || !valid) throw new AuthenticationError('Invalid credentials');
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
