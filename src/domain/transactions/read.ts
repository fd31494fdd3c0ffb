import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { isParty, viewerTransactionsWhere } from '../access/transactions.js';

/**
 * Only parties see a transaction (spec 5.6). An id that does not exist answers 404; one that
 * exists but is not the caller's answers 403, as the contract's "otherwise an error" has
 * always been read by integrators (docs/decisions.md).
 */
export async function getTransaction(services: Services, viewer: Viewer, id: number): Promise<TransactionRecord> {
  const record = await services.prisma.transaction.findUnique({ where: { id }, include: transactionInclude });
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

/** The caller's transactions (any role), a page at a time: two statements whatever the size. */
export async function listTransactions(services: Services, viewer: Viewer, request: PageRequest): Promise<TransactionPage> {
  const where = viewerTransactionsWhere(viewer);
  const [total, transactions] = await Promise.all([
    services.prisma.transaction.count({ where }),
    services.prisma.transaction.findMany({
      where,
      orderBy: { id: request.sortDirection },
      skip: (request.page - 1) * request.perPage,
      take: request.perPage,
      include: transactionInclude,
    }),
  ]);
  return { page: request.page, perPage: request.perPage, pageCount: Math.ceil(total / request.perPage), transactions };
}

export interface CursorWindow {
  /** Ids strictly older than this (the page after a cursor, newest first). */
  afterId?: number;
  /** Ids strictly newer than this. */
  beforeId?: number;
  limit: number;
  /** Read from the oldest end (a `last` page); the caller restores newest-first order. */
  fromOldest: boolean;
}

/** The caller's transactions newest first, by id cursor: one statement whatever the size. */
export function listTransactionWindow(services: Services, viewer: Viewer, window: CursorWindow): Promise<TransactionRecord[]> {
  return services.prisma.transaction.findMany({
    where: {
      ...viewerTransactionsWhere(viewer),
      id: { ...(window.afterId === undefined ? {} : { lt: window.afterId }), ...(window.beforeId === undefined ? {} : { gt: window.beforeId }) },
    },
    orderBy: { id: window.fromOldest ? 'asc' : 'desc' },
    take: window.limit,
    include: transactionInclude,
  });
}
