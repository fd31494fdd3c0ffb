/**
 * Partner statistics (spec 4.3, V4Statistics*): counts of the partner's transactions and of
 * its customers over a date range, a total and one bucket per interval, each split by status.
 * Counted in SQL, in one statement (buckets from generate_series, totals from a grouping set)
 * that answers its rows as one JSON value (`countRows`); Node only shapes the rows.
 */
import { Prisma } from '../../db/generated/client.js';
import { partnerCustomersSql, partnerDailyCountsSql, partnerTransactionsSql, requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import { timestamp } from './transaction-sql.js';

export const statisticsIntervals = ['day', 'week', 'month'] as const;
export type StatisticsInterval = (typeof statisticsIntervals)[number];

/** The date each transaction is counted on: its creation or its close. */
export const statisticsDateFields = ['created', 'closed'] as const;
export type StatisticsDateField = (typeof statisticsDateFields)[number];

export const transactionCountStatuses = ['ongoing', 'completed', 'cancelled'] as const;
export const customerCountStatuses = ['verified', 'not_verified', 'company_verified'] as const;

/** Days counted when no start is given (ending today). */
export const defaultStatisticsDays = 30;
export const maxStatisticsIntervals = 1000;

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

export function startOfDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / dayMs) * dayMs);
}

