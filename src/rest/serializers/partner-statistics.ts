import type { CountCategory, CountStatistics, StatisticsConfig } from '../../domain/partners/statistics.js';

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A UTC day as `2025-01-31`, what `toISOString().slice(0, 10)` gives, from the date's UTC fields:
 * a year by day writes 732 of them, several times faster this way (docs/decisions.md "Figures
 * out of code comments"). Years outside 1000–9999 take `toISOString`'s own form.
 */
export function day(date: Date): string {
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return date.toISOString().slice(0, 10);
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

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
