/**
 * The ledger's SQL (docs/architecture.md "Stores"): the audit's pages and per-transaction sums,
 * the trial balance, and the transactions whose escrow or float holds money. Each read is one
 * statement, so a page is a consistent view under READ COMMITTED; the rules that judge the rows
 * stay in ../audit.ts and ../held-money.ts.
 */
import type { Prisma } from '../../../db/generated/client.js';

export type LedgerReader = Pick<Prisma.TransactionClient, '$queryRaw'>;

export interface PostingCheckRow {
  id: number;
  transactionId: number | null;
  entries: bigint;
  /** "usd:1,euro:-3": each currency whose entries do not sum to zero, or null. */
  unbalanced: string | null;
  /** Entries in another currency than their account's. */
  mismatched: bigint;
}

/** The postings after `after` in id order, each with its entry count and what does not balance. */
export function postingCheckPage(db: LedgerReader, after: number, pageSize: number): Promise<PostingCheckRow[]> {
  return db.$queryRaw<PostingCheckRow[]>`
    SELECT p."id", p."transactionId",
      (SELECT COUNT(*) FROM "LedgerEntry" e WHERE e."postingId" = p."id")::bigint AS "entries",
      (SELECT string_agg(s."currency" || ':' || s."total"::text, ',') FROM (
         SELECT e."currency"::text AS "currency", SUM(e."amount")::bigint AS "total" FROM "LedgerEntry" e
         WHERE e."postingId" = p."id" GROUP BY e."currency" HAVING SUM(e."amount") <> 0) s) AS "unbalanced",
      (SELECT COUNT(*) FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a."id" = e."accountId"
         WHERE e."postingId" = p."id" AND e."currency" <> a."currency")::bigint AS "mismatched"
    FROM "LedgerPosting" p WHERE p."id" > ${after} ORDER BY p."id" LIMIT ${pageSize}`;
}

export interface AccountCheckRow {
  id: number;
  key: string;
  kind: string;
  transactionId: number | null;
  /** The stored balance. */
  balance: bigint;
  /** The sum of the account's entries. */
  summed: bigint;
}

/** The accounts after `after` in id order, each with its stored balance and the sum of its entries. */
export function accountCheckPage(db: LedgerReader, after: number, pageSize: number): Promise<AccountCheckRow[]> {
  return db.$queryRaw<AccountCheckRow[]>`
    SELECT a."id", a."key", a."kind", a."transactionId", a."balance",
      COALESCE((SELECT SUM(e."amount") FROM "LedgerEntry" e WHERE e."accountId" = a."id"), 0)::bigint AS "summed"
    FROM "LedgerAccount" a WHERE a."id" > ${after} ORDER BY a."id" LIMIT ${pageSize}`;
}

/** The ids of the transactions after `after`, in id order. */
export async function transactionIdPage(db: LedgerReader, after: number, pageSize: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" > ${after} ORDER BY "id" LIMIT ${pageSize}`;
  return rows.map((row) => row.id);
}

export interface HeldMoneyRow {
  id: number;
  currency: string;
  statusCode: number;
  /** The secured, undisbursed, unrefunded schedules. */
  held: bigint;
  escrow: bigint;
  float: bigint;
}

/** Per transaction of `ids` (in id order): what its schedules say is held, and what its escrow and float accounts hold. */
export function heldMoneyRows(db: LedgerReader, ids: readonly number[]): Promise<HeldMoneyRow[]> {
  return db.$queryRaw<HeldMoneyRow[]>`
    SELECT t."id", t."currency"::text AS "currency", t."statusCode",
      COALESCE((SELECT SUM(s."amount") FROM "Schedule" s JOIN "Item" i ON i."id" = s."itemId"
        WHERE i."transactionId" = t."id" AND s."secured" AND NOT s."disbursedToBeneficiary" AND NOT s."refunded"), 0)::bigint AS "held",
      COALESCE((SELECT SUM(a."balance") FROM "LedgerAccount" a WHERE a."transactionId" = t."id" AND a."kind" = 'escrow_holding'), 0)::bigint AS "escrow",
      COALESCE((SELECT SUM(a."balance") FROM "LedgerAccount" a WHERE a."transactionId" = t."id" AND a."kind" = 'float_holding'), 0)::bigint AS "float"
    FROM "Transaction" t WHERE t."id" = ANY(${ids}) ORDER BY t."id"`;
}

