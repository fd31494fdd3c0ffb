import type { ApiKey } from '../db/generated/client.js';
import type { Viewer } from './auth/authenticate.js';
import { generateApiKey, hashApiKey } from './auth/api-keys.js';
import { accountHolderId, type CustomerRef } from './access/customers.js';
import { NotFoundError, ValidationError, type FieldErrors } from './shared/errors.js';
import { has, readObjectBody, reportUnknownFields } from '../rest/parse/body.js';
import type { Services } from './services.js';
import { ErrorReport } from './shared/field-errors.js';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The full key: returned once, at creation, and never stored. */
  key: string;
}

function apiKeyNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return 'is required';
  if (name.length > 200) return 'must be at most 200 characters';
  return null;
}

export function validateApiKeyName(name: unknown): string {
  const problem = apiKeyNameProblem(name);
  if (problem !== null) throw new ValidationError({ name: [problem] });
  return (name as string).trim();
}

export async function createApiKey(services: Services, customerId: number, name: unknown): Promise<CreatedApiKey> {
  const validName = validateApiKeyName(name);
  const key = generateApiKey(services.config.environment);
  const apiKey = await services.prisma.apiKey.create({
    data: { customerId, name: validName, keyHash: hashApiKey(key), lastFour: key.slice(-4) },
  });
  return { apiKey, key };
}

const apiKeysWhat = 'API keys';
export const apiKeyNotFoundMessage = 'API key not found';

/** GET /customer/{customer_id}/api_key: the account holder's keys, oldest first, never the key itself. */
export async function listApiKeys(services: Services, viewer: Viewer, ref: CustomerRef): Promise<ApiKey[]> {
  const customerId = accountHolderId(viewer, ref, apiKeysWhat);
  return services.prisma.apiKey.findMany({ where: { customerId }, orderBy: { id: 'asc' } });
}

/** The ApiKey fields only the service sets: accepted and ignored, so a client may send back what it read. */
const readOnlyApiKeyFields = ['id', 'key', 'date_created', 'last_four_characters'];

/**
 * PATCH /customer/{customer_id}/api_key/{key_id}: renames a key or (de)activates it. A
 * deactivated key stops authenticating with the next request, including the one that would
 * use it to reactivate itself. Another account's key id answers 404, like one that never was.
 */
export async function updateApiKey(services: Services, viewer: Viewer, ref: CustomerRef, keyId: number, body: unknown): Promise<ApiKey> {
  const customerId = accountHolderId(viewer, ref, apiKeysWhat);
  const fields = readObjectBody(body);
  const report = new ErrorReport();
  reportUnknownFields(fields, ['name', 'is_active', ...readOnlyApiKeyFields], report.at());
  const nameProblem = has(fields, 'name') ? apiKeyNameProblem(fields.name) : null;
  if (nameProblem !== null) report.at().add('name', nameProblem);
  if (has(fields, 'is_active') && typeof fields.is_active !== 'boolean') report.at().add('is_active', 'must be true or false');
  if (report.hasErrors) throw new ValidationError(report.toObject() as FieldErrors);

  const data = {
    ...(has(fields, 'name') ? { name: (fields.name as string).trim() } : {}),
    ...(has(fields, 'is_active') ? { isActive: fields.is_active as boolean } : {}),
  };
  const updated = await services.prisma.apiKey.updateManyAndReturn({ where: { id: keyId, customerId }, data });
  const apiKey = updated[0];
  if (!apiKey) throw new NotFoundError(apiKeyNotFoundMessage);
  return apiKey;
}
