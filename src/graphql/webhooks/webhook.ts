import { builder } from '../builder.js';
import { ownedBy } from '../node-access.js';
import type { WebhookEventName } from '../../domain/webhooks/event-names.js';
import { WebhookEventNameEnum } from './event-name.js';

export const WebhookNode = builder.prismaNode('Webhook', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownedBy(id, context),
  description: 'A URL the service POSTs the viewer’s transaction events to. The signing secret is shown only by createWebhook and rotateWebhookSecret.',
  authScopes: (webhook) => ({ self: webhook.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    url: t.exposeString('url'),
    events: t.field({
      type: [WebhookEventNameEnum],
      nullable: true,
      description: 'The events it receives; null: every event.',
      // Stored names are checked on the way in (event-names.ts).
      resolve: (webhook) => (webhook.events.length === 0 ? null : (webhook.events as WebhookEventName[])),
    }),
    isActive: t.exposeBoolean('isActive', { description: 'An inactive webhook gets no deliveries.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Customer', 'webhooks', (t) =>
  t.relation('webhooks', {
    description: "The customer's active webhooks, oldest first (the account holder only).",
    query: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
    authScopes: (customer) => ({ self: customer.id }),
  }),
);
