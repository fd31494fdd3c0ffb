import { createApiKey } from '../../domain/api-keys.js';
import { isPlainObject } from '../../domain/validation.js';
import type { Route } from '../router.js';
import { serializeApiKey } from '../serializers/api-key.js';

export const apiKeyRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer/me/api_key',
    handler: async ({ services, viewer, json }) => {
      const body = await json();
      const name = isPlainObject(body) ? body.name : undefined;
      const created = await createApiKey(services, viewer.customer.id, name);
      return { status: 201, body: serializeApiKey(created.apiKey, created.key) };
    },
  },
];
