import { NotFoundError } from '../../domain/errors.js';
import { createTransaction } from '../../domain/transactions/create.js';
import { getTransaction, getTransactionByReference, listTransactions, parsePageRequest } from '../../domain/transactions/read.js';
import { viewTransaction } from '../../domain/transactions/view.js';
import { parseId, type RestContext, type Route } from '../router.js';
import { serializeTransaction } from '../serializers/transaction.js';

const present = (context: RestContext) => (record: Parameters<typeof viewTransaction>[0]) =>
  serializeTransaction(viewTransaction(record, context.viewer.customer.id, context.services.config.publicUrl));

function transactionId(context: RestContext): number {
  const id = parseId(context.params.transaction_id);
  if (id === null) throw new NotFoundError('Transaction not found');
  return id;
}

export const transactionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/transaction',
    handler: async (context) => {
      const record = await createTransaction(context.services, context.viewer, await context.json());
      return { status: 201, body: present(context)(record) };
    },
  },
  {
    method: 'GET',
    path: '/transaction',
    handler: async (context) => {
      const page = await listTransactions(context.services, context.viewer, parsePageRequest(context.query));
      return {
        status: 200,
        body: {
          page: page.page,
          per_page: page.perPage,
          page_count: page.pageCount,
          transactions: page.transactions.map(present(context)),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}',
    handler: async (context) => ({
      status: 200,
      body: present(context)(await getTransaction(context.services, context.viewer, transactionId(context))),
    }),
  },
  {
    method: 'GET',
    path: '/transaction/reference/{reference}',
    handler: async (context) => ({
      status: 200,
      body: present(context)(await getTransactionByReference(context.services, context.viewer, context.params.reference ?? '')),
    }),
  },
];
