/**
 * The ledger audit operators run on a live database (`heldfunds ledger audit`, the operator-only
 * GraphQL query `ledgerAudit`): the invariants of docs/ledger.md checked in pages, with keyset
 * pagination, so a ledger of millions of postings is never held in memory. Each page is one SQL
 * statement (a consistent view under READ COMMITTED); a transaction whose state looks wrong is
 * read again once before it is reported, so a command committing mid-audit is not mistaken for
 * a violation.
 */
import type { Prisma } from '../../db/generated/client.js';
import { deriveStatusCode, statusAllowsFloat } from '../lifecycle/status-code.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { transactionInclude } from '../transactions/record.js';
import { formatMoney } from '../shared/money.js';
import { floatAccountKey } from '../ledger/accounts.js';
import { loadLiveness } from '../transactions/held-money.js';
import { strandedMessages } from '../lifecycle/liveness.js';
import {
  accountCheckPage,
  accountKindTotals,
  heldMoneyRows,
  payeeBookingRows,
  payoutPostingCounts,
  postingCheckPage,
  transactionIdPage,
  type LedgerReader,
} from '../ledger/store/audit.js';

const m = formatMoney;

/** "usd:1,euro:-3" (currency:minor units of each unbalanced currency) in words: "usd 0.01, euro -0.03". */
function sums(text: string): string {
  return text
    .split(',')
    .map((part) => {
      const [currency, total] = part.split(':');
      return `${currency} ${formatMoney(BigInt(total ?? '0'))}`;
    })
    .join(', ');
}

type Db = LedgerReader & Pick<Prisma.TransactionClient, 'transaction' | 'ledgerAccount' | 'ledgerPosting' | 'timelineEntry' | 'job'>;

export const auditChecks = [
  'posting_balances',
  'entry_currency',
  'account_balance',
  'negative_balance',
  'escrow_holds_secured',
  'float_uncleared',
  'paid_out_once',
  'timeline_matches_state',
  'held_money_has_way_out',
] as const;
type AuditCheck = (typeof auditChecks)[number];

export interface AuditPosting {
  id: number;
  kind: string;
  description: string;
  entries: { accountKey: string; amount: bigint; currency: string }[];
}

export interface AuditViolation {
  check: AuditCheck;
  message: string;
  transactionId: number | null;
  accountKey: string | null;
  /** The postings involved: the posting itself, or the transaction's postings (at most `postingsPerViolation`). */
  postings: AuditPosting[];
}

export interface LedgerAudit {
  ok: boolean;
  postings: number;
  entries: number;
  accounts: number;
  transactions: number;
  checks: readonly AuditCheck[];
  violationCount: number;
  /** Every violation, up to `maxViolations` (then `truncated`). */
  violations: AuditViolation[];
  truncated: boolean;
  durationMs: number;
}

export interface AuditOptions {
  /** Rows per page (postings, accounts, transactions). */
  pageSize?: number;
  maxViolations?: number;
  postingsPerViolation?: number;
  /** The wall clock the liveness of held money is judged at (each transaction on its own clock). */
  now?: Date;
}

const defaults = { pageSize: 2_000, maxViolations: 1_000, postingsPerViolation: 50 };

