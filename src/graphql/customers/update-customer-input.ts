import { builder } from '../builder.js';
import { CustomerNode } from './customer.js';
import { AddressInput } from './address-input.js';
import { CompanyInput } from './company-input.js';
import { DisbursementMethodInput } from '../disbursement-methods/disbursement-method-input.js';
import { TaxNumberInput } from './tax-number-input.js';

export const UpdateCustomerInput = builder.inputType('UpdateCustomerInput', {
  description: 'Fields left out do not change; null clears a field. The email cannot be changed.',
  fields: (t) => ({
    customer: t.globalID({ for: [CustomerNode], description: 'The customer to update; the viewer when left out (and partyId is too).' }),
    partyId: t.int({
      description:
        'Instead of customer: the customer of this party (Party.databaseId), as PATCH /party/{party_id} does; the party’s own customer, or an approved partner of its transaction.',
    }),
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    username: t.string(),
    displayName: t.string(),
    dateOfBirth: t.string({ description: 'A date such as 1990-05-17.' }),
    phoneNumber: t.string(),
    address: t.field({ type: AddressInput }),
    shippingAddress: t.field({ type: AddressInput, description: 'Where goods are shipped to the customer; the same rules as address.' }),
    company: t.field({ type: CompanyInput }),
    taxNumbers: t.field({ type: [TaxNumberInput], description: 'Added, or updated when they carry an id.' }),
    disbursementMethods: t.field({ type: [DisbursementMethodInput], description: 'Added to the saved methods (the account holder only).' }),
  }),
});
