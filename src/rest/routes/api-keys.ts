import { apiKeyNotFoundMessage, createApiKey, listApiKeys, updateApiKey } from '../../domain/api-keys.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { customerRef, pathId } from '../params.js';
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
  {
    method: 'GET',
    path: '/customer/{customer_id}/api_key',
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: { api_keys: (await listApiKeys(services, viewer, customerRef(params.customer_id))).map((key) => serializeApiKey(key)) },
    }),
  },
  {
    method: 'PATCH',
    path: '/customer/{customer_id}/api_key/{key_id}',
    handler: async ({ services, viewer, params, json }) => {
      const ref = customerRef(params.customer_id);
      const apiKey = await updateApiKey(services, viewer, ref, pathId(params.key_id, apiKeyNotFoundMessage), await json());
      return { status: 200, body: serializeApiKey(apiKey) };
    },
  },
];
