import { createCustomer } from '../../domain/customers/create.js';
import { getCustomer, listIdentificationDocuments } from '../../domain/customers/read.js';
import { updateCustomer, updatePartyCustomer } from '../../domain/customers/update.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeCustomerView } from '../serializers/customer.js';
import { serializeIdentificationDocument } from '../serializers/identification-document.js';

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: '/customer',
    handler: async ({ services, viewer, json }) => ({
      status: 201,
      body: serializeCustomerView(await createCustomer(services, viewer, await json())),
    }),
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
    handler: async ({ services, viewer, params, json }) => ({
      status: 200,
      body: serializeCustomerView(await updateCustomer(services, viewer, customerRef(params.customer_id), await json())),
    }),
  },
  {
    method: 'GET',
    path: '/customer/{customer_id}/identification-documents',
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: {
        identification_documents: (await listIdentificationDocuments(services, viewer, customerRef(params.customer_id))).map(
          serializeIdentificationDocument,
        ),
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/party/{party_id}',
    handler: async ({ services, viewer, params, json }) => ({
      status: 200,
      body: serializeCustomerView(await updatePartyCustomer(services, viewer, pathId(params.party_id, 'Party not found'), await json())),
    }),
  },
];
