import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { achMethod } from '../support/accounts.js';
import { balance, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import {
  AcceptItems,
  AgreeTransaction,
  CancelTransaction,
  CreateLifecycleTransaction,
  FundInSandbox,
  ReceiveItems,
  ShipItems,
} from '../support/lifecycle-operations.js';
import type { CreateTransactionInput } from './generated/graphql.js';

// The GraphQL twin of test/rest/stranded-money.test.ts (issue 23, defects 1 and 2).

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const drain = () => harness.workers().drain();

const StrandedPayoutQuote = graphql(`
  query StrandedPayoutQuote($id: ID!) {
    transaction(id: $id) {
      __typename
      ... on Transaction {
        statusCode
        disbursementMethods {
          __typename
          ... on DisbursementMethods { availableDisbursementMethods { type total } }
          ... on Error { code message }
        }
      }
    }
  }
`);

const StrandedSelectPayout = graphql(`
  mutation StrandedSelectPayout($input: SelectDisbursementMethodInput!) {
    selectDisbursementMethod(input: $input) {
      __typename
      ... on SelectDisbursementMethodPayload { disbursementMethods { selectedDisbursementMethod { type accountName } } }
      ... on Error { code message }
    }
  }
`);

type ItemInput = CreateTransactionInput['items'][number];

async function create(extraItems: ItemInput[] = []): Promise<{ id: string; databaseId: number }> {
  const data = await gqlData(harness, partner.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: 'Stranded money',
      parties: [
        { role: 'buyer', customer: buyer.email },
        { role: 'seller', customer: seller.email },
      ],
      items: [
        {
          title: 'Thing',
          type: 'general_merchandise',
          inspectionPeriod: 86400,
          schedule: [{ amount: '500.00', payerCustomer: buyer.email, beneficiaryCustomer: seller.email }],
        },
        ...extraItems,
      ],
    },
  });
  if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
  return data.createTransaction.transaction;
}

async function fundAndAccept(id: string): Promise<number> {
  await perform(harness, buyer, AgreeTransaction, { id });
  await perform(harness, seller, AgreeTransaction, { id });
  await perform(harness, buyer, FundInSandbox, { id });
  await perform(harness, seller, ShipItems, { id });
  await perform(harness, buyer, ReceiveItems, { id });
  const accepted = await perform(harness, buyer, AcceptItems, { id });
  await drain();
  return accepted.statusCode;
}

const newAch = (accountName: string) => ({
  type: 'ach' as const,
  accountName,
  accountType: achMethod.account_type,
  bankAbaRoutingNumber: achMethod.bank_aba_routing_number,
  bankAccountNumber: achMethod.bank_account_number,
  bankName: achMethod.bank_name,
  currency: 'usd' as const,
});

async function achQuote(account: TestAccount, id: string): Promise<string> {
  const data = await gqlData(harness, account.auth, StrandedPayoutQuote, { id });
  if (data.transaction?.__typename !== 'Transaction') throw new Error(JSON.stringify(data));
  const methods = data.transaction.disbursementMethods;
  if (methods.__typename !== 'DisbursementMethods') throw new Error(JSON.stringify(methods));
  return String(methods.availableDisbursementMethods.find((entry) => entry.type === 'ach')!.total);
}

async function choose(account: TestAccount, id: string, accountName: string): Promise<string> {
  const data = await gqlData(harness, account.auth, StrandedSelectPayout, { input: { transaction: id, newDisbursementMethod: newAch(accountName) } });
  return data.selectDisbursementMethod.__typename;
}

const escrow = (databaseId: number) => balance(harness, `escrow:txn:${databaseId}:usd`);

describe('defect 1 over GraphQL: cancelled after the buyer accepted', () => {
  it('pays the accepted 500.00 to the seller, who chooses a payout method after the cancellation', async () => {
    const { id, databaseId } = await create();
    expect(await fundAndAccept(id)).toBe(68);
    const cancelled = await perform(harness, partner, CancelTransaction, { id });
    expect(cancelled).toMatchObject({ isCancelled: true, statusCode: 75 });
    await drain();
    const quoted = await achQuote(seller, id);

    expect(await choose(seller, id, 'Sam Seller')).toBe('SelectDisbursementMethodPayload');
    await drain();
    expect(await escrow(databaseId)).toBe(0n);
    expect(await balance(harness, `payout:customer:${seller.id}:usd`)).toBe(BigInt(Math.round(Number(quoted) * 100)));
    const data = await gqlData(harness, buyer.auth, StrandedPayoutQuote, { id });
    expect(data.transaction).toMatchObject({ statusCode: 0 });
  });
});

describe('defect 2 over GraphQL: a partner_fee', () => {
  it('is paid to the partner once it chooses its payout method', async () => {
    const { id, databaseId } = await create([
      { title: 'Partner fee', type: 'partner_fee', schedule: [{ amount: '20.00', payerCustomer: buyer.email, beneficiaryCustomer: partner.email }] },
    ]);
    expect(await choose(seller, id, 'Sam Seller')).toBe('SelectDisbursementMethodPayload');
    expect(await fundAndAccept(id)).toBe(40);
    expect(await escrow(databaseId)).toBe(2000n);
    expect(await achQuote(partner, id)).toBe('15.00');

    expect(await choose(partner, id, 'Pat Partner')).toBe('SelectDisbursementMethodPayload');
    await drain();
    expect(await escrow(databaseId)).toBe(0n);
    expect(await balance(harness, `payout:customer:${partner.id}:usd`)).toBe(1500n);
    const data = await gqlData(harness, buyer.auth, StrandedPayoutQuote, { id });
    expect(data.transaction).toMatchObject({ statusCode: 80 });
  });
});
