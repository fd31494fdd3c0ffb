/** releaseFunds over GraphQL: the buyer pays the seller part of an item's held money now; each rule and error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowAccountKey, payoutAccountKey } from '../../src/domain/ledger/accounts.js';
import { gqlData } from '../support/graphql.js';
import { balance, eventNames, mutate, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import {
  AcceptItems,
  AgreeTransaction,
  CancelTransaction,
  CreateLifecycleTransaction,
  FundInSandbox,
  ReceiveItems,
  ShipItems,
} from '../support/lifecycle-operations.js';
import { graphql } from './generated/gql.js';

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
  await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
});
afterAll(() => harness.close());

const ReleaseFunds = graphql(`
  mutation ReleaseFunds($input: ReleaseFundsInput!, $as: String) {
    releaseFunds(input: $input, asCustomer: $as) {
      __typename
      ... on ReleaseFundsPayload { transaction { statusCode items { databaseId schedule { amount secured disbursedToBeneficiary } } } }
      ...ActionError
    }
  }
`);

const OpenDisputeForRelease = graphql(`
  mutation OpenDisputeForRelease($input: OpenDisputeInput!) {
    openDispute(input: $input) { __typename ...ActionError }
  }
`);

/** A transaction of one 1000.00 item created by the partner and agreed; funded and with the seller's payout method unless told. */
async function agreed(options: { fund?: boolean; payoutMethod?: boolean } = {}): Promise<{ id: string; databaseId: number; itemId: number }> {
  const data = await gqlData(harness, partner.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: 'A vintage camera',
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      items: [
        {
          title: 'Camera',
          type: 'general_merchandise',
          inspectionPeriod: 259200,
          schedule: [{ amount: '1000.00', payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
        },
      ],
    },
  });
  if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
  const { id, databaseId, items } = data.createTransaction.transaction;
  await perform(harness, buyer, AgreeTransaction, { id });
  await perform(harness, seller, AgreeTransaction, { id });
  if (options.fund ?? true) await perform(harness, buyer, FundInSandbox, { id });
  if (options.payoutMethod ?? true) await givePayoutMethod(harness, databaseId, seller.id);
  return { id, databaseId, itemId: items[0]!.databaseId };
}

const release = (account: TestAccount, itemId: number, amount: string, as?: string) => mutate(harness, account, ReleaseFunds, { input: { itemId, amount }, as });

describe('releaseFunds', () => {
  it('pays the seller the amount now (funds_released, payment_disbursed); the rest stays held and is paid on acceptance', async () => {
    const { id, databaseId, itemId } = await agreed();
    expect(await release(buyer, itemId, '300.00')).toMatchObject({
      __typename: 'ReleaseFundsPayload',
      transaction: {
        items: [
          {
            schedule: [
              { amount: '700.00', secured: true, disbursedToBeneficiary: false },
              { amount: '300.00', secured: true, disbursedToBeneficiary: true },
            ],
          },
        ],
      },
    });
    expect(await balance(harness, payoutAccountKey(seller.id, 'usd'))).toBe(30_000n - 2_500n);
    expect(await balance(harness, escrowAccountKey(databaseId, 'usd'))).toBe(70_000n);
    const events = await eventNames(harness, databaseId);
    expect(events.slice(events.indexOf('funds_released'))).toEqual(['funds_released', 'payment_disbursed']);
    await perform(harness, seller, ShipItems, { id });
    await perform(harness, buyer, ReceiveItems, { id });
    await perform(harness, buyer, AcceptItems, { id });
    await harness.workers().drain();
    expect(await balance(harness, payoutAccountKey(seller.id, 'usd'))).toBe(100_000n - 2_500n);
    expect(await balance(harness, escrowAccountKey(databaseId, 'usd'))).toBe(0n);
  });

  it('only the buyer: the seller, the partner, a stranger and the partner As-Customer for the buyer are forbidden, and nothing moves', async () => {
    const { databaseId, itemId } = await agreed();
    for (const [account, as] of [[seller], [partner], [stranger], [partner, 'buyer@example.com']] as [TestAccount, string?][])
      expect(await release(account, itemId, '1.00', as)).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await balance(harness, escrowAccountKey(databaseId, 'usd'))).toBe(100_000n);
  });

  it('refuses an amount of zero or above the held money, and an unknown item', async () => {
    const { itemId } = await agreed();
    expect(await release(buyer, itemId, '0.00')).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['amount'], messages: ['must be a positive amount'] }],
    });
    expect(await release(buyer, itemId, '1000.01')).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['amount'], messages: [`must be at most 1000.00: the money item ${itemId} holds`] }],
    });
    expect(await release(buyer, 999_999, '1.00')).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('refuses an item not paid for, accepted, in dispute, a cancelled transaction, and while the seller has no payout method', async () => {
    const unfunded = await agreed({ fund: false });
    expect(await release(buyer, unfunded.itemId, '1.00')).toMatchObject({ __typename: 'InvalidStateError', message: expect.stringContaining('awaiting payment') });
    const accepted = await agreed();
    await perform(harness, seller, ShipItems, { id: accepted.id });
    await perform(harness, buyer, ReceiveItems, { id: accepted.id });
    await perform(harness, buyer, AcceptItems, { id: accepted.id });
    expect(await release(buyer, accepted.itemId, '1.00')).toMatchObject({ __typename: 'InvalidStateError' });
    const disputed = await agreed();
    await perform(harness, seller, ShipItems, { id: disputed.id });
    expect(await mutate(harness, buyer, OpenDisputeForRelease, { input: { itemId: disputed.itemId, reason: 'Never arrived' } })).toMatchObject({
      __typename: 'OpenDisputePayload',
    });
    expect(await release(buyer, disputed.itemId, '1.00')).toMatchObject({ __typename: 'InvalidStateError', message: expect.stringContaining('in dispute') });
    const cancelled = await agreed({ fund: false });
    await perform(harness, partner, CancelTransaction, { id: cancelled.id });
    expect(await release(buyer, cancelled.itemId, '1.00')).toMatchObject({ __typename: 'InvalidStateError', message: expect.stringContaining('cancelled') });
    const noMethod = await agreed({ payoutMethod: false });
    expect(await release(buyer, noMethod.itemId, '1.00')).toMatchObject({
      __typename: 'InvalidStateError',
      message: expect.stringContaining('has not chosen how to be paid'),
    });
    expect(await balance(harness, escrowAccountKey(noMethod.databaseId, 'usd'))).toBe(100_000n);
  });
});
