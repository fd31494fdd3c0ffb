/**
 * The listings of transactions as SQL: the viewer's (by their party rows), the viewer's pages
 * (REST), the partner's (by the partner rule and its filters). Each answers whole records in
 * one statement: the window's ids are a subquery of the read of whole transactions (load.ts).
 */
import { Prisma } from '../../../db/generated/client.js';
import type { PartyRole } from '../../../db/generated/enums.js';
import { partnerTransactionsInIdOrderSql } from '../../access/store/partners.js';
import type { Viewer } from '../../auth/authenticate.js';
import type { PartnerTransactionFilter } from '../filters.js';
import { readsDescending, type IdWindow } from '../../shared/paging.js';
import type { ListingPosition, ViewerTransactionFilter, ViewerTransactionSortKey, ViewerTransactionWindow } from '../viewer-window.js';
import type { TransactionRecord } from '../record.js';
import { partnerTransactionConditions, timestamp, transactionFilterConditions } from './filters.js';
import { loadTransactionWindow, type Reader } from './load.js';
import { readTransactions, readTransactionsOf } from './record-cache.js';

/**
 * The viewer's party rows, as SQL on `"Party"` aliased `p` (the access rule, access/transactions.ts
 * `isParty`, as SQL). Listings start from these through the Party(customerId, transactionId)
 * index (one row per role the viewer holds; take the distinct `transactionId`s).
 */
function viewerPartiesSql(viewer: Viewer): Prisma.Sql {
  return Prisma.sql`p."customerId" = ${viewer.customer.id}`;
}

/** The id bounds of a window, as SQL conditions on `column` (its order is the partner rule's). */
function windowConditions(column: Prisma.Sql, window: IdWindow): Prisma.Sql[] {
  const descending = window.sortDirection === 'desc';
  const conditions: Prisma.Sql[] = [];
  if (window.startAt !== undefined) conditions.push(descending ? Prisma.sql`${column} <= ${window.startAt}` : Prisma.sql`${column} >= ${window.startAt}`);
  if (window.after !== undefined) conditions.push(descending ? Prisma.sql`${column} < ${window.after}` : Prisma.sql`${column} > ${window.after}`);
  if (window.before !== undefined) conditions.push(descending ? Prisma.sql`${column} > ${window.before}` : Prisma.sql`${column} < ${window.before}`);
  return conditions;
}

/**
 * One window of the viewer's transactions, in id order (descending when the window reads from
 * the high end): the caller restores the window's own order from the records' sort values.
 * One statement whatever the page size.
 */
export async function loadViewerWindow(db: Reader, viewer: Viewer, filter: ViewerTransactionFilter, window: ViewerTransactionWindow): Promise<TransactionRecord[]> {
  const readDescending = (window.sortDirection === 'desc') !== window.fromEnd;
  // Sorted by id and filtered on the party rows alone, the window is an index range of
  // Party(customerId, transactionId) walked in order, for a viewer with ten transactions as for
  // one with a million: one plan fits every viewer, so the statement is prepared (parsed and
  // planned once per connection; docs/decisions.md "The viewer's listing").
  const prepared = window.sortBy === 'id' && transactionFilterConditions(filter).length === 0;
  return readTransactionsOf(db, Prisma.sql`SELECT w."id" FROM (${viewerTransactionIdsSql(viewer, filter, window)}) w`, readDescending ? 'desc' : 'asc', prepared);
}

const sortColumns = {
  id: Prisma.sql`p."transactionId"`,
  created: Prisma.sql`t."createdAt"`,
  amount: Prisma.sql`t."totalAmount"`,
} satisfies Record<ViewerTransactionSortKey, Prisma.Sql>;

/** Where the viewer's filtered transactions are read from: its party rows, joined to the transaction when a filter needs it. */
function viewerListingSource(viewer: Viewer, filter: ViewerTransactionFilter, needsTransaction: boolean): { from: Prisma.Sql; conditions: Prisma.Sql[] } {
  const conditions = [viewerPartiesSql(viewer)];
  if (filter.roles !== undefined) {
    conditions.push(
      filter.roles.length === 0
        ? Prisma.sql`FALSE`
        : Prisma.sql`p."role" IN (${Prisma.join(filter.roles.map((role: PartyRole) => Prisma.sql`${role}::"PartyRole"`))})`,
    );
  }
  const columnConditions = transactionFilterConditions(filter);
  conditions.push(...columnConditions);
  const joined = needsTransaction || columnConditions.length > 0;
  return { from: joined ? Prisma.sql`"Party" p JOIN "Transaction" t ON t."id" = p."transactionId"` : Prisma.sql`"Party" p`, conditions };
}

/** How many of the viewer's transactions the filter keeps. One statement. */
export async function countViewerTransactions(db: Pick<Prisma.TransactionClient, '$queryRaw'>, viewer: Viewer, filter: ViewerTransactionFilter): Promise<number> {
  const { from, conditions } = viewerListingSource(viewer, filter, false);
  const [row] = await db.$queryRaw<{ total: bigint }[]>`
    SELECT count(DISTINCT p."transactionId") AS total FROM ${from} WHERE ${Prisma.join(conditions, ' AND ')}`;
  return Number(row?.total ?? 0);
}

