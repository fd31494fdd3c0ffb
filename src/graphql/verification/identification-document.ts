import { builder } from '../builder.js';
import { reachableDocument } from '../node-access.js';

builder.prismaNode('IdentificationDocument', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => reachableDocument(id, context),
  description: 'The record of an identification document a customer submitted (its content only to reviewing operators).',
  // Only what the fields ask for is loaded: never the file, unless contentBase64 is asked.
  select: { id: true, customerId: true },
  // Operators reach documents through the verifications they review (src/graphql/verification).
  authScopes: (document) => ({ operator: true, self: document.customerId, actingPartnerFor: document.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    fileName: t.exposeString('fileName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectField('Customer', 'identificationDocuments', (t) =>
  t.relation('identificationDocs', {
    description: "The customer's identification documents, oldest first (the customer, or an approved partner acting for it).",
    query: { orderBy: { id: 'asc' } },
    authScopes: (customer) => ({ self: customer.id, actingPartnerFor: customer.id }),
  }),
);
