import {
  countPartnerCustomers,
  countPartnerTransactions,
  customerCountStatuses,
  statisticsDateFields,
  statisticsIntervals,
  transactionCountStatuses,
  type CountBucket,
  type CountStatistics,
  type StatisticsConfig,
  type StatisticsRequest,
} from '../../domain/partners/statistics.js';
import { ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { PartnerType } from './partner.js';

const StatisticsIntervalEnum = builder.enumType('StatisticsInterval', { values: statisticsIntervals });
const StatisticsDateFieldEnum = builder.enumType('StatisticsDateField', {
  description: 'The date a transaction is counted on: its creation or its close.',
  values: statisticsDateFields,
});

const StatisticsConfigType = builder.objectRef<StatisticsConfig>('StatisticsConfig').implement({
  description: 'The range and interval counted (V4StatisticsConfigDataSchema); days are UTC, dateEnd inclusive.',
  fields: (t) => ({
    filterBy: t.expose('filterBy', { type: StatisticsDateFieldEnum }),
    dateStart: t.expose('dateStart', { type: 'DateTime' }),
    dateEnd: t.expose('dateEnd', { type: 'DateTime' }),
    interval: t.expose('interval', { type: StatisticsIntervalEnum }),
  }),
});

/** One statistics family: its by-status counts, interval and result types. */
function countTypes<Status extends string>(name: string, statuses: readonly Status[], description: string) {
  const ByStatus = builder.objectRef<Record<string, number>>(`${name}ByStatus`).implement({
    description,
    fields: (t) => Object.fromEntries(statuses.map((status) => [status, t.int({ resolve: (counts) => counts[status] ?? 0 })])),
  });
  const Interval = builder.objectRef<CountBucket<Status>>(`${name}Interval`).implement({
    description: 'One interval of the range: its first and last day (clipped to the range) and its counts.',
    fields: (t) => ({
      dateStart: t.expose('dateStart', { type: 'DateTime' }),
      dateEnd: t.expose('dateEnd', { type: 'DateTime' }),
      total: t.exposeInt('total'),
      byStatus: t.field({ type: ByStatus, resolve: (bucket) => bucket.byStatus }),
    }),
  });
  return builder.objectRef<CountStatistics<Status>>(`${name}Statistics`).implement({
    description: 'StatisticsCountCategoryData with its configuration: a total, counts by status, one entry per interval.',
    fields: (t) => ({
      config: t.field({ type: StatisticsConfigType, resolve: (statistics) => statistics.config }),
      total: t.int({ resolve: (statistics) => statistics.counts.total }),
      byStatus: t.field({ type: ByStatus, resolve: (statistics) => statistics.counts.byStatus }),
      intervals: t.field({ type: [Interval], resolve: (statistics) => statistics.counts.intervals }),
    }),
  });
}

const TransactionCountStatistics = countTypes(
  'TransactionCount',
  transactionCountStatuses,
  'ongoing (open, drafts included), completed, cancelled: each transaction in one.',
);
const CustomerCountStatistics = countTypes(
  'CustomerCount',
  customerCountStatuses,
  'verified (personal), company_verified, not_verified (neither); a customer verified both ways is in the first two.',
);

builder.objectFields(PartnerType, (t) => {
  const args = {
    dateStart: t.arg({ type: 'DateTime', description: 'First day counted (UTC); default 29 days before dateEnd.' }),
    dateEnd: t.arg({ type: 'DateTime', description: 'Last day counted, inclusive (UTC); default today.' }),
    interval: t.arg({ type: StatisticsIntervalEnum, description: 'Default day.' }),
    filterBy: t.arg({ type: StatisticsDateFieldEnum, description: 'Default created.' }),
  };
  type Args = { dateStart?: Date | null; dateEnd?: Date | null; interval?: StatisticsRequest['interval'] | null; filterBy?: StatisticsRequest['filterBy'] | null };
  const request = (args: Args): StatisticsRequest => ({
    dateStart: args.dateStart ?? undefined,
    dateEnd: args.dateEnd ?? undefined,
    interval: args.interval ?? undefined,
    filterBy: args.filterBy ?? undefined,
  });
  const viewer = (context: GraphQLContext) => context.viewer;
  return {
    transactionCountStatistics: t.field({
      type: TransactionCountStatistics,
      description: "Counts of the partner's transactions (REST GET /partner/statistics/transactions/count).",
      args,
      errors: { types: [ValidationError], union: { name: 'TransactionCountStatisticsResult' } },
      resolve: (_partner, args, context) => countPartnerTransactions(context.services, viewer(context), request(args)),
    }),
    customerCountStatistics: t.field({
      type: CustomerCountStatistics,
      description: "Counts of the partner's customers (REST GET /partner/statistics/customers/count).",
      args,
      errors: { types: [ValidationError], union: { name: 'CustomerCountStatisticsResult' } },
      resolve: (_partner, args, context) => countPartnerCustomers(context.services, viewer(context), request(args)),
    }),
  };
});
