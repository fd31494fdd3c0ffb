import { builder } from '../builder.js';
import { ownedBy } from '../node-access.js';

export const ApiKeyNode = builder.prismaNode('ApiKey', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownedBy(id, context),
  description: 'An API key of the viewer. The full key is shown only by createApiKey.',
  authScopes: (apiKey) => ({ self: apiKey.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('isActive'),
    lastFourCharacters: t.exposeString('lastFour'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Customer', 'apiKeys', (t) =>
  t.relation('apiKeys', {
    description: "The customer's API keys, oldest first.",
    query: { orderBy: { id: 'asc' } },
    authScopes: (customer) => ({ self: customer.id }),
  }),
);
