/**
 * Issue 23, pricing truth, on the GraphQL face: the cases of defects 3 to 7 as a GraphQL
 * client sends them (the twin of test/rest/pricing-truth.test.ts). Quotes, fee entries and
 * refusals come from the same domain functions as REST's; money is read from the ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/domain/jobs/run-jobs.js';
import { auditTransactions } from '../../src/domain/audit/ledger.js';
import { feeRevenueAccountKey, payoutAccountKey } from '../../src/domain/ledger/index.js';
import { parseMoney } from '../../src/domain/shared/money.js';
import { gqlData } from '../support/graphql.js';
import { mutate, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { expectBalancedLedger } from '../support/ledger.js';
import {
  AcceptItems,
  AcceptReturn,
  AgreeTransaction,
  CreateLifecycleTransaction,
  FundInSandbox,
  ModifyTerms,
  ReceiveItems,
  ReceiveReturn,
  RejectItems,
  ShipItems,
  ShipReturn,
} from '../support/lifecycle-operations.js';
import { graphql } from './generated/gql.js';
import type { FeeInput, ItemInput } from './generated/graphql.js';

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

const PricingQuotes = graphql(`
  query PricingQuotes($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        items { databaseId fees { type payerCustomer amount amountWithoutTaxes } schedule { databaseId amount } }
        paymentMethods {
          __typename
          ... on PaymentMethods {
            availablePaymentMethods { type total }
            conditionallyAvailablePaymentMethods { type total }
            totalWithoutPaymentFee
          }
        }
      }
    }
  }
`);

const PayoutQuotes = graphql(`
  query PayoutQuotes($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        disbursementMethods {
          __typename
          ... on DisbursementMethods { availableDisbursementMethods { type total } }
        }
      }
    }
  }
`);

const ChoosePayout = graphql(`
  mutation ChoosePayout($input: SelectDisbursementMethodInput!) {
    selectDisbursementMethod(input: $input) {
      __typename
    }
  }
`);

const ChoosePayment = graphql(`
  mutation ChoosePayment($id: ID!, $method: PaymentMethodType!) {
    selectPaymentMethod(transactionId: $id, method: $method) {
      __typename
    }
  }
`);

const ach = {
  type: 'ach' as const,
  accountName: 'Sam Seller',
  accountType: 'checking',
  bankAbaRoutingNumber: '011000015',
  bankAccountNumber: '000123456789',
  bankName: 'First Example Bank',
  currency: 'usd' as const,
};

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

const SELLER_PAYS_ESCROW: FeeInput[] = [{ type: 'escrow', payerCustomer: 'seller@example.com' }];

const goods = (amount: string, fees?: FeeInput[]): ItemInput => ({
  title: 'Camera',
  type: 'general_merchandise',
  inspectionPeriod: 259200,
  ...(fees ? { fees } : {}),
  schedule: [{ amount, payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
});

const milestone = (title: string, amount: string, day: number): ItemInput => ({
  title,
  type: 'milestone',
  inspectionPeriod: 86400,
  fees: SELLER_PAYS_ESCROW,
  schedule: [{ amount, payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com', dueDate: new Date(Date.UTC(2027, 1, day)).toISOString() }],
});

function createInput(items: ItemInput[]) {
  return {
    input: {
      currency: 'usd' as const,
      description: 'Pricing truth',
      parties: [
        { role: 'buyer' as const, customer: 'me' },
        { role: 'seller' as const, customer: 'seller@example.com' },
      ],
      items,
    },
  };
}

/** Created by the buyer over GraphQL and agreed by the seller. */
async function agreed(items: ItemInput[]): Promise<{ id: string; databaseId: number; itemIds: number[] }> {
  const created = await mutate(harness, buyer, CreateLifecycleTransaction, createInput(items));
  expect(created.__typename, JSON.stringify(created)).toBe('CreateTransactionPayload');
  const transaction = created.transaction as unknown as { id: string; databaseId: number; items: { databaseId: number }[] };
  await perform(harness, seller, AgreeTransaction, { id: transaction.id });
  return { id: transaction.id, databaseId: transaction.databaseId, itemIds: transaction.items.map((item) => item.databaseId) };
}

