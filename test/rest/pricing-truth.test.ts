/**
 * Issue 23, pricing truth, on the REST face: the cases of defects 3 to 7 sent as an integrator
 * sends them. Each asserts that what is quoted is what is charged or paid, to the cent, and that
 * what cannot be recorded or paid is refused at creation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/domain/jobs/run-jobs.js';
import { auditTransactions } from '../../src/domain/audit/ledger.js';
import { feeRevenueAccountKey, payoutAccountKey } from '../../src/domain/ledger/index.js';
import { parseMoney } from '../../src/domain/shared/money.js';
import { achMethod, send } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import type { Json } from '../support/json.js';
import { expectBalancedLedger } from '../support/ledger.js';
import { action, patch, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody } from '../support/transactions.js';

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
  await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { personalVerificationStatus: 'verified' } });
});
afterAll(() => harness.close());

function money(value: unknown): bigint {
  const parsed = parseMoney(value);
  if (!parsed.ok) throw new Error(`not an amount: ${String(value)}`);
  return parsed.minor;
}

async function booked(transactionId: number, accountKey: string, kind?: string): Promise<bigint> {
  const entries = await harness.services.prisma.ledgerEntry.findMany({
    where: { account: { key: accountKey }, posting: { transactionId, ...(kind ? { kind } : {}) } },
    select: { amount: true },
  });
  return entries.reduce((sum, entry) => sum + entry.amount, 0n);
}

const SELLER_PAYS_ESCROW = [{ type: 'escrow', payer_customer: 'seller@example.com' }];

const milestone = (title: string, amount: string, day: number, fees: unknown[] = SELLER_PAYS_ESCROW) => ({
  title,
  type: 'milestone',
  inspection_period: 86400,
  fees,
  schedule: [{ amount, payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com', due_date: new Date(Date.UTC(2027, 1, day)).toISOString() }],
});

/** Created by the buyer, agreed by the seller; answers the id and the item ids. */
async function agreed(items: unknown[]): Promise<{ id: number; itemIds: number[] }> {
  const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', { ...cameraSaleBody(buyer.email), items });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
  return { id, itemIds: (created.body.items as { id: number }[]).map((item) => item.id) };
}

async function payoutQuote(id: number, type: string, payee: TestAccount = seller): Promise<bigint> {
  const quote = await send(harness, payee, 'GET', `/2017-09-01/transaction/${id}/disbursement_methods`);
  expect(quote.status).toBe(200);
  return money(quote.body.available_disbursement_methods.find((method: { type: string }) => method.type === type).total);
}

async function settle(id: number): Promise<void> {
  while ((await runDueJobs(harness.services, { transactionId: id })) > 0);
}

