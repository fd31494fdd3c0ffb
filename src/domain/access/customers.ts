/**
 * Who may reach a customer account (spec 4.1, 5.6). The account holder always reaches its own
 * account. An approved partner (isPartner and actAsCustomerApproved) reaches the profile of a
 * customer who is a party of a transaction the partner is partner of. Nothing else reaches an
 * account: API keys, webhooks and disbursement methods are the account holder's alone.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';

/** A customer named in a path: `me` or an integer id. */
export type CustomerRef = 'me' | number;

export type Relation = 'self' | 'acting_partner';

export interface CustomerAccess {
  customerId: number;
  relation: Relation;
}

type Reader = Pick<Prisma.TransactionClient, 'customer' | 'transaction'>;

export const customerNotFoundMessage = 'Customer not found';
export const customerForbiddenMessage = 'You may access only your own account, or, as a partner approved to act for customers, the customers of your transactions';

/**
 * The account behind `ref` and how the viewer relates to it: 404 for an id that does not
 * exist, 403 for one the viewer may not reach.
 */
export async function customerAccess(db: Reader, viewer: Viewer, ref: CustomerRef): Promise<CustomerAccess> {
  if (ref === 'me' || ref === viewer.customer.id) return { customerId: viewer.customer.id, relation: 'self' };
  const exists = await db.customer.findUnique({ where: { id: ref }, select: { id: true } });
  if (!exists) throw new NotFoundError(customerNotFoundMessage);
  if (!(await mayActForCustomer(db, viewer, ref))) throw new ForbiddenError(customerForbiddenMessage);
  return { customerId: ref, relation: 'acting_partner' };
}

/**
 * The customers the viewer reaches, as a filter: itself, and, as an approved partner, every
 * party of a transaction it is partner of. The one statement of the partner-reach rule: the
 * checks below and the GraphQL node loaders use it.
 */
export function reachableCustomersWhere(viewer: Viewer): Prisma.CustomerWhereInput {
  const viewerId = viewer.customer.id;
  if (!isApprovedPartner(viewer)) return { id: viewerId };
  return { OR: [{ id: viewerId }, { parties: { some: { transaction: partnerOfTransactionWhere(viewerId) } } }] };
}

/** Transactions `partnerId` is the partner of. */
function partnerOfTransactionWhere(partnerId: number): Prisma.TransactionWhereInput {
  return { parties: { some: { role: 'partner', customerId: partnerId } } };
}

/** Whether the viewer is an approved partner of some transaction that `customerId` is a party of. */
export async function mayActForCustomer(db: Pick<Reader, 'transaction'>, viewer: Viewer, customerId: number): Promise<boolean> {
  if (customerId === viewer.customer.id || !isApprovedPartner(viewer)) return false;
  const shared = await db.transaction.findFirst({
    where: { AND: [partnerOfTransactionWhere(viewer.customer.id), { parties: { some: { customerId } } }] },
    select: { id: true },
  });
  return shared !== null;
}

export function isApprovedPartner(viewer: Viewer): boolean {
  return viewer.customer.isPartner && viewer.customer.actAsCustomerApproved;
}

/**
 * The viewer's own id when `ref` names the viewer; 403 for any other id, whether or not it
 * exists, so these paths never reveal which accounts exist.
 */
export function accountHolderId(viewer: Viewer, ref: CustomerRef, what: string): number {
  if (ref === 'me' || ref === viewer.customer.id) return viewer.customer.id;
  throw new ForbiddenError(`Only the account holder may access its ${what}`);
}

/** Records only their account holder reaches (API keys, webhooks, bank details, tax numbers), as a filter. */
export function ownedByViewerWhere(viewer: Viewer): { customerId: number } {
  return { customerId: viewer.customer.id };
}
