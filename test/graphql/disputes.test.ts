/** Disputes over GraphQL: the Dispute node, openDispute, proposeSettlement, acceptSettlement, withdrawDispute, postDisputeMessage, resolveDispute split. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTransactions } from '../../src/domain/audit/ledger.js';
import { gqlData } from '../support/graphql.js';
import { eventNames, mutate, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { graphql } from './generated/gql.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let operator: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, operator, stranger },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
    operator: { email: 'ops@heldfunds.test', isOperator: true },
    stranger: { email: 'stranger@example.com' },
  }));
});
afterAll(() => harness.close());

// The fields every dispute document below asks for (a fragment: codegen reads it here).
const _disputeFields = graphql(`
  fragment DisputeFields on Dispute {
    id databaseId itemId openedBy reason status respondBy openedAt closedAt
    messages { authorRole body }
    proposals { databaseId proposedByRole status sellerAmount buyerAmount }
    resolution { sellerAmount buyerAmount }
    transaction { databaseId statusCode }
  }
`);

const OpenDispute = graphql(`
  mutation OpenDispute($input: OpenDisputeInput!, $as: String) {
    openDispute(input: $input, asCustomer: $as) {
      __typename
      ... on OpenDisputePayload { dispute { ...DisputeFields } transaction { statusCode } }
      ...ActionError
    }
  }
`);

const ProposeSettlement = graphql(`
  mutation ProposeSettlement($input: ProposeSettlementInput!) {
    proposeSettlement(input: $input) {
      __typename
      ... on ProposeSettlementPayload { dispute { ...DisputeFields } }
      ...ActionError
    }
  }
`);

const AcceptSettlement = graphql(`
  mutation AcceptSettlement($input: AcceptSettlementInput!) {
    acceptSettlement(input: $input) {
      __typename
      ... on AcceptSettlementPayload { dispute { ...DisputeFields } transaction { statusCode } }
      ...ActionError
    }
  }
`);

const WithdrawDispute = graphql(`
  mutation WithdrawDispute($input: WithdrawDisputeInput!) {
    withdrawDispute(input: $input) {
      __typename
      ... on WithdrawDisputePayload { dispute { ...DisputeFields } transaction { statusCode } }
      ...ActionError
    }
  }
`);

const PostDisputeMessage = graphql(`
  mutation PostDisputeMessage($input: PostDisputeMessageInput!) {
    postDisputeMessage(input: $input) {
      __typename
      ... on PostDisputeMessagePayload { dispute { ...DisputeFields } }
      ...ActionError
    }
  }
`);

const ResolveDisputeSplit = graphql(`
  mutation ResolveDisputeSplit($id: ID!, $itemId: Int!, $sellerAmount: Money) {
    resolveDispute(transactionId: $id, itemId: $itemId, outcome: split, sellerAmount: $sellerAmount) {
      __typename
      ... on ResolveDisputePayload { transaction { statusCode } }
      ...ActionError
    }
  }
`);

const TransactionDisputes = graphql(`
  query TransactionDisputes($id: ID!) {
    node(id: $id) { ... on Transaction { disputes { ...DisputeFields } items { dispute { databaseId status } } } }
  }
`);

const DisputeNodeQuery = graphql(`
  query DisputeNode($id: ID!) {
    node(id: $id) { __typename ... on Dispute { databaseId status } }
  }
`);

/** A transaction under inspection: created by the partner, agreed, funded, shipped and received. */
async function inspecting(): Promise<{ id: string; databaseId: number; itemId: number }> {
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
  await perform(harness, buyer, FundInSandbox, { id });
  await perform(harness, seller, ShipItems, { id });
  await perform(harness, buyer, ReceiveItems, { id });
  return { id, databaseId, itemId: items[0]!.databaseId };
}

type Result = Awaited<ReturnType<typeof mutate>> & { dispute?: { id: string; proposals: { databaseId: number }[] } & Record<string, unknown> };

