/** Bodies of the ApiKey endpoints read into the domain's inputs. */
import type { ApiKeyChanges } from '../../domain/api-keys.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { has, readObjectBody, reportUnknownFields } from './body.js';
import { fail, ok, readBoolean, type Read } from './json.js';
import { parsed, type Parsed } from './submit.js';

/** The ApiKey fields only the service sets: accepted and ignored, so a client may send back what it read. */
const readOnlyApiKeyFields = ['id', 'key', 'date_created', 'last_four_characters'];

/** ApiKeyValidationResponse lists unknown fields, then name, then is_active. */
export const apiKeyFieldOrder = ['*', 'name', 'is_active'];

/** The contract answers `is required` for a name that is not a string. */
function readName(value: unknown): Read<string> {
  return typeof value === 'string' ? ok(value) : fail('is required');
}

/**
 * POST /customer/me/api_key: `{name}`. Any other body, or a name that is not a string, is a
 * key without a name (the domain answers `is required`).
 */
export function parseNewApiKey(body: unknown): Parsed<{ name?: string }> {
  return parsed({ name: isPlainObject(body) && typeof body.name === 'string' ? body.name : undefined });
}

/** PATCH /customer/{customer_id}/api_key/{key_id}: name and is_active; null is a value to refuse, not a clearing. */
export function parseApiKeyChanges(body: unknown): Parsed<ApiKeyChanges> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(object, ['name', 'is_active', ...readOnlyApiKeyFields], errors);
  const changes: ApiKeyChanges = {};
  if (has(object, 'name')) {
    const name = object.name === null ? ok(null) : readName(object.name);
    if (name.ok) changes.name = name.value;
    else errors.add('name', name.message);
  }
  if (has(object, 'is_active')) {
    const isActive = object.is_active === null ? ok(null) : readBoolean(object.is_active);
    if (isActive.ok) changes.isActive = isActive.value;
    else errors.add('is_active', isActive.message);
  }
  return parsed(changes, report);
}
