import { createApiKey, type CreatedApiKey } from '../../domain/api-keys.js';
import { ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { ApiKeyNode } from './api-key.js';

const CreateApiKeyInput = builder.inputType('CreateApiKeyInput', {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const CreateApiKeyPayload = builder.objectRef<CreatedApiKey>('CreateApiKeyPayload').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyNode, resolve: (created) => created.apiKey }),
    key: t.exposeString('key', { description: 'The full key. It is shown only here; store it now.' }),
  }),
});

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreateApiKeyPayload,
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, context) => createApiKey(context.services, context.viewer.customer.id, input.name),
  }),
);
