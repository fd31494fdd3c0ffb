/**
 * POST /transaction/{id}/buyer_payment (BuyerPayment of spec 2.7) as integrations send it,
 * its GraphQL twin, and what the operator who records the payment reads (GraphQL, CLI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentShow } from '../../src/cli/commands.js';
import { approvePartner, joinPartner, globalId, send } from '../support/accounts.js';
import { optionsOf, printed } from '../support/cli.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let operator: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, operator, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
    stranger: { email: 'stranger@example.com' },
  }));
  await approvePartner(harness, partner);
  await joinPartner(harness, partner, buyer, seller);
});
afterAll(() => harness.close());

async function sale(): Promise<number> {
  const created = await postJson(harness, partner, '/2017-09-01/transaction', cameraSaleBody('buyer@example.com'));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const path = (id: number) => `/2017-09-01/transaction/${id}/buyer_payment`;
const example = { bank_country: 'us', bank_name: 'First Example Bank', account_name: 'Bea Buyer', third_party_email: null, bank_state: 'US-CA' };

async function graphql(account: TestAccount, query: string, variables: Record<string, unknown>) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: account.auth },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

const readQuery = `query($id: ID!) { buyerPayment(transactionId: $id) { __typename
  ... on BuyerPaymentRead { buyerPayment { bankCountry bankName accountName thirdPartyEmail bankState } }
  ... on Error { message } } }`;

describe('POST /transaction/{id}/buyer_payment', () => {
  it('stores what the buyer sends and answers it (200), replacing an earlier one', async () => {
    const id = await sale();
    expect(await send(harness, buyer, 'POST', path(id), example)).toEqual({
      status: 200,
      body: { bank_country: 'US', bank_name: 'First Example Bank', account_name: 'Bea Buyer', third_party_email: null, bank_state: 'US-CA' },
    });
    const again = await send(harness, buyer, 'POST', path(id), { bank_country: 'GB', bank_name: 'Example Bank plc', third_party_email: 'Payer@Example.com' });
    expect(again).toEqual({
      status: 200,
      body: { bank_country: 'GB', bank_name: 'Example Bank plc', account_name: null, third_party_email: 'payer@example.com', bank_state: null },
    });
    expect(await harness.services.prisma.buyerPayment.count({ where: { transactionId: id } })).toBe(1);
  });

  it('is for the buyer, or an approved partner acting for it (As-Customer)', async () => {
    const id = await sale();
    expect(await send(harness, seller, 'POST', path(id), example)).toEqual({
      status: 403,
      body: { error: 'Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods' },
    });
    expect((await send(harness, stranger, 'POST', path(id), example)).status).toBe(403);
    expect((await send(harness, operator, 'POST', path(id), example)).status).toBe(403);
    const asBuyer = await harness.fetch(path(id), {
      method: 'POST',
      headers: { authorization: partner.auth, 'as-customer': 'buyer@example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ bank_name: 'First Example Bank' }),
    });
    expect(asBuyer.status).toBe(200);
    expect((await send(harness, buyer, 'POST', '/2017-09-01/transaction/999999/buyer_payment', example)).status).toBe(404);
  });

  it('answers 422 for bad fields and unknown keys, storing nothing', async () => {
    const id = await sale();
    expect(
      await send(harness, buyer, 'POST', path(id), { bank_country: 'USA', bank_state: 'California', third_party_email: 'not an email', bank_name: 7, iban: 'x' }),
    ).toEqual({
      status: 422,
      body: {
        errors: {
          iban: ['is not a field that can be set'],
          bank_name: ['must be a string'],
          bank_country: ['must be an ISO 3166-1 alpha-2 country code, such as US'],
          third_party_email: ['must be a valid email address'],
          bank_state: ['must be an ISO 3166-2 subdivision code, such as US-CA'],
        },
      },
    });
    expect(await send(harness, buyer, 'POST', path(id), { bank_country: 'GB', bank_state: 'US-CA' })).toEqual({
      status: 422,
      body: { errors: { bank_state: ['must be a subdivision of GB'] } },
    });
    expect(await send(harness, buyer, 'POST', path(id), {})).toEqual({
      status: 422,
      body: { errors: { all: ['must give at least one of bank_country, bank_name, account_name, third_party_email, bank_state'] } },
    });
    expect((await send(harness, buyer, 'POST', path(id), { bank_name: 'x'.repeat(201) })).status).toBe(422);
    expect(await send(harness, buyer, 'POST', path(id), { bank_name: 'Bank\u0000of hostile input' })).toMatchObject({
      status: 422,
      body: { errors: { bank_name: [expect.any(String)] } },
    });
    expect(await send(harness, buyer, 'POST', path(id), { account_name: 'lone \ud800 surrogate' })).toMatchObject({
      status: 422,
      body: { errors: { account_name: [expect.any(String)] } },
    });
    expect(await harness.services.prisma.buyerPayment.count({ where: { transactionId: id } })).toBe(0);
  });

  it('answers 409 once the transaction is cancelled', async () => {
    const id = await sale();
    expect((await action(harness, partner, id, { action: 'cancel' })).status).toBe(200);
    expect(await send(harness, buyer, 'POST', path(id), example)).toEqual({
      status: 409,
      body: { error: 'The transaction is closed: there is nothing left to pay.' },
    });
  });
});

describe('what the operator reads before recording the payment', () => {
  it('GraphQL: submitBuyerPayment, and buyerPayment for the operator, the buyer and the partner only', async () => {
    const id = await sale();
    const submitted = await graphql(
      buyer,
      `mutation($id: ID!) { submitBuyerPayment(transactionId: $id, bankCountry: "AU", bankName: "Example Bank", bankState: "AU-NSW") {
        __typename ... on SubmitBuyerPaymentPayload { buyerPayment { bankCountry bankState } } ... on ValidationError { message } } }`,
      { id: globalId('Transaction', id) },
    );
    expect(submitted).toEqual({ submitBuyerPayment: { __typename: 'SubmitBuyerPaymentPayload', buyerPayment: { bankCountry: 'AU', bankState: 'AU-NSW' } } });
    const expected = { bankCountry: 'AU', bankName: 'Example Bank', accountName: null, thirdPartyEmail: null, bankState: 'AU-NSW' };
    for (const reader of [operator, buyer, partner]) {
      expect(await graphql(reader, readQuery, { id: globalId('Transaction', id) })).toEqual({
        buyerPayment: { __typename: 'BuyerPaymentRead', buyerPayment: expected },
      });
    }
    expect(await graphql(seller, readQuery, { id: globalId('Transaction', id) })).toEqual({
      buyerPayment: { __typename: 'ForbiddenError', message: 'Only the buyer, the partner or an operator may read where the payment comes from' },
    });
    const bad = await graphql(
      buyer,
      `mutation($id: ID!) { submitBuyerPayment(transactionId: $id, bankCountry: "Narnia") { __typename ... on ValidationError { fields { path messages } } } }`,
      { id: globalId('Transaction', id) },
    );
    expect(bad).toEqual({
      submitBuyerPayment: {
        __typename: 'ValidationError',
        fields: [{ path: ['bankCountry'], messages: ['must be an ISO 3166-1 alpha-2 country code, such as US'] }],
      },
    });
  });

  it('CLI: heldfunds payment show prints the chosen method, buyer_payment and the payments recorded', async () => {
    const id = await sale();
    await send(harness, buyer, 'POST', path(id), example);
    expect(printed(await paymentShow(harness.services, optionsOf('payment show', ['--transaction', String(id)]).transactionId))).toEqual({
      transaction_id: id,
      currency: 'usd',
      selected_payment_method: null,
      wire_reference: null,
      buyer_payment: { bank_country: 'US', bank_name: 'First Example Bank', account_name: 'Bea Buyer', third_party_email: null, bank_state: 'US-CA' },
      payments: [],
    });
  });
});
