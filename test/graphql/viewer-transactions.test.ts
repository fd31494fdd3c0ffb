/**
 * viewer.transactions with the REST listing's sorting and the partner listing's filters that
 * mean the same for any caller (docs/decisions.md "The viewer's listing: filters and sorting").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import type { ViewerListingQueryVariables } from './generated/graphql.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let seller: TestAccount;
let viewer: TestAccount;
/** The viewer's transactions in creation order: [id, amount in dollars, role]. */
const created: { id: number; amount: number; role: 'buyer' | 'seller' }[] = [];

const Counted = graphql(`
  query ViewerListingCount($filter: ViewerTransactionFilterInput) {
    viewer { transactions(first: 1, filter: $filter) { totalCount edges { node { databaseId } } } }
  }
`);

const Listing = graphql(`
  query ViewerListing(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $filter: ViewerTransactionFilterInput
    $sortBy: TransactionSortKey
    $sortDirection: SortDirection
  ) {
    viewer {
      transactions(first: $first, after: $after, last: $last, before: $before, filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { databaseId isCancelled creationDate viewerRoles items { schedule { amount } } } }
      }
    }
  }
`);

/** A sale of `amount` dollars in which the viewer is the buyer (or, with `asSeller`, the seller), a minute after the last one. */
async function sale(amount: number, asSeller = false): Promise<number> {
  harness.clock.advance(60);
  const counterpart = asSeller ? viewer.email : seller.email;
  const author = asSeller ? seller : viewer;
  const body = domainNameBody(counterpart);
  body.items[0]!.schedule[0]!.amount = amount;
  const response = await postJson(harness, author, '/2017-09-01/transaction', body);
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  const id = response.body.id as number;
  created.push({ id, amount, role: asSeller ? 'seller' : 'buyer' });
  return id;
}

async function ids(variables: ViewerListingQueryVariables): Promise<number[]> {
  const data = await gqlData(harness, viewer.auth, Listing, { first: 100, ...variables });
  return data.viewer.transactions.edges.map((edge) => edge.node.databaseId);
}

beforeAll(async () => {
  ({
    harness,
    accounts: { seller, viewer },
  } = await createHarnessWithAccounts({ seller: { email: 'seller@example.com' }, viewer: { email: 'viewer@example.com' } }));
  // Amounts chosen so that id order, amount order and creation order all differ, with a tie.
  for (const [amount, asSeller] of [
    [300, false],
    [100, true],
    [500, false],
    [100, false],
    [900, true],
  ] as const) {
    await sale(amount, asSeller);
  }
  // Creation times out of id order: the newest id was created earliest.
  harness.clock.advance(-3600);
  await sale(700);
  harness.clock.advance(7200);
});
afterAll(() => harness.close());

const byId = () => created.map((entry) => entry.id).sort((a, b) => a - b);