/**
 * The ids of one window. The viewer's party rows drive the read (an index range of
 * Party(customerId, transactionId)); the transaction's own row is joined only when a filter or
 * the sort needs it. Sorting by id walks that index in order and stops at the limit; the other
 * sorts are bounded on (value, id), so a cursor stays where it was when rows are added, and
 * PostgreSQL either sorts the viewer's few rows or walks Transaction(createdAt) or
 * (totalAmount, id) in order for a viewer with many (docs/decisions.md "The viewer's listing").
 */
function viewerTransactionIdsSql(viewer: Viewer, filter: ViewerTransactionFilter, window: ViewerTransactionWindow): Prisma.Sql {
  const column = sortColumns[window.sortBy];
  const keyed = window.sortBy !== 'id';
  const { from, conditions } = viewerListingSource(viewer, filter, keyed);
  // Sorted by a transaction column, the transaction's id breaks ties (and the bounds then sit
  // on the transaction's indexes); sorted by id, the party row's copy of it keeps the read on
  // the party index.
  const id = keyed ? Prisma.sql`t."id"` : Prisma.sql`p."transactionId"`;
  const descending = window.sortDirection === 'desc';
  const bound = (position: ListingPosition, beyond: boolean): Prisma.Sql => {
    const comparison = descending === beyond ? Prisma.sql`<` : Prisma.sql`>`;
    if (!keyed) return Prisma.sql`${id} ${comparison} ${position.id}`;
    const value = position.value instanceof Date ? timestamp(position.value) : Prisma.sql`${position.value ?? null}`;
    // PostgreSQL starts an index range on the row comparison's leading column by itself.
    return Prisma.sql`(${column}, ${id}) ${comparison} (${value}, ${position.id})`;
  };
  if (window.after !== undefined) conditions.push(bound(window.after, true));
  if (window.before !== undefined) conditions.push(bound(window.before, false));
  const readDescending = descending !== window.fromEnd;
  const direction = readDescending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const select = keyed ? Prisma.sql`${id} AS "id", ${column} AS "sortValue"` : Prisma.sql`${id} AS "id"`;
  const order = keyed ? Prisma.sql`${column} ${direction}, ${id} ${direction}` : Prisma.sql`${id} ${direction}`;
  return Prisma.sql`SELECT DISTINCT ${select} FROM ${from} WHERE ${Prisma.join(conditions, ' AND ')} ORDER BY ${order} LIMIT ${window.limit}`;
}

/** A page of the viewer's transactions by offset (REST `GET /transaction`), and how many they have in all. */
export interface ViewerPage {
  total: number;
  transactions: TransactionRecord[];
}

/**
 * Two statements whatever the size. The first counts and picks the page's ids from the
 * viewer's party rows (an index-only scan of Party(customerId, transactionId), however many
 * transactions other customers have); the second loads those transactions (`readTransactions`).
 */
export async function loadViewerPage(
  prisma: Pick<Prisma.TransactionClient, '$queryRaw'>,
  db: Reader,
  viewer: Viewer,
  page: { offset: number; limit: number; sortDirection: 'asc' | 'desc' },
): Promise<ViewerPage> {
  const direction = page.sortDirection === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [row] = await prisma.$queryRaw<{ total: bigint; ids: number[] }[]>`
    SELECT (SELECT count(DISTINCT p."transactionId") FROM "Party" p WHERE ${viewerPartiesSql(viewer)}) AS total,
      ARRAY(SELECT DISTINCT p."transactionId" FROM "Party" p WHERE ${viewerPartiesSql(viewer)}
        ORDER BY 1 ${direction} LIMIT ${page.limit} OFFSET ${page.offset}) AS ids`;
  const transactions = await readTransactions(db, row?.ids ?? [], page.sortDirection);
  return { total: Number(row?.total ?? 0), transactions };
}

/**
 * One window of the partner's filtered transactions: the ids in reading order and the first
 * `built` of their transactions (all when null), in one statement (`transaction_records`).
 */
export function loadPartnerWindow(
  db: Reader,
  partnerId: number,
  filter: PartnerTransactionFilter,
  window: IdWindow,
  built: number | null,
): Promise<{ ids: number[]; records: TransactionRecord[] }> {
  return loadTransactionWindow(db, partnerTransactionIdsSql(partnerId, filter, window), built);
}

/** The ids of one window (one column, `id`), in reading order. */
export function partnerTransactionIdsSql(partnerId: number, filter: PartnerTransactionFilter, window: IdWindow): Prisma.Sql {
  const bounds = windowConditions(Prisma.sql`t."id"`, window);
  const partner = partnerTransactionsInIdOrderSql(partnerId, readsDescending(window));
  const where = Prisma.join([partner.condition, ...partnerTransactionConditions(partnerId, filter), ...bounds], ' AND ');
  return Prisma.sql`SELECT t."id" FROM "Transaction" t WHERE ${where} ORDER BY ${partner.order} LIMIT ${window.limit}`;
}
