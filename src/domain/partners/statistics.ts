/**
 * Partner statistics (spec 4.3, V4Statistics*): counts of the partner's transactions and of
 * its customers over a date range, a total and one bucket per interval, each split by status.
 * Counted in SQL, in one statement (buckets from generate_series, totals from a grouping set)
 * that answers its rows as one JSON value (./store/statistics.ts); Node only shapes the rows.
 */
import { requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import { countRows, customerCountSql, transactionCountSql, type BucketRow } from './store/statistics.js';

export const statisticsIntervals = ['day', 'week', 'month'] as const;
type StatisticsInterval = (typeof statisticsIntervals)[number];

/** The date each transaction is counted on: its creation or its close. */
export const statisticsDateFields = ['created', 'closed'] as const;
type StatisticsDateField = (typeof statisticsDateFields)[number];

export const transactionCountStatuses = ['ongoing', 'completed', 'cancelled'] as const;
export const customerCountStatuses = ['verified', 'not_verified', 'company_verified'] as const;

/** Days counted when no start is given (ending today). */
const defaultStatisticsDays = 30;
const maxStatisticsIntervals = 1000;

export interface StatisticsRequest {
  /** First day counted (UTC); its time of day is ignored. Default: 29 days before dateEnd. */
  dateStart?: Date;
  /** Last day counted, inclusive (UTC). Default: today. */
  dateEnd?: Date;
  interval?: StatisticsInterval;
  filterBy?: StatisticsDateField;
}

export interface StatisticsConfig {
  filterBy: StatisticsDateField;
  dateStart: Date;
  dateEnd: Date;
  interval: StatisticsInterval;
}

export interface CountBucket<Status extends string> {
  /** First and last day (inclusive) of the bucket within the range. */
  dateStart: Date;
  dateEnd: Date;
  total: number;
  byStatus: Record<Status, number>;
}

/** StatisticsCountCategoryData (decided in docs/decisions.md). */
export interface CountCategory<Status extends string> {
  total: number;
  byStatus: Record<Status, number>;
  intervals: CountBucket<Status>[];
}

export interface CountStatistics<Status extends string> {
  config: StatisticsConfig;
  counts: CountCategory<Status>;
}

export type TransactionCountStatus = (typeof transactionCountStatuses)[number];
export type CustomerCountStatus = (typeof customerCountStatuses)[number];

const dayMs = 86_400_000;

function startOfDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / dayMs) * dayMs);
}

/** The configuration a request resolves to; its pure checks by domain path. */
function resolveStatisticsRequest(request: StatisticsRequest, today: Date): { config: StatisticsConfig; problems: FieldErrors | null } {
  const interval = request.interval ?? 'day';
  const dateEnd = startOfDay(request.dateEnd ?? today);
  const dateStart = startOfDay(request.dateStart ?? new Date(dateEnd.getTime() - (defaultStatisticsDays - 1) * dayMs));
  const report = new ErrorReport();
  if (dateEnd < dateStart) report.at().add('dateEnd', 'must not be before the start date');
  else if (intervalCount(dateStart, dateEnd, interval) > maxStatisticsIntervals) {
    report.at().add('dateStart', `the range must span at most ${maxStatisticsIntervals} intervals of one ${interval}`);
  }
  return {
    config: { filterBy: request.filterBy ?? 'created', dateStart, dateEnd, interval },
    problems: report.hasErrors ? report.toObject() : null,
  };
}

function intervalCount(start: Date, end: Date, interval: StatisticsInterval): number {
  const days = (end.getTime() - start.getTime()) / dayMs + 1;
  if (interval === 'day') return days;
  if (interval === 'week') return Math.ceil(days / 7) + 1;
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
}

function configFor(services: Services, viewer: Viewer, request: StatisticsRequest): { partnerId: number; config: StatisticsConfig } {
  const partnerId = requirePartner(viewer);
  const { config, problems } = resolveStatisticsRequest(request, services.clock.now());
  if (problems) throw new ValidationError(problems);
  return { partnerId, config };
}

/** The partner's transactions counted on the chosen date: ongoing, completed and cancelled. */
export async function countPartnerTransactions(services: Services, viewer: Viewer, request: StatisticsRequest): Promise<CountStatistics<TransactionCountStatus>> {
  const { partnerId, config } = configFor(services, viewer, request);
  // Prepared: whatever the values, the plan reads one range of the daily counts' primary key.
  const rows = await countRows(services.db, transactionCountSql(partnerId, config), transactionCountStatuses, true);
  return { config, counts: shape(rows, config, transactionCountStatuses) };
}

/**
 * The distinct customers (buyers, sellers, brokers) of the partner's transactions counted on
 * the chosen date who joined the partner (a customer merely named is not counted), by verification: `verified` (personal), `company_verified`, and
 * `not_verified` (neither). A customer verified both ways counts in both of the first two;
 * the total counts each customer once.
 */
export async function countPartnerCustomers(services: Services, viewer: Viewer, request: StatisticsRequest): Promise<CountStatistics<CustomerCountStatus>> {
  const { partnerId, config } = configFor(services, viewer, request);
  const rows = await countRows(services.db, customerCountSql(partnerId, config), customerCountStatuses, false);
  return { config, counts: shape(rows, config, customerCountStatuses) };
}

function shape<Status extends string>(rows: BucketRow[], config: StatisticsConfig, statuses: readonly Status[]): CountCategory<Status> {
  const byStatus = (counts: readonly number[]) => {
    const result = {} as Record<Status, number>;
    for (let i = 0; i < statuses.length; i += 1) result[statuses[i]!] = counts[i] ?? 0;
    return result;
  };
  const totalRow = rows.find((row) => row.bucket === null);
  const buckets = rows.filter((row): row is BucketRow & { bucket: number } => row.bucket !== null);
  const rangeStart = config.dateStart.getTime();
  const rangeEnd = config.dateEnd.getTime();
  return {
    total: totalRow?.total ?? 0,
    byStatus: byStatus(totalRow?.counts ?? []),
    intervals: buckets.map((row, index) => {
      const next = buckets[index + 1]?.bucket;
      const bucketEnd = next === undefined ? rangeEnd : next - dayMs;
      return {
        dateStart: new Date(Math.max(row.bucket, rangeStart)),
        dateEnd: new Date(Math.min(bucketEnd, rangeEnd)),
        total: row.total,
        byStatus: byStatus(row.counts),
      };
    }),
  };
}
