/**
 * GET /partner/customers and /partner/customer: the customers of the partner's transactions
 * (buyers, sellers and brokers), as a partner sees them: the profile, never the account
 * holder's own lists (tax numbers, bank details, webhooks).
 */
import type { Customer, Prisma } from '../../db/generated/client.js';
import { partnerCustomersWhere, requirePartner } from '../access/partners.js';
import type { Viewer } from '../auth/authenticate.js';
import { inputLimitProblems } from '../shared/limits.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { readCountryCode } from '../shared/countries.js';
import { ErrorReport } from '../shared/field-errors.js';
import type { Services } from '../services.js';
import { reportCustomerFilter, type PartnerCustomerFilter } from '../transactions/filters.js';
import { appliedLimit, checkLimit, cursorPage, windowOf, windowWhere, type CursorPage, type CursorPageRequest, type IdWindow } from '../shared/paging.js';

export const partnerCustomerNotFoundMessage = 'Customer not found among the customers of your transactions';

export interface PartnerCustomersRequest extends CursorPageRequest {
  filter?: PartnerCustomerFilter;
}

export function checkPartnerCustomersRequest(request: PartnerCustomersRequest): FieldErrors | null {
  const report = new ErrorReport();
  checkLimit(request.limit, report.at());
  reportCustomerFilter(request.filter ?? {}, report.at('filter'));
  return report.hasErrors ? report.toObject() : inputLimitProblems(request);
}

/** One statement whatever the page size. */
export async function listPartnerCustomers(services: Services, viewer: Viewer, request: PartnerCustomersRequest): Promise<CursorPage<Customer>> {
  const partnerId = requirePartner(viewer);
  const problems = checkPartnerCustomersRequest(request);
  if (problems) throw new ValidationError(problems);
  const limit = appliedLimit(request.limit);
  const window = windowOf(request, limit);
  const customers = await partnerCustomerWindow(services.prisma, partnerId, request.filter ?? {}, window);
  return cursorPage(customers, (customer) => customer.id, limit, window.sortDirection);
}

export async function partnerCustomerWindow(
  db: Pick<Prisma.TransactionClient, 'customer'>,
  partnerId: number,
  filter: PartnerCustomerFilter,
  window: IdWindow,
): Promise<Customer[]> {
  const bounds = windowWhere(window);
  return db.customer.findMany({
    where: { AND: [partnerCustomersWhere(partnerId), customerFilterWhere(filter), { id: bounds.id }] },
    orderBy: bounds.orderBy,
    take: window.limit,
  });
}

/** A PartnerCustomerFilter as a Prisma filter (also the customer filter of reports). */
function customerFilterWhere(filter: PartnerCustomerFilter): Prisma.CustomerWhereInput {
  const where: Prisma.CustomerWhereInput[] = [];
  if (filter.ids !== undefined) where.push({ id: { in: filter.ids } });
  if (filter.country !== undefined) where.push({ addressCountry: readCountryCode(filter.country) ?? filter.country });
  if (filter.verificationStatus === 'verified') where.push({ personalVerificationStatus: 'verified' });
  if (filter.verificationStatus === 'company_verified') where.push({ companyVerificationStatus: 'verified' });
  if (filter.verificationStatus === 'not_verified') {
    where.push({ personalVerificationStatus: { not: 'verified' }, companyVerificationStatus: { not: 'verified' } });
  }
  return { AND: where };
}

/** One customer of the partner's transactions, named by its id or by one of its parties. */
export interface PartnerCustomerRef {
  customerId?: number;
  partyId?: number;
}

/**
 * The partner's view of one of its customers. A customer or party outside the partner's
 * transactions answers 404, like one that does not exist.
 */
export async function getPartnerCustomer(services: Services, viewer: Viewer, ref: PartnerCustomerRef): Promise<Customer> {
  const partnerId = requirePartner(viewer);
  if (ref.customerId === undefined && ref.partyId === undefined) {
    throw new ValidationError({ customerId: ['either a customer id or a party id is required'] });
  }
  let customerId = ref.customerId;
  if (ref.partyId !== undefined) {
    const party = await services.prisma.party.findFirst({
      where: { id: ref.partyId, role: { not: 'partner' }, transaction: { creatorId: partnerId } },
      select: { customerId: true },
    });
    if (!party) throw new NotFoundError(partnerCustomerNotFoundMessage);
    if (customerId !== undefined && customerId !== party.customerId) {
      throw new ValidationError({ partyId: ['is not a party of the customer named by the customer id'] });
    }
    customerId = party.customerId;
  }
  return requirePartnerCustomer(services.prisma, partnerId, customerId!);
}

/** The customer when it is one of the partner's customers; 404 otherwise. */
export async function requirePartnerCustomer(db: Pick<Prisma.TransactionClient, 'customer'>, partnerId: number, customerId: number): Promise<Customer> {
  const customer = await db.customer.findFirst({ where: { AND: [{ id: customerId }, partnerCustomersWhere(partnerId)] } });
  if (!customer) throw new NotFoundError(partnerCustomerNotFoundMessage);
  return customer;
}
