import { builder } from '../builder.js';
import { ApiKeyNode } from './api-key.js';

export const UpdateApiKeyInput = builder.inputType('UpdateApiKeyInput', {
  fields: (t) => ({
    id: t.globalID({ for: [ApiKeyNode], required: true }),
    name: t.string(),
    isActive: t.boolean({ description: 'false stops the key authenticating with the next request.' }),
  }),
});
