import { requirePartner } from '../../domain/access/partners.js';
import { getPartnerCustomer, listPartnerCustomers, partnerCustomerNotFoundMessage, type PartnerCustomerRef } from '../../domain/partners/customers.js';
import { partnerCustomersRenames, readPartnerCustomerRef, readPartnerCustomersQuery } from '../parse/partner-customers.js';
import { parsed, submit } from '../parse/submit.js';
import { pathId } from '../params.js';
import type { RestContext, Route } from '../router.js';
import { serializeCustomer } from '../serializers/customer.js';
import { serializeCustomerCursoredList } from '../serializers/partner-lists.js';

async function partnerCustomer(context: RestContext, ref: PartnerCustomerRef) {
  const customer = await submit(parsed(ref), { run: (input) => getPartnerCustomer(context.services, context.viewer, input) });
  return { status: 200, body: serializeCustomer(customer, null) };
}

export const partnerCustomerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/partner/customers',
    handler: async (context) => {
      requirePartner(context.viewer);
      const request = readPartnerCustomersQuery(context.query);
      const page = await submit(parsed(request), {
        run: (input) => listPartnerCustomers(context.services, context.viewer, input),
        renames: partnerCustomersRenames,
      });
      return { status: 200, body: serializeCustomerCursoredList(page) };
    },
  },
  {
    method: 'GET',
    path: '/partner/customer',
    handler: async (context) => {
      requirePartner(context.viewer);
      return partnerCustomer(context, readPartnerCustomerRef(context.query));
    },
  },
  {
    // The contract leaves open whether the id comes in the path or the query: both work.
    method: 'GET',
    path: '/partner/customer/{customer_id}',
    handler: async (context) => {
      requirePartner(context.viewer);
      const customerId = pathId(context.params.customer_id, partnerCustomerNotFoundMessage);
      return partnerCustomer(context, { ...readPartnerCustomerRef(context.query), customerId });
    },
  },
];
