import { apiKeyChangesProblems, apiKeyHolderId, apiKeyNameProblems, apiKeyNotFoundMessage, createApiKey, listApiKeys, updateApiKey } from '../../domain/api-keys.js';
import { apiKeyFieldOrder, parseApiKeyChanges, parseNewApiKey } from '../parse/api-key.js';
import { answerInFieldOrder } from '../parse/field-order.js';
import { submit } from '../parse/submit.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeApiKey } from '../serializers/api-key.js';
import { ref } from '../openapi/schemas.js';

export const apiKeyRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer/me/api_key',
    doc: {
      tag: 'API keys',
      summary: 'Create an API key (the full key is shown only now)',
      body: { schema: ref('ApiKeyInput'), required: true },
      success: { status: 201, description: 'The key, with `key` in full', schema: ref('ApiKey') },
      errors: [422],
    },
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
    doc: {
      tag: 'API keys',
      summary: 'Your API keys',
      success: { status: 200, description: 'The keys (last four characters only)', schema: ref('ApiKeys') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: { api_keys: (await listApiKeys(services, viewer, customerRef(params.customer_id))).map((key) => serializeApiKey(key)) },
    }),
  },
  {
    method: 'PATCH',
    path: '/customer/{customer_id}/api_key/{key_id}',
    doc: {
      tag: 'API keys',
      summary: 'Rename or deactivate an API key',
      body: { schema: ref('ApiKeyChanges'), required: true },
      success: { status: 200, description: 'The key', schema: ref('ApiKey') },
      errors: [403, 404, 422],
    },
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
