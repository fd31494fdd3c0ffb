/**
 * The fold of the daily counts' shards (docs/architecture.md "Stores"; the shards are the
 * migration 20261202160000_partner_daily_count_shards's): a day's rows of shards other than 0
 * are added to its shard 0 and deleted, in one statement, so a reader of a long range sums one
 * row per day and status again.
 */
import type { PrismaClient } from '../../../db/generated/client.js';

/**
 * Folds up to `limit` unfolded rows of the days before `before` (a UTC day); answers how many.
 * The rows are locked in key order, the order a writer's trigger locks them in, so a writer
 * adding to one of them at the same time waits for the fold (or the fold for it) and never
 * deadlocks with it; a writer that finds its row folded away inserts it anew, so no count is
 * lost either way.
 */
export async function foldDailyCountShards(db: Pick<PrismaClient, '$queryRaw'>, before: Date, limit: number): Promise<number> {
  const [row] = await db.$queryRaw<{ folded: number }[]>`
    WITH "unfolded" AS (
      SELECT "partnerId", "dateKind", "day", "status", "shard" FROM "PartnerDailyCount"
      WHERE "shard" <> 0 AND "day" < ${before.toISOString().slice(0, 10)}::date
      ORDER BY 1, 2, 3, 4, 5 LIMIT ${limit}
      FOR UPDATE
    ), "removed" AS (
      DELETE FROM "PartnerDailyCount" d USING "unfolded" u
      WHERE (d."partnerId", d."dateKind", d."day", d."status", d."shard") = (u."partnerId", u."dateKind", u."day", u."status", u."shard")
      RETURNING d."partnerId", d."dateKind", d."day", d."status", d."count"
    ), "added" AS (
      INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "shard", "count")
      SELECT "partnerId", "dateKind", "day", "status", 0, sum("count")::integer FROM "removed"
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("partnerId", "dateKind", "day", "status", "shard") DO UPDATE SET "count" = d."count" + EXCLUDED."count"
    )
    SELECT count(*)::integer AS "folded" FROM "removed"`;
  return row?.folded ?? 0;
}
