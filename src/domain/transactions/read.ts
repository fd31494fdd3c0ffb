import { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { loadTransaction, loadTransactions } from './load.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { isParty, viewerPartiesSql, viewerTransactionsWhere } from '../access/transactions.js';

/**
 * Only parties see a transaction (spec 5.6). An id that does not exist answers 404; one that
 * exists but is not the caller's answers 403, as the contract's "otherwise an error" has
 * always been read by integrators (docs/decisions.md).
 */
export async function getTransaction(services: Services, viewer: Viewer, id: number): Promise<TransactionRecord> {
  const record = await loadTransaction(services.db, id);
  if (!record) throw new NotFoundError('Transaction not found');
  if (!isParty(record, viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may view it');
  return record;
}

/** The newest of the caller's transactions with this reference (references are not unique). */
export async function getTransactionByReference(services: Services, viewer: Viewer, reference: string): Promise<TransactionRecord> {
  const record = await services.prisma.transaction.findFirst({
    where: { reference, ...viewerTransactionsWhere(viewer) },
    orderBy: { id: 'desc' },
    include: transactionInclude,
  });
  if (record) return record;
  const exists = await services.prisma.transaction.count({ where: { reference } });
  if (exists > 0) throw new ForbiddenError('Only the parties of a transaction may view it');
  throw new NotFoundError('Transaction not found');
}

export const maxPageSize = 100;
export const defaultPageSize = 10;

export interface PageRequest {
  page: number;
  perPage: number;
  sortDirection: 'asc' | 'desc';
}

export interface TransactionPage {
  page: number;
  perPage: number;
  pageCount: number;
  transactions: TransactionRecord[];
}

/**
 * The caller's transactions (any role), a page at a time: two statements whatever the size.
 * The first counts and picks the page's ids from the caller's party rows (an index-only scan
 * of Party(customerId, transactionId), however many transactions other customers have); the
 * second loads those transactions with everything a view needs (`loadTransactions`).
 */
export async function listTransactions(services: Services, viewer: Viewer, request: PageRequest): Promise<TransactionPage> {
  const direction = request.sortDirection === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [page] = await services.prisma.$queryRaw<{ total: bigint; ids: number[] }[]>`
    SELECT (SELECT count(DISTINCT p."transactionId") FROM "Party" p WHERE ${viewerPartiesSql(viewer)}) AS total,
      ARRAY(SELECT DISTINCT p."transactionId" FROM "Party" p WHERE ${viewerPartiesSql(viewer)}
        ORDER BY 1 ${direction} LIMIT ${request.perPage} OFFSET ${(request.page - 1) * request.perPage}) AS ids`;
  const total = Number(page?.total ?? 0);
  const transactions = await loadTransactions(services.db, page?.ids ?? [], request.sortDirection);
  return { page: request.page, perPage: request.perPage, pageCount: Math.ceil(total / request.perPage), transactions };
}
