import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody, getJson, postJson } from '../support/transactions.js';
import { joinPartner } from '../support/accounts.js';
import type { Json } from '../support/json.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    stranger: { email: 'stranger@example.com' },
  }));
  // Buyer and seller joined the partner (it acts for them once approved).
  await joinPartner(harness, partner, buyer, seller);
});
afterAll(() => harness.close());

async function create(account: TestAccount, body = cameraSaleBody('buyer@example.com')): Promise<number> {
  const created = await postJson(harness, account, '/2017-09-01/transaction', body);
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const methodsPath = (id: number) => `/2017-09-01/transaction/${id}/payment_methods`;
const listMethods = (account: TestAccount, id: number, headers: Record<string, string> = {}) =>
  harness
    .fetch(methodsPath(id), { headers: { authorization: account.auth, ...headers } })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, Json> }));
const choose = (account: TestAccount, id: number, method: string, body?: unknown, headers: Record<string, string> = {}) =>
  harness
    .fetch(`${methodsPath(id)}/${method}`, {
      method: 'POST',
      headers: { authorization: account.auth, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, Json> }));

const wire = { type: 'wire_transfer', total: '1032.50', payment_gateway: 'bank_wire', fee_for_outstanding_balance: '0.00', fees: [] };
// 3.00 % and 3.50 % of the outstanding 1032.50, rounded half up.
const card = {
  type: 'credit_card',
  total: '1063.48',
  payment_gateway: 'sandbox',
  fee_for_outstanding_balance: '30.98',
  fees: [{ type: 'creditcard_deposit', payer_customer: 'buyer@example.com', amount: '30.98', amount_without_taxes: '30.98', taxes: [] }],
};
const paypal = {
  type: 'paypal',
  total: '1068.64',
  payment_gateway: 'sandbox',
  fee_for_outstanding_balance: '36.14',
  fees: [{ type: 'paypal_deposit', payer_customer: 'buyer@example.com', amount: '36.14', amount_without_taxes: '36.14', taxes: [] }],
};

async function setVerification(account: TestAccount, status: 'verified' | 'not_verified') {
  await harness.services.prisma.customer.update({ where: { id: account.id }, data: { personalVerificationStatus: status } });
}

describe('GET /transaction/{id}/payment_methods', () => {
  it('lists every method on condition until all parties agreed, then what the buyer may use now', async () => {
    const id = await create(buyer);
    expect(await listMethods(buyer, id)).toEqual({
      status: 200,
      body: {
        available_payment_methods: [],
        conditionally_available_payment_methods: [
          { ...wire, conditions: ['all_parties_agreed'] },
          { ...card, conditions: ['all_parties_agreed', 'buyer_identity_verified'] },
          { ...paypal, conditions: ['all_parties_agreed'] },
        ],
        total_without_payment_fee: '1032.50',
        selected_payment_method: null,
      },
    });
    await action(harness, seller, id, { action: 'agree' });
    expect(await listMethods(buyer, id)).toEqual({
      status: 200,
      body: {
        available_payment_methods: [
          { ...wire, conditions: [] },
          { ...paypal, conditions: [] },
        ],
        conditionally_available_payment_methods: [{ ...card, conditions: ['buyer_identity_verified'] }],
        total_without_payment_fee: '1032.50',
        selected_payment_method: null,
      },
    });
    await setVerification(buyer, 'verified');
    try {
      const verified = await listMethods(buyer, id);
      expect(verified.body.available_payment_methods.map((method: { type: string }) => method.type)).toEqual(['wire_transfer', 'credit_card', 'paypal']);
      expect(verified.body.conditionally_available_payment_methods).toEqual([]);
    } finally {
      await setVerification(buyer, 'not_verified');
    }
  });

  it('adds GST to the payment fee of a buyer in Australia', async () => {
    const aussie = await createTestAccount(harness, { email: 'aussie@example.com' });
    await harness.services.prisma.customer.update({ where: { id: aussie.id }, data: { addressCountry: 'AU' } });
    const id = await create(aussie, cameraSaleBody('aussie@example.com'));
    await action(harness, seller, id, { action: 'agree' });
    const listed = await listMethods(aussie, id);
    // 1000.00 + the escrow fee 32.50 with 3.25 GST; PayPal: 3.50 % of 1035.75 = 36.25, GST 3.63.
    expect(listed.body.total_without_payment_fee).toBe('1035.75');
    expect(listed.body.available_payment_methods[1]).toEqual({
      type: 'paypal',
      total: '1075.63',
      payment_gateway: 'sandbox',
      conditions: [],
      fee_for_outstanding_balance: '39.88',
      fees: [
        { type: 'paypal_deposit', payer_customer: 'aussie@example.com', amount: '39.88', amount_without_taxes: '36.25', taxes: [{ type: 'gst', amount: '3.63' }] },
      ],
    });
  });

  it('is for the buyer, or an approved partner acting for the buyer', async () => {
    const id = await create(partner);
    const buyerOnly = 'Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods';
    expect(await listMethods(seller, id)).toEqual({ status: 403, body: { error: buyerOnly } });
    expect(await listMethods(partner, id)).toEqual({ status: 403, body: { error: buyerOnly } });
    expect(await listMethods(stranger, id)).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may view it' } });
    expect(await listMethods(buyer, 999999)).toEqual({ status: 404, body: { error: 'Transaction not found' } });
    expect(await listMethods(partner, id, { 'as-customer': 'buyer@example.com' })).toEqual({
      status: 403,
      body: { error: 'This partner is not approved to act on behalf of customers (As-Customer)' },
    });
    await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
    try {
      expect((await listMethods(partner, id, { 'as-customer': 'buyer@example.com' })).status).toBe(200);
      expect(await listMethods(partner, id, { 'as-customer': 'seller@example.com' })).toEqual({ status: 403, body: { error: buyerOnly } });
      await action(harness, buyer, id, { action: 'agree' });
      await action(harness, seller, id, { action: 'agree' });
      const chosen = await choose(partner, id, 'wire_transfer', {}, { 'as-customer': 'buyer@example.com' });
      expect(chosen.status).toBe(200);
      const note = await harness.services.prisma.timelineEntry.findFirstOrThrow({ where: { transactionId: id }, orderBy: { id: 'desc' } });
      expect(note).toMatchObject({ notes: 'The partner, for the buyer, chose to pay 1032.50 USD by wire transfer.', actorId: partner.id });
    } finally {
      await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: false } });
    }
  });
});

