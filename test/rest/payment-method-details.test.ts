/**
 * GET /transaction/{id}/payment_methods/{name}, as integrations read it: wire details with
 * every configured field, a landing page for paypal and credit_card (PaymentMethodRedirectInput
 * as query parameters) and check details; nothing is chosen by reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/accounts.js';
import { approvePartner } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;

const address = (line1: string, city: string, country: string, extra: Record<string, string | null> = {}) => ({
  line1,
  line2: null,
  city,
  state: null,
  postCode: null,
  country,
  ...extra,
});

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
  // What an operator sets with WIRE_* and CHECK_* (src/config.ts).
  harness.services.config.wireTransfer = {
    bankName: 'Example Bank plc',
    swiftCode: 'EXBKGB2L',
    accountName: 'Heldfunds Ltd Client Account',
    accountNumber: '41926819',
    routingNumber: null,
    iban: 'GB29NWBK60161331926819',
    bankAddress: null,
    beneficiaryAddress: '1 Escrow Street, London EC1A 1AA, GB',
    instructions: null,
    sortCode: '601613',
    bsb: '062000',
    bankNumber: '004',
    transitNumber: '12345',
    intermediaryBankName: 'JPMorgan Chase',
    intermediaryBankSwiftCode: 'CHASUS33',
    structuredBankAddress: address('1 Bank Street', 'London', 'GB', { postCode: 'E14 5AB' }),
    structuredBeneficiaryAddress: null,
  };
  harness.services.config.check = { payeeName: 'Heldfunds Inc.', address: address('PO Box 1000', 'Austin', 'US', { state: 'TX', postCode: '78701' }) };
});
afterAll(() => harness.close());

async function agreedSale(): Promise<number> {
  const created = await postJson(harness, partner, '/2017-09-01/transaction', cameraSaleBody('buyer@example.com'));
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  for (const party of [buyer, seller]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
  return id;
}

const detailsPath = (id: number, name: string, query = '') => `/2017-09-01/transaction/${id}/payment_methods/${name}${query}`;

describe('GET /transaction/{id}/payment_methods/{name}', () => {
  it('answers WireTransferDetails with every field the operator configured, choosing nothing', async () => {
    const id = await agreedSale();
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'wire_transfer'))).toEqual({
      status: 200,
      body: {
        bank_name: 'Example Bank plc',
        swift_code: 'EXBKGB2L',
        additional_instructions: `Wire 1032.50 USD from an account in the buyer's name. Quote "HELDFUNDS ${id}" as the payment reference so the funds are matched to transaction ${id}.`,
        credit_account_name: 'Heldfunds Ltd Client Account',
        credit_account_number: '41926819',
        sort_code: '601613',
        bsb: '062000',
        bank_number: '004',
        transit_number: '12345',
        bank_iban: 'GB29NWBK60161331926819',
        intermediary_bank_name: 'JPMorgan Chase',
        intermediary_bank_swift_code: 'CHASUS33',
        bank_address: '1 Bank Street, London, E14 5AB, GB',
        wire_beneficiary_address: '1 Escrow Street, London EC1A 1AA, GB',
        structured_bank_address: { line1: '1 Bank Street', line2: null, city: 'London', state: null, post_code: 'E14 5AB', country: 'GB' },
      },
    });
    const stored = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ selectedPaymentMethod: null, statusCode: 15 });
  });

  it('answers a LandingPage for paypal with return_url and redirect_type', async () => {
    const id = await agreedSale();
    const query = `?return_url=${encodeURIComponent('https://shop.example.com/orders/7?paid=1')}&redirect_type=manual`;
    const { status, body } = await send(harness, buyer, 'GET', detailsPath(id, 'paypal', query));
    expect(status).toBe(200);
    const page = new URL(body.landing_page as string);
    expect(page.pathname).toBe(`/sandbox/payments/${id}/paypal`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      return_url: 'https://shop.example.com/orders/7?paid=1',
      redirect_type: 'manual',
      signature: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(Object.keys(body)).toEqual(['landing_page']);
  });

  it('answers CheckDetails where checks are mailed', async () => {
    const id = await agreedSale();
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'check'))).toEqual({
      status: 200,
      body: {
        check_payee_name: 'Heldfunds Inc.',
        check_beneficiary_address: 'PO Box 1000, Austin, TX 78701, US',
        structured_check_ben_address: { line1: 'PO Box 1000', line2: null, city: 'Austin', state: 'TX', post_code: '78701', country: 'US' },
        amount: '1032.50',
        memo: `HELDFUNDS ${id}`,
      },
    });
  });

  it('answers credit_card once the buyer is verified; until then 409 with the condition', async () => {
    const id = await agreedSale();
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'credit_card'))).toEqual({
      status: 409,
      body: { error: "Payment by credit card can be chosen once the buyer's identity is verified." },
    });
    await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { personalVerificationStatus: 'verified' } });
    try {
      const { status, body } = await send(harness, buyer, 'GET', detailsPath(id, 'credit_card', '?redirect_type=automatic'));
      expect(status).toBe(200);
      expect(new URL(body.landing_page as string).searchParams.get('redirect_type')).toBe('automatic');
    } finally {
      await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { personalVerificationStatus: 'not_verified' } });
    }
  });

  it('lets an approved partner read for the buyer with As-Customer; the seller and an unapproved partner get 403', async () => {
    const id = await agreedSale();
    const asBuyer = await harness.fetch(detailsPath(id, 'wire_transfer'), { headers: { authorization: partner.auth, 'as-customer': 'buyer@example.com' } });
    expect(asBuyer.status).toBe(403);
    await approvePartner(harness, partner);
    const approved = await harness.fetch(detailsPath(id, 'wire_transfer'), { headers: { authorization: partner.auth, 'as-customer': 'buyer@example.com' } });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { bank_name: string }).bank_name).toBe('Example Bank plc');
    expect((await send(harness, seller, 'GET', detailsPath(id, 'wire_transfer'))).status).toBe(403);
  });

  it('answers 404 for a method that does not exist and 422 for a bad redirect, in the contract shapes', async () => {
    const id = await agreedSale();
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'bitcoin'))).toEqual({
      status: 404,
      body: { error: 'No payment method named "bitcoin"; the methods are check, credit_card, direct_debit, paypal, poli, wire_transfer' },
    });
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'paypal', '?return_url=javascript:alert(1)&redirect_type=sometimes'))).toEqual({
      status: 422,
      body: { errors: { return_url: ['must be an http or https URL of at most 2048 characters'], redirect_type: ['must be one of automatic, manual'] } },
    });
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'wire_transfer', '?return_url=https://shop.example.com&redirect_type=manual'))).toEqual({
      status: 422,
      body: { errors: { return_url: ['is only used for credit_card and paypal'], redirect_type: ['is only used for credit_card and paypal'] } },
    });
    expect(await send(harness, buyer, 'GET', detailsPath(id, 'poli'))).toEqual({
      status: 409,
      body: { error: 'Payment by poli is not offered; choose one of wire_transfer, check, paypal, credit_card.' },
    });
  });
});
