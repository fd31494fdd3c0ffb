-- A partner's concurrent writers no longer share its counter row of the day (docs/decisions.md
-- "Creates of one partner without a shared counter row"): each row of the daily counts is split
-- into shards, and a writer adds to the shard of its own database session, so two sessions
-- committing creates of one partner seldom wait on each other's row lock (and its WAL flush).
-- The readers sum every shard of a day; the workers' housekeeping folds past days' shards into
-- shard 0 (src/domain/partners/daily-counts.ts), so a long count reads one row per day and status.
ALTER TABLE "PartnerDailyCount" ADD COLUMN "shard" SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE "PartnerDailyCount" DROP CONSTRAINT "PartnerDailyCount_pkey",
  ADD CONSTRAINT "PartnerDailyCount_pkey" PRIMARY KEY ("partnerId", "dateKind", "day", "status", "shard");

-- What the fold has left to do: only rows not folded yet, so the index stays small.
CREATE INDEX "PartnerDailyCount_unfolded_idx" ON "PartnerDailyCount"("day") WHERE ("shard" <> 0);

CREATE OR REPLACE FUNCTION "partner_daily_count_apply"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  -- One upsert, rows in key order (two writers never wait on each other's rows crosswise);
  -- rows whose change sums to zero are not touched. The shard is the session's: a pool's
  -- sessions opened together have neighbouring process ids, so they fall in different shards,
  -- and there are enough shards that sessions opened apart seldom share one either.
  INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "shard", "count")
  SELECT c."partnerId", c."dateKind", c."day", c."status", (pg_backend_pid() % 64)::SMALLINT, sum(c."delta")::INTEGER
  FROM (
    SELECT OLD."creatorId" AS "partnerId", 'created' AS "dateKind", OLD."createdAt"::DATE AS "day",
      "partner_daily_count_status"(OLD."isCancelled", OLD."closedAt") AS "status", -1 AS "delta"
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT OLD."creatorId", 'closed', OLD."closedAt"::DATE, "partner_daily_count_status"(OLD."isCancelled", OLD."closedAt"), -1
    WHERE TG_OP <> 'INSERT' AND OLD."closedAt" IS NOT NULL
    UNION ALL
    SELECT NEW."creatorId", 'created', NEW."createdAt"::DATE, "partner_daily_count_status"(NEW."isCancelled", NEW."closedAt"), 1
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT NEW."creatorId", 'closed', NEW."closedAt"::DATE, "partner_daily_count_status"(NEW."isCancelled", NEW."closedAt"), 1
    WHERE TG_OP <> 'DELETE' AND NEW."closedAt" IS NOT NULL
  ) c
  GROUP BY 1, 2, 3, 4
  HAVING sum(c."delta") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("partnerId", "dateKind", "day", "status", "shard") DO UPDATE SET "count" = d."count" + EXCLUDED."count";
  RETURN NULL;
END
$$;
