import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action, sandboxFund } from '../support/lifecycle.js';
import { brokeredSaleBody } from '../support/accounts.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';
import { transactionGlobalId } from '../support/graphql-lifecycle.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, broker },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
  }));
});
afterAll(() => harness.close());

const TransactionHistory = graphql(`
  query TransactionHistory($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        timeline { dateAdded notes event }
        ledger { kind description createdAt entries { account amount currency } }
      }
      ... on Error { code message }
    }
  }
`);

const PageHistory = graphql(`
  query PageHistory($first: Int) {
    viewer {
      transactions(first: $first) {
        edges { node { databaseId timeline { notes } ledger { kind entries { account amount } } } }
      }
    }
  }
`);

async function history(account: TestAccount, id: number) {
  const data = await gqlData(harness, account.auth, TransactionHistory, { id: transactionGlobalId(id) });
  return data.transaction;
}

describe('Transaction.timeline and Transaction.ledger', () => {
  it('show the parties what happened and how money moved', async () => {
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number;
    await action(harness, seller, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);
    await action(harness, seller, id, { action: 'ship', shipping_information: { authorization_type: 'push' } });
    const now = '2026-01-15T12:00:00.000Z';

    const seen = await history(seller, id);
    if (seen.__typename !== 'Transaction') throw new Error(JSON.stringify(seen));
    expect(seen.timeline).toEqual([
      { dateAdded: now, event: 'create', notes: 'Transaction created by buyer@example.com' },
      { dateAdded: now, event: null, notes: 'The seller agreed to the terms.' },
      { dateAdded: now, event: 'agree', notes: 'All parties agreed; the buyer may now pay.' },
      { dateAdded: now, event: 'payment_approved', notes: 'A payment of 1032.50 USD by sandbox was received and secured; the seller may ship.' },
      { dateAdded: now, event: 'ship', notes: expect.stringMatching(/^The seller shipped item \d+ \(authorization: push\)\.$/) },
    ]);
    // The same entries as the REST API's timeline-entries.
    const rest = await getJson(harness, buyer, `/2017-09-01/transaction/${id}/timeline-entries`);
    expect(rest.body).toEqual(seen.timeline.map((entry) => ({ date_added: entry.dateAdded, notes: entry.notes })));

    expect(seen.ledger).toEqual([
      {
        kind: 'funding',
        description: expect.any(String),
        createdAt: now,
        entries: [
          { account: 'funding:external:usd', amount: '-1000.00', currency: 'usd' },
          { account: `escrow:txn:${id}:usd`, amount: '1000.00', currency: 'usd' },
        ],
      },
      {
        kind: 'fee',
        description: expect.any(String),
        createdAt: now,
        entries: [
          { account: 'funding:external:usd', amount: '-32.50', currency: 'usd' },
          { account: 'fees:revenue:usd', amount: '32.50', currency: 'usd' },
        ],
      },
    ]);
    expect((await history(buyer, id)).__typename).toBe('Transaction');
  });

  it('hides the ledger from a buyer or seller whom broker privacy keeps apart; the broker sees it', async () => {
    const body = brokeredSaleBody(buyer.email, seller.email, {
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
        { role: 'broker', customer: 'me' },
      ],
      privacy: { hide_counterparties: true },
    });
    const id = (await postJson(harness, broker, '/2017-09-01/transaction', body)).body.id as number;
    await action(harness, buyer, id, { action: 'agree' });
    await action(harness, seller, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);

    const asBuyer = await history(buyer, id);
    if (asBuyer.__typename !== 'Transaction') throw new Error(JSON.stringify(asBuyer));
    expect(asBuyer.ledger).toBeNull();
    expect(asBuyer.timeline.length).toBeGreaterThan(0);
    const asBroker = await history(broker, id);
    if (asBroker.__typename !== 'Transaction') throw new Error(JSON.stringify(asBroker));
    expect(asBroker.ledger?.map((posting) => posting.kind)).toEqual(['funding', 'fee']);
  });

  it('stay out of reach of non-parties', async () => {
    const stranger = await createTestAccount(harness);
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number;
    expect(await history(stranger, id)).toEqual({ __typename: 'ForbiddenError', code: 'forbidden', message: 'Only the parties of a transaction may view it' });
  });

  it('cost one query each for a whole page of transactions', async () => {
    const busy = await createTestAccount(harness);
    for (let i = 0; i < 12; i++) {
      const id = (await postJson(harness, busy, '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number;
      if (i % 3 === 0) {
        await action(harness, seller, id, { action: 'agree' });
        await sandboxFund(harness, busy, id);
      }
    }
    const counts: number[] = [];
    for (const first of [1, 12]) {
      harness.db.queries.reset();
      const data = await gqlData(harness, busy.auth, PageHistory, { first });
      expect(data.viewer.transactions.edges).toHaveLength(first);
      counts.push(harness.db.queries.count);
    }
    // authentication (whose row is the viewer), the page (its ids from the viewer's party rows
    // and the transactions as JSON, one statement), the timelines, the ledgers
    expect(counts).toEqual([4, 4]);
    const page = await gqlData(harness, busy.auth, PageHistory, { first: 12 });
    expect(page.viewer.transactions.edges.map((edge) => edge.node.ledger?.length)).toEqual([0, 0, 2, 0, 0, 2, 0, 0, 2, 0, 0, 2]);
  });
});
