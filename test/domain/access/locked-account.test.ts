/**
 * A locked account cannot be acted for (docs/security.md "Revocation and live connections"). An
 * operator locks the buyer, a customer who joined an approved partner: the partner acting
 * As-Customer for it (REST header, GraphQL argument), editing its profile or its party is
 * refused with the lock's own 403 and changes nothing. Unlocked, the same requests succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLockedError } from '../../../src/domain/auth/live-credential.js';
import { checkOneTimeToken, createOneTimeToken, InvalidTokenError } from '../../../src/domain/auth/one-time-tokens.js';
import { restRoutes } from '../../../src/rest/index.js';
import { setAccountLock } from '../../../src/domain/customers/lock.js';
import { approvePartner, globalId, joinPartner } from '../../support/accounts.js';
import { transactionFingerprint } from '../../support/access.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import type { Json } from '../../support/json.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let saleId: number;
let buyerParty: number;
const lockedMessage = new AccountLockedError().message;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer, seller },
  } = await createHarnessWithAccounts({
    partner: { email: 'partner@locked.test', isPartner: true },
    buyer: { email: 'buyer@locked.test' },
    seller: { email: 'seller@locked.test' },
  }));
  await approvePartner(harness, partner);
  saleId = await joinPartner(harness, partner, buyer, seller);
  const parties = (await rest('GET', `/2017-09-01/transaction/${saleId}`)).body.parties as { id: number; role: string }[];
  buyerParty = parties.find((party) => party.role === 'buyer')!.id;
});
afterAll(() => harness.close());

async function rest(method: string, path: string, body?: unknown, asCustomer?: string): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { authorization: partner.auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (asCustomer) headers['as-customer'] = asCustomer;
  const response = await harness.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Json) };
}

async function graphql(query: string, variables: Record<string, unknown>): Promise<Json> {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const lock = (locked: boolean) => setAccountLock(harness.services, { id: buyer.id }, { locked, reason: locked ? 'key leaked' : null, actor: 'cli' });
const buyerRow = () => harness.services.prisma.customer.findUniqueOrThrow({ where: { id: buyer.id }, include: { taxNumbers: true } });
const selectWire = `mutation($id: ID!, $as: String) { selectPaymentMethod(transactionId: $id, method: wire_transfer, asCustomer: $as) {
  __typename ... on ForbiddenError { message } } }`;
const updateCustomer = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on ForbiddenError { message } } }`;

describe('a partner acting for a locked customer', () => {
  it('is refused with the lock’s 403 on every door that acts as the customer, and changes nothing', async () => {
    await lock(true);
    const transaction = await transactionFingerprint(harness, saleId);
    const profile = await buyerRow();
    const refused = { status: 403, body: { error: lockedMessage } };
    expect(await rest('GET', `/2017-09-01/transaction/${saleId}/payment_methods`, undefined, buyer.email)).toEqual(refused);
    expect(await rest('POST', `/2017-09-01/transaction/${saleId}/payment_methods/wire_transfer`, {}, buyer.email)).toEqual(refused);
    expect(await rest('GET', `/2017-09-01/transaction/${saleId}/web_link/view`, undefined, buyer.email)).toEqual(refused);
    expect(await rest('PATCH', `/2017-09-01/customer/${buyer.id}`, { phone_number: '+1 555 0100' })).toEqual(refused);
    expect(await rest('PATCH', `/2017-09-01/party/${buyerParty}`, { phone_number: '+1 555 0100' })).toEqual(refused);
    expect(await graphql(selectWire, { id: globalId('Transaction', saleId), as: buyer.email })).toEqual({
      data: { selectPaymentMethod: { __typename: 'ForbiddenError', message: lockedMessage } },
    });
    expect(await graphql(updateCustomer, { input: { customer: globalId('Customer', buyer.id), phoneNumber: '+1 555 0100' } })).toEqual({
      data: { updateCustomer: { __typename: 'ForbiddenError', message: lockedMessage } },
    });
    expect(await transactionFingerprint(harness, saleId)).toEqual(transaction);
    expect(await buyerRow()).toEqual(profile);
    expect(await harness.services.prisma.oneTimeToken.count({ where: { customerId: buyer.id, purpose: 'web_link' } })).toBe(0);
  });

  it('every REST route that takes As-Customer refuses a locked customer (a new route is covered or fails here)', async () => {
    await lock(true);
    const items = (await rest('GET', `/2017-09-01/transaction/${saleId}`)).body.items as { id: number }[];
    const values: Record<string, string> = {
      transaction_id: String(saleId),
      item_id: String(items[0]!.id),
      payment_method_name: 'wire_transfer',
      action: 'view',
    };
    const bodies: Record<string, unknown> = {
      'PATCH /transaction/{transaction_id}': { action: 'agree' },
      'PATCH /transaction/{transaction_id}/item/{item_id}': { action: 'ship' },
      'POST /transaction/{transaction_id}/buyer_payment': { bank_country: 'us', bank_name: 'First Example Bank', account_name: 'Bea Buyer' },
    };
    const routes = restRoutes.filter((route) => route.doc?.asCustomer);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const before = await transactionFingerprint(harness, saleId);
    for (const route of routes) {
      const path = '/2017-09-01' + route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'unknown');
      // A body the route accepts as such: the refusal is then the caller's, not the input's.
      const body = route.method === 'GET' ? undefined : (bodies[`${route.method} ${route.path}`] ?? {});
      expect(await rest(route.method, path, body, buyer.email), `${route.method} ${route.path}`).toEqual({ status: 403, body: { error: lockedMessage } });
    }
    expect(await transactionFingerprint(harness, saleId)).toEqual(before);
    await lock(false);
  });

  it('acts again once the account is unlocked (the refusal was the lock)', async () => {
    await lock(false);
    expect((await rest('GET', `/2017-09-01/transaction/${saleId}/payment_methods`, undefined, buyer.email)).status).toBe(200);
    expect((await rest('PATCH', `/2017-09-01/customer/${buyer.id}`, { phone_number: '+1 555 0100' })).status).toBe(200);
    expect(await graphql(selectWire, { id: globalId('Transaction', saleId), as: buyer.email })).toEqual({
      data: { selectPaymentMethod: { __typename: 'SelectPaymentMethodPayload' } },
    });
  });
});

describe('the links of a locked account', () => {
  const mint = (purpose: 'set_password' | 'web_link') =>
    createOneTimeToken(harness.services.prisma, {
      customerId: buyer.id,
      purpose,
      lifetimeSeconds: 3600,
      now: harness.services.clock.now(),
      ...(purpose === 'web_link' ? { transactionId: saleId, action: 'view' } : {}),
    });
  const check = (token: string, purpose: 'set_password' | 'web_link') =>
    checkOneTimeToken(harness.services.prisma, token, purpose, harness.services.clock.now(), () => true);

  it('are voided by the lock: a set-password or web link handed out before it does not work after an unlock', async () => {
    const reset = await mint('set_password');
    const webLink = await mint('web_link');
    await lock(true);
    await lock(false);
    await expect(check(reset.token, 'set_password')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(check(webLink.token, 'web_link')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('are refused with the lock’s words while the account is locked, and work again once it is unlocked', async () => {
    await lock(true);
    const minted = await mint('set_password');
    await expect(check(minted.token, 'set_password')).rejects.toThrow(lockedMessage);
    await lock(false);
    await expect(check(minted.token, 'set_password')).resolves.toMatchObject({ customerId: buyer.id });
  });
});
