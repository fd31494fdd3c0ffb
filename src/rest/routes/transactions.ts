import { createTransactionProblems } from '../../domain/transactions/create-input.js';
import { createTransaction, creationContext } from '../../domain/transactions/create.js';
import { getTransaction, getTransactionByReference, listTransactions } from '../../domain/transactions/read.js';
import { parsePageRequest } from '../parse/paging.js';
import { pathId } from '../params.js';
import { parseCreateTransaction } from '../parse/create-transaction.js';
import { submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { presentTransaction } from '../serializers/transaction.js';

export const transactionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/transaction',
    handler: async (context) => {
      const { services, viewer } = context;
      const record = await submit(parseCreateTransaction(await context.json()), {
        check: (input) => createTransactionProblems(input, creationContext(services, viewer)),
        run: (input) => createTransaction(services, viewer, input),
      });
      return { status: 201, body: presentTransaction(context, record) };
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
          transactions: page.transactions.map((record) => presentTransaction(context, record)),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}',
    handler: async (context) => ({
      status: 200,
      body: presentTransaction(context, await getTransaction(context.services, context.viewer, pathId(context.params.transaction_id, 'Transaction not found'))),
    }),
  },
  {
    method: 'GET',
    path: '/transaction/reference/{reference}',
    handler: async (context) => ({
      status: 200,
      body: presentTransaction(context, await getTransactionByReference(context.services, context.viewer, context.params.reference ?? '')),
    }),
  },
];
