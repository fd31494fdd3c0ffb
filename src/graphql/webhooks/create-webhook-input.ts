import { builder } from '../builder.js';
import { WebhookEventNameEnum } from './event-name.js';

export const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'A public http(s) URL (https in production).' }),
    events: t.field({ type: [WebhookEventNameEnum], description: 'Only these events (at least one); absent or null: every event.' }),
  }),
});
