-- CreateTable
CREATE TABLE "PartnerDailyCount" (
    "partnerId" INTEGER NOT NULL,
    "dateKind" VARCHAR(8) NOT NULL,
    "day" DATE NOT NULL,
    "status" VARCHAR(9) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "PartnerDailyCount_pkey" PRIMARY KEY ("partnerId","dateKind","day","status")
);

-- Partner statistics read these daily counts instead of counting transactions (docs/decisions.md
-- "Performance"). A deferred constraint trigger keeps them in step with every write of a
-- "Transaction" row (creation, act(), the job runner, seeds): the change of the row's counts is
-- applied at COMMIT, in the same database transaction, so a busy partner's row of today is
-- locked only while its writer commits, and a rolled-back write changes nothing.
CREATE FUNCTION "partner_daily_count_status"("isCancelled" BOOLEAN, "closedAt" TIMESTAMP(3)) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "isCancelled" THEN 'cancelled' WHEN "closedAt" IS NULL THEN 'ongoing' ELSE 'completed' END
$$;

CREATE FUNCTION "partner_daily_count_apply"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  -- One upsert, rows in key order (two writers never wait on each other's rows crosswise);
  -- rows whose change sums to zero are not touched.
  INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "count")
  SELECT c."partnerId", c."dateKind", c."day", c."status", sum(c."delta")::INTEGER
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
  ON CONFLICT ("partnerId", "dateKind", "day", "status") DO UPDATE SET "count" = d."count" + EXCLUDED."count";
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "Transaction_partner_daily_count_insert" AFTER INSERT ON "Transaction"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "partner_daily_count_apply"();

CREATE CONSTRAINT TRIGGER "Transaction_partner_daily_count_update" AFTER UPDATE ON "Transaction"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."creatorId" IS DISTINCT FROM NEW."creatorId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt"
    OR OLD."closedAt" IS DISTINCT FROM NEW."closedAt" OR OLD."isCancelled" IS DISTINCT FROM NEW."isCancelled")
  EXECUTE FUNCTION "partner_daily_count_apply"();

CREATE CONSTRAINT TRIGGER "Transaction_partner_daily_count_delete" AFTER DELETE ON "Transaction"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "partner_daily_count_apply"();

-- Backfill from the transactions already stored.
INSERT INTO "PartnerDailyCount" ("partnerId", "dateKind", "day", "status", "count")
SELECT "creatorId", 'created', "createdAt"::DATE, "partner_daily_count_status"("isCancelled", "closedAt"), count(*)::INTEGER
FROM "Transaction" GROUP BY 1, 2, 3, 4
UNION ALL
SELECT "creatorId", 'closed', "closedAt"::DATE, "partner_daily_count_status"("isCancelled", "closedAt"), count(*)::INTEGER
FROM "Transaction" WHERE "closedAt" IS NOT NULL GROUP BY 1, 2, 3, 4;
