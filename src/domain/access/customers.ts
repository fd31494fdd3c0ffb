/**
 * Who may reach a customer account (spec 4.1, 5.6; docs/security.md "Reach"). The account
 * holder always reaches its own account. An approved partner (isPartner and
 * actAsCustomerApproved) reaches the profile of a customer who JOINED it: whose account its
 * request created (POST /customer, or an invitation by one of its transactions), or who agreed
 * to one of its transactions (the PartnerCustomer rows, written by the database on those
 * writes). Naming a customer in a transaction grants nothing. Nothing else reaches an account:
 * API keys, webhooks and disbursement methods are the account holder's alone.
 *
 * This file is the one statement of the rule: REST and GraphQL profile reads and writes, the
 * party updates, As-Customer, the GraphQL node loaders and auth scopes, and the partner
 * listings, statistics and reports (src/domain/access/partners.ts) all ask here; the same rule
 * as SQL, for their statements, is ./store/customers.ts.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import { AccountLockedError } from '../auth/live-credential.js';
import { canonicalEmail } from '../shared/email.js';

/** A customer named in a path: `me` or an integer id. */
export type CustomerRef = 'me' | number;

export type Relation = 'self' | 'acting_partner';

export interface CustomerAccess {
  customerId: number;
  relation: Relation;
}

type Reader = Pick<Prisma.TransactionClient, 'customer' | 'partnerCustomer'>;

export const customerNotFoundMessage = 'Customer not found';
export const customerForbiddenMessage =
  'You may access only your own account, or, as a partner approved to act for customers, the customers who joined you (created through you, or agreed to one of your transactions)';

/**
 * The account behind `ref` and how the viewer relates to it: 404 for an id that does not
 * exist, 403 for one the viewer may not reach.
 */
export async function customerAccess(db: Reader, viewer: Viewer, ref: CustomerRef): Promise<CustomerAccess> {
  if (ref === 'me' || ref === viewer.customer.id) return { customerId: viewer.customer.id, relation: 'self' };
  const exists = await db.customer.findUnique({ where: { id: ref }, select: { id: true } });
  if (!exists) throw new NotFoundError(customerNotFoundMessage);
  if (!(await actsForCustomer(db, viewer, ref))) throw new ForbiddenError(customerForbiddenMessage);
  return { customerId: ref, relation: 'acting_partner' };
}

/**
 * The customers the viewer reaches, as a filter: itself, and, as an approved partner, every
 * customer who joined it. The GraphQL node loaders and the verification reads use it.
 */
export function reachableCustomersWhere(viewer: Viewer): Prisma.CustomerWhereInput {
  const viewerId = viewer.customer.id;
  if (!isApprovedPartner(viewer)) return { id: viewerId };
  return { OR: [{ id: viewerId }, joinedCustomersWhere(viewerId)] };
}

/** The customers who joined `partnerId` (created through it, or agreed to one of its transactions), as a filter (as SQL: ./store/customers.ts). */
export function joinedCustomersWhere(partnerId: number): Prisma.CustomerWhereInput {
  return { joinedPartners: { some: { partnerId } } };
}

/** Whether `customerId` joined `partnerId`: one primary-key lookup. */
async function hasJoined(db: Pick<Reader, 'partnerCustomer'>, partnerId: number, customerId: number): Promise<boolean> {
  const row = await db.partnerCustomer.findUnique({ where: { partnerId_customerId: { partnerId, customerId } }, select: { partnerId: true } });
  return row !== null;
}

/**
 * Whether the viewer, as an approved partner, acts for `customerId`: reads and edits its
 * profile, acts As-Customer for it. Only for a customer who joined it.
 */
export async function mayActForCustomer(db: Pick<Reader, 'partnerCustomer'>, viewer: Viewer, customerId: number): Promise<boolean> {
  if (customerId === viewer.customer.id || !isApprovedPartner(viewer)) return false;
  return hasJoined(db, viewer.customer.id, customerId);
}

/**
 * Whether the viewer, as an approved partner, acts for `customerId` now: mayActForCustomer, and
 * a locked account is acted for by no one (AccountLockedError, the lock's own 403). Every door
 * that acts as another customer asks here: As-Customer (resolveCaller), the customer profile
 * (customerAccess) and party updates. Reads that merely show a joined customer (the GraphQL
 * auth scopes) ask mayActForCustomer.
 */
export async function actsForCustomer(db: Reader, viewer: Viewer, customerId: number): Promise<boolean> {
  if (!(await mayActForCustomer(db, viewer, customerId))) return false;
  const customer = await db.customer.findUnique({ where: { id: customerId }, select: { lockedAt: true } });
  if (customer?.lockedAt) throw new AccountLockedError();
  return true;
}

/**
 * The As-Customer header of a request, checked before anything it names is looked up: a locked
 * customer the viewer would act for is refused with the lock's own 403 on every route that
 * takes As-Customer, whatever the path names (an unknown dispute, a proposal of another case).
 * A customer the viewer may not act for is left to the route's own rules, so nothing here tells
 * which accounts exist or are locked.
 */
export async function refuseLockedAsCustomer(db: Reader, viewer: Viewer, asCustomerEmail: string | null): Promise<void> {
  if (!asCustomerEmail) return;
  const named = await db.customer.findUnique({ where: { email: canonicalEmail(asCustomerEmail) }, select: { id: true } });
  if (named) await actsForCustomer(db, viewer, named.id);
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
