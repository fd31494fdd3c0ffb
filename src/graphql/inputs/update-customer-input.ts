import { builder } from '../builder.js';
import { CustomerNode } from '../types/customer.js';
import { AddressInput, addressToWire } from './address-input.js';
import { CompanyInput, companyToWire } from './company-input.js';
import { DisbursementMethodInput, disbursementMethodToWire } from './disbursement-method-input.js';
import { TaxNumberInput, taxNumberToWire } from './tax-number-input.js';
import { withoutUndefined } from './wire.js';

export const UpdateCustomerInput = builder.inputType('UpdateCustomerInput', {
  description: 'Fields left out do not change; null clears a field. The email cannot be changed.',
  fields: (t) => ({
    customer: t.globalID({ for: [CustomerNode], description: 'The customer to update; the viewer when left out.' }),
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    username: t.string(),
    displayName: t.string(),
    dateOfBirth: t.string({ description: 'A date such as 1990-05-17.' }),
    phoneNumber: t.string(),
    address: t.field({ type: AddressInput }),
    company: t.field({ type: CompanyInput }),
    taxNumbers: t.field({ type: [TaxNumberInput], description: 'Added, or updated when they carry an id.' }),
    disbursementMethods: t.field({ type: [DisbursementMethodInput], description: 'Added to the saved methods (the account holder only).' }),
  }),
});

export function updateCustomerToWire(input: typeof UpdateCustomerInput.$inferInput) {
  return withoutUndefined({
    first_name: input.firstName,
    middle_name: input.middleName,
    last_name: input.lastName,
    username: input.username,
    display_name: input.displayName,
    date_of_birth: input.dateOfBirth,
    phone_number: input.phoneNumber,
    address: addressToWire(input.address),
    company: companyToWire(input.company),
    tax_numbers: input.taxNumbers?.map(taxNumberToWire) ?? input.taxNumbers,
    disbursement_methods: input.disbursementMethods?.map(disbursementMethodToWire) ?? input.disbursementMethods,
  });
}
