import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { cancelSale, createPartnerAccount, createSale, partnerGet, seedHistory } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let plain: TestAccount;

const zero = { ongoing: 0, completed: 0, cancelled: 0 };

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  plain = await createTestAccount(harness);
  const other = await createPartnerAccount(harness);
  const sale = (buyer: string, seller: string) => createSale(harness, partner, { buyer: `${buyer}@stats.example.com`, seller: `${seller}@stats.example.com` });
  const a = await sale('b1', 's1');
  const b = await sale('b2', 's1');
  const c = await sale('b1', 's2');
  const d = await sale('b3', 's1');
  const e = await sale('b4', 's3');
  const foreign = await createSale(harness, other, { buyer: 'b1@stats.example.com', seller: 's1@stats.example.com' });
  await cancelSale(harness, partner, b);
  await seedHistory(harness, a, { createdAt: '2026-01-01T10:00:00Z' });
  await seedHistory(harness, b, { createdAt: '2026-01-01T23:00:00Z' });
  await seedHistory(harness, c, { createdAt: '2026-01-05T00:00:00Z', closedAt: '2026-01-12T08:00:00Z' });
  await seedHistory(harness, d, { createdAt: '2026-01-14T18:00:00Z' });
  await seedHistory(harness, e, { createdAt: '2025-12-20T00:00:00Z', closedAt: '2026-01-02T00:00:00Z' });
  await seedHistory(harness, foreign, { createdAt: '2026-01-01T12:00:00Z' });
  const prisma = harness.services.prisma;
  await prisma.customer.update({ where: { email: 'b1@stats.example.com' }, data: { personalVerificationStatus: 'verified' } });
  await prisma.customer.update({ where: { email: 's2@stats.example.com' }, data: { companyVerificationStatus: 'verified' } });
});
afterAll(() => harness.close());

