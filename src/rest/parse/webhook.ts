/** The bodies of the webhook endpoints declared once (shape.ts): read into the domain's inputs and documented as WebhookInput, WebhookChanges and WebhookReplay. */
import type { ReplayInput } from '../../domain/deliveries/replay.js';
import { webhookEventNames } from '../../domain/webhooks/event-names.js';
import type { WebhookChanges, WebhookInput } from '../../domain/webhooks/webhooks.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { fail, ok, readTimestamp, type Read } from './json.js';
import { documentedRequired, flag, ignored, readBody, text, wireObject, wireValue } from './shape.js';
import type { Parsed } from './submit.js';

/** A list of event names (syntax only: which names exist is the domain's to say). */
function readNames(value: unknown): Read<string[]> {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? ok(value) : fail('must be a list of event names');
}

const eventNamesDoc = { type: 'array', items: { type: 'string', enum: [...webhookEventNames] } };
/** A webhook's filter: null (or absent) for every event. */
const eventFilter = wireValue(readNames, { ...eventNamesDoc, description: 'The events it receives; absent or null: every event' }, 'kept');

/** The body of POST /customer/me/webhook (WebhookInput in the OpenAPI document). */
export const newWebhookBody = documentedRequired(
  wireObject({ url: text('must be a string', { format: 'uri' }), events: eventFilter }, undefined, { unknownFields: notSettableMessage }),
  ['url'],
);

export function parseNewWebhook(body: unknown): Parsed<WebhookInput> {
  return readBody<WebhookInput>(newWebhookBody, readObjectBody(body));
}

/**
 * The body of PATCH /customer/{customer_id}/webhook/{webhook_id} (WebhookChanges): url, events
 * (null: every event) and is_active; the fields only the service sets are accepted and ignored,
 * so a client may send back what it read; any other field is refused.
 */
export const webhookChangesBody = wireObject(
  {
    url: text('must be a string', { format: 'uri' }, 'kept'),
    events: eventFilter,
    is_active: flag('kept'),
    id: ignored(),
  },
  undefined,
  { unknownFields: notSettableMessage },
);

export function parseWebhookChanges(body: unknown): Parsed<WebhookChanges> {
  return readBody<WebhookChanges>(webhookChangesBody, readObjectBody(body));
}

const timestampDoc = { type: 'string', format: 'date-time', description: 'An ISO 8601 date (midnight UTC) or date-time with a time zone' };

/** The body of POST /customer/{customer_id}/webhook/{webhook_id}/replay (WebhookReplay). */
export const webhookReplayBody = documentedRequired(
  wireObject(
    {
      created_start_date: wireValue(readTimestamp, { ...timestampDoc, description: 'Events created at or after this instant' }),
      created_end_date: wireValue(readTimestamp, { ...timestampDoc, description: 'Events created at or before this instant; absent: up to now' }),
      types: wireValue(readNames, { ...eventNamesDoc, description: 'Only events of these names; absent: every name' }),
    },
    undefined,
    { unknownFields: notSettableMessage },
  ),
  ['created_start_date'],
);

export function parseWebhookReplay(body: unknown): Parsed<ReplayInput> {
  return readBody<ReplayInput>(webhookReplayBody, readObjectBody(body));
}
