import { requirePartner } from '../../domain/access/partners.js';
import { countPartnerCustomers, countPartnerTransactions } from '../../domain/partners/statistics.js';
import { readStatisticsQuery } from '../parse/partner-statistics.js';
import { parsed, submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { serializeCountStatistics } from '../serializers/partner-statistics.js';

export const partnerStatisticsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/statistics/transactions/count',
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
    handler: async (context) => {
      requirePartner(context.viewer);
      const statistics = await submit(parsed(readStatisticsQuery(context.query)), {
        run: (input) => countPartnerCustomers(context.services, context.viewer, input),
      });
      return { status: 200, body: serializeCountStatistics('customer_count', statistics) };
    },
  },
];