const count = async (what: 'transactions' | 'customers', query: string) => {
  const { status, body } = await partnerGet(harness, partner, `/statistics/${what}/count${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

describe('GET /partner/statistics/transactions/count', () => {
  it('counts the last 30 days by day by default, every day present', async () => {
    const body = await count('transactions', '');
    expect(body.config).toEqual({ filter_by: 'created', date_start: '2025-12-17', date_end: '2026-01-15', interval: 'day' });
    const counts = body.statistics.transaction_count;
    expect(counts.total).toBe(5);
    expect(counts.by_status).toEqual({ ongoing: 2, completed: 2, cancelled: 1 });
    expect(counts.intervals).toHaveLength(30);
    expect(counts.intervals[0]).toEqual({ date_start: '2025-12-17', date_end: '2025-12-17', total: 0, by_status: zero });
    const jan1 = counts.intervals.find((entry: { date_start: string }) => entry.date_start === '2026-01-01');
    expect(jan1).toEqual({ date_start: '2026-01-01', date_end: '2026-01-01', total: 2, by_status: { ongoing: 1, completed: 0, cancelled: 1 } });
  });

  it('counts by week (Monday to Sunday, clipped to the range) and by month', async () => {
    const weekly = await count('transactions', '?date_start=2026-01-01&date_end=2026-01-31&interval=week');
    expect(weekly).toEqual({
      config: { filter_by: 'created', date_start: '2026-01-01', date_end: '2026-01-31', interval: 'week' },
      statistics: {
        transaction_count: {
          total: 4,
          by_status: { ongoing: 2, completed: 1, cancelled: 1 },
          intervals: [
            { date_start: '2026-01-01', date_end: '2026-01-04', total: 2, by_status: { ongoing: 1, completed: 0, cancelled: 1 } },
            { date_start: '2026-01-05', date_end: '2026-01-11', total: 1, by_status: { ongoing: 0, completed: 1, cancelled: 0 } },
            { date_start: '2026-01-12', date_end: '2026-01-18', total: 1, by_status: { ongoing: 1, completed: 0, cancelled: 0 } },
            { date_start: '2026-01-19', date_end: '2026-01-25', total: 0, by_status: zero },
            { date_start: '2026-01-26', date_end: '2026-01-31', total: 0, by_status: zero },
          ],
        },
      },
    });
    const monthly = await count('transactions', '?date_start=2025-12-01&date_end=2026-01-31&interval=month');
    expect(
      monthly.statistics.transaction_count.intervals.map((entry: { date_start: string; date_end: string; total: number }) => [
        entry.date_start,
        entry.date_end,
        entry.total,
      ]),
    ).toEqual([
      ['2025-12-01', '2025-12-31', 1],
      ['2026-01-01', '2026-01-31', 4],
    ]);
  });

  it('counts on the close date with filter_by=closed; a timestamp is read as its day', async () => {
    const body = await count('transactions', '?filter_by=closed&date_start=2026-01-01T15:00:00Z&date_end=2026-01-31&interval=month');
    expect(body.config).toEqual({ filter_by: 'closed', date_start: '2026-01-01', date_end: '2026-01-31', interval: 'month' });
    expect(body.statistics.transaction_count).toMatchObject({ total: 2, by_status: { ongoing: 0, completed: 2, cancelled: 0 } });
  });

  it('costs two SQL statements: authentication, then the counts', async () => {
    harness.db.queries.reset();
    await count('transactions', '?date_start=2024-01-01&date_end=2026-01-31');
    expect(harness.db.queries.count).toBe(2);
  });
});

describe('GET /partner/statistics/customers/count', () => {
  it('counts distinct customers of the transactions, by verification', async () => {
    const body = await count('customers', '?date_start=2026-01-01&date_end=2026-01-31&interval=week');
    expect(body.config).toEqual({ filter_by: 'created', date_start: '2026-01-01', date_end: '2026-01-31', interval: 'week' });
    const counts = body.statistics.customer_count;
    expect(counts.total).toBe(5);
    expect(counts.by_status).toEqual({ verified: 1, not_verified: 3, company_verified: 1 });
    expect(counts.intervals.map((entry: { total: number }) => entry.total)).toEqual([3, 2, 2, 0, 0]);
    expect(counts.intervals[1].by_status).toEqual({ verified: 1, not_verified: 0, company_verified: 1 });
  });
});

describe('statistics: bad parameters and callers', () => {
  for (const what of ['transactions', 'customers']) {
    it(`${what}: 400 for what cannot be read, 422 for a range that breaks the rules`, async () => {
      for (const [query, error] of [
        ['interval=year', 'interval must be one of day, week, month; got "year"'],
        ['filter_by=updated', 'filter_by must be one of created, closed; got "updated"'],
        ['date_start=last-week', 'date_start must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "last-week"'],
        ['date_end=2026-1-5', 'date_end must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01 or 2026-05-01T12:00:00Z; got "2026-1-5"'],
      ]) {
        expect(await partnerGet(harness, partner, `/statistics/${what}/count?${query}`), query).toEqual({ status: 400, body: { error } });
      }
      expect(await partnerGet(harness, partner, `/statistics/${what}/count?date_start=2026-02-01&date_end=2026-01-01`)).toEqual({
        status: 422,
        body: { errors: { date_end: ['must not be before the start date'] } },
      });
      expect(await partnerGet(harness, partner, `/statistics/${what}/count?date_start=2020-01-01&date_end=2026-01-01`)).toEqual({
        status: 422,
        body: { errors: { date_start: ['the range must span at most 1000 intervals of one day'] } },
      });
      expect((await partnerGet(harness, partner, `/statistics/${what}/count?date_start=2020-01-01&date_end=2026-01-01&interval=week`)).status).toBe(200);
    });

    it(`${what}: 401 without credentials, 403 for an account that is not a partner`, async () => {
      expect((await harness.fetch(`${restBase}/partner/statistics/${what}/count`)).status).toBe(401);
      expect(await partnerGet(harness, plain, `/statistics/${what}/count`)).toEqual({
        status: 403,
        body: { error: 'Only partner accounts may use the partner endpoints' },
      });
    });
  }
});
