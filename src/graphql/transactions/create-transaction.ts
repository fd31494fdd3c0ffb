import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { createTransaction } from '../../domain/transactions/create.js';
import { builder } from '../builder.js';
import { CreateTransactionInput } from './create-transaction-input.js';
import { transactionForViewer, TransactionNode } from './transaction.js';

const CreateTransactionPayload = builder.objectRef<{ transaction: ReturnType<typeof transactionForViewer> }>('CreateTransactionPayload').implement({
  fields: (t) => ({ transaction: t.expose('transaction', { type: TransactionNode }) }),
});

builder.mutationField('createTransaction', (t) =>
  t.field({
    type: CreateTransactionPayload,
    description: 'Creates a transaction with the viewer as partner (the same rules as POST /transaction).',
    args: { input: t.arg({ type: CreateTransactionInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError] },
    // The input type is the domain's CreateTransactionInput, field for field.
    resolve: async (_root, { input }, context) => ({
      transaction: transactionForViewer(context, await createTransaction(context.services, context.viewer, input)),
    }),
  }),
);
