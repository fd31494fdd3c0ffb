import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCard } from '../../src/domain/partners/payment-info.js';
import { achMethod, agreeAsItself, send, wireMethod } from '../support/accounts.js';
import { createHarness, createTestAccount, restBase, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, createSale, partnerGet } from '../support/partners.js';

let harness: Harness;
let partner: TestAccount;
let otherPartner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let outsider: TestAccount;
let cardId: number;
let selectedId: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  otherPartner = await createPartnerAccount(harness);
  buyer = await createTestAccount(harness);
  seller = await createTestAccount(harness);
  outsider = await createTestAccount(harness);
  const sale = await createSale(harness, partner, { buyer: buyer.email, seller: seller.email });
  const otherSale = await createSale(harness, otherPartner, { buyer: buyer.email, seller: seller.email });
  // Buyer and seller agree to both sales: they are customers of both partners.
  for (const id of [sale, otherSale]) for (const party of [buyer, seller]) await agreeAsItself(harness, party, id);
  // The card checkout (sandbox) saves what it may keep of the buyer's cards.
  cardId = (await saveCard(harness.services, { customerId: buyer.id, partnerId: partner.id, brand: 'visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2030 }))
    .id;
  await saveCard(harness.services, { customerId: buyer.id, partnerId: otherPartner.id, brand: 'mastercard', lastFour: '4444', expiryMonth: 1, expiryYear: 2029 });
  await saveCard(harness.services, { customerId: buyer.id, brand: 'amex', lastFour: '0005', expiryMonth: 6, expiryYear: 2031 });
  // The seller chooses payout methods on both partners' transactions and keeps one unused.
  const selected = await send(harness, seller, 'POST', `/2017-09-01/transaction/${sale}/disbursement_methods`, wireMethod);
  expect(selected.status, JSON.stringify(selected.body)).toBe(200);
  selectedId = selected.body.selected_disbursement_method.id;
  expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${otherSale}/disbursement_methods`, achMethod)).status).toBe(200);
  expect((await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [{ ...achMethod, account_name: 'Unused' }] })).status).toBe(200);
});
afterAll(() => harness.close());

const notFound = { status: 404, body: { error: 'Customer not found among the customers of your transactions' } };

describe('GET /partner/customer/{customer_id}/payments_in', () => {
  it('lists the cards the customer saved paying the partner’s transactions: brand, last four digits, expiry', async () => {
    expect(await partnerGet(harness, partner, `/customer/${buyer.id}/payments_in`)).toEqual({
      status: 200,
      body: { payments_in: [{ id: cardId, ext_cust_id: buyer.id, brand: 'visa', last_four_digits: '4242', expiration_month: 12, expiration_year: 2030 }] },
    });
    expect((await partnerGet(harness, otherPartner, `/customer/${buyer.id}/payments_in`)).body.payments_in.map((card: { brand: string }) => card.brand)).toEqual([
      'mastercard',
    ]);
    expect(await partnerGet(harness, partner, `/customer/${seller.id}/payments_in`)).toEqual({ status: 200, body: { payments_in: [] } });
  });

  it('answers 404 for a customer outside the partner’s transactions, 403 for an account that is not a partner, 401 without credentials', async () => {
    expect(await partnerGet(harness, partner, `/customer/${outsider.id}/payments_in`)).toEqual(notFound);
    expect(await partnerGet(harness, partner, '/customer/nope/payments_in')).toEqual(notFound);
    expect((await partnerGet(harness, buyer, `/customer/${buyer.id}/payments_in`)).status).toBe(403);
    expect((await harness.fetch(`${restBase}/partner/customer/${buyer.id}/payments_in`)).status).toBe(401);
  });
});

describe('GET /partner/customer/{customer_id}/payments_out', () => {
  it('lists the payout methods the customer chose in the partner’s transactions, never account numbers', async () => {
    const { status, body } = await partnerGet(harness, partner, `/customer/${seller.id}/payments_out`);
    expect(status).toBe(200);
    expect(body).toEqual({
      payments_out: [
        { id: selectedId, bank_name: 'Example Bank plc', account_name: 'Sam Seller', currency: null, type: 'wire_transfer', bank_address: { country: 'GB' } },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/GB82|WEST|iban|account_number/i);
    expect((await partnerGet(harness, otherPartner, `/customer/${seller.id}/payments_out`)).body.payments_out.map((m: { type: string }) => m.type)).toEqual(['ach']);
    expect(await partnerGet(harness, partner, `/customer/${buyer.id}/payments_out`)).toEqual({ status: 200, body: { payments_out: [] } });
  });

  it('answers 404 outside the partner’s customers and 403 for an account that is not a partner', async () => {
    expect(await partnerGet(harness, partner, `/customer/${outsider.id}/payments_out`)).toEqual(notFound);
    expect((await partnerGet(harness, seller, `/customer/${seller.id}/payments_out`)).status).toBe(403);
  });
});
