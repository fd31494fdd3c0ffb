import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payeesOnlyMessage, savedMethodIdMessage } from '../../src/domain/transactions/disbursement-method.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { achMethod, brokeredSaleBody, savedAch, savedWire, send, wireMethod } from '../support/accounts.js';
import { domainNameBody } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;
let partner: TestAccount;
let stranger: TestAccount;
/** Brokered: 1000.00 to the seller, who pays a 100.00 commission and half the escrow fee. */
let brokered: number;
/** A euro sale: no ach. */
let euro: number;
/** Set up by a partner that holds no other role. */
let partnered: number;
let sellerWire: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, broker, partner, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    stranger: { email: 'stranger@example.com' },
  }));
  const fees = [
    { type: 'escrow', payer_customer: buyer.email, split: 0.5 },
    { type: 'escrow', payer_customer: seller.email, split: 0.5 },
    { type: 'wire_disbursement', payer_customer: seller.email },
  ];
  const created = await send(harness, broker, 'POST', '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
      { role: 'broker', customer: 'me' },
    ],
    currency: 'usd',
    description: 'Brokered sale of example.com',
    items: [
      {
        title: 'example.com',
        type: 'domain_name',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
        fees,
      },
      { title: 'Broker commission', type: 'broker_fee', schedule: [{ amount: '100.00', payer_customer: seller.email, beneficiary_customer: 'me' }], fees },
    ],
  });
  expect(created.status).toBe(201);
  brokered = created.body.id;
  euro = (await send(harness, buyer, 'POST', '/2017-09-01/transaction', domainNameBody(seller.email, { currency: 'euro' }))).body.id;
  partnered = (await send(harness, partner, 'POST', '/2017-09-01/transaction', brokeredSaleBody(buyer.email, seller.email))).body.id;
  sellerWire = (await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [wireMethod] })).body.disbursement_methods[0].id;
});
afterAll(() => harness.close());

const path = (transactionId: number | string) => `/2017-09-01/transaction/${transactionId}/disbursement_methods`;

describe('GET /transaction/{transaction_id}/disbursement_methods', () => {
  it('answers the seller what it would receive with each method, its saved methods, and no selection yet', async () => {
    // 1000.00 − 100.00 commission − 16.25 (half the 32.50 escrow fee) = 883.75, less the method's fee.
    expect(await send(harness, seller, 'GET', path(brokered))).toEqual({
      status: 200,
      body: {
        available_disbursement_methods: [
          { type: 'ach', total: '878.75' },
          { type: 'wire', total: '858.75' },
          { type: 'wire_transfer', total: '858.75' },
          { type: 'wire_transfer_international', total: '848.75' },
        ],
        saved_disbursement_methods: [savedWire(sellerWire)],
        selected_disbursement_method: null,
        available_currencies: ['usd'],
      },
    });
  });

  it('answers the broker with its own content: its commission less the method’s fee', async () => {
    expect(await send(harness, broker, 'GET', path(brokered))).toEqual({
      status: 200,
      body: {
        available_disbursement_methods: [
          { type: 'ach', total: '95.00' },
          { type: 'wire', total: '75.00' },
          { type: 'wire_transfer', total: '75.00' },
          { type: 'wire_transfer_international', total: '65.00' },
        ],
        saved_disbursement_methods: [],
        selected_disbursement_method: null,
        available_currencies: ['usd'],
      },
    });
  });

  it('adds GST to the disbursement fee of a payee in Australia', async () => {
    const aussie = await createTestAccount(harness, { email: 'aussie@example.com' });
    await send(harness, aussie, 'PATCH', '/2017-09-01/customer/me', { address: { line1: '1 George St', city: 'Sydney', country: 'AU' } });
    const id = (await send(harness, buyer, 'POST', '/2017-09-01/transaction', domainNameBody(aussie.email))).body.id;
    expect((await send(harness, aussie, 'GET', path(id))).body.available_disbursement_methods).toEqual([
      { type: 'ach', total: '994.50' },
      { type: 'wire', total: '972.50' },
      { type: 'wire_transfer', total: '972.50' },
      { type: 'wire_transfer_international', total: '961.50' },
    ]);
  });

  it('offers no ach and only the transaction’s currency outside usd', async () => {
    const { body } = await send(harness, seller, 'GET', path(euro));
    expect(body.available_disbursement_methods.map((entry: { type: string }) => entry.type)).toEqual(['wire', 'wire_transfer', 'wire_transfer_international']);
    expect(body.available_currencies).toEqual(['euro']);
  });

  it('answers 403 to the buyer and to a partner holding no payee role, 403 to a stranger, 404 for an unknown id', async () => {
    expect(await send(harness, buyer, 'GET', path(brokered))).toEqual({ status: 403, body: { error: payeesOnlyMessage } });
    expect(await send(harness, partner, 'GET', path(partnered))).toEqual({ status: 403, body: { error: payeesOnlyMessage } });
    expect(await send(harness, stranger, 'GET', path(brokered))).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may view it' } });
    for (const id of [999999, 'abc']) {
      expect(await send(harness, seller, 'GET', path(id))).toEqual({ status: 404, body: { error: 'Transaction not found' } });
    }
  });
});

