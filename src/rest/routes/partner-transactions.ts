import { requirePartner } from '../../domain/access/partners.js';
import { listPartnerTransactions } from '../../domain/partners/transactions.js';
import { partnerTransactionsRenames, readPartnerTransactionsQuery } from '../parse/partner-transactions.js';
import { parsed, submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { serializeTransactionCursoredList } from '../serializers/partner-lists.js';
import { ref } from '../openapi/schemas.js';
import { partnerTransactionsQuery } from '../openapi/query.js';

export const partnerTransactionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/transactions',
    doc: {
      tag: 'Partner',
      summary: 'Your transactions as partner, filtered, by cursor',
      query: partnerTransactionsQuery,
      success: { status: 200, description: 'A page of transactions', schema: ref('TransactionCursoredList') },
      errors: [400, 403, 422],
    },
    handler: async (context) => {
      // Who may ask comes before what was asked: a non-partner learns nothing from its query.
      requirePartner(context.viewer);
      const request = readPartnerTransactionsQuery(context.query);
      const page = await submit(parsed(request), {
        run: (input) => listPartnerTransactions(context.services, context.viewer, input),
        renames: partnerTransactionsRenames,
      });
      return { status: 200, body: serializeTransactionCursoredList(context, page) };
    },
  },
];
