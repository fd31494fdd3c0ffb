/**
 * The viewer's own transactions, filtered and sorted, a window at a time (`viewer.transactions`).
 * The filters are the partner listing's that mean the same for any caller (one meaning, one SQL:
 * `transactionFilterConditions` in store/filters.ts), plus the viewer's role. One statement whatever the page size:
 * the window's ids, started from the viewer's party rows (docs/decisions.md "Viewer listings
 * start from the viewer's party rows"), as a subquery of the read of whole transactions.
 */
import type { Viewer } from '../auth/authenticate.js';
import { reportTransactionFilter } from './filters.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { inputLimitProblems } from '../shared/limits.js';
import type { Services } from '../services.js';
import type { TransactionRecord } from './record.js';
import { transactionStore as store } from './store/index.js';
import type { ListingPosition, ViewerTransactionFilter, ViewerTransactionSortKey, ViewerTransactionWindow } from './viewer-window.js';

export type { ListingPosition, ViewerTransactionFilter, ViewerTransactionSortKey, ViewerTransactionWindow } from './viewer-window.js';

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
  // One statement (the store's viewerWindow), answering the records in id order; the window's
  // own order is restored here from the sort values the records carry.
  const records = await store.viewerWindow(services.db, viewer, filter, window);
  if (window.sortBy === 'id') return records;
  const sign = (window.sortDirection === 'desc') !== window.fromEnd ? -1 : 1;
  return records.sort((a, b) => sign * compareListingPositions(listingPosition(a, window.sortBy), listingPosition(b, window.sortBy)));
}

/** (value, id) order of two positions under the same sort. */
function compareListingPositions(a: ListingPosition, b: ListingPosition): number {
  const left = a.value instanceof Date ? a.value.getTime() : a.value;
  const right = b.value instanceof Date ? b.value.getTime() : b.value;
  if (left !== undefined && right !== undefined && left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
}

/** How many of the viewer's transactions the filter keeps (the connection's totalCount; REST's page_count counts the same). One statement. */
export async function countViewerTransactions(services: Services, viewer: Viewer, filter: ViewerTransactionFilter): Promise<number> {
  const problems = checkViewerTransactionFilter(filter);
  if (problems) throw new ValidationError(problems);
  return store.countViewer(services.prisma, viewer, filter);
}
