import { builder } from '../builder.js';

export const DisputeOutcomeEnum = builder.enumType('DisputeOutcome', {
  description: 'How an operator resolves a dispute: refund the buyer, release the funds to the seller, or split them (sellerAmount).',
  values: ['refund_buyer', 'release_to_seller', 'split'] as const,
});
