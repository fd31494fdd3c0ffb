import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    stranger: { email: 'stranger@example.com' },
  }));
});
afterAll(() => harness.close());

const CreateTransaction = graphql(`
  mutation CreateTransaction($input: CreateTransactionInput!) {
    createTransaction(input: $input) {
      __typename
      ... on CreateTransactionPayload {
        transaction {
          id databaseId currency description reference isDraft isCancelled statusCode creationDate closeDate viewerRoles
          parties { role customer agreed initiator }
          items {
            title type inspectionPeriod extraAttributes
            fees { type payerCustomer split amount amountWithoutTaxes taxes { type amount } }
            schedule { amount payerCustomer beneficiaryCustomer dueDate secured disbursedToBeneficiary }
            status { accepted canceled inDispute received rejected shipped }
          }
        }
      }
      ... on ValidationError { code message fields { path messages } }
    }
  }
`);

const TransactionById = graphql(`
  query TransactionById($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction { databaseId description items { schedule { amount } } }
      ... on Error { code message }
    }
  }
`);

const ByReference = graphql(`
  query ByReference($reference: String!) {
    transactionByReference(reference: $reference) {
      __typename
      ... on Transaction { databaseId }
      ... on Error { code }
    }
  }
`);

const MyTransactions = graphql(`
  query MyTransactions($first: Int, $after: String, $last: Int, $before: String) {
    viewer {
      transactions(first: $first, after: $after, last: $last, before: $before) {
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges {
          cursor
          node {
            databaseId
            parties { role customer }
            items { fees { amount taxes { amount } } schedule { amount payerCustomer } }
          }
        }
      }
    }
  }
`);

const domainNameInput = {
  currency: 'usd' as const,
  description: 'The sale of example.com',
  reference: 'gql-1',
  parties: [
    { role: 'buyer' as const, customer: 'me' },
    { role: 'seller' as const, customer: 'seller@example.com' },
  ],
  items: [
    {
      title: 'example.com',
      type: 'domain_name' as const,
      inspectionPeriod: 259200,
      schedule: [{ amount: '1000.0', payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com' }],
    },
  ],
};

describe('createTransaction', () => {
  it('creates the domain-name example, with the same content as the REST API', async () => {
    const data = await gqlData(harness, buyer.auth, CreateTransaction, { input: domainNameInput });
    if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data));
    const transaction = data.createTransaction.transaction;
    expect(transaction).toEqual({
      id: expect.any(String),
      databaseId: expect.any(Number),
      currency: 'usd',
      description: 'The sale of example.com',
      reference: 'gql-1',
      isDraft: false,
      isCancelled: false,
      statusCode: expect.any(Number),
      creationDate: '2026-01-15T12:00:00.000Z',
      closeDate: null,
      viewerRoles: ['buyer', 'partner'],
      parties: [
        { role: 'buyer', customer: 'buyer@example.com', agreed: true, initiator: true },
        { role: 'seller', customer: 'seller@example.com', agreed: false, initiator: false },
        { role: 'partner', customer: 'buyer@example.com', agreed: true, initiator: true },
      ],
      items: [
        {
          title: 'example.com',
          type: 'domain_name',
          inspectionPeriod: 259200,
          extraAttributes: { concierge: false, with_content: false },
          fees: [{ type: 'escrow', payerCustomer: 'buyer@example.com', split: 1, amount: '32.50', amountWithoutTaxes: '32.50', taxes: [] }],
          schedule: [
            {
              amount: '1000.00',
              payerCustomer: 'buyer@example.com',
              beneficiaryCustomer: 'seller@example.com',
              dueDate: null,
              secured: false,
              disbursedToBeneficiary: false,
            },
          ],
          status: { accepted: false, canceled: false, inDispute: false, received: false, rejected: false, shipped: false },
        },
      ],
    });
    const rest = await getJson(harness, seller, `/2017-09-01/transaction/${transaction.databaseId}`);
    expect(rest.body.items[0].schedule[0].amount).toBe('1000.00');
    expect(rest.body.items[0].fees[0].amount).toBe('32.50');
  });

  it('answers a typed ValidationError listing every problem, with camelCase paths', async () => {
    const data = await gqlData(harness, buyer.auth, CreateTransaction, {
      input: {
        ...domainNameInput,
        parties: [{ role: 'buyer', customer: 'me' }],
        items: [
          { title: 'Car', type: 'motor_vehicle', inspectionPeriod: 86400, schedule: [{ amount: '5', payerCustomer: 'me', beneficiaryCustomer: 'x@example.com' }] },
        ],
      },
    });
    if (data.createTransaction.__typename !== 'ValidationError') throw new Error(JSON.stringify(data));
    expect(data.createTransaction.code).toBe('validation_failed');
    const paths = data.createTransaction.fields.map((field) => field.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['parties.all', 'items.0.extraAttributes.year']));
    expect(data.createTransaction.fields.every((field) => field.messages.length > 0)).toBe(true);
  });

  it('refuses a Money value with more than two decimals before running anything', async () => {
    const result = await gql(harness, buyer.auth, CreateTransaction, {
      input: {
        ...domainNameInput,
        items: [{ ...domainNameInput.items[0]!, schedule: [{ amount: '10.001', payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com' }] }],
      },
    });
    expect(result.errors?.[0]?.message).toMatch(/Money must have at most two decimal places/);
  });
});

describe('transaction queries', () => {
  it('answers parties, and typed errors to strangers and for unknown ids', async () => {
    const { body } = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email, { reference: 'gql-ref' }));
    const id = Buffer.from(`Transaction:${body.id}`).toString('base64');
    expect((await gqlData(harness, seller.auth, TransactionById, { id })).transaction).toEqual({
      __typename: 'Transaction',
      databaseId: body.id,
      description: 'The sale of example.com',
      items: [{ schedule: [{ amount: '1000.00' }] }],
    });
    expect((await gqlData(harness, stranger.auth, TransactionById, { id })).transaction).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the parties of a transaction may view it',
    });
    const unknown = Buffer.from('Transaction:999999').toString('base64');
    expect((await gqlData(harness, buyer.auth, TransactionById, { id: unknown })).transaction).toMatchObject({
      __typename: 'NotFoundError',
      code: 'not_found',
    });
    expect((await gqlData(harness, seller.auth, ByReference, { reference: 'gql-ref' })).transactionByReference).toEqual({
      __typename: 'Transaction',
      databaseId: body.id,
    });
    expect((await gqlData(harness, stranger.auth, ByReference, { reference: 'gql-ref' })).transactionByReference).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
    });
  });
});

