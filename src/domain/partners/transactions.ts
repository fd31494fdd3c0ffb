/**
 * GET /partner/transactions and its GraphQL twin: the partner's transactions, filtered, a
 * cursored page at a time. One statement whatever the page size: the ids of the window (the
 * filter in SQL, planned for its values) and those transactions with everything a view needs,
 * as JSON (the transactions store's `partnerWindow`). The REST page's look-ahead entry, which only tells where
 * the next page starts, is read as an id and not built.
 */
import { requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { inputLimitProblems } from '../shared/limits.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import type { TransactionRecord } from '../transactions/record.js';
import { transactionStore, type Reader } from '../transactions/store/index.js';
import { reportTransactionFilter, type PartnerTransactionFilter } from '../transactions/filters.js';
import { appliedLimit, checkLimit, cursorPage, windowOf, type CursorPage, type CursorPageRequest, type IdWindow } from '../shared/paging.js';

export interface PartnerTransactionsRequest extends CursorPageRequest {
  filter?: PartnerTransactionFilter;
}

/** The pure checks of a listing request, by domain path (`limit`, `filter.maxAmount`). */
export function checkPartnerTransactionsRequest(request: PartnerTransactionsRequest): FieldErrors | null {
  const report = new ErrorReport();
  checkLimit(request.limit, report.at());
  reportTransactionFilter(request.filter ?? {}, report.at('filter'));
  return report.hasErrors ? report.toObject() : inputLimitProblems(request);
}

export async function listPartnerTransactions(services: Services, viewer: Viewer, request: PartnerTransactionsRequest): Promise<CursorPage<TransactionRecord>> {
  const partnerId = requirePartner(viewer);
  const problems = checkPartnerTransactionsRequest(request);
  if (problems) throw new ValidationError(problems);
  const limit = appliedLimit(request.limit);
  const window = windowOf(request, limit);
  const { ids, records } = await transactionStore.partnerWindow(services.db, partnerId, request.filter ?? {}, window, limit);
  return { ...cursorPage(ids, (id) => id, limit, window.sortDirection), entries: records };
}

/** One window of the partner's filtered transactions, whole, in reading order (GraphQL pages and reports read it). */
export async function partnerTransactionWindow(db: Reader, partnerId: number, filter: PartnerTransactionFilter, window: IdWindow): Promise<TransactionRecord[]> {
  const { records } = await transactionStore.partnerWindow(db, partnerId, filter, window, null);
  return records;
}
