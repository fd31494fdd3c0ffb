import type { CustomerView } from '../../domain/customers/read.js';
import { createCustomer } from '../../domain/customers/create.js';
import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { AddressInput } from './address-input.js';
import { CompanyInput } from './company-input.js';
import { DisbursementMethodInput } from '../disbursement-methods/disbursement-method-input.js';
import { TaxNumberInput } from './tax-number-input.js';

const CreateCustomerInput = builder.inputType('CreateCustomerInput', {
  description: 'POST /customer: only email is required; the other fields as in updateCustomer.',
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    username: t.string(),
    displayName: t.string(),
    dateOfBirth: t.string({ description: 'A date such as 1990-05-17.' }),
    phoneNumber: t.string(),
    address: t.field({ type: AddressInput }),
    shippingAddress: t.field({ type: AddressInput }),
    company: t.field({ type: CompanyInput }),
    taxNumbers: t.field({ type: [TaxNumberInput] }),
    disbursementMethods: t.field({ type: [DisbursementMethodInput], description: 'New methods, saved to the new account.' }),
  }),
});

/**
 * The new account belongs to the person it was opened for: its creator learns its ids, not its
 * details (the Customer is its holder's to read; the REST answer shows what the caller sent).
 */
const CreateCustomerPayload = builder.objectRef<CustomerView>('CreateCustomerPayload').implement({
  fields: (t) => ({
    customerId: t.id({ description: 'The Relay id of the new Customer.', resolve: (view) => Buffer.from(`Customer:${view.customer.id}`).toString('base64') }),
    databaseId: t.int({ description: 'The integer id used by the REST API.', resolve: (view) => view.customer.id }),
    email: t.string({ resolve: (view) => view.customer.email }),
  }),
});

builder.mutationField('createCustomer', (t) =>
  t.field({
    type: CreateCustomerPayload,
    description: 'Opens an account for someone else, who is mailed a link to set a password (POST /customer). An email in use is a ForbiddenError.',
    args: { input: t.arg({ type: CreateCustomerInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: (_root, { input }, context) =>
      createCustomer(context.services, context.viewer, {
        ...input,
        taxNumbers: input.taxNumbers?.map(({ id: _id, ...entry }) => entry),
      }),
  }),
);
