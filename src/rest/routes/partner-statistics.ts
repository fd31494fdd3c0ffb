import { requirePartner } from '../../domain/access/partners.js';
import { countPartnerCustomers, countPartnerTransactions } from '../../domain/partners/statistics.js';
import { readStatisticsQuery } from '../parse/partner-statistics.js';
import { parsed, submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { serializeCountStatistics } from '../serializers/partner-statistics.js';
import { ref } from '../openapi/schemas.js';
import { statisticsQuery } from '../openapi/query.js';

export const partnerStatisticsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/statistics/transactions/count',
    doc: {
      tag: 'Partner',
      summary: 'Transactions created (or closed) per interval, by status',
      query: statisticsQuery,
      success: { status: 200, description: 'The counts', schema: ref('TransactionCountStatistics') },
      errors: [400, 403, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const statistics = await submit(parsed(readStatisticsQuery(context.query)), {
        run: (input) => countPartnerTransactions(context.services, context.viewer, input),
      });
      return { status: 200, body: serializeCountStatistics('transaction_count', statistics) };
    },
  },
  {
    method: 'GET',
    path: '/partner/statistics/customers/count',
    doc: {
      tag: 'Partner',
      summary: 'Customers of your transactions per interval, by verification status',
      query: statisticsQuery,
      success: { status: 200, description: 'The counts', schema: ref('CustomerCountStatistics') },
      errors: [400, 403, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const statistics = await submit(parsed(readStatisticsQuery(context.query)), {
        run: (input) => countPartnerCustomers(context.services, context.viewer, input),
      });
      return { status: 200, body: serializeCountStatistics('customer_count', statistics) };
    },
  },
];
