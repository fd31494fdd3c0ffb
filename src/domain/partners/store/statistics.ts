/**
 * The partner statistics' SQL (docs/architecture.md "Stores"): each count is one statement
 * (buckets from generate_series, totals from a grouping set) read as one JSON value; the
 * request's rules and the shaping of the rows stay in ../statistics.ts.
 */
import { Prisma } from '../../../db/generated/client.js';
import type { Database } from '../../../db/database.js';
import { partnerCustomersSql, partnerDailyCountsSql, partnerTransactionsSql } from '../../access/store/partners.js';
import { timestamp } from '../../transactions/store/filters.js';

const dayMs = 86_400_000;

/** What a count covers (the request as ../statistics.ts resolved it): whole UTC days, both ends counted. */
export interface CountWindow {
  /** The date each transaction is counted on: its creation or its close. */
  filterBy: 'created' | 'closed';
  dateStart: Date;
  dateEnd: Date;
  /** A unit of date_trunc: day, week or month. */
  interval: string;
}

/** A row of a count statement: its bucket (null for the total row), its total, its counts by status. */
export interface BucketRow {
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
export async function countRows(db: Pick<Database, 'read'>, sql: Prisma.Sql, statuses: readonly string[], prepared: boolean): Promise<BucketRow[]> {
  const columns = statuses.map((status) => Prisma.raw(`r."${status}"`));
  const [result] = await db.read<{ rows: Array<[number | null, number, ...number[]]> }>(
    Prisma.sql`SELECT coalesce(json_agg(json_build_array((extract(epoch FROM r.bucket) * 1000)::bigint, r.total, ${Prisma.join(columns)})
      ORDER BY r.bucket NULLS FIRST), '[]') AS rows FROM (${sql}) r`,
    { prepared },
  );
  return (result?.rows ?? []).map(([bucket, total, ...counts]) => ({ bucket, total, counts }));
}

/**
 * Sums the partner's daily counts (`PartnerDailyCount`, kept by a trigger on "Transaction" in
 * the writer's own database transaction): every shard of a day's status, of which past days
 * keep one once folded (../daily-counts.ts), so at most three rows a day, however many
 * transactions a day holds. Equal to counting the transactions themselves
 * (`transactionCountFromRowsSql`), which the tests assert.
 */
export function transactionCountSql(partnerId: number, config: CountWindow): Prisma.Sql {
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
export function transactionCountFromRowsSql(partnerId: number, config: CountWindow): Prisma.Sql {
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
 * the chosen date who joined the partner, by verification (`countPartnerCustomers` in ../statistics.ts).
 */
export function customerCountSql(partnerId: number, config: CountWindow): Prisma.Sql {
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

function sqlParts(config: CountWindow) {
  return {
    interval: config.interval,
    dateColumn: config.filterBy === 'closed' ? Prisma.sql`t."closedAt"` : Prisma.sql`t."createdAt"`,
    start: timestamp(config.dateStart),
    endExclusive: timestamp(new Date(config.dateEnd.getTime() + dayMs)),
  };
}
