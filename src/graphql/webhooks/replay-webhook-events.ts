import { replayWebhookEvents } from '../../domain/deliveries/replay.js';
import { InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { WebhookEventNameEnum } from './event-name.js';
import { WebhookNode } from './webhook.js';

const ReplayWebhookEventsInput = builder.inputType('ReplayWebhookEventsInput', {
  fields: (t) => ({
    id: t.globalID({ for: [WebhookNode], required: true }),
    createdStartDate: t.field({ type: 'DateTime', required: true, description: 'Events created at or after this instant.' }),
    createdEndDate: t.field({ type: 'DateTime', description: 'Events created at or before this instant; absent: up to now.' }),
    types: t.field({ type: [WebhookEventNameEnum], description: 'Only events of these names; absent: every name.' }),
  }),
});

const ReplayWebhookEventsPayload = builder.objectRef<{ replayed: number }>('ReplayWebhookEventsPayload').implement({
  fields: (t) => ({ replayed: t.exposeInt('replayed', { description: 'Deliveries queued, one per matching event, in event order.' }) }),
});

builder.mutationField('replayWebhookEvents', (t) =>
  t.field({
    type: ReplayWebhookEventsPayload,
    description:
      'Sends one of the viewer’s webhooks again the events of a window (what its own filter takes), each as a new delivery, queued in event order (commit order per transaction).',
    args: { input: t.arg({ type: ReplayWebhookEventsInput, required: true }) },
    errors: { types: [ValidationError, NotFoundError, InvalidStateError] },
    resolve: async (_root, { input }, context) => ({
      replayed: await replayWebhookEvents(context.services, context.viewer, 'me', Number(input.id.id), {
        createdStartDate: input.createdStartDate,
        createdEndDate: input.createdEndDate ?? undefined,
        types: input.types,
      }),
    }),
  }),
);
