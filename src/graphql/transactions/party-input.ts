import { builder } from '../builder.js';
import { PartyRoleEnum } from './party-role.js';

export const PartyInput = builder.inputType('PartyInput', {
  fields: (t) => ({
    role: t.field({ type: PartyRoleEnum, required: true, description: 'buyer, seller or broker; the caller is added as partner.' }),
    customer: t.string({ required: true, description: 'An email address, or "me" for the caller.' }),
  }),
});
