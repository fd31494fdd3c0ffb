import { builder } from '../builder.js';

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    line1: t.string(),
    line2: t.string(),
    city: t.string(),
    state: t.string(),
    postCode: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2, e.g. US' }),
  }),
});
