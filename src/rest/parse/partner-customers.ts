/** GET /partner/customers and /partner/customer: their query parameters (spec 4.3). */
import { customerVerificationStatuses } from '../../domain/partners/filters.js';
import type { PartnerCustomerRef, PartnerCustomersRequest } from '../../domain/partners/customers.js';
import { readSort } from './partner-transactions.js';
import { QueryReader } from './partner-query.js';
import type { PathRenames } from './wire-errors.js';

export const partnerCustomersRenames: PathRenames = { filter: '' };

export function readPartnerCustomersQuery(query: URLSearchParams): PartnerCustomersRequest {
  const reader = new QueryReader(query);
  const request: PartnerCustomersRequest = {
    limit: reader.positiveInteger('limit'),
    nextCursor: reader.positiveInteger('next_cursor'),
    sortDirection: readSort(reader),
    filter: {
      ids: reader.positiveIntegerList('ids'),
      country: reader.string('country'),
      verificationStatus: reader.oneOf('verification_status', customerVerificationStatuses),
    },
  };
  reader.finish();
  return request;
}

/** `customer_id` or `party_id`, from the query (the path's id is read by the route). */
export function readPartnerCustomerRef(query: URLSearchParams): PartnerCustomerRef {
  const reader = new QueryReader(query);
  const ref: PartnerCustomerRef = { customerId: reader.positiveInteger('customer_id'), partyId: reader.positiveInteger('party_id') };
  reader.finish();
  return ref;
}
