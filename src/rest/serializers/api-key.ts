import type { ApiKey } from '../../db/generated/client.js';

/** The spec's ApiKey; `key` only at creation, the one time the full key exists outside the caller. */
export function serializeApiKey(apiKey: ApiKey, fullKey?: string) {
  return {
    id: apiKey.id,
    name: apiKey.name,
    ...(fullKey === undefined ? {} : { key: fullKey }),
    date_created: apiKey.createdAt.toISOString(),
    is_active: apiKey.isActive,
    last_four_characters: apiKey.lastFour,
  };
}
