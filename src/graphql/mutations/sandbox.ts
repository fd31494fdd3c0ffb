import { sandboxFund } from '../../domain/transactions/funding.js';
import { advanceClock } from '../../domain/transactions/sandbox-clock.js';
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
