/** GET /partner/customers and /partner/customer: their query parameters (spec 4.3), declared once (partnerQuery). */
import { customerVerificationStatuses } from '../../domain/transactions/filters.js';
import type { PartnerCustomerRef, PartnerCustomersRequest } from '../../domain/partners/customers.js';
import { cursorDescriptions, cursorParameters, parameter, partnerQuery, sortParameters } from './partner-query.js';
import type { PathRenames } from './wire-errors.js';

export const partnerCustomersRenames: PathRenames = { filter: '' };

/** partnerCustomersQuery in the OpenAPI document. */
export const partnerCustomersParameters = partnerQuery(
  {
    ...cursorParameters,
    ...sortParameters,
    ids: parameter.positiveIntegerList(),
    country: parameter.string({ description: 'ISO 3166-1 alpha-2 code' }),
    verification_status: parameter.oneOf(customerVerificationStatuses),
  },
  { descriptions: cursorDescriptions },
);

export function readPartnerCustomersQuery(query: URLSearchParams): PartnerCustomersRequest {
  const read = partnerCustomersParameters.read(query);
  return {
    limit: read.limit,
    nextCursor: read.nextCursor,
    sortDirection: read.sortDirection,
    filter: { ids: read.ids, country: read.country, verificationStatus: read.verificationStatus },
  };
}

/** partnerCustomerQuery in the OpenAPI document. */
export const partnerCustomerParameters = partnerQuery(
  { customer_id: parameter.positiveInteger(), party_id: parameter.positiveInteger() },
  { descriptions: { party_id: 'A party of one of the partner’s transactions' } },
);

/** `customer_id` or `party_id`, from the query (the path's id is read by the route). */
export function readPartnerCustomerRef(query: URLSearchParams): PartnerCustomerRef {
  const { customerId, partyId } = partnerCustomerParameters.read(query);
  return { customerId, partyId };
}
