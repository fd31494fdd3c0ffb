/** Disputes over GraphQL: the Dispute node, openDispute, proposeSettlement, acceptSettlement, withdrawDispute, postDisputeMessage, resolveDispute split. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlData } from '../support/graphql.js';
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
    messages(first: 10) { edges { node { authorRole body } } }
    proposals(first: 10) { edges { node { databaseId proposedByRole status sellerAmount buyerAmount } } }
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

const DisputeProposals = graphql(`
  query DisputeProposals($id: ID!, $first: Int, $after: String, $last: Int) {
    node(id: $id) {
      __typename
      ... on Dispute {
        messages(first: $first, after: $after) { edges { cursor node { body } } pageInfo { hasNextPage endCursor } }
        proposals(last: $last) { edges { node { databaseId status sellerAmount buyerAmount sellerPayout sellerFees } } }
      }
    }
  }
`);

/** A transaction under inspection: created by the partner, agreed, funded, shipped and received. */
async function inspecting(fees?: { type: 'escrow'; payerCustomer: string; split: number }[]): Promise<{ id: string; databaseId: number; itemId: number }> {
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
          ...(fees ? { fees } : {}),
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

type Result = Awaited<ReturnType<typeof mutate>> & { dispute?: { id: string; proposals: { edges: { node: { databaseId: number } }[] } } & Record<string, unknown> };

/** A connection's nodes, in order. */
const nodes = <T>(connection: { edges: { node: T }[] }): T[] => connection.edges.map((edge) => edge.node);
/** A connection of these nodes, as the answer holds it. */
const connectionOf = (list: unknown[]) => ({ edges: list.map((node) => ({ node })) });

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
        messages: connectionOf([{ authorRole: 'buyer', body: 'See the photos' }]),
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
      dispute: { messages: connectionOf([{ body: 'See the photos' }, { authorRole: 'seller', body: 'It left here intact' }]) },
    });

    expect(await mutate(harness, seller, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '1000.01' } })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['sellerAmount'], messages: [`must be at most 1000.00: the money item ${itemId} holds`] }],
    });
    const proposed = (await mutate(harness, seller, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '700.00' } })) as Result;
    expect(nodes(proposed.dispute!.proposals)).toEqual([
      { databaseId: expect.any(Number), proposedByRole: 'seller', status: 'PENDING', sellerAmount: '700.00', buyerAmount: '300.00' },
    ]);
    const superseded = nodes(proposed.dispute!.proposals)[0]!.databaseId;
    const counter = (await mutate(harness, buyer, ProposeSettlement, { input: { disputeId: dispute.id, sellerAmount: '600.00' } })) as Result;
    const proposalId = nodes(counter.dispute!.proposals)[1]!.databaseId;
    expect(nodes(counter.dispute!.proposals).map((proposal) => (proposal as unknown as { status: string }).status)).toEqual(['SUPERSEDED', 'PENDING']);
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

  it('a proposal says what it means in money: the seller’s payout net of its fees is what the ledger pays, the rest what it refunds', async () => {
    const { databaseId, itemId } = await inspecting([{ type: 'escrow', payerCustomer: 'seller@example.com', split: 1 }]);
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'The strap is missing' } })) as Result;
    const disputeId = opened.dispute!.id;
    await mutate(harness, seller, ProposeSettlement, { input: { disputeId, sellerAmount: '850.00' } });
    const latest = async (account: TestAccount) => {
      const read = await gqlData(harness, account.auth, DisputeProposals, { id: disputeId, last: 1 });
      if (read.node?.__typename !== 'Dispute') throw new Error('no dispute');
      return nodes(read.node.proposals)[0]!;
    };
    // The payout fee depends on the seller's payout method: none chosen, no net amount yet.
    expect(await latest(buyer)).toMatchObject({ sellerAmount: '850.00', buyerAmount: '150.00', sellerPayout: null, sellerFees: null });
    await givePayoutMethod(harness, databaseId, seller.id);
    const shown = await latest(buyer);
    expect(await latest(seller)).toEqual(shown);
    const cents = (value: unknown) => BigInt(String(value).replace('.', ''));
    expect(cents(shown.sellerFees)).toBeGreaterThan(0n);
    expect(cents(shown.sellerPayout) + cents(shown.sellerFees)).toBe(85_000n);

    expect(await mutate(harness, buyer, AcceptSettlement, { input: { proposalId: shown.databaseId } })).toMatchObject({ __typename: 'AcceptSettlementPayload' });
    await harness.workers().drain();
    const moved = async (kind: 'disbursement' | 'refund', accountKind: 'payout' | 'refund', customerId: number) => {
      const entries = await harness.services.prisma.ledgerEntry.findMany({
        where: { posting: { transactionId: databaseId, kind }, account: { kind: accountKind, customerId } },
      });
      return entries.reduce((sum, entry) => sum + (entry.amount < 0n ? -entry.amount : entry.amount), 0n);
    };
    expect(await moved('disbursement', 'payout', seller.id)).toBe(cents(shown.sellerPayout));
    expect(await moved('refund', 'refund', buyer.id)).toBe(cents(shown.buyerAmount));
    // Once settled, the case tells what moved (resolution); a proposal no longer quotes.
    expect(await latest(buyer)).toMatchObject({ status: 'ACCEPTED', sellerPayout: null });
  });

  it('pages a case’s messages oldest first (first/after); a cursor that is not one is refused', async () => {
    const { itemId } = await inspecting();
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'Late', message: 'one' } })) as Result;
    const disputeId = opened.dispute!.id;
    for (const body of ['two', 'three']) await mutate(harness, seller, PostDisputeMessage, { input: { disputeId, body } });
    const first = await gqlData(harness, buyer.auth, DisputeProposals, { id: disputeId, first: 2 });
    if (first.node?.__typename !== 'Dispute') throw new Error('no dispute');
    expect(nodes(first.node.messages).map((message) => message.body)).toEqual(['one', 'two']);
    expect(first.node.messages.pageInfo.hasNextPage).toBe(true);
    const rest = await gqlData(harness, buyer.auth, DisputeProposals, { id: disputeId, first: 2, after: first.node.messages.pageInfo.endCursor });
    if (rest.node?.__typename !== 'Dispute') throw new Error('no dispute');
    expect(nodes(rest.node.messages).map((message) => message.body)).toEqual(['three']);
    expect(rest.node.messages.pageInfo.hasNextPage).toBe(false);
    const bad = await gql(harness, buyer.auth, DisputeProposals, { id: disputeId, first: 2, after: 'nope' });
    expect(bad.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['after'], messages: ['is not a cursor of this list (a databaseId)'] }] },
    });
  });
});
