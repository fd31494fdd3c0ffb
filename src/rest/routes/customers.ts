import { createCustomer, newCustomerProblems } from '../../domain/customers/create.js';
import { getCustomer, listIdentificationDocuments } from '../../domain/customers/read.js';
import { customerUpdateProblems, partyCustomerUpdateProblems, updateCustomer, updatePartyCustomer } from '../../domain/customers/update.js';
import { parseCustomerChanges, parseNewCustomer } from '../parse/customer.js';
import { submitCustomer } from '../parse/customer-errors.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeCustomerView } from '../serializers/customer.js';
import { serializeIdentificationDocument } from '../serializers/identification-document.js';
import { ref } from '../openapi/schemas.js';

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer',
    doc: {
      tag: 'Customers',
      summary: 'Open an account for someone (they get an email to set a password)',
      body: { schema: ref('CustomerInput'), required: true },
      success: { status: 201, description: 'The new customer', schema: ref('Customer') },
      errors: [403, 422],
    },
    handler: async ({ services, viewer, json }) => {
      const customer = await submitCustomer(parseNewCustomer(await json()), {
        check: (input) => newCustomerProblems(input, services.clock.now()),
        run: (input) => createCustomer(services, viewer, input),
      });
      return { status: 200, body: serializeCustomerView(customer) };
    },
  },
  {
    // Also /customer/me: `me` is the caller.
    method: 'GET',
    path: '/customer/{customer_id}',
    doc: {
      tag: 'Customers',
      summary: 'A customer: yourself (`me`), or a customer of your transactions as an approved partner',
      success: { status: 200, description: 'The customer', schema: ref('Customer') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: serializeCustomerView(await getCustomer(services, viewer, customerRef(params.customer_id))),
    }),
  },
  {
    method: 'PATCH',
    path: '/customer/{customer_id}',
    doc: {
      tag: 'Customers',
      summary: 'Change a customer’s details',
      body: { schema: ref('CustomerChanges'), required: true },
      success: { status: 200, description: 'The updated customer', schema: ref('Customer') },
      errors: [403, 404, 422],
    },
    handler: async ({ services, viewer, params, json }) => {
      const ref = customerRef(params.customer_id);
      const customer = await submitCustomer(parseCustomerChanges(await json()), {
        check: (input) => customerUpdateProblems(services, viewer, ref, input),
        run: (input) => updateCustomer(services, viewer, ref, input),
      });
      return { status: 200, body: serializeCustomerView(customer) };
    },
  },
  {
    method: 'GET',
    path: '/customer/{customer_id}/identification-documents',
    doc: {
      tag: 'Customers',
      summary: 'A customer’s identification documents (their records, never their content)',
      success: { status: 200, description: 'The documents', schema: ref('IdentificationDocuments') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: {
        identification_documents: (await listIdentificationDocuments(services, viewer, customerRef(params.customer_id))).map(serializeIdentificationDocument),
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/party/{party_id}',
    doc: {
      tag: 'Customers',
      summary: 'Change the details of the customer of a party (an approved partner of the transaction)',
      body: { schema: ref('CustomerChanges'), required: true },
      success: { status: 200, description: 'The updated customer', schema: ref('Customer') },
      errors: [403, 404, 422],
    },
    handler: async ({ services, viewer, params, json }) => {
      const partyId = pathId(params.party_id, 'Party not found');
      const customer = await submitCustomer(parseCustomerChanges(await json()), {
        check: (input) => partyCustomerUpdateProblems(services, viewer, partyId, input),
        run: (input) => updatePartyCustomer(services, viewer, partyId, input),
      });
      return { status: 200, body: serializeCustomerView(customer) };
    },
  },
];
