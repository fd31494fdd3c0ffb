/**
 * Seeds a partner of long standing with SQL (not through the API): transactions over about a
 * year (one every five minutes from 2025; past a year they run on into 2026 and beyond), each
 * with a buyer (of 1,000), a seller (of 200), the partner party, one domain-name item and its
 * schedule; some drafts, cancelled and completed ones. For the partner benchmark rows, the
 * scale rows (1,000,000 transactions) and for checking query plans (`tsx bench/partner-explain.ts`).
 *
 * The daily counts of the statistics (migration 20261124160000_partner_daily_counts) are
 * computed once per seeded range, as the migration's backfill does, not by the trigger row by
 * row (100,000 deferred upserts of a few hundred rows: minutes, and a bloated table): triggers
 * do not fire while the rows are written (see seedRows), and the counts equal counting the
 * transactions.
 */
import type { PrismaClient } from '../src/db/database.js';

export const seededBuyers = 1000;
export const seededSellers = 200;

/** Rows written per statement: bounded transactions, and a progress line between them. */
const chunk = 250_000;

/** The partner's buyers and sellers, then its transactions 1 to `count`. */
export async function seedPartnerTransactions(prisma: PrismaClient, partnerId: number, count: number, progress?: (done: number) => void): Promise<void> {
  await seedPartnerCustomers(prisma, partnerId);
  await seedPartnerRange(prisma, partnerId, 1, count, progress);
}

const tagOf = (partnerId: number) => `p${partnerId}`;