async function chooseAch(id: string, payee: TestAccount = seller): Promise<void> {
  const chosen = await gqlData(harness, payee.auth, ChoosePayout, { input: { transaction: id, newDisbursementMethod: ach } });
  expect(chosen.selectDisbursementMethod.__typename).toBe('SelectDisbursementMethodPayload');
}

async function payoutQuote(id: string, type: string, payee: TestAccount = seller): Promise<bigint> {
  const data = await gqlData(harness, payee.auth, PayoutQuotes, { id });
  if (data.transaction?.__typename !== 'Transaction' || data.transaction.disbursementMethods.__typename !== 'DisbursementMethods')
    throw new Error(JSON.stringify(data));
  return money(data.transaction.disbursementMethods.availableDisbursementMethods.find((method) => method.type === type)!.total);
}

async function quotes(id: string) {
  const data = await gqlData(harness, buyer.auth, PricingQuotes, { id });
  if (data.transaction?.__typename !== 'Transaction' || data.transaction.paymentMethods.__typename !== 'PaymentMethods') throw new Error(JSON.stringify(data));
  return { items: data.transaction.items, payment: data.transaction.paymentMethods };
}

async function settle(databaseId: number): Promise<void> {
  while ((await runDueJobs(harness.services, { transactionId: databaseId })) > 0);
}

async function deliver(id: string, databaseId: number, itemId?: number): Promise<void> {
  await perform(harness, seller, ShipItems, { id, itemId });
  await perform(harness, buyer, ReceiveItems, { id, itemId });
  await perform(harness, buyer, AcceptItems, { id, itemId });
  await settle(databaseId);
}

const paidToSeller = (databaseId: number) => booked(databaseId, payoutAccountKey(seller.id, 'usd'));

describe('defect 3: only the deposit fee of the method used is charged', () => {
  it('escrow (buyer) + paypal_deposit + creditcard_deposit on 1000.00: a wire payment is quoted and charged 1032.50', async () => {
    const fees: FeeInput[] = [
      { type: 'escrow', payerCustomer: 'buyer@example.com' },
      { type: 'paypal_deposit', payerCustomer: 'buyer@example.com' },
      { type: 'creditcard_deposit', payerCustomer: 'buyer@example.com' },
    ];
    const { id, databaseId } = await agreed([goods('1000.00', fees)]);
    const { payment } = await quotes(id);
    const totals = Object.fromEntries(payment.availablePaymentMethods.map((method) => [method.type, method.total]));
    expect(totals).toMatchObject({ wire_transfer: '1032.50', paypal: '1067.50', credit_card: '1062.50' });
    expect(payment.totalWithoutPaymentFee).toBe('1032.50');
    expect((await gqlData(harness, buyer.auth, ChoosePayment, { id, method: 'wire_transfer' })).selectPaymentMethod.__typename).toBe('SelectPaymentMethodPayload');
    await perform(harness, buyer, FundInSandbox, { id });
    expect((await harness.services.prisma.payment.findFirstOrThrow({ where: { transactionId: databaseId } })).amount).toBe(103_250n);
    expect(await booked(databaseId, feeRevenueAccountKey('usd'), 'fee')).toBe(3_250n);
    await expectBalancedLedger(harness, databaseId);
  });
});

describe('defect 4: the payout quote is what is paid, and the disbursement fee cannot be dodged', () => {
  it('milestones 0.01 + 1000.00, the seller pays the escrow fee, ACH: quoted and paid 952.51', async () => {
    const { id, databaseId, itemIds } = await agreed([milestone('Deposit', '0.01', 1), milestone('Balance', '1000.00', 15)]);
    await chooseAch(id);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId, itemIds[0]);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await deliver(id, databaseId, itemIds[1]);
    expect(await paidToSeller(databaseId)).toBe(95_251n);
    // A payout of 0.00 moves nothing and announces nothing: the timeline matches the ledger.
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await expectBalancedLedger(harness, databaseId);
  });

  it('a 12.00 item, the seller paying the 10.00 minimum escrow fee: quoted 0.00 for every payout type and paid 0.00', async () => {
    const { id, databaseId } = await agreed([goods('12.00', SELLER_PAYS_ESCROW)]);
    const data = await gqlData(harness, seller.auth, PayoutQuotes, { id });
    if (data.transaction?.__typename !== 'Transaction' || data.transaction.disbursementMethods.__typename !== 'DisbursementMethods')
      throw new Error(JSON.stringify(data));
    expect(data.transaction.disbursementMethods.availableDisbursementMethods.map((method) => method.total)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    await chooseAch(id);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId);
    expect(await paidToSeller(databaseId)).toBe(0n);
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    expect(await booked(databaseId, feeRevenueAccountKey('usd'), 'disbursement')).toBe(1_200n);
  });
});