describe('POST /transaction/{id}/payment_methods/{payment_method_name}', () => {
  it('answers the wire instructions, records the choice and the status code', async () => {
    const id = await create(buyer);
    expect(await choose(buyer, id, 'wire_transfer')).toEqual({
      status: 409,
      body: { error: 'Payment by wire transfer can be chosen once every party has agreed to the transaction.' },
    });
    await action(harness, seller, id, { action: 'agree' });
    expect(await choose(buyer, id, 'wire_transfer', { wire_reference: 'PO-2291' })).toEqual({
      status: 200,
      body: {
        bank_name: 'Heldfunds Sandbox Bank',
        swift_code: 'HFSBUS00',
        additional_instructions:
          `Wire 1032.50 USD from an account in the buyer's name. Quote "HELDFUNDS ${id}" as the payment reference so the funds are matched to transaction ${id} (your reference: PO-2291). ` +
          `Sandbox: no money moves. Simulate the funds arriving with POST /2017-09-01/sandbox/transaction/${id}/fund.`,
        credit_account_name: 'Heldfunds Escrow Trust Account (sandbox)',
        credit_account_number: '000111222333',
        routing_number: '000000000',
        bank_address: '1 Sandbox Way, Testville, CA 94000, US',
        wire_beneficiary_address: '1 Escrow Plaza, Testville, CA 94000, US',
        structured_bank_address: { line1: '1 Sandbox Way', line2: null, city: 'Testville', state: 'CA', post_code: '94000', country: 'US' },
        structured_wire_ben_address: { line1: '1 Escrow Plaza', line2: null, city: 'Testville', state: 'CA', post_code: '94000', country: 'US' },
      },
    });
    expect(await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } })).toMatchObject({
      selectedPaymentMethod: 'wire_transfer',
      wireReference: 'PO-2291',
      paymentReturnUrl: null,
      statusCode: 20,
    });
    const timeline = await getJson(harness, seller, `/2017-09-01/transaction/${id}/timeline-entries`);
    expect(timeline.body.at(-1)).toEqual({ date_added: '2026-01-15T12:00:00.000Z', notes: 'The buyer chose to pay 1032.50 USD by wire transfer.' });
    expect((await listMethods(buyer, id)).body.selected_payment_method).toBe('wire_transfer');

    // A new choice replaces the earlier one until the money arrives.
    expect(await choose(buyer, id, 'paypal', { return_url: 'https://shop.example.com/thanks?order=7' })).toEqual({
      status: 200,
      // The return address is signed into the link (docs/security.md "Page protections").
      body: {
        landing_page: expect.stringMatching(
          new RegExp(
            `^http://127\\.0\\.0\\.1:4000/sandbox/payments/${id}/paypal\\?return_url=https%3A%2F%2Fshop\\.example\\.com%2Fthanks%3Forder%3D7&signature=[\\w-]{43}$`,
          ),
        ),
      },
    });
    expect(await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } })).toMatchObject({
      selectedPaymentMethod: 'paypal',
      wireReference: null,
      paymentReturnUrl: 'https://shop.example.com/thanks?order=7',
      statusCode: 22,
    });
  });

  it('refuses methods that are not available, and other roles', async () => {
    const id = await create(buyer);
    await action(harness, seller, id, { action: 'agree' });
    expect(await choose(buyer, id, 'bitcoin')).toEqual({
      status: 404,
      body: { error: 'No payment method named "bitcoin"; the methods are check, credit_card, direct_debit, paypal, poli, wire_transfer' },
    });
    expect(await choose(buyer, id, 'check')).toEqual({
      status: 409,
      body: { error: 'Payment by check is not offered; choose one of wire_transfer, paypal, credit_card.' },
    });
    expect(await choose(buyer, id, 'credit_card')).toEqual({
      status: 409,
      body: { error: "Payment by credit card can be chosen once the buyer's identity is verified." },
    });
    expect(await choose(seller, id, 'wire_transfer')).toEqual({
      status: 403,
      body: { error: 'Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods' },
    });
    expect(await choose(stranger, id, 'wire_transfer')).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may act on it' } });

    await sandboxFund(harness, buyer, id);
    expect(await choose(buyer, id, 'wire_transfer')).toEqual({ status: 409, body: { error: 'Nothing is outstanding: the transaction is fully funded.' } });
    expect((await listMethods(buyer, id)).body).toEqual({
      available_payment_methods: [],
      conditionally_available_payment_methods: [],
      total_without_payment_fee: '0.00',
      selected_payment_method: null,
    });
  });

  it('validates the PaymentMethodInput', async () => {
    const id = await create(buyer);
    await action(harness, seller, id, { action: 'agree' });
    expect(await choose(buyer, id, 'paypal', { wire_reference: 'X', return_url: 'ftp://example.com' })).toEqual({
      status: 422,
      body: { errors: { wire_reference: ['is only used for wire_transfer'], return_url: ['must be an http or https URL of at most 2048 characters'] } },
    });
    expect(await choose(buyer, id, 'wire_transfer', { payment_method_name: 'paypal', return_url: 'https://example.com', wire_reference: '' })).toEqual({
      status: 422,
      body: {
        errors: {
          payment_method_name: ['must be wire_transfer, the method named in the path, or be left out'],
          wire_reference: ['must be a non-empty string of at most 140 characters'],
          return_url: ['is only used for credit_card and paypal'],
        },
      },
    });
    expect((await choose(buyer, id, 'wire_transfer', ['not an object'])).status).toBe(422);
    expect((await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } })).selectedPaymentMethod).toBeNull();
  });
});

