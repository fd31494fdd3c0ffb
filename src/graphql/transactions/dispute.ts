/**
 * A dispute over an item's held money (docs/lifecycle.md, "Disputes"): the Dispute node, its
 * messages and settlement proposals, and where it is reached from (Transaction.disputes,
 * Item.dispute). Whoever reads the transaction reads its disputes; anyone else gets null.
 */
import { NotFoundError } from '../../domain/shared/errors.js';
import {
  disputeFile,
  getDispute,
  itemDispute,
  transactionDisputes,
  type DisputeFileView,
  type DisputeMessageView,
  type DisputeView,
  type ProposalView,
} from '../../domain/transactions/disputes.js';
import { resolveCursorConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { builder } from '../builder.js';
import { badArguments } from '../errors/domain-errors.js';
import { PartyRoleEnum } from './party-role.js';
import { ItemType } from './item.js';
import { TransactionNode, transactionForViewer } from './transaction.js';
import { getTransaction } from '../../domain/transactions/read.js';

const DisputeStatusEnum = builder.enumType('DisputeStatus', {
  description: 'OPEN until the parties settle it (SETTLED), an operator decides (RESOLVED) or its opener withdraws it (WITHDRAWN).',
  values: ['OPEN', 'SETTLED', 'RESOLVED', 'WITHDRAWN'] as const,
});

const ProposalStatusEnum = builder.enumType('SettlementProposalStatus', {
  description: 'PENDING until the other party accepts it (ACCEPTED), a newer proposal supersedes it (SUPERSEDED) or the dispute ends otherwise (CLOSED).',
  values: ['PENDING', 'SUPERSEDED', 'ACCEPTED', 'CLOSED'] as const,
});

/** Cursor paging over a case's list (its messages, its proposals), oldest first, by databaseId. */
function pageOf<T extends { id: number }>(list: readonly T[], args: DefaultConnectionArguments) {
  const position = (cursor: string | undefined, name: 'after' | 'before'): number | null => {
    if (cursor === undefined) return null;
    if (!/^\d{1,9}$/.test(cursor)) throw badArguments({ [name]: ['is not a cursor of this list (a databaseId)'] });
    return Number(cursor);
  };
  return resolveCursorConnection<T[]>(
    { args, toCursor: (entry: T) => String(entry.id), defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize },
    ({ before, after, limit, inverted }) => {
      const from = position(after, 'after');
      const to = position(before, 'before');
      const window = list.filter((entry) => (from === null || entry.id > from) && (to === null || entry.id < to));
      return inverted ? window.slice(-limit).reverse() : window.slice(0, limit);
    },
  );
}

const DisputeFileType = builder.objectRef<DisputeFileView & { disputeId: number }>('DisputeFile').implement({
  description: 'An evidence file of a dispute message: PDF, PNG or JPEG, read from its bytes.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    fileName: t.exposeString('fileName', { nullable: true }),
    contentType: t.exposeString('contentType', { description: 'application/pdf, image/png or image/jpeg: read from the file, not declared.' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    sha256: t.exposeString('sha256', { description: 'SHA-256 of the content, hex.' }),
    downloadPath: t.string({
      description: 'Where a reader of the case downloads the file (HTTP Basic, as the REST API): GET /2017-09-01/dispute/{id}/files/{file_id}.',
      resolve: (file) => `/2017-09-01/dispute/${file.disputeId}/files/${file.id}`,
    }),
    contentBase64: t.string({
      description:
        'The file’s bytes, base64: for a client that cannot send HTTP Basic (the web pages, signed in with a session). Read again for the viewer: a reader of the case only. Ask for it one file at a time (Dispute.file), not across a list.',
      resolve: async (file, _args, context) => {
        const stored = await disputeFile(context.services, context.viewer, file.disputeId, file.id);
        return Buffer.from(stored.content).toString('base64');
      },
    }),
  }),
});

const DisputeMessageType = builder.objectRef<DisputeMessageView & { disputeId: number }>('DisputeMessage').implement({
  description: 'A message of the buyer or the seller on a dispute, with its evidence files.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    authorRole: t.expose('authorRole', { type: PartyRoleEnum }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    files: t.field({
      type: [DisputeFileType],
      description: 'Oldest first.',
      resolve: (message) => message.files.map((file) => ({ ...file, disputeId: message.disputeId })),
    }),
  }),
});

