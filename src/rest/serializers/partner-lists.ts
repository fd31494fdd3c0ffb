import type { Customer } from '../../db/generated/client.js';
import type { CursorPage } from '../../domain/shared/paging.js';
import type { TransactionRecord } from '../../domain/transactions/record.js';
import type { RestContext } from '../router.js';
import type { ElectronicVerification } from '../../domain/verification/electronic.js';
import { serializeCustomer } from './customer.js';
import { presentTransaction } from './transaction.js';

function cursorFields(page: CursorPage<unknown>) {
  return { limit: page.limit, next_cursor: page.nextCursor, sort_by: 'id', sort_direction: page.sortDirection };
}

/** TransactionCursoredList (spec 2.8): the transactions as the partner sees them. */
export function serializeTransactionCursoredList(context: Pick<RestContext, 'services' | 'viewer'>, page: CursorPage<TransactionRecord>) {
  return { ...cursorFields(page), transactions: page.entries.map((record) => presentTransaction(context, record)) };
}

/** CustomerCursoredList: each customer as a partner sees it (no holder-only lists). */
export function serializeCustomerCursoredList(page: CursorPage<Customer>, electronic?: ElectronicVerification) {
  return { ...cursorFields(page), customers: page.entries.map((customer) => serializeCustomer(customer, null, false, electronic)) };
}
