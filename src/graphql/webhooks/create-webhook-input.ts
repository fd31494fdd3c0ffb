import { builder } from '../builder.js';

export const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'A public http(s) URL (https in production).' }),
  }),
});
