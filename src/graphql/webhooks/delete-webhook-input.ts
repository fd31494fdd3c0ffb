import { builder } from '../builder.js';
import { WebhookNode } from './webhook.js';

export const DeleteWebhookInput = builder.inputType('DeleteWebhookInput', {
  fields: (t) => ({ id: t.globalID({ for: [WebhookNode], required: true }) }),
});