describe('viewer.transactions', () => {
  it('pages newest first with cursors, forwards and backwards', async () => {
    const pager = await createTestAccount(harness);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await postJson(harness, pager, '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number);
    }
    const first = (await gqlData(harness, pager.auth, MyTransactions, { first: 2 })).viewer.transactions;
    expect(first.edges.map((edge) => edge.node.databaseId)).toEqual([ids[4], ids[3]]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = (await gqlData(harness, pager.auth, MyTransactions, { first: 10, after: first.pageInfo.endCursor })).viewer.transactions;
    expect(next.edges.map((edge) => edge.node.databaseId)).toEqual([ids[2], ids[1], ids[0]]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const last = (await gqlData(harness, pager.auth, MyTransactions, { last: 2 })).viewer.transactions;
    expect(last.edges.map((edge) => edge.node.databaseId)).toEqual([ids[1], ids[0]]);
    const before = (await gqlData(harness, pager.auth, MyTransactions, { last: 1, before: last.pageInfo.startCursor })).viewer.transactions;
    expect(before.edges.map((edge) => edge.node.databaseId)).toEqual([ids[2]]);
  });

  it('costs a constant number of SQL statements whatever the page size', async () => {
    const busy = await createTestAccount(harness);
    for (let i = 0; i < 30; i++) await postJson(harness, busy, '/2017-09-01/transaction', domainNameBody(seller.email));
    const counts: number[] = [];
    for (const first of [1, 30]) {
      harness.db.queries.reset();
      const data = await gqlData(harness, busy.auth, MyTransactions, { first });
      expect(data.viewer.transactions.edges).toHaveLength(first);
      counts.push(harness.db.queries.count);
    }
    // authentication (whose row is the viewer), then the page's ids from the viewer's party rows
    // and the page with parties, items, schedules, fees and taxes as JSON in one statement
    expect(counts).toEqual([2, 2]);
  });
});
