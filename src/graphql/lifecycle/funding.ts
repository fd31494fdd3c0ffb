import { recordPayment } from '../../domain/transactions/funding.js';
import { actionMutation } from './action-mutation.js';
import { transactionMutation } from './transaction-mutation.js';

// Money arriving (docs/lifecycle.md "Funding"): recorded by an operator; a payment in float
// is released or returned by an operator (or the service when it clears on schedule).

transactionMutation('recordPayment', {
  description:
    "Operators only: records the buyer's payment. It secures the outstanding balance (amount, when given, must equal it) and sends payment_sent, payment_received and payment_approved.",
  actor: 'operator',
  args: (arg) => ({
    amount: arg({ type: 'Money', description: 'What arrived; left out: exactly the outstanding balance.' }),
    method: arg.string({ description: 'wire_transfer, credit_card, ...; left out: the selected payment method, else wire_transfer.' }),
    externalReference: arg.string({ description: 'The bank or gateway reference of the payment.' }),
    float: arg.boolean({ description: 'Received but not cleared yet (cheque, direct debit): held until floatRelease or floatCancel.' }),
    itemIds: arg.intList({ description: 'Milestone transactions: the milestones this payment is for.' }),
  }),
  run: ({ args, transactionId, caller, context }) =>
    recordPayment(context.services, caller, transactionId, {
      amount: args.amount ?? undefined,
      method: args.method,
      externalReference: args.externalReference,
      float: args.float ?? false,
      ...(args.itemIds == null ? {} : { itemIds: args.itemIds }),
    }),
});

actionMutation('floatRelease', 'float_release', {
  description: 'Operators: the payment in float cleared; it secures the transaction (or is refunded if it was cancelled meanwhile).',
  actor: 'party_or_operator',
});

actionMutation('floatCancel', 'float_cancel', {
  description: 'Operators: the payment in float did not clear (a bounced cheque, a withdrawn debit); it is returned.',
  actor: 'party_or_operator',
});
