import { builder } from '../builder.js';
import { FeeTypeEnum } from './fee-type.js';

export const FeeInput = builder.inputType('FeeInput', {
  fields: (t) => ({
    type: t.field({ type: FeeTypeEnum, required: true }),
    payerCustomer: t.string({ required: true, description: 'Email or "me".' }),
    split: t.float({ description: 'escrow only: 0.5 or 1; the escrow splits must sum to 1.' }),
  }),
});