describe('defect 5: the quote after a returned milestone', () => {
  it('milestones 100.00 + 300.00: once the first is returned and refunded, the quote no longer deducts its fee, and is paid', async () => {
    const { id, databaseId, itemIds } = await agreed([milestone('Design', '100.00', 1), milestone('Build', '300.00', 15)]);
    const [first, second] = itemIds as [number, number];
    await chooseAch(id);
    await perform(harness, buyer, FundInSandbox, { id });
    await perform(harness, seller, ShipItems, { id, itemId: first });
    await perform(harness, buyer, ReceiveItems, { id, itemId: first });
    await perform(harness, buyer, RejectItems, { id, itemId: first });
    await perform(harness, buyer, ShipReturn, { id, itemId: first, shipping: { trackingInformation: { carrier: 'DHL' } } });
    await perform(harness, seller, ReceiveReturn, { id, itemId: first });
    await perform(harness, seller, AcceptReturn, { id, itemId: first });
    await settle(databaseId);
    expect(await booked(databaseId, `refund:customer:${buyer.id}:usd`)).toBe(10_000n);
    expect(await payoutQuote(id, 'ach')).toBe(28_500n);
    await deliver(id, databaseId, second);
    expect(await paidToSeller(databaseId)).toBe(28_500n);
  });
});

describe('defect 6: fee entries shown are the fees charged', () => {
  it('refuses cheque_disbursement at creation with a ValidationError naming the field, and creates nothing', async () => {
    const before = await harness.services.prisma.transaction.count();
    const fees: FeeInput[] = [
      { type: 'wire_disbursement', payerCustomer: 'seller@example.com' },
      { type: 'cheque_disbursement', payerCustomer: 'seller@example.com' },
    ];
    const refused = await mutate(harness, buyer, CreateLifecycleTransaction, createInput([goods('1000.00', fees)]));
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      fields: [
        {
          path: ['items', '0', 'fees', '1', 'type'],
          messages: [
            'cheque_disbursement is not offered: payouts are made by ach, wire, wire_transfer or wire_transfer_international, and the payee pays the disbursement fee of the method it chooses (wire_disbursement)',
          ],
        },
      ],
    });
    expect(await harness.services.prisma.transaction.count()).toBe(before);
  });

  it('wire_disbursement with an ACH payout: the Transaction shows 5.00 payable by the seller and 5.00 is charged', async () => {
    const { id, databaseId } = await agreed([goods('1000.00', [{ type: 'wire_disbursement', payerCustomer: 'seller@example.com' }])]);
    const shown = async () => (await quotes(id)).items[0]!.fees.find((fee) => fee.type === 'wire_disbursement');
    expect(await shown()).toMatchObject({ amount: '25.00', payerCustomer: 'seller@example.com' });
    await chooseAch(id);
    expect(await shown()).toMatchObject({ amount: '5.00', amountWithoutTaxes: '5.00' });
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId);
    expect(await booked(databaseId, feeRevenueAccountKey('usd'), 'disbursement')).toBe(500n);
    expect(await paidToSeller(databaseId)).toBe(99_500n);
  });
});

