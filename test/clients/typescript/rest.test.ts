import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  AgreeTransactionDocument,
  CancelTransactionDocument,
  CreateTransactionDocument,
  createGraphQLClient,
  createRestClient,
  GraphQLRequestError,
  TransactionDocument,
  TransactionsDocument,
  type GraphQLClient,
  type RestClient,
  type SingleErrorResponse,
  type TransactionFieldsFragment,
  type ValidationErrorResponse,
} from '../../../clients/typescript/src/index.ts';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let buyer: TestAccount;
let seller: TestAccount;
let rest: RestClient;
let gql: GraphQLClient;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'client-buyer@example.com' }, seller: { email: 'client-seller@example.com' } }));
  server = await harness.listen();
  rest = createRestClient({ baseUrl: server.url, email: buyer.email, apiKey: buyer.apiKey });
  gql = createGraphQLClient({ baseUrl: server.url, email: buyer.email, apiKey: buyer.apiKey });
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

const cameraSale = () => ({
  parties: [
    { role: 'buyer' as const, customer: 'me' },
    { role: 'seller' as const, customer: seller.email },
  ],
  currency: 'usd' as const,
  description: 'A vintage camera',
  items: [
    {
      title: 'Camera',
      type: 'general_merchandise' as const,
      inspection_period: 259200,
      schedule: [{ amount: '1000.00', payer_customer: 'me', beneficiary_customer: seller.email }],
    },
  ],
});

