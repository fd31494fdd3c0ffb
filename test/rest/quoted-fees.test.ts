/**
 * What is quoted is what is charged: the payment_methods quote of a method is what the buyer's
 * payment brings and what the ledger books, and the disbursement_methods quote of a payout
 * method is what the payee is paid and what the ledger books, to the cent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/domain/jobs/run-jobs.js';
import { feeRevenueAccountKey, payoutAccountKey, taxAccountKey } from '../../src/domain/ledger/index.js';
import { parseMoney } from '../../src/domain/shared/money.js';
import { achMethod, internationalWireMethod, send, wireMethod } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { expectBalancedLedger } from '../support/ledger.js';
import { action, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller },
  } = await createHarnessWithAccounts({ buyer: { email: 'buyer@example.com' }, seller: { email: 'seller@example.com' } }));
  // Card payments need a verified buyer; the seller's fees carry GST (AU), so taxes are checked too.
  await harness.services.prisma.customer.update({ where: { id: buyer.id }, data: { personalVerificationStatus: 'verified' } });
  await harness.services.prisma.customer.update({ where: { id: seller.id }, data: { addressCountry: 'AU' } });
});
afterAll(() => harness.close());

/** A 1000.00 camera sale, the escrow fee split between buyer and seller, agreed by both. */
async function agreedSale(): Promise<number> {
  const body = cameraSaleBody(buyer.email);
  body.items[0] = {
    ...body.items[0]!,
    fees: [
      { type: 'escrow', payer_customer: buyer.email, split: 0.5 },
      { type: 'escrow', payer_customer: seller.email, split: 0.5 },
      { type: 'wire_disbursement', payer_customer: seller.email },
    ],
  } as (typeof body.items)[0];
  const created = await send(harness, buyer, 'POST', '/2017-09-01/transaction', body);
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
  return id;
}

/** Sum of the entries of this transaction's postings into one account. */
async function booked(transactionId: number, accountKey: string, kind?: string): Promise<bigint> {
  const entries = await harness.services.prisma.ledgerEntry.findMany({
    where: { account: { key: accountKey }, posting: { transactionId, ...(kind ? { kind } : {}) } },
    select: { amount: true },
  });
  return entries.reduce((sum, entry) => sum + entry.amount, 0n);
}

function money(value: unknown): bigint {
  const parsed = parseMoney(value);
  if (!parsed.ok) throw new Error(`not an amount: ${String(value)}`);
  return parsed.minor;
}

describe('deposit fees: payment_methods quote = payment = ledger', () => {
  for (const [method, feeType] of [
    ['credit_card', 'creditcard_deposit'],
    ['paypal', 'paypal_deposit'],
    ['wire_transfer', null],
  ] as const) {
    it(`${method}: the quoted total arrives and the quoted fee is booked as revenue`, async () => {
      const id = await agreedSale();
      const quote = await send(harness, buyer, 'GET', `/2017-09-01/transaction/${id}/payment_methods`);
      const option = quote.body.available_payment_methods.find((m: { type: string }) => m.type === method);
      expect(option.fees.map((f: { type: string }) => f.type)).toEqual(feeType ? [feeType] : []);
      const chosen = await send(harness, buyer, 'POST', `/2017-09-01/transaction/${id}/payment_methods/${method}`, method === 'wire_transfer' ? {} : undefined);
      expect(chosen.status).toBe(200);
      expect((await sandboxFund(harness, buyer, id)).status).toBe(200);

      const payment = await harness.services.prisma.payment.findFirstOrThrow({ where: { transactionId: id } });
      expect(payment.amount).toBe(money(option.total));
      // What left the outside world is the quoted total; fee revenue is the buyer's escrow share plus the quoted deposit fee.
      expect(await booked(id, 'funding:external:usd')).toBe(-money(option.total));
      expect(await booked(id, feeRevenueAccountKey('usd'), 'fee')).toBe(1_625n + money(option.fee_for_outstanding_balance));
      // 3.00 % and 3.50 % of the outstanding 1016.25 (the price and the buyer's half of the escrow fee).
      expect(money(option.fee_for_outstanding_balance)).toBe(feeType === null ? 0n : method === 'credit_card' ? 3_049n : 3_557n);
      await expectBalancedLedger(harness, id);
    });
  }
});

describe('disbursement fees: disbursement_methods quote = payout = ledger', () => {
  for (const [type, body, fee] of [
    ['ach', achMethod, 500n],
    ['wire_transfer', wireMethod, 2_500n],
    ['wire_transfer_international', internationalWireMethod, 3_500n],
  ] as const) {
    it(`${type}: the seller is paid what its quote said, the method's fee (with GST) is booked`, async () => {
      const id = await agreedSale();
      const quote = await send(harness, seller, 'GET', `/2017-09-01/transaction/${id}/disbursement_methods`);
      const quoted = money(quote.body.available_disbursement_methods.find((m: { type: string }) => m.type === type).total);
      // 1000.00 less the seller's half of the escrow fee (16.25 + 1.63 GST) less the method's fee plus 10 % GST.
      expect(quoted).toBe(100_000n - 1_625n - 163n - fee - fee / 10n);
      expect((await send(harness, seller, 'POST', `/2017-09-01/transaction/${id}/disbursement_methods`, body)).status).toBe(200);
      expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
      for (const step of ['ship', 'receive', 'accept']) expect((await action(harness, step === 'ship' ? seller : buyer, id, { action: step })).status).toBe(200);
      while ((await runDueJobs(harness.services, { transactionId: id })) > 0);

      const disbursed = await harness.services.prisma.event.findFirstOrThrow({ where: { transactionId: id, name: 'payment_disbursed' } });
      expect(money((disbursed.payload as { amount: string }).amount)).toBe(quoted);
      expect(await booked(id, payoutAccountKey(seller.id, 'usd'))).toBe(quoted);
      expect(await booked(id, feeRevenueAccountKey('usd'), 'disbursement')).toBe(1_625n + fee);
      expect(await booked(id, taxAccountKey('gst', 'usd'), 'disbursement')).toBe(163n + fee / 10n);
      await expectBalancedLedger(harness, id);
    });
  }
});
