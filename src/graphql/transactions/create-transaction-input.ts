import { builder } from '../builder.js';
import { CurrencyEnum } from '../shared/currency.js';
import { ItemInput } from './item-input.js';
import { PartyInput } from './party-input.js';
import { PrivacyInput } from './privacy-input.js';

export const CreateTransactionInput = builder.inputType('CreateTransactionInput', {
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, required: true }),
    description: t.string({ required: true }),
    reference: t.string({ description: 'Your own reference, up to 256 characters.' }),
    auctionId: t.int(),
    isDraft: t.boolean({ description: 'An offer, to be upgraded to a live transaction later.' }),
    parties: t.field({ type: [PartyInput], required: true }),
    items: t.field({ type: [ItemInput], required: true }),
    privacy: t.field({ type: PrivacyInput }),
  }),
});
