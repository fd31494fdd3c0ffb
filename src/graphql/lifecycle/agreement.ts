import { act } from '../../domain/transactions/act.js';
import { actionMutation } from './action-mutation.js';
import { transactionMutation } from './transaction-mutation.js';

// Agreeing on the terms and the parties, and calling the transaction off (spec 2.5, 3).

actionMutation('agreeTransaction', 'agree', {
  description: 'The viewer (or the party named by asCustomer) agrees to the terms; `agree` is sent once every party has.',
});

actionMutation('modifyTerms', 'modify_terms', {
  description: 'Changes the description, titles, inspection periods or amounts before the buyer and the seller have both agreed.',
  required: ['terms'],
});

actionMutation('upgradeDraft', 'upgrade_draft', {
  description: 'Accepts a draft offer: the transaction starts (offer_accepted) and the viewer agrees.',
});

actionMutation('cancelTransaction', 'cancel', {
  description:
    'Cancels the transaction: any party before the buyer and the seller have both agreed, afterwards only the partner; never once completed or cancelled.',
});

transactionMutation('modifyParty', {
  description: 'Puts another customer (by email, invited when new) in a party before the buyer and the seller have both agreed; the role stays the same.',
  actor: 'party',
  args: (arg) => ({
    partyId: arg.int({ required: true, description: 'The databaseId of the party to change.' }),
    customer: arg.string({ required: true, description: 'The email of the customer taking the party over.' }),
  }),
  // The core finds or invites the customer inside the action's database transaction: nothing
  // is left behind when the action is refused.
  run: ({ args, transactionId, caller, context }) =>
    act(context.services, caller, transactionId, { type: 'modify_party', partyId: args.partyId, customer: args.customer }),
});
