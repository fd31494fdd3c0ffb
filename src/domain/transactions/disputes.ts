/**
 * Reading disputes and posting to them (docs/lifecycle.md, "Disputes"). The dispute's changes
 * of state are lifecycle commands (act); here: who reads a case, what it shows, which
 * transaction and item a dispute or a proposal belongs to (for the faces' commands), and
 * messages with their evidence files. The parties of the transaction (its partner included)
 * read; brokers read; the buyer and the seller post (an approved partner for them,
 * As-Customer); anyone else gets "not found", as for a transaction.
 */
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { resolveActor } from '../lifecycle/actor.js';
import { toDomainError } from '../lifecycle/errors.js';
import { heldAmount } from '../lifecycle/queries.js';
import { MAX_DISPUTE_MESSAGE_LENGTH } from '../lifecycle/validate.js';
import type { Viewer } from '../auth/viewer.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import type { PartyRole } from '../lifecycle/snapshot.js';
import { payoutFeeFacts } from './disbursement-method.js';
import { splitPayout } from './payout.js';
import { transactionStore } from './store/index.js';
import { checkFile, checkFiles, type CheckedFile, type FileInput } from '../verification/files.js';
import { resolveCaller, type CustomerCaller } from './caller.js';
import { transactionInclude } from './record.js';
import { toSnapshot } from './snapshot.js';

type DisputeSide = 'buyer' | 'seller';

/** An evidence file's record (never its bytes: those are read one file at a time, disputeFile). */
export interface DisputeFileView {
  id: number;
  fileName: string | null;
  contentType: string;
  size: number;
  sha256: string;
}

export interface DisputeMessageView {
  id: number;
  authorRole: PartyRole;
  body: string;
  createdAt: Date;
  files: DisputeFileView[];
}

export interface ProposalView {
  id: number;
  proposedByRole: PartyRole;
  status: 'PENDING' | 'SUPERSEDED' | 'ACCEPTED' | 'CLOSED';
  /** What the seller is paid of the item. */
  sellerAmount: bigint;
  /** What the buyer is refunded: the item's held money less sellerAmount (while the dispute is open; as it was, once accepted). */
  buyerAmount: bigint;
  /**
   * What accepting it would pay the seller, its fees on the item deducted (splitPayout), and
   * those fees; null once the dispute has ended, or while the seller has chosen no payout
   * method (its payout fee depends on it).
   */
  sellerPayout: bigint | null;
  sellerFees: bigint | null;
  createdAt: Date;
}

export interface DisputeView {
  id: number;
  transactionId: number;
  itemId: number;
  openedByRole: PartyRole;
  reason: string;
  status: 'OPEN' | 'SETTLED' | 'RESOLVED' | 'WITHDRAWN';
  openedAt: Date;
  respondBy: Date;
  closedAt: Date | null;
  /** The resolution: what moved to the seller and back to the buyer (null while open or withdrawn). */
  sellerAmount: bigint | null;
  buyerAmount: bigint | null;
  messages: DisputeMessageView[];
  proposals: ProposalView[];
}

const fileRecord = { id: true, fileName: true, contentType: true, size: true, sha256: true } as const;

const include = {
  messages: { orderBy: { id: 'asc' as const }, include: { files: { orderBy: { id: 'asc' as const }, select: fileRecord } } },
  proposals: { orderBy: { id: 'asc' as const } },
  item: { select: { schedules: { select: { amount: true, secured: true, disbursedToBeneficiary: true, refunded: true } } } },
  transaction: { select: { parties: { select: { customerId: true, role: true } } } },
};

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof findDispute>>>>;

function findDispute(services: Services) {
  return (id: number) => services.prisma.dispute.findUnique({ where: { id }, include });
}

/** Whether the viewer reads the case: a party of its transaction (the partner included), or an operator. */
function reads(viewer: Viewer, row: Pick<Row, 'transaction'>): boolean {
  return viewer.customer.isOperator || row.transaction.parties.some((party) => party.customerId === viewer.customer.id);
}

/** The seller's part of each split the open case proposes, net of its fees, by the settlement's rule; empty once it has ended. */
async function sellerPayouts(services: Services, row: Row): Promise<Map<bigint, bigint>> {
  const payouts = new Map<bigint, bigint>();
  if (row.status !== 'OPEN' || row.proposals.length === 0) return payouts;
  const record = await transactionStore.load(services.db, row.transactionId);
  const seller = record?.items.find((item) => item.id === row.itemId)?.schedules.find((x) => x.beneficiaryCustomerId !== null)?.beneficiaryCustomerId;
  if (!record || seller === undefined || seller === null) return payouts;
  const fee = (await payoutFeeFacts(services.prisma, services, record)).get(seller);
  if (!fee) return payouts;
  const at = services.clock.now();
  for (const { sellerAmount } of row.proposals)
    if (!payouts.has(sellerAmount)) payouts.set(sellerAmount, splitPayout(record, row.itemId, sellerAmount, seller, fee, at));
  return payouts;
}