export interface PayeeBookingRow {
  transactionId: number;
  customerId: number;
  /** payout or refund. */
  kind: string;
  /** What the ledger moved to the customer's account out of escrow. */
  booked: bigint;
  /** What its paid (payout) or refunded (refund) schedules sum to. */
  owed: bigint;
}

/**
 * Per transaction of `ids` and payee: what its payout or refund account received out of escrow
 * (postings through float are left out), beside the schedules paid or refunded to it.
 */
export function payeeBookingRows(db: LedgerReader, ids: readonly number[]): Promise<PayeeBookingRow[]> {
  return db.$queryRaw<PayeeBookingRow[]>`
    SELECT p."transactionId", a."customerId", a."kind", SUM(e."amount")::bigint AS "booked",
      COALESCE((SELECT SUM(s."amount") FROM "Schedule" s JOIN "Item" i ON i."id" = s."itemId" WHERE i."transactionId" = p."transactionId"
        AND ((a."kind" = 'payout' AND s."beneficiaryCustomerId" = a."customerId" AND s."disbursedToBeneficiary")
          OR (a."kind" = 'refund' AND s."payerCustomerId" = a."customerId" AND s."refunded"))), 0)::bigint AS "owed"
    FROM "LedgerEntry" e JOIN "LedgerPosting" p ON p."id" = e."postingId" JOIN "LedgerAccount" a ON a."id" = e."accountId"
    WHERE p."transactionId" = ANY(${ids}) AND a."kind" IN ('payout', 'refund')
      AND NOT EXISTS (SELECT 1 FROM "LedgerEntry" f JOIN "LedgerAccount" fa ON fa."id" = f."accountId" WHERE f."postingId" = p."id" AND fa."kind" = 'float_holding')
    GROUP BY p."transactionId", a."customerId", a."kind"`;
}

export interface PayoutPostingCount {
  transactionId: number;
  /** disbursement or refund. */
  kind: string;
  /** The postings that pay a payout account. */
  payees: bigint;
  count: bigint;
}

/** Per transaction of `ids`: how many disbursement and refund postings it has, and how many of them pay a payout account. */
export function payoutPostingCounts(db: LedgerReader, ids: readonly number[]): Promise<PayoutPostingCount[]> {
  return db.$queryRaw<PayoutPostingCount[]>`
    SELECT p."transactionId", p."kind",
      COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a."id" = e."accountId" WHERE e."postingId" = p."id" AND a."kind" = 'payout'))::bigint AS "payees",
      COUNT(*)::bigint AS "count"
    FROM "LedgerPosting" p WHERE p."transactionId" = ANY(${ids}) AND p."kind" IN ('disbursement', 'refund') GROUP BY p."transactionId", p."kind"`;
}

export interface AccountKindTotal {
  currency: string;
  kind: string;
  accounts: bigint;
  balance: bigint;
}

/** Each currency's account kinds with their count and total balance, in currency then kind order: one aggregate statement. */
export function accountKindTotals(db: LedgerReader): Promise<AccountKindTotal[]> {
  return db.$queryRaw<AccountKindTotal[]>`
    SELECT "currency"::text AS "currency", "kind", COUNT(*)::bigint AS "accounts", SUM("balance")::bigint AS "balance"
    FROM "LedgerAccount" GROUP BY "currency", "kind" ORDER BY "currency", "kind"`;
}

/** The transactions after `after` whose escrow or float account holds money, in id order. */
export async function holdingTransactionIdPage(db: LedgerReader, after: number, pageSize: number): Promise<number[]> {
  const rows = await db.$queryRaw<{ transactionId: number }[]>`
    SELECT DISTINCT a."transactionId" FROM "LedgerAccount" a
    WHERE a."kind" IN ('escrow_holding', 'float_holding') AND a."balance" > 0 AND a."transactionId" > ${after}
    ORDER BY a."transactionId" LIMIT ${pageSize}`;
  return rows.map((row) => row.transactionId);
}
