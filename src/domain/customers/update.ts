/**
 * PATCH /customer/me, /customer/{customer_id} and /party/{party_id}: changes the profile, adds
 * or updates tax numbers and adds disbursement methods, in one database transaction.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { disbursementMethodColumns } from '../disbursement-methods/record.js';
import { ForbiddenError, NotFoundError } from '../shared/errors.js';
import { has, readObjectBody } from '../../rest/parse/body.js';
import type { Services } from '../services.js';
import { customerAccess, isApprovedPartner, type CustomerAccess, type CustomerRef } from '../access/customers.js';
import { readCustomerChanges } from './customer-input.js';
import { profileColumns } from './profile-input.js';
import { loadCustomerView, type CustomerView } from './read.js';
import { distinctTaxNumbers } from './tax-number-changes.js';

type Tx = Prisma.TransactionClient;

export const disbursementMethodsHolderOnlyMessage = 'Only the account holder may add disbursement methods';
export const partyForbiddenMessage =
  'Only the party itself, or the partner of its transaction when approved to act for customers, may update it';

export async function updateCustomer(services: Services, viewer: Viewer, ref: CustomerRef, body: unknown): Promise<CustomerView> {
  const fields = readObjectBody(body);
  return services.prisma.$transaction(async (tx) => applyChanges(tx, services, await customerAccess(tx, viewer, ref), fields));
}

/** PATCH /party/{party_id}: the customer fields of that party's customer. */
export async function updatePartyCustomer(services: Services, viewer: Viewer, partyId: number, body: unknown): Promise<CustomerView> {
  const fields = readObjectBody(body);
  return services.prisma.$transaction(async (tx) => {
    const party = await tx.party.findUnique({ where: { id: partyId }, select: { customerId: true, transactionId: true } });
    if (!party) throw new NotFoundError('Party not found');
    if (party.customerId === viewer.customer.id) return applyChanges(tx, services, { customerId: party.customerId, relation: 'self' }, fields);
    const isTheirPartner =
      isApprovedPartner(viewer) &&
      (await tx.party.count({ where: { transactionId: party.transactionId, role: 'partner', customerId: viewer.customer.id } })) > 0;
    if (!isTheirPartner) throw new ForbiddenError(partyForbiddenMessage);
    return applyChanges(tx, services, { customerId: party.customerId, relation: 'acting_partner' }, fields);
  });
}

async function applyChanges(tx: Tx, services: Services, access: CustomerAccess, body: Record<string, unknown>): Promise<CustomerView> {
  // Bank details decide where money goes: only the account holder adds them.
  if (access.relation !== 'self' && has(body, 'disbursement_methods')) throw new ForbiddenError(disbursementMethodsHolderOnlyMessage);
  const current = await tx.customer.findUniqueOrThrow({
    where: { id: access.customerId },
    select: {
      email: true,
      taxNumbers: { select: { id: true, type: true, number: true } },
      disbursementMethods: { where: { deletedAt: null }, select: { id: true } },
    },
  });
  const changes = readCustomerChanges(body, services.clock.now(), {
    email: current.email,
    taxNumberIds: new Set(current.taxNumbers.map((entry) => entry.id)),
    disbursementMethodIds: new Set(current.disbursementMethods.map((method) => method.id)),
  });
  const now = services.clock.now();
  await tx.customer.update({
    where: { id: access.customerId },
    data: {
      ...profileColumns(changes.profile),
      taxNumbers: {
        update: changes.taxNumbers
          .filter((entry) => entry.id !== null)
          .map((entry) => ({ where: { id: entry.id as number }, data: { type: entry.type, number: entry.number } })),
        create: distinctTaxNumbers(changes.taxNumbers, current.taxNumbers).map(({ type, number }) => ({ type, number, createdAt: now })),
      },
      disbursementMethods: { create: changes.disbursementMethods.map((method) => ({ ...disbursementMethodColumns(method), createdAt: now })) },
    },
  });
  return loadCustomerView(tx, access.customerId, access.relation);
}
