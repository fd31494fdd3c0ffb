import { requirePartner } from '../../domain/access/partners.js';
import { getPartnerCustomer, listPartnerCustomers, partnerCustomerNotFoundMessage, type PartnerCustomerRef } from '../../domain/partners/customers.js';
import { partnerCustomersRenames, readPartnerCustomerRef, readPartnerCustomersQuery } from '../parse/partner-customers.js';
import { parsed, submit } from '../parse/submit.js';
import { pathId } from '../params.js';
import type { RestContext, Route } from '../router.js';
import { electronicVerification } from '../../domain/verification/electronic.js';
import { serializeCustomer } from '../serializers/customer.js';
import { serializeCustomerCursoredList } from '../serializers/partner-lists.js';
import { ref } from '../openapi/schemas.js';
import { partnerCustomerQuery, partnerCustomersQuery } from '../openapi/query.js';

async function partnerCustomer(context: RestContext, ref: PartnerCustomerRef) {
  const customer = await submit(parsed(ref), { run: (input) => getPartnerCustomer(context.services, context.viewer, input) });
  return { status: 200, body: serializeCustomer(customer, null, false, electronicVerification(context.services.config.verification)) };
}

export const partnerCustomerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/customers',
    doc: {
      tag: 'Partner',
      summary: 'The customers of your transactions, filtered, by cursor',
      query: partnerCustomersQuery,
      success: { status: 200, description: 'A page of customers', schema: ref('CustomerCursoredList') },
      errors: [400, 403, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const request = readPartnerCustomersQuery(context.query);
      const page = await submit(parsed(request), {
        run: (input) => listPartnerCustomers(context.services, context.viewer, input),
        renames: partnerCustomersRenames,
      });
      return { status: 200, body: serializeCustomerCursoredList(page, electronicVerification(context.services.config.verification)) };
    },
  },
  {
    method: 'GET',
    path: '/partner/customer',
    doc: {
      tag: 'Partner',
      summary: 'One customer of your transactions, by customer_id or party_id',
      query: partnerCustomerQuery,
      success: { status: 200, description: 'The customer as a partner sees it', schema: ref('Customer') },
      errors: [400, 403, 404, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      return partnerCustomer(context, readPartnerCustomerRef(context.query));
    },
  },
  {
    // The contract leaves open whether the id comes in the path or the query: both work.
    method: 'GET',
    path: '/partner/customer/{customer_id}',
    doc: {
      tag: 'Partner',
      summary: 'One customer of your transactions',
      pathParameters: { customer_id: { type: 'integer', minimum: 1 } },
      query: partnerCustomerQuery,
      success: { status: 200, description: 'The customer as a partner sees it', schema: ref('Customer') },
      errors: [400, 403, 404, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const customerId = pathId(context.params.customer_id, partnerCustomerNotFoundMessage);
      return partnerCustomer(context, { ...readPartnerCustomerRef(context.query), customerId });
    },
  },
];
