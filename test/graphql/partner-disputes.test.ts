/** Partner.openDisputes: the disputes still open on the partner's transactions, due first; nobody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlData } from '../support/graphql.js';
import { mutate, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { graphql } from './generated/gql.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let otherPartner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, otherPartner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'pd-buyer@example.com' },
    seller: { email: 'pd-seller@example.com' },
    partner: { email: 'pd-partner@example.com', isPartner: true },
    otherPartner: { email: 'pd-other@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const PartnerOpenDisputes = graphql(`
  query PartnerOpenDisputes {
    partner {
      __typename
      ... on Error { message }
      ... on Partner { openDisputes { id databaseId reason status respondBy openedBy transaction { databaseId } } }
    }
  }
`);

const OpenPartnerDispute = graphql(`
  mutation OpenPartnerDispute($input: OpenDisputeInput!) {
    openDispute(input: $input) {
      __typename
      ... on OpenDisputePayload { dispute { id databaseId } }
      ...ActionError
    }
  }
`);

const WithdrawPartnerDispute = graphql(`
  mutation WithdrawPartnerDispute($input: WithdrawDisputeInput!) {
    withdrawDispute(input: $input) {
      __typename
      ...ActionError
    }
  }
`);

/** A transaction of `creator` under inspection, its one item's id. */
async function inspecting(creator: TestAccount, title: string): Promise<{ databaseId: number; itemId: number }> {
  const data = await gqlData(harness, creator.auth, CreateLifecycleTransaction, {
    input: {
      currency: 'usd',
      description: title,
      parties: [
        { role: 'buyer', customer: 'pd-buyer@example.com' },
        { role: 'seller', customer: 'pd-seller@example.com' },
      ],
      items: [
        {
          title,
          type: 'general_merchandise',
          inspectionPeriod: 259200,
          schedule: [{ amount: '100.00', payerCustomer: 'pd-buyer@example.com', beneficiaryCustomer: 'pd-seller@example.com' }],
        },
      ],
    },
  });
  if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
  const { id, databaseId, items } = data.createTransaction.transaction;
  await perform(harness, buyer, AgreeTransaction, { id });
  await perform(harness, seller, AgreeTransaction, { id });
  await perform(harness, buyer, FundInSandbox, { id });
  await perform(harness, seller, ShipItems, { id });
  await perform(harness, buyer, ReceiveItems, { id });
  return { databaseId, itemId: items[0]!.databaseId };
}

async function openDisputes(account: TestAccount) {
  const data = await gqlData(harness, account.auth, PartnerOpenDisputes, {});
  if (data.partner.__typename !== 'Partner') return data.partner;
  return data.partner.openDisputes;
}

describe('Partner.openDisputes', () => {
  it('lists the open disputes of the partner’s transactions, due first, and drops a withdrawn one', async () => {
    expect(await openDisputes(partner)).toEqual([]);
    const first = await inspecting(partner, 'A lamp');
    const second = await inspecting(partner, 'A chair');
    const foreign = await inspecting(otherPartner, 'A table');
    const opened: string[] = [];
    for (const [target, reason] of [
      [first, 'The lamp does not light'],
      [second, 'The chair wobbles'],
      [foreign, 'Another partner’s case'],
    ] as const) {
      const result = (await gqlData(harness, buyer.auth, OpenPartnerDispute, { input: { itemId: target.itemId, reason } })).openDispute;
      if (result.__typename !== 'OpenDisputePayload' || !result.dispute) throw new Error(JSON.stringify(result));
      opened.push(result.dispute.id);
    }
    const listed = await openDisputes(partner);
    expect(listed).toMatchObject([
      { reason: 'The lamp does not light', status: 'OPEN', openedBy: 'buyer', transaction: { databaseId: first.databaseId } },
      { reason: 'The chair wobbles', status: 'OPEN', openedBy: 'buyer', transaction: { databaseId: second.databaseId } },
    ]);
    const dates = (listed as { respondBy: string }[]).map((d) => new Date(d.respondBy).getTime());
    expect(dates[0]).toBeLessThanOrEqual(dates[1]!);
    expect(await openDisputes(otherPartner)).toMatchObject([{ reason: 'Another partner’s case' }]);

    expect((await mutate(harness, buyer, WithdrawPartnerDispute, { input: { disputeId: opened[0]! } })).__typename).toBe('WithdrawDisputePayload');
    expect(await openDisputes(partner)).toMatchObject([{ reason: 'The chair wobbles' }]);
  });

  it('is the partner’s only: a buyer is refused as for every partner field', async () => {
    expect(await openDisputes(buyer)).toMatchObject({ __typename: 'ForbiddenError' });
  });
});
