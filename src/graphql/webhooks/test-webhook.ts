import type { PingOutcome } from '../../domain/webhooks/ping.js';
import { testWebhook } from '../../domain/webhooks/ping.js';
import { NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { WebhookIdInput } from './webhook-id-input.js';

const TestWebhookPayload = builder.objectRef<PingOutcome>('TestWebhookPayload').implement({
  description: 'What the receiver did with the ping (a receiver that failed is an answer here, not an error).',
  fields: (t) => ({
    eventId: t.exposeString('eventId', { description: 'The ping’s webhook-id and event_id.' }),
    succeeded: t.exposeBoolean('succeeded', { description: 'The receiver answered 2xx.' }),
    responseStatus: t.int({ nullable: true, description: 'Null when no answer came.', resolve: (ping) => ping.result.status }),
    error: t.string({ nullable: true, resolve: (ping) => ping.result.error }),
    durationMs: t.int({ resolve: (ping) => ping.result.durationMs }),
  }),
});

builder.mutationField('testWebhook', (t) =>
  t.field({
    type: TestWebhookPayload,
    description: 'Sends one of the viewer’s webhooks a signed `ping` now (whatever its filter, active or not) and answers what its receiver did.',
    args: { input: t.arg({ type: WebhookIdInput, required: true }) },
    errors: { types: [NotFoundError] },
    resolve: (_root, { input }, context) => testWebhook(context.services, context.viewer, 'me', Number(input.id.id)),
  }),
);
