import { createCustomer, newCustomerProblems } from '../../domain/customers/create.js';
import { getCustomer, listIdentificationDocuments } from '../../domain/customers/read.js';
import { customerUpdateProblems, partyCustomerUpdateProblems, updateCustomer, updatePartyCustomer } from '../../domain/customers/update.js';
import { parseCustomerChanges, parseNewCustomer } from '../parse/customer.js';
import { submitCustomer } from '../parse/customer-errors.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeCustomerView } from '../serializers/customer.js';
import { serializeIdentificationDocument } from '../serializers/identification-document.js';

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer',
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
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: serializeCustomerView(await getCustomer(services, viewer, customerRef(params.customer_id))),
    }),
  },
  {
    method: 'PATCH',
    path: '/customer/{customer_id}',
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
