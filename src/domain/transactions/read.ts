import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import type { Services } from '../services.js';
import type { TransactionRecord } from './record.js';
import { transactionStore as store } from './store/index.js';
import { isParty } from '../access/transactions.js';

/**
 * Only parties see a transaction (spec 5.6). An id that does not exist answers 404; one that
 * exists but is not the caller's answers 403, as the contract's "otherwise an error" has
 * always been read by integrators (docs/decisions.md).
 */
export async function getTransaction(services: Services, viewer: Viewer, id: number): Promise<TransactionRecord> {
  const record = await store.load(services.db, id);
  if (!record) throw new NotFoundError('Transaction not found');
  if (!isParty(record, viewer.customer.id)) throw new ForbiddenError('Only the parties of a transaction may view it');
  return record;
}

/** The newest of the caller's transactions with this reference (references are not unique). */
export async function getTransactionByReference(services: Services, viewer: Viewer, reference: string): Promise<TransactionRecord> {
  const { record, exists } = await store.findByReference(services.prisma, viewer, reference);
  if (record) return record;
  if (exists) throw new ForbiddenError('Only the parties of a transaction may view it');
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

/** The caller's transactions (any role), a page at a time: two statements whatever the size (the store's `viewerPage`). */
export async function listTransactions(services: Services, viewer: Viewer, request: PageRequest): Promise<TransactionPage> {
  const { total, transactions } = await store.viewerPage(services.prisma, services.db, viewer, {
    offset: (request.page - 1) * request.perPage,
    limit: request.perPage,
    sortDirection: request.sortDirection,
  });
  return { page: request.page, perPage: request.perPage, pageCount: Math.ceil(total / request.perPage), transactions };
}
