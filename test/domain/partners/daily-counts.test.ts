import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPastDailyCounts } from '../../../src/domain/partners/daily-counts.js';
import { statisticsDateFields, statisticsIntervals, type StatisticsConfig } from '../../../src/domain/partners/statistics.js';
import { transactionCountFromRowsSql, transactionCountSql } from '../../../src/domain/partners/store/statistics.js';
import { testDatabaseUrl } from '../../support/databases.js';
import { createHarness, TestClock, type Harness, type TestAccount } from '../../support/harness.js';
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

/** A day's count of a status is the sum of its shards (migration 20261202160000_partner_daily_count_shards). */
const dailyCounts = (partnerId: number) =>
  harness.services.prisma.$queryRaw<CountRow[]>`
    SELECT "partnerId", "dateKind", "day", "status", sum("count")::int AS "count" FROM "PartnerDailyCount"
    WHERE "partnerId" = ${partnerId} GROUP BY 1, 2, 3, 4 HAVING sum("count") <> 0 ORDER BY 2, 3, 4`;

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

// Concurrent writers of one partner add to the shards of their own sessions; past days' shards
// are folded into shard 0 by the workers' sweep.
const shards = 64;

interface ShardRow {
  day: Date;
  shard: number;
}

const shardRows = (partnerId: number) =>
  harness.services.prisma.$queryRaw<ShardRow[]>`SELECT "day", "shard" FROM "PartnerDailyCount" WHERE "partnerId" = ${partnerId} ORDER BY 1, 2`;

/** Sessions of the harness's PostgreSQL database, each writing its own shard (of its process id), none shard 0. */
async function sessionsInDistinctShards(count: number): Promise<pg.Client[]> {
  const sessions = new Map<number, pg.Client>();
  while (sessions.size < count) {
    const session = new pg.Client({ connectionString: harness.databaseUrl });
    await session.connect();
    const { rows } = await session.query<{ shard: number }>(`SELECT pg_backend_pid() % ${shards} AS shard`);
    const shard = rows[0]!.shard;
    if (shard === 0 || sessions.has(shard)) await session.end();
    else sessions.set(shard, session);
  }
  return [...sessions.values()];
}

async function closeAll(sessions: pg.Client[]): Promise<void> {
  for (const session of sessions) await session.end();
}

/** A bare transaction row of the partner, created on the test clock's day: what a creation's insert fires. */
const insertTransaction = (session: pg.Client, partnerId: number) =>
  session.query(`INSERT INTO "Transaction" ("currency", "description", "creatorId", "createdAt", "updatedAt") VALUES ('usd', 'at once', $1, $2, $2)`, [
    partnerId,
    harness.clock.now(),
  ]);

describe('PartnerDailyCount shards', () => {
  it.skipIf(!testDatabaseUrl())('lets sessions creating transactions of one partner at once commit without waiting on each other', async () => {
    const sessions = await sessionsInDistinctShards(2);
    try {
      for (const session of sessions) {
        await session.query('BEGIN');
        await session.query(`SET LOCAL lock_timeout = '1s'`);
        await insertTransaction(session, partner.id);
        // The deferred trigger's upsert now rather than at COMMIT: from here to the commit the
        // session holds its counter rows, as a committing create does.
        await session.query('SET CONSTRAINTS ALL IMMEDIATE');
      }
      const { rows: waiting } = await sessions[0]!.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`,
      );
      expect(waiting[0]!.n).toBe(0);
      for (const session of sessions) await session.query('COMMIT');
    } finally {
      await closeAll(sessions);
    }
    expect(await dailyCounts(partner.id)).toEqual(await recomputed(partner.id));
  });

  it('folds past days into one row a day and status, the counts and statistics unchanged', async () => {
    // Counts of several shards, as concurrent sessions leave them: one of each count of two or
    // more moved to the next shard.
    const prisma = harness.services.prisma;
    await prisma.$transaction([
      prisma.$executeRaw`
        INSERT INTO "PartnerDailyCount" AS d ("partnerId", "dateKind", "day", "status", "shard", "count")
        SELECT "partnerId", "dateKind", "day", "status", ("shard" + 1) % ${shards}, 1 FROM "PartnerDailyCount"
        WHERE "partnerId" = ${partner.id} AND "count" > 1
        ON CONFLICT ("partnerId", "dateKind", "day", "status", "shard") DO UPDATE SET "count" = d."count" + 1`,
      prisma.$executeRaw`
        UPDATE "PartnerDailyCount" SET "count" = "count" - 1
        WHERE "partnerId" = ${partner.id} AND "count" > 1 AND ("partnerId", "dateKind", "day", "status", ("shard" + 1) % ${shards}) IN (
          SELECT "partnerId", "dateKind", "day", "status", "shard" FROM "PartnerDailyCount" WHERE "partnerId" = ${partner.id})`,
    ]);
    const today = harness.clock.now().toISOString().slice(0, 10);
    const isPast = (row: ShardRow) => row.day.toISOString().slice(0, 10) < today;
    const before = await shardRows(partner.id);
    expect(before.some((row) => isPast(row) && row.shard !== 0)).toBe(true);

    await harness.workers().runOnce();
    const after = await shardRows(partner.id);
    expect(after.filter(isPast).every((row) => row.shard === 0)).toBe(true);
    // Today's shards are still being written: left as they are.
    expect(after.filter((row) => !isPast(row))).toEqual(before.filter((row) => !isPast(row)));
    expect(await dailyCounts(partner.id)).toEqual(await recomputed(partner.id));
    expect(await expectStatisticsEqual(partner.id)).toBe(36);
  });

  it.skipIf(!testDatabaseUrl())('keeps every count when a writer changes a shard while the fold runs', async () => {
    const [writer] = await sessionsInDistinctShards(1);
    const farFuture = { prisma: harness.services.prisma, clock: new TestClock(new Date('2100-01-01T00:00:00Z')) };
    try {
      const [row] = await harness.services.prisma.transaction.findMany({ where: { creatorId: other.id }, take: 1, orderBy: { id: 'asc' } });
      const move = (closedAt: string) => writer!.query(`UPDATE "Transaction" SET "closedAt" = $1 WHERE "id" = $2`, [closedAt, row!.id]);
      // The writer's shard holds rows of past days, then the writer changes one of them and
      // holds it while the fold starts.
      await move('2025-12-10T00:00:00Z');
      await writer!.query('BEGIN');
      await move('2025-12-11T00:00:00Z');
      await writer!.query('SET CONSTRAINTS ALL IMMEDIATE');
      const folding = foldPastDailyCounts(farFuture);
      const observer = (await sessionsInDistinctShards(1))[0]!;
      try {
        // The fold waits for the writer's row (an event, not a sleep: polled until seen).
        const waitingOnLock = async () => {
          const { rows } = await observer.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return rows[0]!.n > 0;
        };
        await expect.poll(waitingOnLock, { timeout: 5_000, interval: 10 }).toBe(true);
      } finally {
        await observer.end();
      }
      await writer!.query('COMMIT');
      await folding;
    } finally {
      await closeAll([writer!]);
    }
    expect(await dailyCounts(other.id)).toEqual(await recomputed(other.id));
    await foldPastDailyCounts(farFuture);
    expect((await shardRows(other.id)).every((row) => row.shard === 0)).toBe(true);
    expect(await dailyCounts(other.id)).toEqual(await recomputed(other.id));
  });
});