const SettlementProposalType = builder.objectRef<ProposalView>('SettlementProposal').implement({
  description: 'A split one party proposes and the other accepts (acceptSettlement): what each would get of the item.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'What acceptSettlement takes as proposalId.' }),
    proposedByRole: t.expose('proposedByRole', { type: PartyRoleEnum }),
    status: t.expose('status', { type: ProposalStatusEnum }),
    sellerAmount: t.expose('sellerAmount', {
      type: 'Money',
      description: 'Paid to the seller, its fees on the item deducted (docs/fees.md, "Disputes and splits").',
    }),
    buyerAmount: t.expose('buyerAmount', { type: 'Money', description: 'Refunded to the buyer, whole: the item’s held money less sellerAmount.' }),
    sellerPayout: t.expose('sellerPayout', {
      type: 'Money',
      nullable: true,
      description:
        'What accepting it pays the seller: sellerAmount less the seller’s fees on the item (and its payout fee when nothing else of the transaction pays it), by the rule the settlement pays with. Null once the dispute has ended (see resolution) and while the seller has chosen no payout method.',
    }),
    sellerFees: t.expose('sellerFees', {
      type: 'Money',
      nullable: true,
      description: 'sellerAmount less sellerPayout: what the seller is charged out of its part. Null when sellerPayout is.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DisputeResolutionType = builder.objectRef<{ sellerAmount: bigint; buyerAmount: bigint }>('DisputeResolution').implement({
  description: 'What moved when the dispute ended: to the seller and back to the buyer.',
  fields: (t) => ({
    sellerAmount: t.expose('sellerAmount', { type: 'Money' }),
    buyerAmount: t.expose('buyerAmount', { type: 'Money' }),
  }),
});

export const DisputeNode = builder.node(builder.objectRef<DisputeView>('Dispute'), {
  description: 'A dispute over one item’s held money: nothing of the item is paid out or refunded while it is OPEN.',
  id: { resolve: (dispute) => dispute.id },
  loadOne: async (id, context) => {
    try {
      return await getDispute(context.services, context.viewer, Number(id));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    itemId: t.exposeInt('itemId', { description: 'The databaseId of the disputed item.' }),
    item: t.field({
      type: ItemType,
      nullable: true,
      resolve: async (dispute, _args, context) => {
        const record = await getTransaction(context.services, context.viewer, dispute.transactionId).catch(() => null);
        if (!record) return null;
        return transactionForViewer(context, record).items.find((item) => item.id === dispute.itemId) ?? null;
      },
    }),
    transaction: t.field({
      type: TransactionNode,
      nullable: true,
      resolve: async (dispute, _args, context) => {
        const record = await getTransaction(context.services, context.viewer, dispute.transactionId).catch(() => null);
        if (!record) return null;
        return transactionForViewer(context, record);
      },
    }),
    openedBy: t.expose('openedByRole', { type: PartyRoleEnum }),
    reason: t.exposeString('reason'),
    status: t.expose('status', { type: DisputeStatusEnum }),
    openedAt: t.expose('openedAt', { type: 'DateTime' }),
    respondBy: t.expose('respondBy', {
      type: 'DateTime',
      description: 'The opening plus DISPUTE_RESPONSE_DAYS: unsettled after it, the case is due for an operator.',
    }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    messages: t.connection({
      type: DisputeMessageType,
      description: `The messages, oldest first (${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}); a cursor is a message's databaseId.`,
      resolve: (dispute, args) =>
        pageOf(
          dispute.messages.map((message) => ({ ...message, disputeId: dispute.id })),
          args,
        ),
    }),
    file: t.field({
      type: DisputeFileType,
      nullable: true,
      description: 'One evidence file of the case by its databaseId (null when no message of this dispute has it).',
      args: { databaseId: t.arg.int({ required: true }) },
      resolve: (dispute, args) => {
        const file = dispute.messages.flatMap((message) => message.files).find((entry) => entry.id === args.databaseId);
        return file ? { ...file, disputeId: dispute.id } : null;
      },
    }),
    proposals: t.connection({
      type: SettlementProposalType,
      description: `The settlement proposals, oldest first (${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}); at most one is PENDING, the newest (\`last: 1\`). A cursor is a proposal's databaseId.`,
      resolve: (dispute, args) => pageOf(dispute.proposals, args),
    }),
    resolution: t.field({
      type: DisputeResolutionType,
      nullable: true,
      description: 'Null while OPEN and when WITHDRAWN.',
      resolve: (dispute) =>
        dispute.sellerAmount !== null && dispute.buyerAmount !== null ? { sellerAmount: dispute.sellerAmount, buyerAmount: dispute.buyerAmount } : null,
    }),
  }),
});

builder.objectField(TransactionNode, 'disputes', (t) =>
  t.field({
    type: [DisputeNode],
    description: 'The disputes of the transaction’s items, oldest first.',
    resolve: (transaction, _args, context) => transactionDisputes(context.services, context.viewer, transaction.id),
  }),
);

builder.objectField(ItemType, 'dispute', (t) =>
  t.field({
    type: DisputeNode,
    nullable: true,
    description: 'The item’s open dispute, else its latest; null when it never had one.',
    resolve: (item, _args, context) => itemDispute(context.services, context.viewer, item.id),
  }),
);
