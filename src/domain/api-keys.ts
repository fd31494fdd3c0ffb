import type { ApiKey } from '../db/generated/client.js';
import { generateApiKey, hashApiKey } from './auth/api-keys.js';
import { ValidationError } from './errors.js';
import type { Services } from './services.js';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The full key: returned once, at creation, and never stored. */
  key: string;
}

export function validateApiKeyName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '') throw new ValidationError({ name: ['is required'] });
  if (name.length > 200) throw new ValidationError({ name: ['must be at most 200 characters'] });
  return name.trim();
}

export async function createApiKey(services: Services, customerId: number, name: unknown): Promise<CreatedApiKey> {
  const validName = validateApiKeyName(name);
  const key = generateApiKey(services.config.environment);
  const apiKey = await services.prisma.apiKey.create({
    data: { customerId, name: validName, keyHash: hashApiKey(key), lastFour: key.slice(-4) },
  });
  return { apiKey, key };
}
