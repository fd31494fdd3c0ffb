/** The body of POST /customer/me/webhook read into the domain's input: `{url}` and nothing else. */
import type { WebhookInput } from '../../domain/webhooks/webhooks.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { documentedRequired, readBody, text, wireObject } from './shape.js';
import type { Parsed } from './submit.js';

/** The body of POST /customer/me/webhook (WebhookInput in the OpenAPI document). */
export const newWebhookBody = documentedRequired(
  wireObject({ url: text('must be a string', { format: 'uri' }) }, undefined, { unknownFields: notSettableMessage }),
  ['url'],
);

export function parseNewWebhook(body: unknown): Parsed<WebhookInput> {
  return readBody<WebhookInput>(newWebhookBody, readObjectBody(body));
}
