import type { PrismaClient } from '../../db/database.js';
import type { Customer } from '../../db/generated/client.js';
import { AuthenticationError } from '../shared/errors.js';
import { hashApiKey, looksLikeApiKey } from './api-keys.js';
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

/**
 * Checks Basic credentials: email plus either an active API key of that account or its
 * password. An API key costs one indexed query; a password one query and one scrypt.
 */
export async function authenticate(prisma: PrismaClient, credentials: Credentials): Promise<Viewer> {
  const email = normalizeEmail(credentials.email);
  if (looksLikeApiKey(credentials.secret)) {
    const key = await prisma.apiKey.findUnique({
      where: { keyHash: hashApiKey(credentials.secret) },
      include: { customer: true },
    });
    if (key) {
      if (key.isActive && key.customer.email === email) return { customer: key.customer, method: 'api_key', apiKeyId: key.id };
      throw new AuthenticationError('Invalid credentials');
    }
  }
  const customer = await prisma.customer.findUnique({ where: { email } });
  const valid = await verifyPassword(credentials.secret, customer?.passwordHash ?? null);
  if (!customer || !valid) throw new AuthenticationError('Invalid credentials');
  return { customer, method: 'password', apiKeyId: null };
}
