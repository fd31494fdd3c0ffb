import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { cancelSale, createPartnerAccount, createSale, idsOf, partnerGet, seedHistory } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let customer: TestAccount;
const ids: number[] = [];

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  customer = await createTestAccount(harness);
  const other = await createPartnerAccount(harness);
  for (let i = 0; i < 6; i++) {
    ids.push(await createSale(harness, partner, { buyer: `gql.buyer${i % 2}@example.com`, seller: 'gql.seller@example.com' }, { amount: `${(i + 1) * 100}.00` }));
  }
  await createSale(harness, other, { buyer: 'gql.buyer0@example.com', seller: 'gql.seller@example.com' });
  await cancelSale(harness, partner, ids[5]!);
  await seedHistory(harness, ids[0]!, { createdAt: '2026-01-01T00:00:00Z', closedAt: '2026-01-05T00:00:00Z' });
});
afterAll(() => harness.close());

const PartnerTransactions = graphql(`
  query PartnerTransactions($filter: PartnerTransactionFilterInput, $first: Int, $after: String, $last: Int, $before: String, $sortDirection: SortDirection) {
    partner {
      __typename
      ... on Partner {
        databaseId
        transactions(filter: $filter, first: $first, after: $after, last: $last, before: $before, sortDirection: $sortDirection) {
          __typename
          ... on PartnerTransactionsConnection {
            edges { cursor node { databaseId isCancelled closeDate viewerRoles parties { role customer } items { schedule { amount } } } }
            pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
          }
          ... on ValidationError { code fields { path messages } }
        }
      }
      ... on Error { code message }
    }
  }
`);

async function connection(variables: Parameters<typeof gqlData<unknown, object>>[3] & object) {
  const data = await gqlData(harness, partner.auth, PartnerTransactions, variables);
  if (data.partner.__typename !== 'Partner') throw new Error(data.partner.__typename);
  const transactions = data.partner.transactions;
  if (transactions.__typename !== 'PartnerTransactionsConnection') throw new Error(JSON.stringify(transactions));
  return transactions;
}
const databaseIds = (c: Awaited<ReturnType<typeof connection>>) => c.edges.map((edge) => edge.node.databaseId);

describe('partner { transactions }', () => {
  it('lists the partner’s transactions newest first, as the partner sees them', async () => {
    const page = await connection({});
    expect(databaseIds(page)).toEqual([...ids].reverse());
    expect(page.edges[0]!.node.viewerRoles).toEqual(['partner']);
    expect(page.edges[0]!.node.parties.map((party) => party.role)).toEqual(['buyer', 'seller', 'partner']);
  });

  it('applies the same filters as GET /partner/transactions', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'ongoing' }, 'status=ongoing'],
      [{ status: 'completed' }, 'status=completed'],
      [{ minAmount: '200', maxAmount: '400.00' }, 'min_amount=200&max_amount=400'],
      [{ showCancelled: false, excludeDraft: true }, 'show_cancelled=false&exclude_draft=true'],
      [{ firstTimeBuyer: true }, 'first_time_buyer=true'],
      [{ initiatedTo: '2026-01-01T00:00:00Z' }, 'initiation_end_date=2026-01-01T00:00:00Z'],
      [{ closedFrom: '2026-01-05T00:00:00Z', daysTaken: 4 }, 'closed_start_date=2026-01-05&days_taken=4'],
      [{ ids: [ids[1], ids[2]], startCondition: 0, endCondition: 10 }, `ids=${ids[1]},${ids[2]}&start_condition=0&end_condition=10`],
    ];
    for (const [filter, query] of cases) {
      const rest = idsOf((await partnerGet(harness, partner, `/transactions?${query}`)).body.transactions);
      expect(databaseIds(await connection({ filter })), query).toEqual(rest);
    }
  });

  it('pages with Relay cursors forwards and backwards, in either direction', async () => {
    const first = await connection({ first: 2 });
    expect(databaseIds(first)).toEqual([ids[5], ids[4]]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await connection({ first: 10, after: first.pageInfo.endCursor });
    expect(databaseIds(next)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const last = await connection({ last: 2 });
    expect(databaseIds(last)).toEqual([ids[1], ids[0]]);
    const before = await connection({ last: 1, before: last.pageInfo.startCursor });
    expect(databaseIds(before)).toEqual([ids[2]]);
    const ascending = await connection({ first: 3, sortDirection: 'ASC', filter: { status: 'ongoing' } });
    expect(databaseIds(ascending)).toEqual([ids[1], ids[2], ids[3]]);
    expect(databaseIds(await connection({ first: 3, after: ascending.pageInfo.endCursor, sortDirection: 'ASC' }))).toEqual([ids[4], ids[5]]);
  });

  it('answers a ValidationError on the filter’s paths', async () => {
    const data = await gqlData(harness, partner.auth, PartnerTransactions, {
      filter: { minAmount: '5', maxAmount: '1', statusCode: 2, initiatedFrom: '2026-02-01T00:00:00Z', initiatedTo: '2026-01-01T00:00:00Z' },
    });
    expect(data.partner).toMatchObject({
      transactions: {
        __typename: 'ValidationError',
        code: 'validation_failed',
        fields: [
          { path: ['filter', 'maxAmount'], messages: ['must not be less than the minimum amount'] },
          { path: ['filter', 'initiatedTo'], messages: ['must not be before the start date'] },
          { path: ['filter', 'statusCode'], messages: [expect.stringMatching(/^must be one of 0, 1, 3/)] },
        ],
      },
    });
  });

  it('refuses input that is not of its type, as GraphQL does', async () => {
    const result = await gql(harness, partner.auth, PartnerTransactions, { filter: { minAmount: 'abc' } });
    expect(result.errors?.[0]?.message).toMatch(/Money/);
  });

  it('answers ForbiddenError to an account that is not a partner', async () => {
    const data = await gqlData(harness, customer.auth, PartnerTransactions, {});
    expect(data.partner).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', message: 'Only partner accounts may use the partner endpoints' });
  });

  it('costs a constant number of SQL statements whatever the page size', async () => {
    const counts: number[] = [];
    for (const first of [1, 6]) {
      harness.db.queries.reset();
      const page = await connection({ first, filter: { minAmount: '1' } });
      expect(page.edges).toHaveLength(first);
      counts.push(harness.db.queries.count);
    }
    // authentication, then the page's ids and its transactions as JSON in one statement (loadTransactionWindow)
    expect(counts).toEqual([2, 2]);
  });
});
