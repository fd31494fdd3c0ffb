import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale, partnerGet, seedHistory } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  const dates = ['2026-01-02T10:00:00Z', '2026-01-02T11:00:00Z', '2026-01-09T00:00:00Z'];
  for (const [index, createdAt] of dates.entries()) {
    const id = await createSale(harness, partner, { buyer: `gstat.b${index}@example.com`, seller: 'gstat.seller@example.com' });
    await seedHistory(harness, id, { createdAt, ...(index === 2 ? { closedAt: '2026-01-10T00:00:00Z' } : {}) });
  }
});
afterAll(() => harness.close());

const Statistics = graphql(`
  query PartnerStatistics($dateStart: DateTime, $dateEnd: DateTime, $interval: StatisticsInterval, $filterBy: StatisticsDateField) {
    partner {
      ... on Partner {
        transactionCountStatistics(dateStart: $dateStart, dateEnd: $dateEnd, interval: $interval, filterBy: $filterBy) {
          __typename
          ... on TransactionCountStatistics {
            config { filterBy dateStart dateEnd interval }
            total byStatus { ongoing completed cancelled }
            intervals { dateStart dateEnd total byStatus { ongoing completed cancelled } }
          }
          ... on ValidationError { fields { path messages } }
        }
        customerCountStatistics(dateStart: $dateStart, dateEnd: $dateEnd, interval: $interval, filterBy: $filterBy) {
          __typename
          ... on CustomerCountStatistics { total byStatus { verified notVerified: not_verified companyVerified: company_verified } intervals { total } }
          ... on ValidationError { fields { path messages } }
        }
      }
    }
  }
`);

describe('partner { transactionCountStatistics, customerCountStatistics }', () => {
  it('counts what GET /partner/statistics/…/count counts', async () => {
    const data = await gqlData(harness, partner.auth, Statistics, { dateStart: '2026-01-01T00:00:00Z', dateEnd: '2026-01-14T00:00:00Z', interval: 'week' });
    const rest = (await partnerGet(harness, partner, '/statistics/transactions/count?date_start=2026-01-01&date_end=2026-01-14&interval=week')).body;
    const restCustomers = (await partnerGet(harness, partner, '/statistics/customers/count?date_start=2026-01-01&date_end=2026-01-14&interval=week')).body;
    expect(data.partner).toMatchObject({
      transactionCountStatistics: {
        config: { filterBy: 'created', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: '2026-01-14T00:00:00.000Z', interval: 'week' },
        total: rest.statistics.transaction_count.total,
        byStatus: rest.statistics.transaction_count.by_status,
        intervals: rest.statistics.transaction_count.intervals.map((entry: { date_start: string; date_end: string; total: number; by_status: unknown }) => ({
          dateStart: `${entry.date_start}T00:00:00.000Z`,
          dateEnd: `${entry.date_end}T00:00:00.000Z`,
          total: entry.total,
          byStatus: entry.by_status,
        })),
      },
      customerCountStatistics: {
        total: restCustomers.statistics.customer_count.total,
        intervals: restCustomers.statistics.customer_count.intervals.map((entry: { total: number }) => ({ total: entry.total })),
      },
    });
    expect(data.partner).toMatchObject({
      transactionCountStatistics: { total: 3, byStatus: { ongoing: 2, completed: 1, cancelled: 0 } },
      customerCountStatistics: { total: 4 },
    });
  });

  it('answers a ValidationError for a range that ends before it starts', async () => {
    const data = await gqlData(harness, partner.auth, Statistics, { dateStart: '2026-02-01T00:00:00Z', dateEnd: '2026-01-01T00:00:00Z' });
    const invalid = { __typename: 'ValidationError', fields: [{ path: ['dateEnd'], messages: ['must not be before the start date'] }] };
    expect(data.partner).toEqual({ transactionCountStatistics: invalid, customerCountStatistics: invalid });
  });
});
