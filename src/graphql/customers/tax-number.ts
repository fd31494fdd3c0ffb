import { builder } from '../builder.js';
import { ownedBy } from '../node-access.js';

export const TaxNumberNode = builder.prismaNode('TaxNumber', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownedBy(id, context),
  description: 'A tax identification number of the viewer.',
  authScopes: (taxNumber) => ({ self: taxNumber.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    type: t.exposeString('type', { description: 'abn, acn, ein, gst, itin, ssn, tin or vat' }),
    number: t.exposeString('number'),
  }),
});

builder.prismaObjectField('Customer', 'taxNumbers', (t) =>
  t.relation('taxNumbers', {
    description: "The customer's tax numbers, oldest first (the account holder only).",
    query: { orderBy: { id: 'asc' } },
    authScopes: (customer) => ({ self: customer.id }),
  }),
);
