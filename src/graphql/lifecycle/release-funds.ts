/**
 * releaseFunds (docs/lifecycle.md, "Partial release"): the buyer pays the seller part of an
 * item's held money now. The item names the transaction; the domain decides the rest.
 */
import { act } from '../../domain/transactions/act.js';
import { disputeTarget } from '../../domain/transactions/disputes.js';
import type { TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { commonErrors } from '../errors/domain-errors.js';
import { TransactionNode } from '../transactions/transaction.js';
import { asCustomerArg, callerFor, transactionForCaller } from './transaction-mutation.js';

const ReleaseFundsInput = builder.inputType('ReleaseFundsInput', {
  fields: (t) => ({
    itemId: t.int({ required: true, description: 'The databaseId of the item.' }),
    amount: t.field({ type: 'Money', required: true, description: 'What the seller is paid now: more than 0, at most the item’s held money.' }),
  }),
});

const ReleaseFundsPayload = builder.objectRef<{ transaction: TransactionView }>('ReleaseFundsPayload').implement({
  fields: (t) => ({ transaction: t.expose('transaction', { type: TransactionNode, description: 'The transaction after the release.' }) }),
});

builder.mutationField('releaseFunds', (t) =>
  t.field({
    type: ReleaseFundsPayload,
    description:
      'The buyer pays the seller `amount` of a secured item now, before accepting it (a deposit, a goodwill payment); the rest stays held under the same rules. Paid out at once, the seller’s fees deducted as for any payout (docs/fees.md, "Partial release"). Event funds_released. Never As-Customer.',
    args: { input: t.arg({ type: ReleaseFundsInput, required: true }), asCustomer: asCustomerArg(t.arg) },
    errors: { types: commonErrors },
    authScopes: { authenticated: true },
    resolve: async (_root, { input, asCustomer }, context) => {
      const { transactionId, itemId } = await disputeTarget(context.services, { itemId: input.itemId });
      const caller = callerFor('party', context, asCustomer);
      const record = await act(context.services, caller, transactionId, { type: 'release_funds', itemId, amount: input.amount });
      return { transaction: transactionForCaller(context, record) };
    },
  }),
);