describe('payment methods in production', () => {
  it('offers wire transfers only, and only with the bank details configured', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      const productionBuyer = await createTestAccount(production, { email: 'buyer@example.com' });
      const productionSeller = await createTestAccount(production, { email: 'seller@example.com' });
      const created = await postJson(production, productionBuyer, '/2017-09-01/transaction', cameraSaleBody('buyer@example.com'));
      const id = created.body.id as number;
      await action(production, productionSeller, id, { action: 'agree' });
      const list = () => getJson(production, productionBuyer, methodsPath(id));
      expect((await list()).body).toEqual({
        available_payment_methods: [],
        conditionally_available_payment_methods: [],
        total_without_payment_fee: '1032.50',
        selected_payment_method: null,
      });
      expect(await postJson(production, productionBuyer, `${methodsPath(id)}/paypal`, {})).toEqual({
        status: 409,
        body: { error: 'Payment by PayPal is not offered.' },
      });

      production.services.config.wireTransfer = {
        bankName: 'First Trust Bank',
        swiftCode: 'FTBKUS44',
        accountName: 'Heldfunds Inc. Client Trust',
        accountNumber: '4401229910',
        routingNumber: null,
        iban: null,
        bankAddress: null,
        beneficiaryAddress: null,
        instructions: 'Wires after 15:00 ET are processed the next business day.',
        sortCode: null,
        bsb: null,
        bankNumber: null,
        transitNumber: null,
        intermediaryBankName: null,
        intermediaryBankSwiftCode: null,
        structuredBankAddress: null,
        structuredBeneficiaryAddress: null,
      };
      expect((await list()).body.available_payment_methods).toEqual([{ ...wire, conditions: [] }]);
      expect(await postJson(production, productionBuyer, `${methodsPath(id)}/wire_transfer`, {})).toEqual({
        status: 200,
        body: {
          bank_name: 'First Trust Bank',
          swift_code: 'FTBKUS44',
          additional_instructions: `Wire 1032.50 USD from an account in the buyer's name. Quote "HELDFUNDS ${id}" as the payment reference so the funds are matched to transaction ${id}. Wires after 15:00 ET are processed the next business day.`,
          credit_account_name: 'Heldfunds Inc. Client Trust',
          credit_account_number: '4401229910',
        },
      });
      expect((await postJson(production, productionBuyer, `/2017-09-01/sandbox/transaction/${id}/fund`, undefined)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
