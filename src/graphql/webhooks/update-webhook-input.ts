import { builder } from '../builder.js';
import { WebhookEventNameEnum } from './event-name.js';
import { WebhookNode } from './webhook.js';

export const UpdateWebhookInput = builder.inputType('UpdateWebhookInput', {
  fields: (t) => ({
    id: t.globalID({ for: [WebhookNode], required: true }),
    url: t.string({ description: 'A public http(s) URL (https in production).' }),
    events: t.field({ type: [WebhookEventNameEnum], description: 'Only these events (at least one); null: every event; absent: unchanged.' }),
    isActive: t.boolean({ description: 'false: no deliveries until it is switched on again (queued ones are cancelled when due).' }),
  }),
});
