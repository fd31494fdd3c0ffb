/**
 * GET /partner/transactions and its GraphQL twin: the partner's transactions, filtered, a
 * cursored page at a time. One statement whatever the page size: the ids of the window (the
 * filter in SQL, planned for its values) and those transactions with everything a view needs,
 * as JSON (`loadTransactionWindow`). The REST page's look-ahead entry, which only tells where
 * the next page starts, is read as an id and not built.
 */
import { Prisma } from '../../db/generated/client.js';
import { partnerTransactionsInIdOrderSql, requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { inputLimitProblems } from '../shared/limits.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import { loadTransactionWindow, type Reader } from '../transactions/load.js';
import type { TransactionRecord } from '../transactions/record.js';
import { reportTransactionFilter, type PartnerTransactionFilter } from './filters.js';
import { appliedLimit, checkLimit, cursorPage, readsDescending, windowOf, windowSql, type CursorPage, type CursorPageRequest, type IdWindow } from './paging.js';
import { partnerTransactionConditions } from './transaction-sql.js';

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
  const { ids, records } = await loadTransactionWindow(services.db, partnerTransactionIdsSql(partnerId, request.filter ?? {}, window), limit);
  return { ...cursorPage(ids, (id) => id, limit, window.sortDirection), entries: records };
}

/** One window of the partner's filtered transactions, whole, in reading order (GraphQL pages and reports read it). */
export async function partnerTransactionWindow(db: Reader, partnerId: number, filter: PartnerTransactionFilter, window: IdWindow): Promise<TransactionRecord[]> {
  const { records } = await loadTransactionWindow(db, partnerTransactionIdsSql(partnerId, filter, window), null);
  return records;
}

/** The ids of one window (one column, `id`), in reading order. */
export function partnerTransactionIdsSql(partnerId: number, filter: PartnerTransactionFilter, window: IdWindow): Prisma.Sql {
  const bounds = windowSql(Prisma.sql`t."id"`, window);
  const partner = partnerTransactionsInIdOrderSql(partnerId, readsDescending(window));
  const where = Prisma.join([partner.condition, ...partnerTransactionConditions(partnerId, filter), ...bounds.conditions], ' AND ');
  return Prisma.sql`SELECT t."id" FROM "Transaction" t WHERE ${where} ORDER BY ${partner.order} LIMIT ${window.limit}`;
}
