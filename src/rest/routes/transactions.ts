import { createTransactionProblems } from '../../domain/transactions/create-input.js';
import { createTransaction, creationContext } from '../../domain/transactions/create.js';
import { getTransaction, getTransactionByReference, listTransactions } from '../../domain/transactions/read.js';
import { parsePageRequest } from '../parse/paging.js';
import { pathId } from '../params.js';
import { parseCreateTransaction } from '../parse/create-transaction.js';
import { submit } from '../parse/submit.js';
import type { Route } from '../router.js';
import { presentTransaction, presentTransactionText } from '../serializers/transaction.js';
import { ref } from '../openapi/schemas.js';
import { pageQuery } from '../openapi/query.js';

export const transactionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/transaction',
    doc: {
      tag: 'Transactions',
      summary: 'Create a transaction (the caller becomes its partner)',
      body: { schema: ref('TransactionInput'), required: true },
      success: { status: 201, description: 'The transaction', schema: ref('Transaction') },
      errors: [403, 422],
    },
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
    doc: {
      tag: 'Transactions',
      summary: 'Your transactions, a page at a time',
      query: pageQuery,
      success: { status: 200, description: 'A page of transactions', schema: ref('TransactionList') },
      errors: [400],
    },
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
    doc: {
      tag: 'Transactions',
      summary: 'A transaction, as its caller may see it (parties only)',
      success: { status: 200, description: 'The transaction', schema: ref('Transaction') },
      errors: [403, 404],
    },
    handler: async (context) => ({
      status: 200,
      body: presentTransactionText(context, await getTransaction(context.services, context.viewer, pathId(context.params.transaction_id, 'Transaction not found'))),
    }),
  },
  {
    method: 'GET',
    path: '/transaction/reference/{reference}',
    doc: {
      tag: 'Transactions',
      summary: 'A transaction by its external reference (parties only)',
      success: { status: 200, description: 'The transaction', schema: ref('Transaction') },
      errors: [403, 404],
    },
    handler: async (context) => ({
      status: 200,
      body: presentTransactionText(context, await getTransactionByReference(context.services, context.viewer, context.params.reference ?? '')),
    }),
  },
];
