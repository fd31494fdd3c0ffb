import { builder } from '../builder.js';
import { ownedBy } from '../node-access.js';

export const WebhookNode = builder.prismaNode('Webhook', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownedBy(id, context),
  description: 'A URL the service POSTs the viewer’s transaction events to. The signing secret is shown only by createWebhook.',
  authScopes: (webhook) => ({ self: webhook.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    url: t.exposeString('url'),
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
