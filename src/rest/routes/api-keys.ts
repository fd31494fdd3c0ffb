import { apiKeyChangesProblems, apiKeyHolderId, apiKeyNameProblems, apiKeyNotFoundMessage, createApiKey, listApiKeys, updateApiKey } from '../../domain/api-keys.js';
import { apiKeyFieldOrder, parseApiKeyChanges, parseNewApiKey } from '../parse/api-key.js';
import { answerInFieldOrder } from '../parse/field-order.js';
import { submit } from '../parse/submit.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeApiKey } from '../serializers/api-key.js';

export const apiKeyRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer/me/api_key',
    handler: async ({ services, viewer, json }) => {
      const created = await submit(parseNewApiKey(await json()), {
        check: ({ name }) => apiKeyNameProblems(name),
        run: ({ name }) => createApiKey(services, viewer.customer.id, name),
      });
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
      const keyId = pathId(params.key_id, apiKeyNotFoundMessage);
      // Another account's keys are refused before their body is read.
      apiKeyHolderId(viewer, ref);
      const update = submit(parseApiKeyChanges(await json()), {
        check: apiKeyChangesProblems,
        run: (changes) => updateApiKey(services, viewer, ref, keyId, changes),
      });
      const apiKey = await answerInFieldOrder(update, apiKeyFieldOrder);
      return { status: 200, body: serializeApiKey(apiKey) };
    },
  },
];