describe('defect 7: one maximum amount, every accepted amount recordable and payable', () => {
  it('refuses an item of 90,071,992,547,409.91 at creation, creating nothing', async () => {
    const before = await harness.services.prisma.transaction.count();
    const refused = await mutate(harness, buyer, CreateLifecycleTransaction, createInput([goods('90071992547409.91')]));
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['items', 'all'], messages: ['the schedule amounts sum to 90071992547409.91; a transaction may hold at most 1000000000000.00'] }],
    });
    expect(await harness.services.prisma.transaction.count()).toBe(before);
  });

  it('the largest transaction is quoted in recordable amounts and paid as quoted; modifyTerms cannot raise one past the maximum', async () => {
    const { id, databaseId } = await agreed([goods('1000000000000.00')]);
    const { payment } = await quotes(id);
    for (const option of [...payment.availablePaymentMethods, ...payment.conditionallyAvailablePaymentMethods])
      expect(parseMoney(option.total).ok, String(option.total)).toBe(true);
    const wire = payment.availablePaymentMethods.find((option) => option.type === 'wire_transfer')!;
    await gqlData(harness, buyer.auth, ChoosePayment, { id, method: 'wire_transfer' });
    await perform(harness, buyer, FundInSandbox, { id });
    expect((await harness.services.prisma.payment.findFirstOrThrow({ where: { transactionId: databaseId } })).amount).toBe(money(wire.total));

    const created = await mutate(harness, buyer, CreateLifecycleTransaction, createInput([goods('999999999999.99')]));
    const other = created.transaction as unknown as { id: string };
    const { items } = await quotes(other.id);
    const item = items[0]!;
    const raised = await mutate(harness, buyer, ModifyTerms, {
      id: other.id,
      terms: { items: [{ itemId: item.databaseId, schedule: [{ scheduleId: item.schedule[0]!.databaseId, amount: '1000000000000.01' }] }] },
    });
    expect(raised).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['terms', 'items'], messages: ['the schedule amounts sum to 1000000000000.01; a transaction may hold at most 1000000000000.00'] }],
    });
    expect((await quotes(other.id)).items[0]!.schedule[0]!.amount).toBe('999999999999.99');
  });
});

describe('issue 23, the last gap over GraphQL: a payee quote independent of how its payouts are grouped', () => {
  it('milestones 1000.00 + 0.01, the seller pays the escrow fee, ACH: quoted 952.51 before, between and after the payouts, paid 952.51 (the first payout keeps back 9.99)', async () => {
    const { id, databaseId, itemIds } = await agreed([milestone('Build', '1000.00', 1), milestone('Handover', '0.01', 15)]);
    await chooseAch(id);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId, itemIds[0]);
    expect(await paidToSeller(databaseId)).toBe(95_251n);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    await deliver(id, databaseId, itemIds[1]);
    expect(await paidToSeller(databaseId)).toBe(95_251n);
    expect(await payoutQuote(id, 'ach')).toBe(95_251n);
    expect(await booked(databaseId, feeRevenueAccountKey('usd'), 'disbursement')).toBe(3_250n + 1_000n + 500n);
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await expectBalancedLedger(harness, databaseId);
  });

  it('a 50.00 sale with an 80.00 commission the seller pays the broker, ACH: the seller is quoted and paid 0.00, the broker quoted and paid 45.00 (50.00 withheld, 30.00 waived)', async () => {
    const buyerPays: FeeInput[] = [{ type: 'escrow', payerCustomer: 'buyer@example.com' }];
    const commission: ItemInput = {
      title: 'Commission',
      type: 'broker_fee',
      fees: buyerPays,
      schedule: [{ amount: '80.00', payerCustomer: 'seller@example.com', beneficiaryCustomer: 'broker@example.com' }],
    };
    const input = createInput([goods('50.00', buyerPays), commission]).input;
    const parties = [...input.parties, { role: 'broker' as const, customer: 'broker@example.com' }];
    const created = await mutate(harness, buyer, CreateLifecycleTransaction, { input: { ...input, parties } });
    expect(created.__typename, JSON.stringify(created)).toBe('CreateTransactionPayload');
    const { id, databaseId } = created.transaction as unknown as { id: string; databaseId: number };
    for (const party of [seller, broker]) await perform(harness, party, AgreeTransaction, { id });
    for (const party of [seller, broker]) await chooseAch(id, party);
    expect(await payoutQuote(id, 'ach', seller)).toBe(0n);
    expect(await payoutQuote(id, 'ach', broker)).toBe(4_500n);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId);
    expect(await paidToSeller(databaseId)).toBe(0n);
    expect(await booked(databaseId, payoutAccountKey(broker.id, 'usd'))).toBe(4_500n);
    expect(await payoutQuote(id, 'ach', seller)).toBe(0n);
    expect(await payoutQuote(id, 'ach', broker)).toBe(4_500n);
    const { items } = await quotes(id);
    expect(items[1]!.schedule[0]!.amount).toBe('50.00');
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await expectBalancedLedger(harness, databaseId);
  });
});

