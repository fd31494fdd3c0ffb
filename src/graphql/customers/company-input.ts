import { builder } from '../builder.js';
import { AddressInput } from './address-input.js';

export const CompanyInput = builder.inputType('CompanyInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    address: t.field({ type: AddressInput }),
  }),
});