export async function seedPartnerCustomers(prisma: PrismaClient, partnerId: number): Promise<void> {
  const tag = tagOf(partnerId);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" ("email", "updatedAt", "addressCountry", "personalVerificationStatus", "companyVerificationStatus")
    SELECT 'buyer' || g || '.${tag}@bench.example', now(), (ARRAY['US','AU','GB','FR','DE'])[1 + g % 5],
      CASE WHEN g % 3 = 0 THEN 'verified' ELSE 'not_verified' END, CASE WHEN g % 7 = 0 THEN 'verified' ELSE 'not_verified' END
    FROM generate_series(1, ${seededBuyers}) g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" ("email", "updatedAt", "addressCountry")
    SELECT 'seller' || g || '.${tag}@bench.example', now(), (ARRAY['US','GB','CA'])[1 + g % 3]
    FROM generate_series(1, ${seededSellers}) g`);
}

/**
 * The partner's transactions `from` to `to` (positions in its history, `reference` =
 * `bench-<position>`; its customers seeded first), their daily counts, then VACUUM ANALYZE.
 * `progress` hears how many are written so far, after each `rowsPerStatement`.
 */
export async function seedPartnerRange(
  prisma: PrismaClient,
  partnerId: number,
  from: number,
  to: number,
  progress?: (done: number) => void,
  rowsPerStatement = chunk,
): Promise<void> {
  const [{ maxId }] = await prisma.$queryRawUnsafe<[{ maxId: number }]>(`SELECT coalesce(max("id"), 0)::integer AS "maxId" FROM "Transaction"`);
  for (let first = from; first <= to; first += rowsPerStatement) {
    const last = Math.min(to, first + rowsPerStatement - 1);
    await seedRows(prisma, partnerId, first, last);
    progress?.(last - from + 1);
  }
  const seeded = `"creatorId" = ${partnerId} AND "id" > ${maxId}`;
  await prisma.$executeRawUnsafe(`
    INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "count")
    SELECT "partnerId", "dateKind", "day", "status", count(*)::integer FROM (
      SELECT "creatorId" AS "partnerId", 'created' AS "dateKind", "createdAt"::date AS "day", partner_daily_count_status("isCancelled", "closedAt") AS "status"
      FROM "Transaction" WHERE ${seeded}
      UNION ALL
      SELECT "creatorId", 'closed', "closedAt"::date, partner_daily_count_status("isCancelled", "closedAt")
      FROM "Transaction" WHERE ${seeded} AND "closedAt" IS NOT NULL
    ) seeded GROUP BY 1, 2, 3, 4
    ON CONFLICT ("partnerId", "dateKind", "day", "status", "shard") DO UPDATE SET "count" = d."count" + EXCLUDED."count"`);
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

/**
 * Positions `from` to `to`, in one database transaction, with `session_replication_role =
 * replica`: the rows are consistent by construction, so neither the foreign-key checks (one
 * lookup per key per row: most of the time of a million rows) nor the daily-count trigger
 * (whose counts are added after, in one statement) run, and no table is locked beyond its rows.
 */
async function seedRows(prisma: PrismaClient, partnerId: number, from: number, to: number): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL session_replication_role = replica');
      await seedStatements(tx, partnerId, from, to);
    },
    { maxWait: 60_000, timeout: 30 * 60_000 },
  );
}

type Executor = Pick<PrismaClient, '$executeRawUnsafe' | '$queryRawUnsafe'>;

async function seedStatements(prisma: Executor, partnerId: number, from: number, to: number): Promise<void> {
  const tag = tagOf(partnerId);
  const [{ maxId }] = await prisma.$queryRawUnsafe<[{ maxId: number }]>(`SELECT coalesce(max("id"), 0)::integer AS "maxId" FROM "Transaction"`);
  const seeded = `t."creatorId" = ${partnerId} AND t."id" > ${maxId}`;
  // g is the transaction's position in the partner's history: one every five minutes from 2025.
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Transaction" ("currency", "description", "reference", "creatorId", "isDraft", "isCancelled", "statusCode",
      "totalAmount", "createdAt", "closedAt", "updatedAt")
    SELECT 'usd', 'Bench sale ' || g, 'bench-' || g, ${partnerId}, g % 50 = 0, g % 20 = 0,
      CASE WHEN g % 20 = 0 THEN 0 WHEN g % 4 = 0 THEN 80 WHEN g % 50 = 0 THEN 1 WHEN g % 97 = 0 THEN 65 ELSE (ARRAY[3,5,15,20,25,30,35,40])[1 + g % 8] END,
      (1000 + (g::bigint * 7919) % 500000), timestamp '2025-01-01' + g * interval '5 minutes',
      CASE WHEN g % 4 = 0 AND g % 20 <> 0 THEN timestamp '2025-01-01' + g * interval '5 minutes' + (g % 30) * interval '1 day' END, now()
    FROM generate_series(${from}, ${to}) g ORDER BY g`);
  await prisma.$executeRawUnsafe(`
    WITH seeded AS (
      SELECT t."id", ${from - 1} + row_number() OVER (ORDER BY t."id") AS g FROM "Transaction" t WHERE ${seeded}
    ), buyers AS (
      SELECT c."id", row_number() OVER (ORDER BY c."id") - 1 AS n FROM "Customer" c WHERE c."email" LIKE 'buyer%.${tag}@bench.example'
    ), sellers AS (
      SELECT c."id", row_number() OVER (ORDER BY c."id") - 1 AS n FROM "Customer" c WHERE c."email" LIKE 'seller%.${tag}@bench.example'
    )
    INSERT INTO "Party" ("transactionId", "customerId", "role", "agreed", "initiator")
    SELECT s."id", b."id", 'buyer'::"PartyRole", true, false FROM seeded s JOIN buyers b ON b.n = (s.g * 37) % ${seededBuyers}
    UNION ALL
    SELECT s."id", v."id", 'seller'::"PartyRole", true, false FROM seeded s JOIN sellers v ON v.n = (s.g * 11) % ${seededSellers}
    UNION ALL
    SELECT s."id", ${partnerId}, 'partner'::"PartyRole", true, true FROM seeded s`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Item" ("transactionId", "position", "title", "type", "inspectionPeriod")
    SELECT t."id", 0, 'example' || t."id" || '.com', 'domain_name', 259200
    FROM "Transaction" t WHERE ${seeded}`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Schedule" ("itemId", "position", "amount", "payerCustomerId", "beneficiaryCustomerId")
    SELECT i."id", 0, t."totalAmount", b."customerId", s."customerId"
    FROM "Item" i JOIN "Transaction" t ON t."id" = i."transactionId"
    JOIN "Party" b ON b."transactionId" = t."id" AND b."role" = 'buyer'
    JOIN "Party" s ON s."transactionId" = t."id" AND s."role" = 'seller'
    WHERE ${seeded}`);
}
