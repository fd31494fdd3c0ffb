import type { ApiKey } from '../db/generated/client.js';
import type { Viewer } from './auth/authenticate.js';
import { credentialsChanged } from './auth/api-key-cache.js';
import { generateApiKey, hashApiKey } from './auth/api-keys.js';
import { accountHolderId, type CustomerRef } from './access/customers.js';
import { NotFoundError, ValidationError, type FieldErrors } from './shared/errors.js';
import type { Services } from './services.js';
import { writeTransaction } from './idempotency/records.js';
import { ErrorReport, type ErrorScope } from './shared/field-errors.js';
import { inputLimitProblems } from './shared/limits.js';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The full key: returned once, at creation, and never stored. */
  key: string;
}

/** What may change on a key; a field left out is left alone. */
export interface ApiKeyChanges {
  /** Required when given: a key cannot lose its name. */
  name?: string | null;
  /** false stops the key authenticating; it cannot be cleared. */
  isActive?: boolean | null;
}

function apiKeyNameProblem(name: string | null | undefined): string | null {
  if (name === undefined || name === null || name.trim() === '') return 'is required';
  if (name.length > 200) return 'must be at most 200 characters';
  return null;
}

/** The problems of a new key's name; null when there are none. */
export function apiKeyNameProblems(name: string | undefined): FieldErrors | null {
  const problem = apiKeyNameProblem(name);
  return problem === null ? inputLimitProblems({ name }) : { name: [problem] };
}

export async function createApiKey(services: Services, customerId: number, name: string | undefined): Promise<CreatedApiKey> {
  const problems = apiKeyNameProblems(name);
  if (problems) throw new ValidationError(problems);
  const key = generateApiKey(services.config.environment);
  const apiKey = await writeTransaction(services, (tx) =>
    tx.apiKey.create({ data: { customerId, name: name!.trim(), keyHash: hashApiKey(key), lastFour: key.slice(-4) } }),
  );
  return { apiKey, key };
}

const apiKeysWhat = 'API keys';
export const apiKeyNotFoundMessage = 'API key not found';

/** The account whose keys `ref` names: the viewer's own, or 403. */
export function apiKeyHolderId(viewer: Viewer, ref: CustomerRef): number {
  return accountHolderId(viewer, ref, apiKeysWhat);
}

/** GET /customer/{customer_id}/api_key: the account holder's keys, oldest first, never the key itself. */
export async function listApiKeys(services: Services, viewer: Viewer, ref: CustomerRef): Promise<ApiKey[]> {
  return services.prisma.apiKey.findMany({ where: { customerId: apiKeyHolderId(viewer, ref) }, orderBy: { id: 'asc' } });
}

function checkApiKeyChanges(changes: ApiKeyChanges, errors: ErrorScope): void {
  const nameProblem = changes.name === undefined ? null : apiKeyNameProblem(changes.name);
  if (nameProblem !== null) errors.add('name', nameProblem);
  if (changes.isActive === null) errors.add('isActive', 'must be true or false');
}

/** The problems of `changes`; null when there are none. */
export function apiKeyChangesProblems(changes: ApiKeyChanges): FieldErrors | null {
  const report = new ErrorReport();
  checkApiKeyChanges(changes, report.at());
  return report.hasErrors ? report.toObject() : inputLimitProblems(changes);
}

/**
 * PATCH /customer/{customer_id}/api_key/{key_id}, updateApiKey: renames a key or
 * (de)activates it. A deactivated key stops authenticating with the next request, including
 * the one that would use it to reactivate itself. Another account's key id answers 404, like
 * one that never was.
 */
export async function updateApiKey(services: Services, viewer: Viewer, ref: CustomerRef, keyId: number, changes: ApiKeyChanges): Promise<ApiKey> {
  const customerId = apiKeyHolderId(viewer, ref);
  const problems = apiKeyChangesProblems(changes);
  if (problems) throw new ValidationError(problems);
  const data = {
    ...(typeof changes.name === 'string' ? { name: changes.name.trim() } : {}),
    ...(typeof changes.isActive === 'boolean' ? { isActive: changes.isActive } : {}),
  };
  const updated = await writeTransaction(services, (tx) => tx.apiKey.updateManyAndReturn({ where: { id: keyId, customerId }, data }));
  const apiKey = updated[0];
  if (!apiKey) throw new NotFoundError(apiKeyNotFoundMessage);
  credentialsChanged(services, customerId);
  return apiKey;
}
