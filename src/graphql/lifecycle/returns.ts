import { act } from '../../domain/transactions/act.js';
import { DisputeOutcomeEnum } from './dispute-outcome.js';
import { actionMutation } from './action-mutation.js';
import { transactionMutation } from './transaction-mutation.js';

// Rejected goods going back to the seller, and disputes (docs/lifecycle.md "Item states").

actionMutation('shipReturn', 'ship_return', {
  description: 'The buyer ships rejected items back. Domain names need shippingInformation.authorizationType.',
});

actionMutation('receiveReturn', 'receive_return', {
  description: 'The seller received the returned items.',
});

actionMutation('acceptReturn', 'accept_return', {
  description: 'The seller accepts the returned items; the buyer is refunded (payment_refunded). Never As-Customer.',
});

actionMutation('rejectReturn', 'reject_return', {
  description: 'The seller rejects the returned items; they are in dispute until an operator resolves it.',
});

transactionMutation('resolveDispute', {
  description: 'Operators only: resolves the dispute on an item by refunding the buyer or releasing the funds to the seller.',
  actor: 'operator',
  args: (arg) => ({
    itemId: arg.int({ required: true, description: 'The databaseId of the item in dispute.' }),
    outcome: arg({ type: DisputeOutcomeEnum, required: true }),
    note: arg.string({ description: 'Shown in the timeline.' }),
  }),
  run: ({ args, transactionId, caller, context }) =>
    act(context.services, caller, transactionId, { type: 'resolve_dispute', itemId: args.itemId, outcome: args.outcome, note: args.note }),
});
