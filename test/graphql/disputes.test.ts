/** Disputes over GraphQL: the Dispute node, openDispute, proposeSettlement, acceptSettlement, withdrawDispute, postDisputeMessage, resolveDispute split. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTransactions } from '../../src/domain/audit/ledger.js';
import { gql, gqlData } from '../support/graphql.js';
import { eventNames, mutate, perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { graphql } from './generated/gql.js';
import { loadConfig } from '../../src/config.js';
import { base64, exeBytes, jpegBytes, pdfBytes, pngBytes } from '../support/verification.js';
import { approvePartner, send } from '../support/accounts.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let operator: TestAccount;
let stranger: TestAccount;
let approved: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner, operator, stranger, approved },
  } = await createHarnessWithAccounts(
    {
      buyer: { email: 'buyer@example.com' },
      seller: { email: 'seller@example.com' },
      partner: { email: 'partner@example.com', isPartner: true },
      operator: { email: 'ops@heldfunds.test', isOperator: true },
      stranger: { email: 'stranger@example.com' },
      approved: { email: 'approved@example.com', isPartner: true },
    },
    { verification: { ...loadConfig({}).verification, maxFileBytes: 4096, maxFiles: 3, maxTotalBytes: 8192 } },
  ));
  await approvePartner(harness, approved);
});
afterAll(() => harness.close());

// The fields every dispute document below asks for (a fragment: codegen reads it here).
const _disputeFields = graphql(`
  fragment DisputeFields on Dispute {
    id databaseId itemId openedBy reason status respondBy openedAt closedAt
    messages(first: 5) { edges { node { authorRole body files { databaseId fileName contentType size sha256 downloadPath } } } }
    proposals(first: 5) { edges { node { databaseId proposedByRole status sellerAmount buyerAmount } } }
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
  mutation PostDisputeMessage($input: PostDisputeMessageInput!, $as: String) {
    postDisputeMessage(input: $input, asCustomer: $as) {
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

/** A transaction under inspection: created by the partner (or another), agreed, funded, shipped and received. */
async function inspecting(
  creator: TestAccount = partner,
  fees?: { type: 'escrow'; payerCustomer: string; split: number }[],
): Promise<{ id: string; databaseId: number; itemId: number }> {
  const data = await gqlData(harness, creator.auth, CreateLifecycleTransaction, {
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

  it('a proposal says what it means in money: the seller’s payout net of its fees is what the ledger pays, the rest what it refunds', async () => {
    const { databaseId, itemId } = await inspecting(partner, [{ type: 'escrow', payerCustomer: 'seller@example.com', split: 1 }]);
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

describe('postDisputeMessage with evidence files', () => {
  const pdf = { fileName: 'receipt.pdf', contentBase64: base64(pdfBytes) };
  const png = { fileName: 'lens.png', contentType: 'image/png', contentBase64: base64(pngBytes) };
  const stored = async (disputeId: number) => ({
    messages: await harness.services.prisma.disputeMessage.count({ where: { disputeId } }),
    files: await harness.services.prisma.disputeFile.count({ where: { disputeId } }),
    events: await harness.services.prisma.event.count({ where: { name: 'dispute_message' } }),
  });

  it('takes PDF, PNG and JPEG read from their bytes; each file readable at its downloadPath by the case’s readers only', async () => {
    const { itemId } = await inspecting();
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'Scratched' } })) as Result;
    const posted = (await mutate(harness, buyer, PostDisputeMessage, {
      input: { disputeId: opened.dispute!.id, body: 'Photos and the receipt', files: [pdf, png, { contentBase64: base64(jpegBytes) }] },
    })) as Result;
    expect(posted.__typename).toBe('PostDisputeMessagePayload');
    const message = nodes(posted.dispute!.messages as { edges: { node: { body: string; files: Record<string, unknown>[] } }[] }).at(-1)!;
    const databaseId = opened.dispute!.databaseId as number;
    expect(message.files).toEqual([
      expect.objectContaining({ fileName: 'receipt.pdf', contentType: 'application/pdf', size: pdfBytes.length }),
      expect.objectContaining({ fileName: 'lens.png', contentType: 'image/png', size: pngBytes.length }),
      expect.objectContaining({ fileName: null, contentType: 'image/jpeg', size: jpegBytes.length }),
    ]);
    const first = message.files[0]!;
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.downloadPath).toBe(`/2017-09-01/dispute/${databaseId}/files/${first.databaseId as number}`);
    const path = first.downloadPath as string;
    for (const reader of [buyer, seller, partner]) {
      const answer = await harness.fetch(path, { headers: { authorization: reader.auth } });
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(pdfBytes)).toBe(true);
    }
    expect((await send(harness, stranger, 'GET', path)).status).toBe(404);
  });

  it('refuses a file that is not PDF/PNG/JPEG, too large, too many, not base64, or a wrong contentType: ValidationError by path, nothing written', async () => {
    const { itemId } = await inspecting();
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'Scratched' } })) as Result;
    const disputeId = opened.dispute!.id;
    const databaseId = opened.dispute!.databaseId as number;
    const before = await stored(databaseId);
    const refused = async (files: { fileName?: string; contentType?: string; contentBase64: string }[], fields: unknown) =>
      expect(await mutate(harness, seller, PostDisputeMessage, { input: { disputeId, body: 'Evidence', files } })).toMatchObject({
        __typename: 'ValidationError',
        fields,
      });
    await refused(
      [{ fileName: 'photo.pdf', contentBase64: base64(exeBytes) }],
      [{ path: ['files', '0', 'content'], messages: ['must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] }],
    );
    await refused(
      [{ contentBase64: base64(Buffer.concat([pdfBytes, Buffer.alloc(4096)])) }],
      [{ path: ['files', '0', 'content'], messages: [expect.stringMatching(/^is \d+ bytes; a file may be at most 4096 bytes \(4 KiB\)$/)] }],
    );
    await refused([pdf, pdf, pdf, pdf], [{ path: ['files', 'all'], messages: ['must carry at most 3 files'] }]);
    await refused([pdf, { contentBase64: 'not base64!' }], [{ path: ['files', '1', 'contentBase64'], messages: ['must be the file in base64'] }]);
    await refused([{ ...pdf, contentType: 'image/png' }], [{ path: ['files', '0', 'contentType'], messages: ['is image/png, but the file is application/pdf'] }]);
    const big = { contentBase64: base64(Buffer.concat([pdfBytes, Buffer.alloc(3000)])) };
    await refused(
      [big, big, big],
      [{ path: ['files', 'all'], messages: [expect.stringMatching(/^are \d+ bytes together; one message may carry at most 8192 bytes/)] }],
    );
    expect(await stored(databaseId)).toEqual(before);
  });

  it('asCustomer: an approved partner posts for the buyer of its own transaction; the author is the buyer', async () => {
    const { itemId } = await inspecting(approved);
    const opened = (await mutate(harness, buyer, OpenDispute, { input: { itemId, reason: 'Scratched' } })) as Result;
    const posted = (await mutate(harness, approved, PostDisputeMessage, {
      input: { disputeId: opened.dispute!.id, body: 'For the buyer', files: [pdf] },
      as: buyer.email,
    })) as Result;
    expect(posted).toMatchObject({ __typename: 'PostDisputeMessagePayload', dispute: { messages: connectionOf([{ authorRole: 'buyer', body: 'For the buyer' }]) } });
    const row = await harness.services.prisma.disputeMessage.findFirstOrThrow({ where: { disputeId: opened.dispute!.databaseId as number } });
    expect(row.authorId).toBe(buyer.id);
    expect(await mutate(harness, approved, PostDisputeMessage, { input: { disputeId: opened.dispute!.id, body: 'As myself' } })).toMatchObject({
      __typename: 'ForbiddenError',
    });
  });
});