async function view(services: Services, row: Row): Promise<DisputeView> {
  const payouts = await sellerPayouts(services, row);
  // The money the disputed item still holds: what a settlement divides.
  const held = heldAmount(row.item);
  return {
    id: row.id,
    transactionId: row.transactionId,
    itemId: row.itemId,
    openedByRole: row.openedByRole,
    reason: row.reason,
    status: row.status,
    openedAt: row.openedAt,
    respondBy: row.respondBy,
    closedAt: row.closedAt,
    sellerAmount: row.sellerAmount,
    buyerAmount: row.buyerAmount,
    messages: row.messages.map((message) => ({
      id: message.id,
      authorRole: message.authorRole,
      body: message.body,
      createdAt: message.createdAt,
      files: message.files,
    })),
    proposals: row.proposals.map((proposal) => ({
      id: proposal.id,
      proposedByRole: proposal.proposedByRole,
      status: proposal.status,
      sellerAmount: proposal.sellerAmount,
      buyerAmount: proposal.status === 'ACCEPTED' && row.buyerAmount !== null ? row.buyerAmount : held > proposal.sellerAmount ? held - proposal.sellerAmount : 0n,
      sellerPayout: payouts.get(proposal.sellerAmount) ?? null,
      sellerFees: payouts.has(proposal.sellerAmount) ? proposal.sellerAmount - payouts.get(proposal.sellerAmount)! : null,
      createdAt: proposal.createdAt,
    })),
  };
}

/** One dispute as the viewer may read it; NotFoundError for one it may not (or that does not exist). */
export async function getDispute(services: Services, viewer: Viewer, id: number): Promise<DisputeView> {
  const row = await findDispute(services)(id);
  if (!row || !reads(viewer, row)) throw new NotFoundError('Dispute not found');
  return view(services, row);
}

/** The disputes of a transaction the viewer reads, oldest first. */
export async function transactionDisputes(services: Services, viewer: Viewer, transactionId: number): Promise<DisputeView[]> {
  const rows = await services.prisma.dispute.findMany({ where: { transactionId }, include, orderBy: { id: 'asc' } });
  return Promise.all(rows.filter((row) => reads(viewer, row)).map((row) => view(services, row)));
}

/** The item's dispute: its open one, else its latest; null when it never had one (or the viewer may not read it). */
export async function itemDispute(services: Services, viewer: Viewer, itemId: number): Promise<DisputeView | null> {
  const rows = await services.prisma.dispute.findMany({ where: { itemId }, include, orderBy: { id: 'desc' }, take: 5 });
  const row = rows.find((candidate) => candidate.status === 'OPEN') ?? rows[0];
  return row && reads(viewer, row) ? view(services, row) : null;
}

const disputeSelect = { id: true, transactionId: true, itemId: true } as const;

/** The transaction and item a dispute command addresses, named by the item, the dispute or a proposal. */
export async function disputeTarget(
  services: Services,
  by: { itemId: number } | { disputeId: number } | { proposalId: number },
): Promise<{ transactionId: number; itemId: number; disputeId: number | null }> {
  if ('itemId' in by) {
    const item = await services.prisma.item.findUnique({ where: { id: by.itemId }, select: { id: true, transactionId: true } });
    if (!item) throw new NotFoundError('Item not found');
    return { transactionId: item.transactionId, itemId: item.id, disputeId: null };
  }
  const dispute =
    'disputeId' in by
      ? await services.prisma.dispute.findUnique({ where: { id: by.disputeId }, select: disputeSelect })
      : ((
          await services.prisma.settlementProposal.findUnique({
            where: { id: by.proposalId },
            select: { dispute: { select: disputeSelect } },
          })
        )?.dispute ?? null);
  if (!dispute) throw new NotFoundError('disputeId' in by ? 'Dispute not found' : 'Proposal not found');
  return { transactionId: dispute.transactionId, itemId: dispute.itemId, disputeId: dispute.id };
}

export interface DisputeMessageInput {
  disputeId: number;
  body?: string | null;
  /** Evidence: PDF, PNG or JPEG, with the limits of verification documents (VERIFICATION_MAX_*). */
  files?: FileInput[] | null;
}