export async function auditLedger(db: Db, options: AuditOptions = {}): Promise<LedgerAudit> {
  const started = Date.now();
  const pageSize = options.pageSize ?? defaults.pageSize;
  const maxViolations = options.maxViolations ?? defaults.maxViolations;
  const postingsPerViolation = options.postingsPerViolation ?? defaults.postingsPerViolation;
  const now = options.now ?? new Date();
  const found: Omit<AuditViolation, 'postings'>[] = [];
  const postingOf = new Map<number, number>();
  let violationCount = 0;
  const report = (violation: Omit<AuditViolation, 'postings'>, postingId?: number): void => {
    violationCount += 1;
    if (found.length >= maxViolations) return;
    if (postingId !== undefined) postingOf.set(found.length, postingId);
    found.push(violation);
  };
  const counts = { postings: 0, entries: 0, accounts: 0, transactions: 0 };

  // Postings: each balances per currency, has entries, and each entry is in its account's currency.
  for (let after = 0; ;) {
    const page = await postingCheckPage(db, after, pageSize);
    for (const row of page) {
      counts.postings += 1;
      counts.entries += Number(row.entries);
      const where = { transactionId: row.transactionId, accountKey: null };
      if (row.entries === 0n) report({ check: 'posting_balances', message: `Posting ${row.id} has no entries.`, ...where }, row.id);
      if (row.unbalanced !== null)
        report({ check: 'posting_balances', message: `Posting ${row.id} does not sum to zero: ${sums(row.unbalanced)}.`, ...where }, row.id);
      if (row.mismatched > 0n)
        report({ check: 'entry_currency', message: `Posting ${row.id} has ${row.mismatched} entries in another currency than their account's.`, ...where }, row.id);
    }
    if (page.length < pageSize) break;
    after = page[page.length - 1]!.id;
  }

  // Accounts: the stored balance is the sum of the entries; only external funding goes negative.
  for (let after = 0; ;) {
    const page = await accountCheckPage(db, after, pageSize);
    for (const row of page) {
      counts.accounts += 1;
      const where = { transactionId: row.transactionId, accountKey: row.key };
      if (row.balance !== row.summed)
        report({ check: 'account_balance', message: `Account ${row.key} stores a balance of ${m(row.balance)} but its entries sum to ${m(row.summed)}.`, ...where });
      if (row.kind !== 'external_funding' && (row.balance < 0n || row.summed < 0n))
        report({ check: 'negative_balance', message: `Account ${row.key} (${row.kind}) is negative: ${m(row.summed)}.`, ...where });
    }
    if (page.length < pageSize) break;
    after = page[page.length - 1]!.id;
  }

  // Transactions: escrow and float against the schedules and the state, payouts against the
  // schedules paid, and the timeline against the state.
  for (let after = 0; ;) {
    const ids = await transactionIdPage(db, after, pageSize);
    counts.transactions += ids.length;
    const suspects = ids.length === 0 ? [] : [...new Set((await transactionViolations(db, ids, now)).map((violation) => violation.transactionId!))];
    // Read the suspects again: what a command changed between two statements has settled.
    if (suspects.length > 0) for (const violation of await transactionViolations(db, suspects, now)) report(violation);
    if (ids.length < pageSize) break;
    after = ids[ids.length - 1]!;
  }

  const violations: AuditViolation[] = [];
  for (const [index, violation] of found.entries()) {
    const postingId = postingOf.get(index);
    const where: Prisma.LedgerPostingWhereInput | null =
      postingId !== undefined ? { id: postingId } : violation.transactionId !== null ? { transactionId: violation.transactionId } : null;
    violations.push({ ...violation, postings: where ? await postingsWhere(db, where, postingsPerViolation) : [] });
  }
  return {
    ok: violationCount === 0,
    ...counts,
    checks: auditChecks,
    violationCount,
    violations,
    truncated: violationCount > violations.length,
    durationMs: Date.now() - started,
  };
}

/**
 * The per-transaction checks of a few transactions (escrow, float, payouts, timeline), read
 * twice like the full audit does: what the soak checks after every step.
 */
export async function auditTransactions(db: Db, ids: number[], now: Date = new Date()): Promise<Omit<AuditViolation, 'postings'>[]> {
  const suspects = [...new Set((await transactionViolations(db, ids, now)).map((violation) => violation.transactionId!))];
  return suspects.length === 0 ? [] : transactionViolations(db, suspects, now);
}

async function postingsWhere(db: Db, where: Prisma.LedgerPostingWhereInput, limit: number): Promise<AuditPosting[]> {
  const rows = await db.ledgerPosting.findMany({
    where,
    orderBy: { id: 'asc' },
    take: limit,
    include: { entries: { orderBy: { id: 'asc' }, include: { account: { select: { key: true } } } } },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    entries: row.entries.map((entry) => ({ accountKey: entry.account.key, amount: entry.amount, currency: entry.currency })),
  }));
}

