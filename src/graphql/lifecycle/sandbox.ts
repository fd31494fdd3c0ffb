import { sandboxCheckout } from '../../domain/payments/sandbox-checkout.js';
import { sandboxFund } from '../../domain/transactions/funding.js';
import { builder } from '../builder.js';
import { PaymentMethodTypeEnum } from '../payments/payment-method-type.js';
import { advanceClock } from '../../domain/jobs/sandbox-clock.js';
import { transactionMutation } from './transaction-mutation.js';

// Simulation helpers of a sandbox deployment (docs/decisions.md); production answers
// NotFoundError, as the REST paths answer 404.

transactionMutation('fundTransactionInSandbox', {
  description: 'Sandbox only: the buyer or the partner makes the whole outstanding balance arrive, as recordPayment would.',
  actor: 'sandbox',
  run: ({ transactionId, context }) => sandboxFund(context.services, context.viewer, transactionId),
});

transactionMutation('advanceTransactionClock', {
  description:
    "Sandbox only: moves this transaction's clock forward and applies what falls due (an inspection period that ends accepts the items; the payout follows).",
  actor: 'sandbox',
  args: (arg) => ({ seconds: arg.int({ required: true, description: 'At most ten years at a time.' }) }),
  run: ({ args, transactionId, context }) => advanceClock(context.services, context.viewer, transactionId, { seconds: args.seconds }),
});

const CheckoutCardInput = builder.inputType('CheckoutCardInput', {
  description: 'A test card typed on the sandbox checkout page; only its brand, last four digits and expiry are kept.',
  fields: (t) => ({
    number: t.string({ required: true }),
    expiryMonth: t.int({ required: true }),
    expiryYear: t.int({ required: true }),
    cvc: t.string({ required: true }),
  }),
});

transactionMutation('payAtSandboxCheckout', {
  description:
    'Sandbox only: the buyer pays on the stand-in checkout page of credit_card or paypal; the outstanding balance arrives as fundTransactionInSandbox makes it, and a card is saved for the partner (payments_in).',
  actor: 'sandbox',
  args: (arg) => ({
    method: arg({ type: PaymentMethodTypeEnum, required: true }),
    card: arg({ type: CheckoutCardInput }),
  }),
  run: ({ args, transactionId, context }) => sandboxCheckout(context.services, context.viewer, transactionId, args.method, args.card ?? undefined),
});
