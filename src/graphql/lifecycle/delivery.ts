import { actionMutation } from './action-mutation.js';

// The goods going to the buyer and the buyer's decision (spec 2.5, docs/lifecycle.md).

actionMutation('shipItems', 'ship', {
  description: 'The seller ships the funded items (or the one given by itemId; milestones one at a time). Domain names need shippingInformation.authorizationType.',
});

actionMutation('receiveItems', 'receive', {
  description: 'The buyer received the shipped items; their inspection period starts.',
});

actionMutation('acceptItems', 'accept', {
  description: 'The buyer accepts the received items; the funds are disbursed to the seller. Never As-Customer.',
});

actionMutation('rejectItems', 'reject', {
  description: 'The buyer rejects the received items during the inspection period; they are to be returned.',
});

actionMutation('updateTracking', 'update_tracking', {
  description: 'Updates the tracking of a shipment in transit: the seller for the shipment, the buyer for a return.',
  required: ['shippingInformation'],
});

actionMutation('authenticatorRejects', 'authenticator_rejects', {
  description: 'The partner (for its authenticator) or an operator rejects shipped items before the buyer receives them.',
  actor: 'party_or_operator',
});