/** The per-transaction checks of `ids`, each in few statements. */
async function transactionViolations(db: Db, ids: number[], now: Date): Promise<Omit<AuditViolation, 'postings'>[]> {
  const violations: Omit<AuditViolation, 'postings'>[] = [];
  const at = (transactionId: number, check: AuditCheck, message: string, accountKey: string | null = null) =>
    violations.push({ check, message, transactionId, accountKey });

  const money = await heldMoneyRows(db, ids);
  for (const row of money) {
    if (row.escrow !== row.held)
      at(
        row.id,
        'escrow_holds_secured',
        `Escrow of transaction ${row.id} holds ${m(row.escrow)}; its secured, undisbursed, unrefunded schedules sum to ${m(row.held)}.`,
      );
    // A payment in float shows as status 23, unless a dispute (65) or the cancellation (75) outranks it; 23 needs one.
    if (row.float > 0n && !statusAllowsFloat(row.statusCode))
      at(row.id, 'float_uncleared', `Transaction ${row.id} holds ${m(row.float)} in float but its status (${row.statusCode}) says no payment is uncleared.`);
    if (row.float === 0n && row.statusCode === 23) at(row.id, 'float_uncleared', `Transaction ${row.id} has status 23 (payment in float) but its float is empty.`);
  }

  // Paid out once: what each payee's payout account received from this transaction is at most
  // the schedules paid to it; what each payer was refunded out of escrow is exactly its refunded schedules.
  const payees = await payeeBookingRows(db, ids);
  for (const row of payees) {
    if (row.kind === 'payout' && row.booked > row.owed)
      at(
        row.transactionId,
        'paid_out_once',
        `Customer ${row.customerId} was paid ${m(row.booked)} from transaction ${row.transactionId}, more than the ${m(row.owed)} of schedules paid to it.`,
      );
    if (row.kind === 'refund' && row.booked !== row.owed)
      at(
        row.transactionId,
        'paid_out_once',
        `Customer ${row.customerId} was refunded ${m(row.booked)} from the escrow of transaction ${row.transactionId}; its refunded schedules sum to ${m(row.owed)}.`,
      );
  }

  // The timeline: the status code is the one the state implies; completion, cancellation,
  // payouts and refunds each have their timeline entry.
  const records = await db.transaction.findMany({ where: { id: { in: ids } }, include: transactionInclude, orderBy: { id: 'asc' } });
  const floats = new Map(money.map((row) => [row.id, row.float]));
  const notes = await db.timelineEntry.groupBy({
    by: ['transactionId', 'event'],
    where: { transactionId: { in: ids }, event: { not: null } },
    _count: { _all: true },
  });
  const noted = (id: number, event: string) => notes.find((n) => n.transactionId === id && n.event === event)?._count._all ?? 0;
  const postings = await payoutPostingCounts(db, ids);
  const posted = (id: number, kind: string, column: 'payees' | 'count') =>
    Number(postings.find((row) => row.transactionId === id && row.kind === kind)?.[column] ?? 0n);
  // Liveness: every cent held has a way out (a party action, a job, an operator decision).
  const holding = records.filter((record) => {
    const row = money.find((candidate) => candidate.id === record.id);
    return row !== undefined && (row.held > 0n || row.float > 0n);
  });
  for (const [id, liveness] of await loadLiveness(db, holding, now)) {
    if (liveness.stranded.length === 0) continue;
    const currency = records.find((record) => record.id === id)!.currency;
    at(
      id,
      'held_money_has_way_out',
      `Transaction ${id} holds ${m(liveness.strandedAmount)} ${currency} with no way out: ${strandedMessages(liveness, currency).join('; ')}. An operator may release it (heldfunds operator release).`,
    );
  }
  for (const record of records) {
    const id = record.id;
    const snapshot = toSnapshot(record, floats.get(id) ?? (await floatBalance(db, id, record.currency)));
    const derived = deriveStatusCode(snapshot);
    if (derived !== record.statusCode) at(id, 'timeline_matches_state', `Transaction ${id} stores status ${record.statusCode}; its state implies ${derived}.`);
    if ((record.closedAt !== null) !== (noted(id, 'complete') === 1))
      at(
        id,
        'timeline_matches_state',
        `Transaction ${id} is ${record.closedAt ? '' : 'not '}closed but its timeline has ${noted(id, 'complete')} completion entries.`,
      );
    if (record.isCancelled !== noted(id, 'cancel') > 0)
      at(
        id,
        'timeline_matches_state',
        `Transaction ${id} is ${record.isCancelled ? '' : 'not '}cancelled but its timeline has ${noted(id, 'cancel')} cancellation entries.`,
      );
    if (noted(id, 'payment_disbursed') !== posted(id, 'disbursement', 'payees'))
      at(
        id,
        'timeline_matches_state',
        `Transaction ${id} has ${posted(id, 'disbursement', 'payees')} payouts in its ledger and ${noted(id, 'payment_disbursed')} in its timeline.`,
      );
    if (noted(id, 'payment_refunded') !== posted(id, 'refund', 'count'))
      at(
        id,
        'timeline_matches_state',
        `Transaction ${id} has ${posted(id, 'refund', 'count')} refunds in its ledger and ${noted(id, 'payment_refunded')} in its timeline.`,
      );
  }
  return violations;
}

async function floatBalance(db: Db, transactionId: number, currency: Parameters<typeof floatAccountKey>[1]): Promise<bigint> {
  const account = await db.ledgerAccount.findUnique({ where: { key: floatAccountKey(transactionId, currency) }, select: { balance: true } });
  return account?.balance ?? 0n;
}

interface TrialBalanceLine {
  currency: string;
  kind: string;
  accounts: number;
  balance: bigint;
}

export interface TrialBalance {
  /** Per currency: each account kind's total, and the sum of all of them (zero when the ledger balances). */
  currencies: { currency: string; kinds: Omit<TrialBalanceLine, 'currency'>[]; total: bigint; balanced: boolean }[];
}

/** The trial balance per currency and account kind, for reconciliation with the bank. One aggregate statement. */
export async function trialBalance(db: LedgerReader): Promise<TrialBalance> {
  const lines = await accountKindTotals(db);
  const currencies: TrialBalance['currencies'] = [];
  for (const line of lines) {
    let entry = currencies.find((c) => c.currency === line.currency);
    if (!entry) {
      entry = { currency: line.currency, kinds: [], total: 0n, balanced: true };
      currencies.push(entry);
    }
    entry.kinds.push({ kind: line.kind, accounts: Number(line.accounts), balance: line.balance });
    entry.total += line.balance;
    entry.balanced = entry.total === 0n;
  }
  return { currencies };
}