describe('viewer.transactions sorting', () => {
  it('sorts by id newest first by default, and ASC answers what REST sort_direction=asc answers', async () => {
    expect(await ids({})).toEqual(byId().reverse());
    const ascending = await ids({ sortDirection: 'ASC' });
    expect(ascending).toEqual(byId());
    const rest = await getJson(harness, viewer, '/2017-09-01/transaction?sort_by=id&sort_direction=asc&per_page=100');
    expect((rest.body.transactions as { id: number }[]).map((transaction) => transaction.id)).toEqual(ascending);
  });

  it('sorts by amount, ties by id in the same direction, and pages forwards and backwards with stable cursors', async () => {
    const expected = [...created].sort((a, b) => b.amount - a.amount || b.id - a.id).map((entry) => entry.id);
    expect(await ids({ sortBy: 'AMOUNT' })).toEqual(expected);
    expect(await ids({ sortBy: 'AMOUNT', sortDirection: 'ASC' })).toEqual([...expected].reverse());

    const first = (await gqlData(harness, viewer.auth, Listing, { first: 2, sortBy: 'AMOUNT' })).viewer.transactions;
    expect(first.edges.map((edge) => edge.node.databaseId)).toEqual(expected.slice(0, 2));
    expect(first.pageInfo.endCursor).toBe(`amount:70000:${expected[1]}`);
    // A transaction added between two pages, larger than the page read so far, does not shift the next page.
    const intruder = await sale(2000);
    const next = (await gqlData(harness, viewer.auth, Listing, { first: 3, after: first.pageInfo.endCursor, sortBy: 'AMOUNT' })).viewer.transactions;
    expect(next.edges.map((edge) => edge.node.databaseId)).toEqual(expected.slice(2, 5));
    const back = (await gqlData(harness, viewer.auth, Listing, { last: 3, before: next.pageInfo.startCursor, sortBy: 'AMOUNT' })).viewer.transactions;
    expect(back.edges.map((edge) => edge.node.databaseId)).toEqual([intruder, ...expected.slice(0, 2)]);
    expect(back.pageInfo.hasPreviousPage).toBe(false);
    // The tie at 100.00 is split across pages by id.
    const tail = (await gqlData(harness, viewer.auth, Listing, { last: 1, sortBy: 'AMOUNT' })).viewer.transactions;
    const beforeTail = (await gqlData(harness, viewer.auth, Listing, { last: 1, before: tail.pageInfo.startCursor, sortBy: 'AMOUNT' })).viewer.transactions;
    expect([beforeTail.edges[0]!.node.databaseId, tail.edges[0]!.node.databaseId]).toEqual(expected.slice(-2));
  });

  it('sorts by creation time, not by id', async () => {
    const data = (await gqlData(harness, viewer.auth, Listing, { first: 100, sortBy: 'CREATED', sortDirection: 'ASC' })).viewer.transactions;
    const times = data.edges.map((edge) => edge.node.creationDate);
    expect(times).toEqual([...times].sort());
    expect(data.edges[0]!.node.databaseId).toBe(created[5]!.id);
    const second = (await gqlData(harness, viewer.auth, Listing, { first: 2, after: data.edges[0]!.cursor, sortBy: 'CREATED', sortDirection: 'ASC' })).viewer
      .transactions;
    expect(second.edges.map((edge) => edge.node.databaseId)).toEqual(data.edges.slice(1, 3).map((edge) => edge.node.databaseId));
  });
});

