/**
 * A transaction's history for its parties: the timeline (what happened, in words) and the
 * ledger postings (how money moved). Both load for many transactions in one statement, so a
 * page of transactions costs one query per kind.
 */
import type { PrismaClient } from '../../db/database.js';
import type { PartyRole } from '../../db/generated/enums.js';
import type { Currency } from '../shared/money.js';
import { commissionVisibleTo, privacyFromJson } from './privacy.js';

export interface TimelineEntryView {
  id: number;
  transactionId: number;
  event: string | null;
  notes: string;
  createdAt: Date;
}

/** Timeline entries of these transactions, oldest first. */
export function timelineEntriesOf(prisma: PrismaClient, transactionIds: readonly number[]): Promise<TimelineEntryView[]> {
  return prisma.timelineEntry.findMany({
    where: { transactionId: { in: [...transactionIds] } },
    orderBy: { id: 'asc' },
    select: { id: true, transactionId: true, event: true, notes: true, createdAt: true },
  });
}

export interface LedgerEntryView {
  /** The account's key, e.g. escrow:txn:12:usd (docs/ledger.md). */
  account: string;
  /** Signed minor units: debits positive, credits negative. */
  amount: bigint;
  currency: Currency;
}

export interface LedgerPostingView {
  id: number;
  kind: string;
  description: string;
  createdAt: Date;
  entries: LedgerEntryView[];
}

/**
 * The ledger postings of each transaction, oldest first, for `viewerId`; null where broker
 * privacy hides amounts from the viewer (a buyer or seller who may not see the other side or
 * the commission would read them off the postings).
 */
export async function ledgersOf(prisma: PrismaClient, transactionIds: readonly number[], viewerId: number): Promise<(LedgerPostingView[] | null)[]> {
  const transactions = await prisma.transaction.findMany({
    where: { id: { in: [...transactionIds] } },
    select: {
      id: true,
      privacy: true,
      parties: { select: { customerId: true, role: true } },
      ledgerPostings: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          kind: true,
          description: true,
          createdAt: true,
          entries: { orderBy: { id: 'asc' }, select: { amount: true, currency: true, account: { select: { key: true } } } },
        },
      },
    },
  });
  const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
  return transactionIds.map((id) => {
    const transaction = byId.get(id);
    if (!transaction) return [];
    const roles = transaction.parties.filter((party) => party.customerId === viewerId).map((party) => party.role);
    if (ledgerHiddenFrom(transaction.privacy, roles)) return null;
    return transaction.ledgerPostings.map((posting) => ({
      id: posting.id,
      kind: posting.kind,
      description: posting.description,
      createdAt: posting.createdAt,
      entries: posting.entries.map((entry) => ({ account: entry.account.key, amount: entry.amount, currency: entry.currency })),
    }));
  });
}

/** Broker privacy restricts a buyer's or seller's view (view.ts): the ledger is then hidden too. */
function ledgerHiddenFrom(privacyJson: unknown, roles: readonly PartyRole[]): boolean {
  const privacy = privacyFromJson(privacyJson);
  if (!privacy || roles.length === 0 || roles.includes('broker') || roles.includes('partner')) return false;
  const perspective = roles.includes('buyer') ? 'buyer' : 'seller';
  return privacy.hideCounterparties || !commissionVisibleTo(privacy, perspective);
}
