/**
 * Seeds a partner of long standing with SQL (not through the API): `count` transactions over
 * about a year, each with a buyer (of 1,000), a seller (of 200), the partner party, one
 * domain-name item and its schedule; some drafts, cancelled and completed ones. For the partner
 * benchmark rows and for checking query plans (`tsx bench/partner-explain.ts`).
 */
import type { PrismaClient } from '../src/db/database.js';

export const seededBuyers = 1000;
export const seededSellers = 200;

export async function seedPartnerTransactions(prisma: PrismaClient, partnerId: number, count: number): Promise<void> {
  const tag = `p${partnerId}`;
  // The daily counts of the statistics are computed once at the end, not by the trigger row by
  // row (100,000 deferred upserts of a few hundred rows: minutes, and a bloated table).
  await prisma.$executeRawUnsafe(`ALTER TABLE "Transaction" DISABLE TRIGGER "Transaction_partner_daily_count_insert"`);
  try {
    await seedRows(prisma, partnerId, count, tag);
  } finally {
    await prisma.$executeRawUnsafe(`ALTER TABLE "Transaction" ENABLE TRIGGER "Transaction_partner_daily_count_insert"`);
  }
  await prisma.$executeRawUnsafe(`
    INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "count")
    SELECT "partnerId", "dateKind", "day", "status", count(*)::integer FROM (
      SELECT "creatorId" AS "partnerId", 'created' AS "dateKind", "createdAt"::date AS "day", partner_daily_count_status("isCancelled", "closedAt") AS "status"
      FROM "Transaction" WHERE "creatorId" = ${partnerId} AND "reference" LIKE 'bench-%'
      UNION ALL
      SELECT "creatorId", 'closed', "closedAt"::date, partner_daily_count_status("isCancelled", "closedAt")
      FROM "Transaction" WHERE "creatorId" = ${partnerId} AND "reference" LIKE 'bench-%' AND "closedAt" IS NOT NULL
    ) seeded GROUP BY 1, 2, 3, 4
    ON CONFLICT ("partnerId", "dateKind", "day", "status") DO UPDATE SET "count" = d."count" + EXCLUDED."count"`);
  await prisma.$executeRawUnsafe('VACUUM ANALYZE');
}

async function seedRows(prisma: PrismaClient, partnerId: number, count: number, tag: string): Promise<void> {
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" ("email", "updatedAt", "addressCountry", "personalVerificationStatus", "companyVerificationStatus")
    SELECT 'buyer' || g || '.${tag}@bench.example', now(), (ARRAY['US','AU','GB','FR','DE'])[1 + g % 5],
      CASE WHEN g % 3 = 0 THEN 'verified' ELSE 'not_verified' END, CASE WHEN g % 7 = 0 THEN 'verified' ELSE 'not_verified' END
    FROM generate_series(1, ${seededBuyers}) g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" ("email", "updatedAt", "addressCountry")
    SELECT 'seller' || g || '.${tag}@bench.example', now(), (ARRAY['US','GB','CA'])[1 + g % 3]
    FROM generate_series(1, ${seededSellers}) g`);
  // g is the transaction's position in the partner's history: one every five minutes from 2025.
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Transaction" ("currency", "description", "reference", "creatorId", "isDraft", "isCancelled", "statusCode",
      "totalAmount", "createdAt", "closedAt", "updatedAt")
    SELECT 'usd', 'Bench sale ' || g, 'bench-' || g, ${partnerId}, g % 50 = 0, g % 20 = 0,
      CASE WHEN g % 20 = 0 THEN 0 WHEN g % 4 = 0 THEN 80 WHEN g % 50 = 0 THEN 1 WHEN g % 97 = 0 THEN 65 ELSE (ARRAY[3,5,15,20,25,30,35,40])[1 + g % 8] END,
      (1000 + (g::bigint * 7919) % 500000), timestamp '2025-01-01' + g * interval '5 minutes',
      CASE WHEN g % 4 = 0 AND g % 20 <> 0 THEN timestamp '2025-01-01' + g * interval '5 minutes' + (g % 30) * interval '1 day' END, now()
    FROM generate_series(1, ${count}) g`);
  await prisma.$executeRawUnsafe(`
    WITH seeded AS (
      SELECT t."id", row_number() OVER (ORDER BY t."id") AS g FROM "Transaction" t WHERE t."creatorId" = ${partnerId} AND t."reference" LIKE 'bench-%'
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
    FROM "Transaction" t WHERE t."creatorId" = ${partnerId} AND t."reference" LIKE 'bench-%'`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Schedule" ("itemId", "position", "amount", "payerCustomerId", "beneficiaryCustomerId")
    SELECT i."id", 0, t."totalAmount", b."customerId", s."customerId"
    FROM "Item" i JOIN "Transaction" t ON t."id" = i."transactionId"
    JOIN "Party" b ON b."transactionId" = t."id" AND b."role" = 'buyer'
    JOIN "Party" s ON s."transactionId" = t."id" AND s."role" = 'seller'
    WHERE t."creatorId" = ${partnerId} AND t."reference" LIKE 'bench-%'`);
}
