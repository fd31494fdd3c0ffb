import { webhookEventNames } from '../../domain/webhooks/event-names.js';
import { builder } from '../builder.js';

/** The event names a webhook's filter and a replay may name: the REST API's names, as they are. */
export const WebhookEventNameEnum = builder.enumType('WebhookEventName', { values: webhookEventNames });