/** The message's own checks (body, files), every problem at once, by domain path. */
function checkMessage(services: Services, input: DisputeMessageInput): { body: string; files: CheckedFile[]; errors: FieldErrors | null } {
  const report = new ErrorReport();
  const body = (input.body ?? '').trim();
  if (body === '') report.at().add('body', 'is required: the message');
  else if (body.length > MAX_DISPUTE_MESSAGE_LENGTH) report.at().add('body', `must be at most ${MAX_DISPUTE_MESSAGE_LENGTH} characters`);
  const limits = services.config.verification;
  const words = { plural: 'files', whole: 'one message' };
  const files = checkFiles(input.files ?? [], limits, report.at('files'), words, (file, scope) => checkFile(file, limits, scope, 'file'));
  return { body, files, errors: report.hasErrors ? report.toObject() : null };
}

/** The problems of a message's fields (REST answers them with the parser's), or null. */
export function disputeMessageProblems(services: Services, input: DisputeMessageInput): FieldErrors | null {
  return checkMessage(services, input).errors;
}

/** The side the caller posts as: the buyer or the seller, itself or represented (As-Customer). */
async function posterOf(services: Services, caller: CustomerCaller, transactionId: number): Promise<{ side: DisputeSide; customerId: number }> {
  const record = await services.prisma.transaction.findUnique({ where: { id: transactionId }, include: transactionInclude });
  if (!record) throw new NotFoundError('Dispute not found');
  const resolved = resolveActor(toSnapshot(record, 0n), await resolveCaller(services.prisma, caller, record));
  if ('ok' in resolved) throw toDomainError(resolved.error);
  const side: DisputeSide | undefined = resolved.roles.includes('buyer') ? 'buyer' : resolved.roles.includes('seller') ? 'seller' : undefined;
  if (!side) throw new ForbiddenError('Only the buyer or the seller may post to a dispute; the other parties read it');
  return { side, customerId: resolved.onBehalfOf ?? caller.viewer.customer.id };
}

/**
 * A message of the buyer or the seller on an open dispute: text and evidence files, written
 * with its `dispute_message` event (naming the dispute and the message) in one database
 * transaction. Nothing is written when anything is refused.
 */
export async function postDisputeMessage(services: Services, caller: CustomerCaller, input: DisputeMessageInput): Promise<DisputeView> {
  const { viewer } = caller;
  const row = await findDispute(services)(input.disputeId);
  if (!row || !reads(viewer, row)) throw new NotFoundError('Dispute not found');
  const { side, customerId } = await posterOf(services, caller, row.transactionId);
  const { body, files, errors } = checkMessage(services, input);
  if (errors) throw new ValidationError(errors);
  if (row.status !== 'OPEN') throw new InvalidStateError(`The dispute is ${row.status.toLowerCase()}: no more messages`);
  const at = services.clock.now();
  const transaction = await writeTransaction(services, async (tx) => {
    const message = await tx.disputeMessage.create({ data: { disputeId: row.id, authorId: customerId, authorRole: side, body, createdAt: at } });
    if (files.length > 0) {
      await tx.disputeFile.createMany({
        data: files.map((file) => ({ disputeId: row.id, messageId: message.id, ...file, createdAt: at })),
      });
    }
    const owner = await tx.transaction.findUniqueOrThrow({ where: { id: row.transactionId }, select: { id: true, creatorId: true } });
    await tx.event.create({
      data: {
        name: 'dispute_message',
        transactionId: owner.id,
        partnerId: owner.creatorId,
        actorId: viewer.customer.id,
        payload: { item_ids: [row.itemId], by: side, dispute_id: row.id, message_id: message.id, files: files.length },
        createdAt: at,
      },
    });
    return owner;
  });
  services.outbox.changed({ at, transactions: [{ transactionId: transaction.id, creatorId: transaction.creatorId }] });
  return getDispute(services, viewer, row.id);
}

/** An evidence file with its bytes, for a reader of its dispute; NotFoundError for anyone else (or a file of another dispute). */
export async function disputeFile(
  services: Services,
  viewer: Viewer,
  disputeId: number,
  fileId: number,
): Promise<{ fileName: string | null; contentType: string; content: Uint8Array }> {
  const file = await services.prisma.disputeFile.findUnique({
    where: { id: fileId },
    select: { disputeId: true, fileName: true, contentType: true, content: true, dispute: { select: { transaction: { select: { parties: true } } } } },
  });
  if (!file || file.disputeId !== disputeId || !reads(viewer, file.dispute)) throw new NotFoundError('File not found');
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}
// The operator's queue (dispute-queue.ts) reads the same rows and shows them the same way.
export { include as disputeInclude, view as disputeView };