describe('POST /transaction/{transaction_id}/disbursement_methods', () => {
  it('selects a saved method by id and answers DisbursementMethods with it selected', async () => {
    const { status, body } = await send(harness, seller, 'POST', path(brokered), { id: sellerWire });
    expect(status).toBe(200);
    expect(body.selected_disbursement_method).toEqual(savedWire(sellerWire));
    expect(body.saved_disbursement_methods).toEqual([savedWire(sellerWire)]);
    const transaction = await send(harness, seller, 'GET', `/2017-09-01/transaction/${brokered}`);
    expect(transaction.body.parties.map((p: { role: string; disbursement_method_selected: boolean }) => [p.role, p.disbursement_method_selected])).toEqual([
      ['buyer', false],
      ['seller', true],
      ['broker', false],
      ['partner', false],
    ]);
    expect((await send(harness, seller, 'GET', path(brokered))).body.selected_disbursement_method).toEqual(savedWire(sellerWire));
  });

  it('saves a new method sent in full, selects it, and bumps the transaction version', async () => {
    const before = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: brokered } });
    const { status, body } = await send(harness, seller, 'POST', path(brokered), achMethod);
    expect(status).toBe(200);
    const added = body.saved_disbursement_methods.at(-1).id as number;
    expect(body).toMatchObject({ saved_disbursement_methods: [savedWire(sellerWire), savedAch(added)], selected_disbursement_method: savedAch(added) });
    const party = await harness.services.prisma.party.findFirstOrThrow({ where: { transactionId: brokered, role: 'seller' } });
    expect(party.disbursementMethodId).toBe(added);
    expect((await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: brokered } })).version).toBe(before.version + 1);
  });

  it('selects by id when other fields come along (a saved method sent back as read)', async () => {
    const { body } = await send(harness, seller, 'POST', path(brokered), { ...savedWire(sellerWire), bank_name: 'ignored' });
    expect(body.selected_disbursement_method).toEqual(savedWire(sellerWire));
  });

  it('sets the broker’s own party when the broker selects', async () => {
    const { body } = await send(harness, broker, 'POST', path(brokered), achMethod);
    expect(body.selected_disbursement_method).toEqual(savedAch(body.saved_disbursement_methods[0].id));
    const parties = await harness.services.prisma.party.findMany({ where: { transactionId: brokered }, orderBy: { id: 'asc' } });
    expect(parties.find((p) => p.role === 'broker')?.disbursementMethodId).toBe(body.saved_disbursement_methods[0].id);
    expect(parties.find((p) => p.role === 'seller')?.disbursementMethodId).toBe(sellerWire);
  });

  it('answers 422 for an id that is not one of the caller’s saved methods (another account’s, unknown, not an id)', async () => {
    const brokersMethod = (await send(harness, broker, 'GET', '/2017-09-01/customer/me/disbursement_methods')).body.saved_disbursement_methods[0].id;
    for (const id of [brokersMethod, 999999, 'abc', null]) {
      expect(await send(harness, seller, 'POST', path(brokered), { id })).toEqual({ status: 422, body: { errors: { id: [savedMethodIdMessage] } } });
    }
  });

  it('answers 422 for a new method with bad fields, saving nothing', async () => {
    const count = await harness.services.prisma.disbursementMethod.count();
    expect(await send(harness, seller, 'POST', path(brokered), { type: 'ach', account_name: 'Sam' })).toEqual({
      status: 422,
      body: { errors: { bank_aba_routing_number: ['is required for ach'], bank_account_number: ['is required for ach'] } },
    });
    expect(await harness.services.prisma.disbursementMethod.count()).toBe(count);
  });

  it('answers 422 for a method that cannot pay out this transaction (type, currency)', async () => {
    expect(await send(harness, seller, 'POST', path(euro), achMethod)).toEqual({
      status: 422,
      body: { errors: { type: ['is ach, which is not available for a transaction in euro'], currency: ['is in usd, but this transaction pays out in euro'] } },
    });
    const usdWire = (
      await send(harness, seller, 'PATCH', '/2017-09-01/customer/me', { disbursement_methods: [{ ...wireMethod, currency: 'usd' }] })
    ).body.disbursement_methods.at(-1).id;
    expect(await send(harness, seller, 'POST', path(euro), { id: usdWire })).toEqual({
      status: 422,
      body: { errors: { id: ['selects a method that is in usd, but this transaction pays out in euro'] } },
    });
    expect((await send(harness, seller, 'POST', path(euro), { id: sellerWire })).status).toBe(200);
  });

  it('answers 403 to the buyer, a non-payee partner and strangers; 404 for an unknown transaction', async () => {
    expect(await send(harness, buyer, 'POST', path(brokered), achMethod)).toEqual({ status: 403, body: { error: payeesOnlyMessage } });
    expect(await send(harness, partner, 'POST', path(partnered), achMethod)).toEqual({ status: 403, body: { error: payeesOnlyMessage } });
    expect(await send(harness, stranger, 'POST', path(brokered), { id: sellerWire })).toEqual({
      status: 403,
      body: { error: 'Only the parties of a transaction may view it' },
    });
    expect(await send(harness, seller, 'POST', path(999999), { id: sellerWire })).toEqual({ status: 404, body: { error: 'Transaction not found' } });
  });

  it('answers 409 once the transaction is cancelled or closed, or the payee has been paid', async () => {
    const prisma = harness.services.prisma;
    const make = async () => (await send(harness, buyer, 'POST', '/2017-09-01/transaction', domainNameBody(seller.email))).body.id as number;
    const cancelled = await make();
    await prisma.transaction.update({ where: { id: cancelled }, data: { isCancelled: true } });
    const closed = await make();
    await prisma.transaction.update({ where: { id: closed }, data: { closedAt: new Date() } });
    const paid = await make();
    await prisma.schedule.updateMany({ where: { item: { transactionId: paid } }, data: { disbursedToBeneficiary: true } });
    for (const [id, error] of [
      [cancelled, 'The transaction is cancelled: its disbursement method can no longer change'],
      [closed, 'The transaction is closed: its disbursement method can no longer change'],
      [paid, 'Your proceeds of this transaction have been disbursed: the disbursement method can no longer change'],
    ] as const) {
      expect(await send(harness, seller, 'POST', path(id), { id: sellerWire })).toEqual({ status: 409, body: { error } });
    }
  });
});
