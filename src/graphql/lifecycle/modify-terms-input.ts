import { builder } from '../builder.js';
import { ItemTermsInput } from './item-terms-input.js';

export const ModifyTermsInput = builder.inputType('ModifyTermsInput', {
  description: 'New terms, before the buyer and the seller have both agreed; the other parties must agree again.',
  fields: (t) => ({
    description: t.string(),
    items: t.field({ type: [ItemTermsInput] }),
  }),
});
