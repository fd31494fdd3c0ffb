import { builder } from '../builder.js';
import { WebhookNode } from './webhook.js';

/** The input of the mutations that name one webhook and nothing else (rotate its secret, test it). */
export const WebhookIdInput = builder.inputType('WebhookIdInput', {
  fields: (t) => ({ id: t.globalID({ for: [WebhookNode], required: true }) }),
});