describe('disputes over GraphQL', () => {
  it('opens a case, posts messages, settles by a split the other party accepts, with the money and the events', async () => {
    const { id, databaseId, itemId } = await inspecting();
    expect(await mutate(harness, stranger, OpenDispute, { input: { itemId, reason: 'x' } })).toEqual({
      __typename: 'ForbiddenError',
      code: 'forbidden',
      message: 'Only the parties of a transaction may act on it',
    });
    expect(await mutate(harness, buyer, OpenDispute, { input: { itemId: 999_999, reason: 'x' } })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: ' ' } })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['reason'], messages: ['is required: what the dispute is about'] }],
    });
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'The lens is scratched', message: 'See the photos' } })) as Result;
    expect(opened).toMatchObject({
      __typename: 'OpenDisputePayload',
      dispute: {
        itemId,
        openedBy: 'buyer',
        reason: 'The lens is scratched',
        status: 'OPEN',
        messages: [{ authorRole: 'buyer', body: 'See the photos' }],
        resolution: null,
      },
      transaction: { statusCode: 65 },
    });
    const dispute = opened.dispute!;
    expect(new Date(dispute.respondBy as string).getTime() - new Date(dispute.openedAt as string).getTime()).toBe(7 * 86_400_000);
    expect(await mutate(harness, seller, OpenDispute, { input: { itemId, reason: 'again' } })).toMatchObject({ __typename: 'InvalidStateError' });

    expect(await mutate(harness, stranger, PostDisputeMessage, { input: { disputeId: dispute.id, body: 'Hi' } })).toMatchObject({ __typename: 'NotFoundError' });
    expect(await mutate(harness, partner, PostDisputeMessage, { input: { disputeId: dispute.id, body: 'Hi' } })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await mutate(harness, seller, PostDisputeMessage, { input: { disputeId: dispute.id, body: '' } })).toMatchObject({ __typename: 'ValidationError' });
    expect(await mutate(harness, seller, PostDisputeMessage, { input: { disputeId: dispute.id, body: 'It left here intact' } })).toMatchObject({
      dispute: { messages: [{ body: 'See the photos' }, { authorRole: 'seller', body: 'It left here intact' }] },
    });

    expect(await mutate(harness, seller, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '1000.01' } })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['sellerAmount'], messages: [`must be at most 1000.00: the money item ${itemId} holds`] }],
    });
    const proposed = (await mutate(harness, seller, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '700.00' } })) as Result;
    expect(proposed.dispute!.proposals).toEqual([
      { databaseId: expect.any(Number), proposedByRole: 'seller', status: 'PENDING', sellerAmount: '700.00', buyerAmount: '300.00' },
    ]);
    const superseded = proposed.dispute!.proposals[0]!.databaseId;
    const counter = (await mutate(harness, buyer, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '600.00' } })) as Result;
    const proposalId = counter.dispute!.proposals[1]!.databaseId;
    expect(counter.dispute!.proposals.map((proposal) => (proposal as unknown as { status: string }).status)).toEqual(['SUPERSEDED', 'PENDING']);
    expect(await mutate(harness, buyer, AcceptSettlement, { input: { proposalId: superseded } })).toMatchObject({ __typename: 'InvalidStateError' });
    expect(await mutate(harness, buyer, AcceptSettlement, { input: { proposalId } })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await mutate(harness, stranger, AcceptSettlement, { input: { proposalId } })).toMatchObject({ __typename: 'ForbiddenError' });

    await givePayoutMethod(harness, databaseId, seller.id);
    const settled = (await mutate(harness, seller, AcceptSettlement, { input: { proposalId } })) as Result;
    expect(settled).toMatchObject({
      __typename: 'AcceptSettlementPayload',
      dispute: { status: 'SETTLED', resolution: { sellerAmount: '600.00', buyerAmount: '400.00' } },
    });
    await harness.workers().drain();
    // The buyer's part is a refunded schedule row of its own: the ledger audit finds what it was refunded (paid_out_once).
    expect(await auditTransactions(harness.services.prisma, [databaseId])).toEqual([]);
    const events = await eventNames(harness, databaseId);
    expect(events.slice(events.indexOf('dispute_opened'))).toEqual([
      'dispute_opened',
      'dispute_message',
      'settlement_proposed',
      'settlement_proposed',
      'payment_refunded',
      'dispute_settled',
      'payment_disbursed',
      'complete',
    ]);
    const read = await gqlData(harness, partner.auth, TransactionDisputes, { id });
    expect(read.node).toMatchObject({ disputes: [{ status: 'SETTLED' }], items: [{ dispute: { status: 'SETTLED' } }] });
    expect((await gqlData(harness, stranger.auth, DisputeNodeQuery, { id: dispute.id })).node).toBeNull();
    expect((await gqlData(harness, buyer.auth, DisputeNodeQuery, { id: dispute.id })).node).toMatchObject({ __typename: 'Dispute', status: 'SETTLED' });
  });

  it('withdrawDispute: the opener only; the item is back under inspection', async () => {
    const { itemId } = await inspecting();
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'Wrong colour' } })) as Result;
    expect(opened.dispute).toMatchObject({ openedBy: 'buyer' });
    expect(await mutate(harness, seller, WithdrawDispute, { input: { disputeId: opened.dispute!.id } })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await mutate(harness, buyer, WithdrawDispute, { input: { disputeId: opened.dispute!.id } })).toMatchObject({
      __typename: 'WithdrawDisputePayload',
      dispute: { status: 'WITHDRAWN', resolution: null },
      transaction: { statusCode: 35 },
    });
  });

  it('resolveDispute split: operators only, the amounts recorded', async () => {
    const { id, itemId } = await inspecting();
    const opened = (await mutate(harness, seller, OpenDispute, { input: { itemId, reason: 'The buyer keeps it and will not pay' } })) as Result;
    expect(await mutate(harness, seller, ResolveDisputeSplit, { id, itemId, sellerAmount: '500.00' })).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await mutate(harness, operator, ResolveDisputeSplit, { id, itemId })).toMatchObject({ __typename: 'ValidationError' });
    expect(await mutate(harness, operator, ResolveDisputeSplit, { id, itemId, sellerAmount: '250.00' })).toMatchObject({ __typename: 'ResolveDisputePayload' });
    expect((await gqlData(harness, buyer.auth, DisputeNodeQuery, { id: opened.dispute!.id })).node).toMatchObject({ status: 'RESOLVED' });
    const row = await harness.services.prisma.dispute.findUniqueOrThrow({ where: { id: opened.dispute!.databaseId as number } });
    expect(row).toMatchObject({ sellerAmount: 25_000n, buyerAmount: 75_000n, status: 'RESOLVED' });
  });
});
