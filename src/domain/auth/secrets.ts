// The secret checks themselves: scrypt hashing and verification of passwords, API-key lookups.
// Only the credential guard (credential-guard.ts) imports this file (.dependency-cruiser.cjs,
// rule "only-the-guard-checks-secrets"): every door that accepts a secret goes through the
// guard, which counts the attempt and takes a turn under the scrypt cap before any check here.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Environment } from '../../config.js';
import type { PrismaClient } from '../../db/database.js';
import { canonicalEmail } from '../shared/email.js';
import { AuthenticationError } from '../shared/errors.js';
import { apiKeyCacheOf } from './api-key-cache.js';
import { hashApiKey, looksLikeApiKeyOf } from './api-keys.js';
import { AccountLockedError } from './live-credential.js';
import type { Credentials } from './authenticate.js';
import type { Viewer } from './viewer.js';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

/** Hashes a password with scrypt; the result carries its parameters: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, keyLength, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A valid hash of no password, so that checking an unknown account costs what a known one does. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

/** Constant-time check of a password against a stored hash; null hash = no password set. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = (stored ?? (await decoyHash)).split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected) && stored !== null;
}

/** What an API-key-shaped secret turned out to be. */
export type ApiKeyCheck = { kind: 'valid'; viewer: Viewer } | { kind: 'invalid' } | { kind: 'not_a_key' };

const otherEnvironment: Record<Environment, Environment> = { production: 'sandbox', sandbox: 'production' };

/**
 * Checks the secret as an API key: one indexed lookup, none when this instance checked the key
 * in the last seconds (api-key-cache.ts), and no slow hash. A key works only in the environment
 * it was made for (`hf_live_` in production, `hf_test_` in sandbox); the other prefix is
 * refused outright. `not_a_key`: the secret does not look like a key of this environment, or
 * no key has it (a password may look like a key): check it as a password.
 */
export async function checkApiKey(prisma: PrismaClient, environment: Environment, credentials: Credentials): Promise<ApiKeyCheck> {
  if (looksLikeApiKeyOf(otherEnvironment[environment], credentials.secret)) return { kind: 'invalid' };
  if (!looksLikeApiKeyOf(environment, credentials.secret)) return { kind: 'not_a_key' };
  const email = canonicalEmail(credentials.email);
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

/** Checks the secret as the account's password: one query and one scrypt (the same for an unknown email), never cached. */
export async function checkPassword(prisma: PrismaClient, credentials: Credentials, verify: typeof verifyPassword = verifyPassword): Promise<Viewer> {
  const customer = await prisma.customer.findUnique({ where: { email: canonicalEmail(credentials.email) } });
  const valid = await verify(credentials.secret, customer?.passwordHash ?? null);
  if (!customer || !valid) throw new AuthenticationError('Invalid credentials');
  if (customer.lockedAt !== null) throw new AccountLockedError();
  return { customer, method: 'password', apiKeyId: null };
}
