import type { ApiKey } from '../../db/generated/client.js';
import { updateApiKey } from '../../domain/api-keys.js';
import { NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { UpdateApiKeyInput } from './update-api-key-input.js';
import { ApiKeyNode } from './api-key.js';

const UpdateApiKeyPayload = builder.objectRef<{ apiKey: ApiKey }>('UpdateApiKeyPayload').implement({
  fields: (t) => ({ apiKey: t.field({ type: ApiKeyNode, resolve: (payload) => payload.apiKey }) }),
});

builder.mutationField('updateApiKey', (t) =>
  t.field({
    type: UpdateApiKeyPayload,
    description: 'Renames or (de)activates one of the viewer’s API keys.',
    args: { input: t.arg({ type: UpdateApiKeyInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { input }, context) => ({
      apiKey: await updateApiKey(context.services, context.viewer, 'me', Number(input.id.id), { name: input.name, isActive: input.isActive }),
    }),
  }),
);