async function itemAction(account: TestAccount, id: number, itemId: number, body: Record<string, unknown>): Promise<void> {
  const answer = await patch(harness, account, `/2017-09-01/transaction/${id}/item/${itemId}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function deliver(id: number, itemId: number): Promise<void> {
  await itemAction(seller, id, itemId, { action: 'ship' });
  await itemAction(buyer, id, itemId, { action: 'receive' });
  await itemAction(buyer, id, itemId, { action: 'accept' });
  await settle(id);
}

const paidToSeller = (id: number) => booked(id, payoutAccountKey(seller.id, 'usd'));

describe('defect 3: only the deposit fee of the method used is charged', () => {
  it('escrow (buyer) + paypal_deposit + creditcard_deposit on 1000.00: a wire payment is quoted and charged 1032.50', async () => {
    const fees = [
      { type: 'escrow', payer_customer: buyer.email },
      { type: 'paypal_deposit', payer_customer: buyer.email },
      { type: 'creditcard_deposit', payer_customer: buyer.email },
    ];
    const { id } = await agreed([{ ...cameraSaleBody(buyer.email).items[0], fees }]);
    const quote = await send(harness, buyer, 'GET', `/2017-09-01/transaction/${id}/payment_methods`);
    const totals = Object.fromEntries(quote.body.available_payment_methods.map((method: { type: string; total: string }) => [method.type, method.total]));
    // The agreed deposit entries are 3.50 % and 3.00 % of the 1000.00 price, each charged only with its own method.
    expect(totals).toMatchObject({ wire_transfer: '1032.50', paypal: '1067.50', credit_card: '1062.50' });
    expect(quote.body.total_without_payment_fee).toBe('1032.50');

    expect((await send(harness, buyer, 'POST', `/2017-09-01/transaction/${id}/payment_methods/wire_transfer`, {})).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    const payment = await harness.services.prisma.payment.findFirstOrThrow({ where: { transactionId: id } });
    expect(payment.amount).toBe(103_250n);
    expect(await booked(id, feeRevenueAccountKey('usd'), 'fee')).toBe(3_250n);
    await expectBalancedLedger(harness, id);
  });
});

describe('defect 4: the payout quote is what is paid, and the disbursement fee cannot be dodged', () => {
  it('milestones 0.01 + 1000.00, the seller pays the escrow fee, ACH: quoted and paid 952.51', async () => {
    const { id, itemIds } = await agreed([milestone('Deposit', '0.01', 1), milestone('Balance', '1000.00', 15)]);
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    // 1000.01 less the escrow fees (the 10.00 minimum, and 32.50) less the 5.00 ACH fee.
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    await deliver(id, itemIds[0]!);
    expect(await paidToSeller(id)).toBe(0n);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await deliver(id, itemIds[1]!);
    expect(await paidToSeller(id)).toBe(95_251n);
    // A payout of 0.00 moves nothing and announces nothing: the timeline matches the ledger.
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(1_000n + 3_250n + 500n);
    await expectBalancedLedger(harness, id);
  });

  it('a 12.00 item, the seller paying the 10.00 minimum escrow fee: quoted 0.00 for every payout type and paid 0.00', async () => {
    const { id } = await agreed([
      {
        ...cameraSaleBody(buyer.email).items[0],
        fees: SELLER_PAYS_ESCROW,
        schedule: [{ amount: '12.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
      },
    ]);
    const quote = await send(harness, seller, 'GET', `/2017-09-01/transaction/${id}/disbursement_methods`);
    expect(quote.body.available_disbursement_methods.map((method: { total: string }) => method.total)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    for (const step of ['ship', 'receive', 'accept']) expect((await action(harness, step === 'ship' ? seller : buyer, id, { action: step })).status).toBe(200);
    await settle(id);
    expect(await paidToSeller(id)).toBe(0n);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    // The escrow fee whole, and what was left of the 12.00 toward the ACH fee.
    expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(1_200n);
    await expectBalancedLedger(harness, id);
  });
});

describe('defect 5: the quote after a returned milestone', () => {
  it('milestones 100.00 + 300.00: once the first is returned and refunded, the quote no longer deducts its fee, and is paid', async () => {
    const { id, itemIds } = await agreed([milestone('Design', '100.00', 1), milestone('Build', '300.00', 15)]);
    const [first, second] = itemIds as [number, number];
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    await itemAction(seller, id, first, { action: 'ship' });
    await itemAction(buyer, id, first, { action: 'receive' });
    await itemAction(buyer, id, first, { action: 'reject' });
    await itemAction(buyer, id, first, { action: 'ship_return', shipping_information: { tracking_information: { carrier: 'DHL' } } });
    await itemAction(seller, id, first, { action: 'receive_return' });
    await itemAction(seller, id, first, { action: 'accept_return' });
    await settle(id);
    expect(await booked(id, `refund:customer:${buyer.id}:usd`)).toBe(10_000n);
    // 300.00 less its own 10.00 minimum escrow fee less the 5.00 ACH fee.
    expect(await payoutQuote(id, 'ach')).toBe(28_500n);
    await deliver(id, second);
    expect(await paidToSeller(id)).toBe(28_500n);
    await expectBalancedLedger(harness, id);
  });
});

describe('defect 6: fee entries shown are the fees charged', () => {
  it('refuses cheque_disbursement at creation with a 422 naming the field, and creates nothing', async () => {
    const before = await harness.services.prisma.transaction.count();
    const fees = [
      { type: 'wire_disbursement', payer_customer: 'seller@example.com' },
      { type: 'cheque_disbursement', payer_customer: 'seller@example.com' },
    ];
    const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', {
      ...cameraSaleBody(buyer.email),
      items: [{ ...cameraSaleBody(buyer.email).items[0], fees }],
    });
    expect(created.status).toBe(422);
    expect(created.body).toEqual({
      errors: {
        items: {
          '0': {
            fees: {
              '1': {
                type: [
                  'cheque_disbursement is not offered: payouts are made by ach, wire, wire_transfer or wire_transfer_international, and the payee pays the disbursement fee of the method it chooses (wire_disbursement)',
                ],
              },
            },
          },
        },
      },
    });
    expect(await harness.services.prisma.transaction.count()).toBe(before);
  });

  it('wire_disbursement with an ACH payout: the Transaction shows 5.00 payable by the seller and 5.00 is charged', async () => {
    const fees = [
      { type: 'escrow', payer_customer: buyer.email },
      { type: 'wire_disbursement', payer_customer: 'seller@example.com' },
    ];
    const { id } = await agreed([{ ...cameraSaleBody(buyer.email).items[0], fees }]);
    const shown = async () =>
      ((await send(harness, seller, 'GET', `/2017-09-01/transaction/${id}`)).body.items[0].fees as Json[]).find((fee) => fee.type === 'wire_disbursement');
    expect(await shown()).toMatchObject({ amount: '25.00' });
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    expect(await shown()).toMatchObject({ amount: '5.00', amount_without_taxes: '5.00' });
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    for (const step of ['ship', 'receive', 'accept']) expect((await action(harness, step === 'ship' ? seller : buyer, id, { action: step })).status).toBe(200);
    await settle(id);
    expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(500n);
    expect(await paidToSeller(id)).toBe(99_500n);
  });
});

describe('defect 7: one maximum amount, every accepted amount recordable and payable', () => {
  const itemOf = (amount: string) => ({
    ...cameraSaleBody(buyer.email).items[0],
    schedule: [{ amount, payer_customer: buyer.email, beneficiary_customer: seller.email }],
  });
  const limit = 'the schedule amounts sum to 90071992547409.91; a transaction may hold at most 1000000000000.00';

  it('refuses an item of 90,071,992,547,409.91 at creation with a 422, creating nothing', async () => {
    const before = await harness.services.prisma.transaction.count();
    const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', { ...cameraSaleBody(buyer.email), items: [itemOf('90071992547409.91')] });
    expect(created).toEqual({ status: 422, body: { errors: { items: { all: [limit] } } } });
    expect(await harness.services.prisma.transaction.count()).toBe(before);
  });

  it('the largest transaction is quoted in recordable amounts and paid as quoted; modify_terms cannot raise it past the maximum', async () => {
    const { id } = await agreed([itemOf('1000000000000.00')]);
    const quote = await send(harness, buyer, 'GET', `/2017-09-01/transaction/${id}/payment_methods`);
    const options = [...quote.body.available_payment_methods, ...quote.body.conditionally_available_payment_methods] as { type: string; total: string }[];
    for (const option of options) expect(parseMoney(option.total).ok, option.total).toBe(true);
    const wire = options.find((option) => option.type === 'wire_transfer')!;
    expect((await send(harness, buyer, 'POST', `/2017-09-01/transaction/${id}/payment_methods/wire_transfer`, {})).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    expect((await harness.services.prisma.payment.findFirstOrThrow({ where: { transactionId: id } })).amount).toBe(money(wire.total));

    const other = await send(harness, buyer, 'POST', '/2017-09-01/transaction', { ...cameraSaleBody(buyer.email), items: [itemOf('999999999999.99')] });
    expect(other.status).toBe(201);
    const item = other.body.items[0] as { id: number; schedule: { id: number }[] };
    const raised = await action(harness, buyer, other.body.id, {
      action: 'modify_terms',
      modify_terms_information: { items: [{ id: item.id, schedule: [{ id: item.schedule[0]!.id, amount: '1000000000000.01' }] }] },
    });
    expect(raised).toEqual({
      status: 422,
      body: { errors: { modify_terms_information: { items: ['the schedule amounts sum to 1000000000000.01; a transaction may hold at most 1000000000000.00'] } } },
    });
    expect((await send(harness, buyer, 'GET', `/2017-09-01/transaction/${other.body.id}`)).body.items[0].schedule[0].amount).toBe('999999999999.99');
  });
});

describe('issue 23, the last gap: a payee quote independent of how its payouts are grouped', () => {
  it('milestones 1000.00 + 0.01, the seller pays the escrow fee, ACH: quoted 952.51 before, between and after the payouts, paid 952.51 (the first payout keeps back 9.99)', async () => {
    const { id, itemIds } = await agreed([milestone('Build', '1000.00', 1), milestone('Handover', '0.01', 15)]);
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    // 1000.01 less the escrow fees (32.50, and the 10.00 minimum of the 0.01 milestone) less the 5.00 ACH fee.
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await deliver(id, itemIds[0]!);
    // 1000.00 − 32.50 − 5.00, less the 9.99 of the second milestone's 10.00 fee its 0.01 cannot cover.
    expect(await paidToSeller(id)).toBe(95_251n);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await deliver(id, itemIds[1]!);
    expect(await paidToSeller(id)).toBe(95_251n);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(3_250n + 1_000n + 500n);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await expectBalancedLedger(harness, id);
  });

  it('a 50.00 sale with an 80.00 commission the seller pays the broker, ACH: the seller is quoted and paid 0.00, the broker quoted and paid 45.00 (50.00 withheld, 30.00 waived)', async () => {
    const buyerPays = [{ type: 'escrow', payer_customer: buyer.email }];
    const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', {
      ...cameraSaleBody(buyer.email),
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
        { role: 'broker', customer: broker.email },
      ],
      items: [
        {
          ...cameraSaleBody(buyer.email).items[0],
          fees: buyerPays,
          schedule: [{ amount: '50.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
        },
        {
          title: 'Commission',
          type: 'broker_fee',
          fees: buyerPays,
          schedule: [{ amount: '80.00', payer_customer: seller.email, beneficiary_customer: broker.email }],
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    for (const party of [seller, broker]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
    for (const party of [seller, broker]) {
      expect((await send(harness, party, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    }
    expect(await payoutQuote(id, 'ach', seller)).toBe(0n);
    expect(await payoutQuote(id, 'ach', broker)).toBe(4_500n);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    for (const step of ['ship', 'receive', 'accept']) expect((await action(harness, step === 'ship' ? seller : buyer, id, { action: step })).status).toBe(200);
    await settle(id);
    expect(await paidToSeller(id)).toBe(0n);
    expect(await booked(id, payoutAccountKey(broker.id, 'usd'))).toBe(4_500n);
    expect(await payoutQuote(id, 'ach', seller)).toBe(0n);
    expect(await payoutQuote(id, 'ach', broker)).toBe(4_500n);
    const commission = (await send(harness, broker, 'GET', `/2017-09-01/transaction/${id}`)).body.items[1] as { schedule: { amount: string }[] };
    expect(commission.schedule[0]!.amount).toBe('50.00');
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await expectBalancedLedger(harness, id);
  });
});

describe('issue 23, the corners: a fee kept back for goods later returned is given back', () => {
  it('milestones 1000.00 + 0.01, ACH: the first payout keeps back 9.99 (paid 952.51); the 0.01 milestone is returned and refunded: the 9.99 is given back, quoted and paid 962.50', async () => {
    const { id, itemIds } = await agreed([milestone('Build', '1000.00', 1), milestone('Handover', '0.01', 15)]);
    const [first, second] = itemIds as [number, number];
    expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    await deliver(id, first);
    expect(await paidToSeller(id)).toBe(95_251n);
    await itemAction(seller, id, second, { action: 'ship' });
    await itemAction(buyer, id, second, { action: 'receive' });
    await itemAction(buyer, id, second, { action: 'reject' });
    // Once returned, the 0.01 milestone's fee will never fall due: 1000.00 − 32.50 − 5.00.
    await itemAction(buyer, id, second, { action: 'ship_return', shipping_information: { tracking_information: { carrier: 'DHL' } } });
    await itemAction(seller, id, second, { action: 'receive_return' });
    await itemAction(seller, id, second, { action: 'accept_return' });
    expect(await payoutQuote(id, 'ach')).toBe(96_250n);
    await settle(id);
    expect(await booked(id, `refund:customer:${buyer.id}:usd`)).toBe(1n);
    expect(await paidToSeller(id)).toBe(96_250n);
    expect(await payoutQuote(id, 'ach')).toBe(96_250n);
    expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(3_250n + 500n);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await expectBalancedLedger(harness, id);
  });
});

describe('issue 23, the corners: a commission larger than every payout but the last', () => {
  it('milestones 100.00 + 100.00 with a 150.00 commission the seller pays the broker, ACH: the first payout waits for the second and 150.00 is withheld whole; the seller is quoted and paid 25.00, the broker 145.00', async () => {
    const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', {
      ...cameraSaleBody(buyer.email),
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
        { role: 'broker', customer: broker.email },
      ],
      items: [
        milestone('Design', '100.00', 1),
        milestone('Build', '100.00', 15),
        {
          title: 'Commission',
          type: 'broker_fee',
          fees: SELLER_PAYS_ESCROW,
          schedule: [{ amount: '150.00', payer_customer: seller.email, beneficiary_customer: broker.email }],
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const [first, second] = (created.body.items as { id: number }[]).map((item) => item.id) as [number, number];
    for (const party of [seller, broker]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
    for (const party of [seller, broker]) {
      expect((await send(harness, party, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, achMethod)).status).toBe(200);
    }
    // 200.00 − 150.00 withheld − 10.00 − 10.00 (the minimum escrow fee of each) − 5.00 ACH; 150.00 − 5.00.
    const quoted = async () => [await payoutQuote(id, 'ach', seller), await payoutQuote(id, 'ach', broker)];
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    await deliver(id, first);
    // 100.00 cannot hold the 150.00 back: nothing is paid yet.
    expect(await paidToSeller(id)).toBe(0n);
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await deliver(id, second);
    expect(await paidToSeller(id)).toBe(2_500n);
    expect(await booked(id, payoutAccountKey(broker.id, 'usd'))).toBe(14_500n);
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    const commission = (await send(harness, broker, 'GET', `/2017-09-01/transaction/${id}`)).body.items[2] as { schedule: { amount: string }[] };
    expect(commission.schedule[0]!.amount).toBe('150.00');
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
    await expectBalancedLedger(harness, id);
  });
});
