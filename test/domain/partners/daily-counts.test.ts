import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statisticsDateFields, statisticsIntervals, type StatisticsConfig } from '../../../src/domain/partners/statistics.js';
import { transactionCountFromRowsSql, transactionCountSql } from '../../../src/domain/partners/store/statistics.js';
import { createHarness, type Harness, type TestAccount } from '../../support/harness.js';
import { cancelSale, createPartnerAccount, createSale, seedHistory } from '../../support/partners.js';

// The partner statistics sum daily counts that a trigger keeps in step with every write of a
// transaction row. These tests hold them equal to counting the transactions themselves.

let harness: Harness;
let partner: TestAccount;
let other: TestAccount;

interface CountRow {
  partnerId: number;
  dateKind: string;
  day: Date;
  status: string;
  count: number;
}

const dailyCounts = (partnerId: number) =>
  harness.services.prisma.$queryRaw<CountRow[]>`
    SELECT "partnerId", "dateKind", "day", "status", "count" FROM "PartnerDailyCount"
    WHERE "partnerId" = ${partnerId} AND "count" <> 0 ORDER BY 2, 3, 4`;

/** The daily counts recomputed from the transactions (what the migration's backfill writes). */
const recomputed = (partnerId: number) =>
  harness.services.prisma.$queryRaw<CountRow[]>`
    SELECT * FROM (
      SELECT "creatorId" AS "partnerId", 'created'::text AS "dateKind", "createdAt"::date AS "day",
        partner_daily_count_status("isCancelled", "closedAt") AS "status", count(*)::int AS "count"
      FROM "Transaction" WHERE "creatorId" = ${partnerId} GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT "creatorId", 'closed', "closedAt"::date, partner_daily_count_status("isCancelled", "closedAt"), count(*)::int
      FROM "Transaction" WHERE "creatorId" = ${partnerId} AND "closedAt" IS NOT NULL GROUP BY 1, 2, 3, 4
    ) r ORDER BY 2, 3, 4`;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const ranges: [string, string][] = [
  ['2025-12-01', '2026-03-31'],
  ['2026-01-01', '2026-01-01'],
  ['2025-12-29', '2026-01-04'], // one Monday-to-Sunday week over the new year
  ['2026-01-31', '2026-03-01'], // clipped months
  ['2024-02-28', '2024-03-01'], // a leap day
  ['2026-06-01', '2026-06-30'], // nothing in it
];

async function expectStatisticsEqual(partnerId: number): Promise<number> {
  let compared = 0;
  for (const filterBy of statisticsDateFields) {
    for (const interval of statisticsIntervals) {
      for (const [start, end] of ranges) {
        const config: StatisticsConfig = { filterBy, interval, dateStart: day(start), dateEnd: day(end) };
        const fromCounts = await harness.services.prisma.$queryRaw(transactionCountSql(partnerId, config));
        const fromRows = await harness.services.prisma.$queryRaw(transactionCountFromRowsSql(partnerId, config));
        expect(fromCounts, `${filterBy} ${interval} ${start}..${end}`).toEqual(fromRows);
        compared += 1;
      }
    }
  }
  return compared;
}

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  other = await createPartnerAccount(harness);
  const sale = (n: number, account = partner) => createSale(harness, account, { buyer: `b${n}@counts.example.com`, seller: `s${n}@counts.example.com` });
  const ids = [];
  for (let n = 0; n < 9; n += 1) ids.push(await sale(n));
  const [a, b, c, d, e, f, g, h] = ids as [number, number, number, number, number, number, number, number, number];
  await cancelSale(harness, partner, b);
  await cancelSale(harness, partner, g);
  // Day boundaries: the last millisecond of a day and the first of the next are different days.
  await seedHistory(harness, a, { createdAt: '2025-12-31T23:59:59.999Z' });
  await seedHistory(harness, b, { createdAt: '2026-01-01T00:00:00.000Z' });
  await seedHistory(harness, c, { createdAt: '2025-12-28T12:00:00Z', closedAt: '2026-01-04T23:59:59.999Z' }); // Sunday to Sunday
  await seedHistory(harness, d, { createdAt: '2026-01-05T00:00:00Z', closedAt: '2026-02-01T00:00:00Z' }); // Monday; first of a month
  await seedHistory(harness, e, { createdAt: '2024-02-29T08:00:00Z', closedAt: '2024-03-01T00:00:00Z' });
  await seedHistory(harness, f, { createdAt: '2026-01-31T23:00:00Z', closedAt: '2026-01-31T23:30:00Z' }); // closed the day it was created
  await seedHistory(harness, g, { createdAt: '2026-03-01T00:00:00Z', closedAt: '2026-03-02T00:00:00Z' }); // cancelled, then closed
  await seedHistory(harness, h, { createdAt: '2026-01-01T10:00:00Z', closedAt: '2026-01-10T10:00:00Z' });
  // A close date that moves, and a transaction that moves to another day twice in one database transaction.
  await seedHistory(harness, h, { closedAt: '2026-01-11T10:00:00Z' });
  await harness.services.prisma.$transaction([
    harness.services.prisma.transaction.update({ where: { id: a }, data: { createdAt: new Date('2026-01-02T00:00:00Z') } }),
    harness.services.prisma.transaction.update({ where: { id: a }, data: { createdAt: new Date('2026-01-03T00:00:00Z') } }),
  ]);
  const foreign = await sale(20, other);
  await seedHistory(harness, foreign, { createdAt: '2026-01-01T12:00:00Z', closedAt: '2026-01-02T00:00:00Z' });
});
afterAll(() => harness.close());

describe('PartnerDailyCount', () => {
  it('holds exactly what counting the transactions gives, after creation, cancellation, moves and closes', async () => {
    const counts = await dailyCounts(partner.id);
    expect(counts).toEqual(await recomputed(partner.id));
    expect(counts.reduce((sum, row) => sum + (row.dateKind === 'created' ? row.count : 0), 0)).toBe(9);
    expect(await dailyCounts(other.id)).toEqual(await recomputed(other.id));
  });

  it('answers every statistic (created and closed, by day, week and month, at day, week, month and leap-day edges) as the rows do', async () => {
    expect(await expectStatisticsEqual(partner.id)).toBe(36);
    await expectStatisticsEqual(other.id);
  });

  it('changes nothing when the writing database transaction rolls back', async () => {
    const before = await dailyCounts(partner.id);
    const [first] = await harness.services.prisma.transaction.findMany({ where: { creatorId: partner.id }, take: 1 });
    await expect(
      harness.services.prisma.$transaction(async (tx) => {
        await tx.transaction.update({ where: { id: first!.id }, data: { isCancelled: true, closedAt: new Date('2026-05-05T00:00:00Z') } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await dailyCounts(partner.id)).toEqual(before);
  });

  it('drops the counts of a deleted transaction', async () => {
    const id = await createSale(harness, other, { buyer: 'gone-b@counts.example.com', seller: 'gone-s@counts.example.com' });
    await seedHistory(harness, id, { createdAt: '2026-01-20T00:00:00Z', closedAt: '2026-01-21T00:00:00Z' });
    const prisma = harness.services.prisma;
    await prisma.transaction.delete({ where: { id } });
    expect(await prisma.transaction.count({ where: { id } })).toBe(0);
    expect(await dailyCounts(other.id)).toEqual(await recomputed(other.id));
  });
});
