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
  description: 'The seller rejects the returned items; each is in dispute (dispute_opened) until the parties settle it or an operator resolves it.',
});

transactionMutation('resolveDispute', {
  description:
    'Operators only: resolves the dispute on an item by refunding the buyer, releasing the funds to the seller, or a split (sellerAmount to the seller, the rest back to the buyer).',
  actor: 'operator',
  args: (arg) => ({
    itemId: arg.int({ required: true, description: 'The databaseId of the item in dispute.' }),
    outcome: arg({ type: DisputeOutcomeEnum, required: true }),
    sellerAmount: arg({ type: 'Money', description: 'With the outcome split only: what the seller is paid of the item’s held money.' }),
    note: arg.string({ description: 'Shown in the timeline.' }),
  }),
  run: ({ args, transactionId, caller, context }) =>
    act(context.services, caller, transactionId, {
      type: 'resolve_dispute',
      itemId: args.itemId,
      outcome: args.outcome,
      ...(args.sellerAmount === null || args.sellerAmount === undefined ? {} : { sellerAmount: args.sellerAmount }),
      note: args.note,
    }),
});