/** The configuration a request resolves to; its pure checks by domain path. */
export function resolveStatisticsRequest(request: StatisticsRequest, today: Date): { config: StatisticsConfig; problems: FieldErrors | null } {
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

/** A row of a count statement: its bucket (null for the total row), its total, its counts by status. */
interface BucketRow {
  /** The bucket's first day, in milliseconds since the epoch (UTC midnight); null for the total. */
  bucket: number | null;
  total: number;
  /** In the order of the statuses asked for. */
  counts: number[];
}

/**
 * The rows of a count statement (columns `bucket`, `total` and one per status), read as one JSON
 * array of arrays straight through the driver (`Database.read`): a year by day is 367 rows. The
 * bucket comes as milliseconds since the epoch and the counts as JSON numbers (exact: far below
 * 2^53), so nothing is parsed from text. `prepared` when one plan fits every value.
 */
async function countRows(services: Services, sql: Prisma.Sql, statuses: readonly string[], prepared: boolean): Promise<BucketRow[]> {
  const columns = statuses.map((status) => Prisma.raw(`r."${status}"`));
  const [result] = await services.db.read<{ rows: Array<[number | null, number, ...number[]]> }>(
    Prisma.sql`SELECT coalesce(json_agg(json_build_array((extract(epoch FROM r.bucket) * 1000)::bigint, r.total, ${Prisma.join(columns)})
      ORDER BY r.bucket NULLS FIRST), '[]') AS rows FROM (${sql}) r`,
    { prepared },
  );
  return (result?.rows ?? []).map(([bucket, total, ...counts]) => ({ bucket, total, counts }));
}

/** The partner's transactions counted on the chosen date: ongoing, completed and cancelled. */
export async function countPartnerTransactions(services: Services, viewer: Viewer, request: StatisticsRequest): Promise<CountStatistics<TransactionCountStatus>> {
  const { partnerId, config } = configFor(services, viewer, request);
  // Prepared: whatever the values, the plan reads one range of the daily counts' primary key.
  const rows = await countRows(services, transactionCountSql(partnerId, config), transactionCountStatuses, true);
  return { config, counts: shape(rows, config, transactionCountStatuses) };
}

/**
 * Sums the partner's daily counts (`PartnerDailyCount`, kept by a trigger on "Transaction" in
 * the writer's own database transaction): at most three rows a day, however many
 * transactions a day holds. Equal to counting the transactions themselves
 * (`transactionCountFromRowsSql`), which the tests assert.
 */
export function transactionCountSql(partnerId: number, config: StatisticsConfig): Prisma.Sql {
  const { interval, start } = sqlParts(config);
  return Prisma.sql`
    WITH buckets AS (
      SELECT generate_series(date_trunc(${interval}, ${start}), ${timestamp(config.dateEnd)}, ('1 ' || ${interval})::interval) AS bucket
    ), counted AS (
      SELECT date_trunc(${interval}, d."day"::timestamp) AS bucket, sum(d."count") AS total,
        sum(d."count") FILTER (WHERE d."status" = 'ongoing') AS ongoing,
        sum(d."count") FILTER (WHERE d."status" = 'completed') AS completed,
        sum(d."count") FILTER (WHERE d."status" = 'cancelled') AS cancelled
      FROM "PartnerDailyCount" d
      WHERE ${partnerDailyCountsSql(partnerId)} AND d."dateKind" = ${config.filterBy}
        AND d."day" >= ${day(config.dateStart)} AND d."day" <= ${day(config.dateEnd)}
      GROUP BY 1
    )
    SELECT b.bucket, coalesce(sum(c.total), 0)::bigint AS total, coalesce(sum(c.ongoing), 0)::bigint AS ongoing,
      coalesce(sum(c.completed), 0)::bigint AS completed, coalesce(sum(c.cancelled), 0)::bigint AS cancelled
    FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
    GROUP BY GROUPING SETS ((b.bucket), ())
    ORDER BY b.bucket NULLS FIRST`;
}

/** The same count taken from the transactions themselves: the definition the daily counts keep. */
export function transactionCountFromRowsSql(partnerId: number, config: StatisticsConfig): Prisma.Sql {
  const { interval, dateColumn, start, endExclusive } = sqlParts(config);
  return Prisma.sql`
    WITH buckets AS (
      SELECT generate_series(date_trunc(${interval}, ${start}), ${timestamp(config.dateEnd)}, ('1 ' || ${interval})::interval) AS bucket
    ), counted AS (
      SELECT date_trunc(${interval}, ${dateColumn}) AS bucket, count(*) AS total,
        count(*) FILTER (WHERE NOT t."isCancelled" AND t."closedAt" IS NULL) AS ongoing,
        count(*) FILTER (WHERE NOT t."isCancelled" AND t."closedAt" IS NOT NULL) AS completed,
        count(*) FILTER (WHERE t."isCancelled") AS cancelled
      FROM "Transaction" t
      WHERE ${partnerTransactionsSql(partnerId)} AND ${dateColumn} >= ${start} AND ${dateColumn} < ${endExclusive}
      GROUP BY 1
    )
    SELECT b.bucket, coalesce(sum(c.total), 0)::bigint AS total, coalesce(sum(c.ongoing), 0)::bigint AS ongoing,
      coalesce(sum(c.completed), 0)::bigint AS completed, coalesce(sum(c.cancelled), 0)::bigint AS cancelled
    FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
    GROUP BY GROUPING SETS ((b.bucket), ())
    ORDER BY b.bucket NULLS FIRST`;
}

/** A UTC day as a SQL date. */
function day(date: Date): Prisma.Sql {
  return Prisma.sql`${date.toISOString().slice(0, 10)}::date`;
}

/**
 * The distinct customers (buyers, sellers, brokers) of the partner's transactions counted on
 * the chosen date who joined the partner (a customer merely named is not counted), by verification: `verified` (personal), `company_verified`, and
 * `not_verified` (neither). A customer verified both ways counts in both of the first two;
 * the total counts each customer once.
 */
export async function countPartnerCustomers(services: Services, viewer: Viewer, request: StatisticsRequest): Promise<CountStatistics<CustomerCountStatus>> {
  const { partnerId, config } = configFor(services, viewer, request);
  const rows = await countRows(services, customerCountSql(partnerId, config), customerCountStatuses, false);
  return { config, counts: shape(rows, config, customerCountStatuses) };
}

export function customerCountSql(partnerId: number, config: StatisticsConfig): Prisma.Sql {
  const { interval, dateColumn, start, endExclusive } = sqlParts(config);
  return Prisma.sql`
    WITH buckets AS (
      SELECT generate_series(date_trunc(${interval}, ${start}), ${timestamp(config.dateEnd)}, ('1 ' || ${interval})::interval) AS bucket
    ), active AS (
      SELECT DISTINCT date_trunc(${interval}, ${dateColumn}) AS bucket, p."customerId" AS customer
      FROM "Transaction" t JOIN "Party" p ON p."transactionId" = t."id" AND p."role" <> 'partner'
      WHERE ${partnerTransactionsSql(partnerId)} AND ${dateColumn} >= ${start} AND ${dateColumn} < ${endExclusive}
    ), counted AS (
      SELECT a.bucket, a.customer, c."personalVerificationStatus" = 'verified' AS personal, c."companyVerificationStatus" = 'verified' AS company
      FROM active a JOIN "Customer" c ON c."id" = a.customer
      WHERE ${partnerCustomersSql(partnerId)}
    )
    SELECT b.bucket, count(DISTINCT c.customer) AS total,
      count(DISTINCT c.customer) FILTER (WHERE c.personal) AS verified,
      count(DISTINCT c.customer) FILTER (WHERE NOT c.personal AND NOT c.company) AS not_verified,
      count(DISTINCT c.customer) FILTER (WHERE c.company) AS company_verified
    FROM buckets b LEFT JOIN counted c ON c.bucket = b.bucket
    GROUP BY GROUPING SETS ((b.bucket), ())
    ORDER BY b.bucket NULLS FIRST`;
}

function sqlParts(config: StatisticsConfig) {
  return {
    interval: config.interval,
    dateColumn: config.filterBy === 'closed' ? Prisma.sql`t."closedAt"` : Prisma.sql`t."createdAt"`,
    start: timestamp(config.dateStart),
    endExclusive: timestamp(new Date(config.dateEnd.getTime() + dayMs)),
  };
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
