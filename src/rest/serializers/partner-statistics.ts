import type { CountCategory, CountStatistics, StatisticsConfig } from '../../domain/partners/statistics.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** V4StatisticsConfigDataSchema. */
function serializeConfig(config: StatisticsConfig) {
  return { filter_by: config.filterBy, date_start: day(config.dateStart), date_end: day(config.dateEnd), interval: config.interval };
}

/** StatisticsCountCategoryData: a total, counts by status, and one entry per interval. */
function serializeCategory<Status extends string>(counts: CountCategory<Status>) {
  return {
    total: counts.total,
    by_status: counts.byStatus,
    intervals: counts.intervals.map((bucket) => ({
      date_start: day(bucket.dateStart),
      date_end: day(bucket.dateEnd),
      total: bucket.total,
      by_status: bucket.byStatus,
    })),
  };
}

/** V4StatisticsTransactionCountResultData or V4StatisticsCustomerCountResultData. */
export function serializeCountStatistics<Status extends string>(name: 'transaction_count' | 'customer_count', statistics: CountStatistics<Status>) {
  return { config: serializeConfig(statistics.config), statistics: { [name]: serializeCategory(statistics.counts) } };
}