describe('createRestClient', () => {
  it('creates a transaction once under an Idempotency-Key (a retry answers the same one) and reads it back over GraphQL', async () => {
    const key = randomUUID();
    const first = await rest.POST('/transaction', { body: cameraSale(), idempotencyKey: key });
    expect(first.response.status).toBe(201);
    expect(first.error).toBeUndefined();
    const created = first.data!;
    expectTypeOf(created.id).toEqualTypeOf<number>();
    expect(created).toMatchObject({ currency: 'usd', description: 'A vintage camera', items: [{ title: 'Camera' }] });

    const retry = await rest.POST('/transaction', { body: cameraSale(), idempotencyKey: key });
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.data!.id).toBe(created.id);
    expect(await harness.services.prisma.transaction.count({ where: { description: 'A vintage camera' } })).toBe(1);

    const read = await rest.GET('/transaction/{transaction_id}', { params: { path: { transaction_id: created.id } } });
    expect(read.data).toEqual(created);

    const list = await gql.request(TransactionsDocument, { first: 10 });
    const node = list.viewer.transactions.edges.map((edge) => edge.node).find((candidate) => candidate.databaseId === created.id);
    expect(node).toBeDefined();
    const one = await gql.request(TransactionDocument, { id: node!.id });
    expect(one.transaction.__typename).toBe('Transaction');
    if (one.transaction.__typename !== 'Transaction') return;
    expectTypeOf(one.transaction).toExtend<TransactionFieldsFragment>();
    expect(one.transaction).toMatchObject({
      databaseId: created.id,
      currency: 'usd',
      description: 'A vintage camera',
      viewerRoles: ['buyer', 'partner'],
      items: [{ title: 'Camera', schedule: [{ amount: '1000.00', payerCustomer: buyer.email, beneficiaryCustomer: seller.email }] }],
    });
  });

  it("answers the contract's error bodies as typed errors", async () => {
    const missing = await rest.GET('/transaction/{transaction_id}', { params: { path: { transaction_id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.data).toBeUndefined();
    expectTypeOf(missing.error).toExtend<SingleErrorResponse | ValidationErrorResponse | undefined>();
    expect(missing.error).toEqual({ error: expect.any(String) });

    const invalid = await rest.POST('/transaction', { body: { ...cameraSale(), items: [] } });
    expect(invalid.response.status).toBe(422);
    expect(invalid.error).toEqual({ errors: { items: { all: ['must have at least one item'] } } });

    const stranger = createRestClient({ baseUrl: server.url, email: buyer.email, apiKey: 'not-a-key' });
    const refused = await stranger.GET('/customer/{customer_id}', { params: { path: { customer_id: 'me' } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toEqual({ error: expect.any(String) });
  });
});

describe('RestClient types (checked by tsc: each line must be a type error)', () => {
  it('refuses a wrong idempotencyKey, a missing body, a wrong body field, an unknown path and a missing path parameter', () => {
    const wrongCalls = () => [
      // @ts-expect-error -- idempotencyKey is a string
      rest.POST('/transaction', { body: cameraSale(), idempotencyKey: 1 }),
      // @ts-expect-error -- the body is required
      rest.POST('/transaction', {}),
      // @ts-expect-error -- currency is one of the contract's
      rest.POST('/transaction', { body: { ...cameraSale(), currency: 'doubloons' } }),
      // @ts-expect-error -- no such path
      rest.GET('/transactions'),
      // @ts-expect-error -- transaction_id is required
      rest.GET('/transaction/{transaction_id}', { params: { path: {} } }),
    ];
    expectTypeOf(wrongCalls).returns.toBeArray();
    const rightCall = () => rest.POST('/transaction', { body: cameraSale(), idempotencyKey: 'k' });
    expectTypeOf(rightCall).returns.resolves.toHaveProperty('data');
  });
});

describe('createGraphQLClient', () => {
  it('runs a lifecycle action with typed variables and result', async () => {
    const created = (await rest.POST('/transaction', { body: { ...cameraSale(), description: 'Agreed camera' } })).data!;
    const list = await gql.request(TransactionsDocument, { first: 50 });
    const id = list.viewer.transactions.edges.find((edge) => edge.node.databaseId === created.id)!.node.id;
    const sellerClient = createGraphQLClient({ baseUrl: server.url, email: seller.email, apiKey: seller.apiKey });
    const agreed = await sellerClient.request(AgreeTransactionDocument, { transactionId: id }, { idempotencyKey: randomUUID() });
    expect(agreed.agreeTransaction.__typename).toBe('AgreeTransactionPayload');
    if (agreed.agreeTransaction.__typename !== 'AgreeTransactionPayload') return;
    expect(agreed.agreeTransaction.transaction.parties).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'buyer', agreed: true }), expect.objectContaining({ role: 'seller', agreed: true })]),
    );

    const again = await sellerClient.request(AgreeTransactionDocument, { transactionId: id });
    expect(again.agreeTransaction.__typename).not.toBe('AgreeTransactionPayload');
    if (again.agreeTransaction.__typename === 'AgreeTransactionPayload') return;
    expect(again.agreeTransaction.code).toEqual(expect.any(String));
  });

  it('creates a transaction (typed input, ValidationError as a typed result) and cancels it', async () => {
    const input = {
      currency: 'usd' as const,
      description: 'A GraphQL camera',
      parties: [
        { role: 'buyer' as const, customer: 'me' },
        { role: 'seller' as const, customer: seller.email },
      ],
      items: [
        {
          title: 'Camera',
          type: 'general_merchandise' as const,
          inspectionPeriod: 259200,
          schedule: [{ amount: '1000.00', payerCustomer: 'me', beneficiaryCustomer: seller.email }],
        },
      ],
    };
    const invalid = await gql.request(CreateTransactionDocument, { input: { ...input, items: [] } });
    expect(invalid.createTransaction.__typename).toBe('ValidationError');
    if (invalid.createTransaction.__typename === 'ValidationError') expect(invalid.createTransaction.fields.map((field) => field.path)).toEqual([['items', 'all']]);

    const created = await gql.request(CreateTransactionDocument, { input }, { idempotencyKey: randomUUID() });
    if (created.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(`not created: ${created.createTransaction.__typename}`);
    const transaction = created.createTransaction.transaction;
    expect(transaction).toMatchObject({ description: 'A GraphQL camera', isCancelled: false, items: [{ title: 'Camera', schedule: [{ amount: '1000.00' }] }] });

    const cancelled = await gql.request(CancelTransactionDocument, { transactionId: transaction.id, cancellationReason: 'changed my mind' });
    if (cancelled.cancelTransaction.__typename !== 'CancelTransactionPayload') throw new Error(`not cancelled: ${cancelled.cancelTransaction.__typename}`);
    expect(cancelled.cancelTransaction.transaction).toMatchObject({ databaseId: transaction.databaseId, isCancelled: true });
  });

  it('throws GraphQLRequestError when the request fails as a whole', async () => {
    const stranger = createGraphQLClient({ baseUrl: server.url, email: buyer.email, apiKey: 'not-a-key' });
    const failure = await stranger.request(TransactionsDocument, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).status).toBe(401);
    expect((failure as GraphQLRequestError).errors).toEqual([{ message: expect.any(String) }]);
  });
});
