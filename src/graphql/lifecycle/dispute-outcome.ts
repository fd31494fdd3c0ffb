import { builder } from '../builder.js';

export const DisputeOutcomeEnum = builder.enumType('DisputeOutcome', {
  description: 'How an operator resolves a rejected return: refund the buyer, or release the funds to the seller.',
  values: ['refund_buyer', 'release_to_seller'] as const,
});