describe('issue 23, the corners over GraphQL: a fee kept back for goods later returned is given back', () => {
  it('milestones 1000.00 + 0.01, ACH: the first payout keeps back 9.99 (paid 952.51); the 0.01 milestone is returned and refunded: the 9.99 is given back, quoted and paid 962.50', async () => {
    const { id, databaseId, itemIds } = await agreed([milestone('Build', '1000.00', 1), milestone('Handover', '0.01', 15)]);
    const [first, second] = itemIds as [number, number];
    await chooseAch(id);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId, first);
    expect(await paidToSeller(databaseId)).toBe(95_251n);
    await perform(harness, seller, ShipItems, { id, itemId: second });
    await perform(harness, buyer, ReceiveItems, { id, itemId: second });
    await perform(harness, buyer, RejectItems, { id, itemId: second });
    await perform(harness, buyer, ShipReturn, { id, itemId: second, shipping: { trackingInformation: { carrier: 'DHL' } } });
    await perform(harness, seller, ReceiveReturn, { id, itemId: second });
    await perform(harness, seller, AcceptReturn, { id, itemId: second });
    // Once returned, the 0.01 milestone's fee will never fall due: 1000.00 − 32.50 − 5.00.
    expect(await payoutQuote(id, 'ach')).toBe(96_250n);
    await settle(databaseId);
    expect(await booked(databaseId, `refund:customer:${buyer.id}:usd`)).toBe(1n);
    expect(await paidToSeller(databaseId)).toBe(96_250n);
    expect(await payoutQuote(id, 'ach')).toBe(96_250n);
    expect(await booked(databaseId, feeRevenueAccountKey('usd'), 'disbursement')).toBe(3_250n + 500n);
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await expectBalancedLedger(harness, databaseId);
  });
});

describe('issue 23, the corners over GraphQL: a commission larger than every payout but the last', () => {
  it('milestones 100.00 + 100.00 with a 150.00 commission the seller pays the broker, ACH: the first payout waits for the second and 150.00 is withheld whole; the seller is quoted and paid 25.00, the broker 145.00', async () => {
    const commission: ItemInput = {
      title: 'Commission',
      type: 'broker_fee',
      fees: SELLER_PAYS_ESCROW,
      schedule: [{ amount: '150.00', payerCustomer: 'seller@example.com', beneficiaryCustomer: 'broker@example.com' }],
    };
    const input = createInput([milestone('Design', '100.00', 1), milestone('Build', '100.00', 15), commission]).input;
    const parties = [...input.parties, { role: 'broker' as const, customer: 'broker@example.com' }];
    const created = await mutate(harness, buyer, CreateLifecycleTransaction, { input: { ...input, parties } });
    expect(created.__typename, JSON.stringify(created)).toBe('CreateTransactionPayload');
    const { id, databaseId, items } = created.transaction as unknown as { id: string; databaseId: number; items: { databaseId: number }[] };
    const [first, second] = items.map((item) => item.databaseId) as [number, number];
    for (const party of [seller, broker]) await perform(harness, party, AgreeTransaction, { id });
    for (const party of [seller, broker]) await chooseAch(id, party);
    // 200.00 − 150.00 withheld − 10.00 − 10.00 (the minimum escrow fee of each) − 5.00 ACH; 150.00 − 5.00.
    const quoted = async () => [await payoutQuote(id, 'ach', seller), await payoutQuote(id, 'ach', broker)];
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    await perform(harness, buyer, FundInSandbox, { id });
    await deliver(id, databaseId, first);
    // 100.00 cannot hold the 150.00 back: nothing is paid yet.
    expect(await paidToSeller(databaseId)).toBe(0n);
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await deliver(id, databaseId, second);
    expect(await paidToSeller(databaseId)).toBe(2_500n);
    expect(await booked(databaseId, payoutAccountKey(broker.id, 'usd'))).toBe(14_500n);
    expect(await quoted()).toEqual([2_500n, 14_500n]);
    expect((await quotes(id)).items[2]!.schedule[0]!.amount).toBe('150.00');
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    await expectBalancedLedger(harness, databaseId);
  });
});
