/**
 * The viewer's own transactions, filtered and sorted, a window at a time (`viewer.transactions`).
 * The filters are the partner listing's that mean the same for any caller (one meaning, one SQL:
 * `transactionFilterConditions`), plus the viewer's role. One statement whatever the page size:
 * the window's ids, started from the viewer's party rows (docs/decisions.md "Viewer listings
 * start from the viewer's party rows"), as a subquery of the read of whole transactions.
 */
import { Prisma } from '../../db/generated/client.js';
import type { PartyRole } from '../../db/generated/enums.js';
import { viewerPartiesSql } from '../access/transactions.js';
import type { Viewer } from '../auth/authenticate.js';
import { reportTransactionFilter, type SortDirection, type TransactionColumnFilter } from '../partners/filters.js';
import { timestamp, transactionFilterConditions } from '../partners/transaction-sql.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { inputLimitProblems } from '../shared/limits.js';
import type { Services } from '../services.js';
import { loadTransactionsOf } from './load.js';
import type { TransactionRecord } from './record.js';

export interface ViewerTransactionFilter extends TransactionColumnFilter {
  /** Transactions in which the viewer holds any of these roles; absent means any role. */
  roles?: PartyRole[];
}

/** id: the transaction id; created: its creation time; amount: its total. Ties go by id. */
export const viewerTransactionSortKeys = ['id', 'created', 'amount'] as const;
export type ViewerTransactionSortKey = (typeof viewerTransactionSortKeys)[number];

/** Where an entry sits in a sorted listing: its sort value (none when sorting by id) and its id. */
export interface ListingPosition {
  id: number;
  /** The creation time (sort by created) or the total in minor units (sort by amount). */
  value?: Date | bigint;
}

export interface ViewerTransactionWindow {
  sortBy: ViewerTransactionSortKey;
  sortDirection: SortDirection;
  /** Entries strictly after this one, in sort order. */
  after?: ListingPosition;
  /** Entries strictly before this one, in sort order. */
  before?: ListingPosition;
  limit: number;
  /** Read from the far end of the order (a Relay `last` page), returned in that reading order. */
  fromEnd: boolean;
}

/** The pure checks of the filter, by domain path (`maxAmount`, `ids.0`). */
export function checkViewerTransactionFilter(filter: ViewerTransactionFilter): FieldErrors | null {
  const report = new ErrorReport();
  reportTransactionFilter(filter, report.at());
  const roles = filter.roles ?? [];
  if (roles.length > 4) report.at().add('roles', 'must list at most 4 roles');
  return report.hasErrors ? report.toObject() : inputLimitProblems(filter);
}

/** The position of an entry under this sort: what a cursor carries. */
export function listingPosition(record: TransactionRecord, sortBy: ViewerTransactionSortKey): ListingPosition {
  if (sortBy === 'created') return { id: record.id, value: record.createdAt };
  if (sortBy === 'amount') return { id: record.id, value: record.totalAmount };
  return { id: record.id };
}

/** One window of the viewer's transactions (any role unless filtered), in reading order. */
export async function viewerTransactionWindow(
  services: Services,
  viewer: Viewer,
  filter: ViewerTransactionFilter,
  window: ViewerTransactionWindow,
): Promise<TransactionRecord[]> {
  const problems = checkViewerTransactionFilter(filter);
  if (problems) throw new ValidationError(problems);
  // One statement: the window's ids are a subquery of the read of the whole transactions
  // (docs/decisions.md "Hot reads as one JSON statement"), which answers them in id order; the
  // window's own order is restored here from the sort values the records carry.
  const readDescending = (window.sortDirection === 'desc') !== window.fromEnd;
  // Sorted by id and filtered on the party rows alone, the window is an index range of
  // Party(customerId, transactionId) walked in order, for a viewer with ten transactions as for
  // one with a million: one plan fits every viewer, so the statement is prepared (parsed and
  // planned once per connection: PostgreSQL's CPU per page 1,092 -> 629 µs under load).
  const prepared = window.sortBy === 'id' && transactionFilterConditions(filter).length === 0;
  const records = await loadTransactionsOf(
    services.db,
    Prisma.sql`SELECT w."id" FROM (${viewerTransactionIdsSql(viewer, filter, window)}) w`,
    readDescending ? 'desc' : 'asc',
    prepared,
  );
  if (window.sortBy === 'id') return records;
  const sign = readDescending ? -1 : 1;
  return records.sort((a, b) => sign * compareListingPositions(listingPosition(a, window.sortBy), listingPosition(b, window.sortBy)));
}

/** (value, id) order of two positions under the same sort. */
function compareListingPositions(a: ListingPosition, b: ListingPosition): number {
  const left = a.value instanceof Date ? a.value.getTime() : a.value;
  const right = b.value instanceof Date ? b.value.getTime() : b.value;
  if (left !== undefined && right !== undefined && left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
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
      filter.roles.length === 0 ? Prisma.sql`FALSE` : Prisma.sql`p."role" IN (${Prisma.join(filter.roles.map((role) => Prisma.sql`${role}::"PartyRole"`))})`,
    );
  }
  const columnConditions = transactionFilterConditions(filter);
  conditions.push(...columnConditions);
  const joined = needsTransaction || columnConditions.length > 0;
  return { from: joined ? Prisma.sql`"Party" p JOIN "Transaction" t ON t."id" = p."transactionId"` : Prisma.sql`"Party" p`, conditions };
}

/** How many of the viewer's transactions the filter keeps (the connection's totalCount; REST's page_count counts the same). One statement. */
export async function countViewerTransactions(services: Services, viewer: Viewer, filter: ViewerTransactionFilter): Promise<number> {
  const problems = checkViewerTransactionFilter(filter);
  if (problems) throw new ValidationError(problems);
  const { from, conditions } = viewerListingSource(viewer, filter, false);
  const [row] = await services.prisma.$queryRaw<{ total: bigint }[]>`
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
export function viewerTransactionIdsSql(viewer: Viewer, filter: ViewerTransactionFilter, window: ViewerTransactionWindow): Prisma.Sql {
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
