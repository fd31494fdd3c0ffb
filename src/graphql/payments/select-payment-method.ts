import { InvalidStateError, NotFoundError, ValidationError, ForbiddenError } from '../../domain/shared/errors.js';
import { selectPaymentMethod } from '../../domain/payments/methods.js';
import type { TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { PaymentMethodTypeEnum } from './payment-method-type.js';
import { paymentInstructions, PaymentInstructionsType } from './payment-methods.js';
import { transactionForViewer, TransactionNode } from '../transactions/transaction.js';
import { asCustomerArg } from '../lifecycle/transaction-mutation.js';

const SelectPaymentMethodPayload = builder
  .objectRef<{ transaction: TransactionView; instructions: ReturnType<typeof paymentInstructions> }>('SelectPaymentMethodPayload')
  .implement({
    fields: (t) => ({
      transaction: t.expose('transaction', { type: TransactionNode }),
      instructions: t.expose('instructions', { type: PaymentInstructionsType }),
    }),
  });

builder.mutationField('selectPaymentMethod', (t) =>
  t.field({
    type: SelectPaymentMethodPayload,
    description:
      'The buyer (or an approved partner acting for it) chooses how it pays: one of the available payment methods. Answers the wire instructions or the landing page.',
    args: {
      transactionId: t.arg.globalID({ required: true, for: [TransactionNode], description: 'The transaction (its Relay id).' }),
      method: t.arg({ type: PaymentMethodTypeEnum, required: true }),
      wireReference: t.arg.string({ description: 'wire_transfer: your own reference for the wire.' }),
      returnUrl: t.arg.string({ description: 'credit_card and paypal: where the landing page sends the buyer back to.' }),
      asCustomer: asCustomerArg(t.arg),
    },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError, InvalidStateError] },
    resolve: async (_root, args, context) => {
      const selected = await selectPaymentMethod(
        context.services,
        { kind: 'customer', viewer: context.viewer, asCustomerEmail: args.asCustomer ?? null },
        Number(args.transactionId.id),
        { method: args.method, wireReference: args.wireReference, returnUrl: args.returnUrl },
      );
      return { transaction: transactionForViewer(context, selected.record), instructions: paymentInstructions(selected.instructions) };
    },
  }),
);
