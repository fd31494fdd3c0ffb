import { builder } from '../builder.js';
import { AddressInput, addressToWire } from './address-input.js';
import { withoutUndefined } from './wire.js';

export const CompanyInput = builder.inputType('CompanyInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    address: t.field({ type: AddressInput }),
  }),
});

export function companyToWire(input: typeof CompanyInput.$inferInput | null | undefined) {
  if (input === undefined || input === null) return input;
  return withoutUndefined({ company_name: input.companyName, address: addressToWire(input.address) });
}
