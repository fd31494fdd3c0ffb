import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPartnerCustomers, seedPartnerRange, seedPartnerTransactions } from '../../bench/partner-seed.js';
import { createHarness, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale } from '../support/partners.js';

// The benchmark's SQL seed (bench/partner-seed.ts) writes rows the service reads as its own:
// whole transactions, and daily counts equal to counting the transactions.

let harness: Harness;
let partner: TestAccount;

interface CountRow {
  dateKind: string;
  day: Date;
  status: string;
  count: number;
}

const dailyCounts = (partnerId: number) =>
  harness.services.prisma.$queryRaw<CountRow[]>`
    SELECT "dateKind", "day", "status", sum("count")::int AS "count" FROM "PartnerDailyCount"
    WHERE "partnerId" = ${partnerId} GROUP BY 1, 2, 3 HAVING sum("count") <> 0 ORDER BY 1, 2, 3`;

const recomputed = (partnerId: number) =>
  harness.services.prisma.$queryRaw<CountRow[]>`
    SELECT * FROM (
      SELECT 'created'::text AS "dateKind", "createdAt"::date AS "day", partner_daily_count_status("isCancelled", "closedAt") AS "status", count(*)::int AS "count"
      FROM "Transaction" WHERE "creatorId" = ${partnerId} GROUP BY 1, 2, 3
      UNION ALL
      SELECT 'closed', "closedAt"::date, partner_daily_count_status("isCancelled", "closedAt"), count(*)::int
      FROM "Transaction" WHERE "creatorId" = ${partnerId} AND "closedAt" IS NOT NULL GROUP BY 1, 2, 3
    ) r ORDER BY 1, 2, 3`;

const rowCounts = async (partnerId: number) => {
  const [row] = await harness.services.prisma.$queryRaw<{ transactions: number; parties: number; items: number; schedules: number }[]>`
    SELECT (SELECT count(*) FROM "Transaction" WHERE "creatorId" = ${partnerId})::int AS transactions,
      (SELECT count(*) FROM "Party" p JOIN "Transaction" t ON t."id" = p."transactionId" WHERE t."creatorId" = ${partnerId})::int AS parties,
      (SELECT count(*) FROM "Item" i JOIN "Transaction" t ON t."id" = i."transactionId" WHERE t."creatorId" = ${partnerId})::int AS items,
      (SELECT count(*) FROM "Schedule" s JOIN "Item" i ON i."id" = s."itemId" JOIN "Transaction" t ON t."id" = i."transactionId" WHERE t."creatorId" = ${partnerId})::int AS schedules`;
  return row;
};

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness, 'seeded.partner@example.com');
});
afterAll(() => harness.close());

describe('the benchmark seed', () => {
  it('writes whole transactions in ranges, with daily counts equal to counting them', async () => {
    await seedPartnerCustomers(harness.services.prisma, partner.id);
    const heard: number[] = [];
    await seedPartnerRange(harness.services.prisma, partner.id, 1, 300, (done) => heard.push(done), 120);
    expect(heard).toEqual([120, 240, 300]);
    await seedPartnerRange(harness.services.prisma, partner.id, 301, 500);
    expect(await rowCounts(partner.id)).toEqual({ transactions: 500, parties: 1500, items: 500, schedules: 500 });
    expect(await dailyCounts(partner.id)).toEqual(await recomputed(partner.id));

    // A seeded transaction reads as any other, through the API (its three parties, its item).
    const [seeded] = await harness.services.prisma.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "Transaction" WHERE "creatorId" = ${partner.id} AND "reference" = 'bench-251'`;
    const response = await harness.fetch(`/2017-09-01/transaction/${seeded!.id}`, { headers: { authorization: partner.auth } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; parties: { role: string }[]; items: { title: string }[] };
    expect(body.id).toBe(seeded!.id);
    expect(body.parties.map((party) => party.role).sort()).toEqual(['buyer', 'partner', 'seller']);
    expect(body.items).toHaveLength(1);

    // The triggers were off for the seed's statements only: a sale made afterwards is counted.
    await createSale(harness, partner, { buyer: 'buyer@example.com', seller: 'seller@example.com' });
    expect((await rowCounts(partner.id))?.transactions).toBe(501);
    expect(await dailyCounts(partner.id)).toEqual(await recomputed(partner.id));
  });

  it('seeds a second partner beside the first without touching its rows', async () => {
    const other = await createPartnerAccount(harness, 'second.partner@example.com');
    await seedPartnerTransactions(harness.services.prisma, other.id, 200);
    expect(await rowCounts(other.id)).toEqual({ transactions: 200, parties: 600, items: 200, schedules: 200 });
    expect(await dailyCounts(other.id)).toEqual(await recomputed(other.id));
    expect((await rowCounts(partner.id))?.transactions).toBe(501);
    expect(await dailyCounts(partner.id)).toEqual(await recomputed(partner.id));
  });
});
