/** Bodies of the ApiKey endpoints declared once (shape.ts): read into the domain's inputs and documented as ApiKeyInput and ApiKeyChanges. */
import type { ApiKeyChanges } from '../../domain/api-keys.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { ok, type Read } from './json.js';
import { documentedRequired, flag, ignored, readBody, text, wireObject, wireValue } from './shape.js';
import type { Parsed } from './submit.js';

/** ApiKeyValidationResponse lists unknown fields, then name, then is_active. */
export const apiKeyFieldOrder = ['*', 'name', 'is_active'];

/** A name that is not a string is a key without a name: the domain answers `is required`. */
const newName = wireValue((value): Read<string | undefined> => ok(typeof value === 'string' ? value : undefined), { type: 'string' });

/** The body of POST /customer/me/api_key (ApiKeyInput in the OpenAPI document): `{name}`. */
export const newApiKeyBody = documentedRequired(wireObject({ name: newName }), ['name']);

/**
 * The body of PATCH /customer/{customer_id}/api_key/{key_id} (ApiKeyChanges): name and
 * is_active, where null is a value for the domain to refuse, not a clearing; the fields only the
 * service sets are accepted and ignored, so a client may send back what it read; any other field
 * is refused.
 */
export const apiKeyChangesBody = wireObject(
  {
    // The contract answers `is required` for a name that is not a string.
    name: text('is required', {}, 'kept'),
    is_active: flag('kept'),
    id: ignored(),
    key: ignored(),
    date_created: ignored(),
    last_four_characters: ignored(),
  },
  undefined,
  { unknownFields: notSettableMessage },
);

/** Any body that is not an object, or a name that is not a string, is a key without a name. */
export function parseNewApiKey(body: unknown): Parsed<{ name?: string }> {
  return readBody<{ name?: string }>(newApiKeyBody, isPlainObject(body) ? body : {});
}

export function parseApiKeyChanges(body: unknown): Parsed<ApiKeyChanges> {
  return readBody<ApiKeyChanges>(apiKeyChangesBody, readObjectBody(body));
}