describe('viewer.transactions filters', () => {
  it('filters by the viewer’s role, amounts, ids and creation dates', async () => {
    const sellerIds = created.filter((entry) => entry.role === 'seller').map((entry) => entry.id);
    expect(await ids({ filter: { roles: ['seller'] }, sortDirection: 'ASC' })).toEqual(sellerIds.sort((a, b) => a - b));
    const asBuyer = await ids({ filter: { roles: ['buyer'] } });
    expect(asBuyer).not.toContain(sellerIds[0]);
    expect(asBuyer.length + sellerIds.length).toBe(created.length);

    const midRange = created.filter((entry) => entry.amount >= 300 && entry.amount <= 700).map((entry) => entry.id);
    expect(await ids({ filter: { minAmount: '300.00', maxAmount: '700' }, sortDirection: 'ASC' })).toEqual(midRange.sort((a, b) => a - b));
    expect(await ids({ filter: { ids: [created[0]!.id, created[1]!.id, 999_999] }, sortDirection: 'ASC' })).toEqual([created[0]!.id, created[1]!.id]);
    expect(await ids({ filter: { ids: [] } })).toEqual([]);

    const all = (await gqlData(harness, viewer.auth, Listing, { first: 100, sortBy: 'CREATED', sortDirection: 'ASC' })).viewer.transactions.edges;
    const from = all[1]!.node.creationDate;
    const to = all[3]!.node.creationDate;
    expect(await ids({ filter: { initiatedFrom: from, initiatedTo: to }, sortBy: 'CREATED', sortDirection: 'ASC' })).toEqual(
      all.slice(1, 4).map((edge) => edge.node.databaseId),
    );
  });

  it('filters by status: a cancelled transaction is neither ongoing nor shown with showCancelled false', async () => {
    const cancelled = await sale(50);
    const response = await postJson(
      harness,
      viewer,
      `/2017-09-01/transaction/${cancelled}`,
      { action: 'cancel', cancel_information: { cancellation_reason: 'Changed my mind' } },
      'PATCH',
    );
    expect(response.status).toBe(200);
    expect(await ids({ filter: { status: 'ongoing' } })).not.toContain(cancelled);
    expect(await ids({ filter: { showCancelled: false } })).not.toContain(cancelled);
    expect(await ids({ filter: { statusCode: 0 } })).toEqual([cancelled]);
    expect(await ids({ filter: { status: 'completed' } })).toEqual([]);
    expect(await ids({ filter: { excludeDraft: true, minAmount: '50', maxAmount: '50' } })).toEqual([cancelled]);
  });

  it('never lists another customer’s transactions, whatever the filter names', async () => {
    const other = await createTestAccount(harness);
    const theirs = (await postJson(harness, other, '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number;
    expect(await ids({ filter: { ids: [theirs] } })).toEqual([]);
  });

  it('answers BAD_USER_INPUT listing every problem for bad filter values and cursors, never a server error', async () => {
    const bad = await gql(harness, viewer.auth, Listing, {
      first: 5,
      filter: { minAmount: '500', maxAmount: '100', ids: [0], statusCode: 7, initiatedFrom: '2026-02-01T00:00:00Z', initiatedTo: '2026-01-01T00:00:00Z' },
    });
    expect(bad.status).toBe(200);
    expect(bad.data).toBeNull();
    expect(bad.errors).toEqual([
      expect.objectContaining({
        message: 'The arguments have invalid fields',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: expect.arrayContaining([
            { path: ['filter', 'maxAmount'], messages: ['must not be less than the minimum amount'] },
            { path: ['filter', 'ids', '0'], messages: ['must be a positive integer'] },
            { path: ['filter', 'statusCode'], messages: [expect.stringMatching(/^must be one of 0, 1, 3/)] },
            { path: ['filter', 'initiatedTo'], messages: ['must not be before the start date'] },
          ]),
        },
      }),
    ]);
    expect(bad.errors![0]!.extensions!.fields).toHaveLength(4);

    const tooMany = await gql(harness, viewer.auth, Listing, { filter: { ids: Array.from({ length: 1001 }, (_, i) => i + 1) } });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: ['filter', 'ids'], messages: ['must list at most 1000 ids'] }],
    });

    const idCursor = (await gqlData(harness, viewer.auth, Listing, { first: 1 })).viewer.transactions.pageInfo.endCursor!;
    for (const [after, sortBy] of [
      [idCursor, 'AMOUNT'],
      ['created:1768478400000:1', 'AMOUNT'],
      ['amount:99999999999999999999:1', 'AMOUNT'],
      ['amount:100:0', 'AMOUNT'],
      ['created:9999999999999999:1', 'CREATED'],
      ['amount:100:1', 'ID'],
    ] as const) {
      const result = await gql(harness, viewer.auth, Listing, { first: 1, after, sortBy });
      expect(result.status).toBe(200);
      expect(result.errors?.[0]?.extensions?.code, `${after} ${sortBy}`).toBe('BAD_USER_INPUT');
    }
  });
});

describe('viewer.transactions totalCount', () => {
  it('counts what the filter keeps, as REST GET /transaction counts pages, for one statement more', async () => {
    const rest = await getJson(harness, viewer, '/2017-09-01/transaction?per_page=1');
    harness.db.queries.reset();
    const all = await gqlData(harness, viewer.auth, Counted, {});
    // authentication, the page (one statement), the count
    expect(harness.db.queries.count).toBe(3);
    expect(all.viewer.transactions.totalCount).toBe(rest.body.page_count);
    const asSeller = await gqlData(harness, viewer.auth, Counted, { filter: { roles: ['seller'] } });
    expect(asSeller.viewer.transactions.totalCount).toBe(created.filter((entry) => entry.role === 'seller').length);
    const none = await gqlData(harness, viewer.auth, Counted, { filter: { minAmount: '1000000' } });
    expect(none.viewer.transactions).toEqual({ totalCount: 0, edges: [] });
  });
});

describe('viewer.transactions statements', () => {
  it('costs a constant number of SQL statements whatever the page size, filtered and sorted', async () => {
    const counts: number[] = [];
    for (const first of [1, 6]) {
      harness.db.queries.reset();
      const data = await gqlData(harness, viewer.auth, Listing, {
        first,
        sortBy: 'AMOUNT',
        filter: { status: 'ongoing', roles: ['buyer', 'seller'], minAmount: '1' },
      });
      expect(data.viewer.transactions.edges).toHaveLength(first);
      counts.push(harness.db.queries.count);
    }
    // authentication (the viewer is the row it loaded), then one statement: the page's ids from
    // the viewer's party rows joined to the filtered transactions, as a subquery of the read of
    // whole transactions
    expect(counts).toEqual([2, 2]);
  });
});
