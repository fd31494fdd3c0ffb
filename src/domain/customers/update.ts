/**
 * Updating a customer (PATCH /customer/me, /customer/{customer_id} and /party/{party_id}, the
 * updateCustomer mutation): changes the profile, adds or updates tax numbers and adds
 * disbursement methods, in one database transaction.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { disbursementMethodColumns } from '../disbursement-methods/record.js';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { credentialsChanged } from '../auth/api-key-cache.js';
import { assertWithinLimits, inputLimitProblems } from '../shared/limits.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { actsForCustomer, customerAccess, isApprovedPartner, type CustomerAccess, type CustomerRef } from '../access/customers.js';
import { checkCustomerChanges, type CustomerChanges, type CustomerChangesInput } from './customer-input.js';
import { profileColumns } from './profile-input.js';
import { loadCustomerView, type CustomerView } from './read.js';
import { distinctTaxNumbers } from './tax-number-changes.js';

type Tx = Prisma.TransactionClient;
type Reader = Pick<Tx, 'customer' | 'transaction' | 'party' | 'partnerCustomer'>;

const disbursementMethodsHolderOnlyMessage = 'Only the account holder may add disbursement methods';
export const partyForbiddenMessage =
  'Only the party itself, or the partner of its transaction when approved to act for customers and the customer joined it, may update it';

export async function updateCustomer(services: Services, viewer: Viewer, ref: CustomerRef, input: CustomerChangesInput): Promise<CustomerView> {
  const updated = await writeTransaction(services, async (tx) => applyChanges(tx, services, await customerAccess(tx, viewer, ref), input));
  credentialsChanged(services, updated.customer.id);
  return updated;
}

/** PATCH /party/{party_id}: the customer fields of that party's customer. */
export async function updatePartyCustomer(services: Services, viewer: Viewer, partyId: number, input: CustomerChangesInput): Promise<CustomerView> {
  const updated = await writeTransaction(services, async (tx) => applyChanges(tx, services, await partyCustomerAccess(tx, viewer, partyId), input));
  credentialsChanged(services, updated.customer.id);
  return updated;
}

/**
 * What updateCustomer would answer without changing anything: its 403 or 404, or the problems
 * of `input` (null when there are none).
 */
export async function customerUpdateProblems(services: Services, viewer: Viewer, ref: CustomerRef, input: CustomerChangesInput): Promise<FieldErrors | null> {
  const access = await customerAccess(services.prisma, viewer, ref);
  const { report } = await checkChanges(services.prisma, services, access, input);
  return report.hasErrors ? report.toObject() : inputLimitProblems(input);
}

/** The same for updatePartyCustomer. */
export async function partyCustomerUpdateProblems(services: Services, viewer: Viewer, partyId: number, input: CustomerChangesInput): Promise<FieldErrors | null> {
  const access = await partyCustomerAccess(services.prisma, viewer, partyId);
  const { report } = await checkChanges(services.prisma, services, access, input);
  return report.hasErrors ? report.toObject() : inputLimitProblems(input);
}

async function partyCustomerAccess(db: Reader, viewer: Viewer, partyId: number): Promise<CustomerAccess> {
  const party = await db.party.findUnique({ where: { id: partyId }, select: { customerId: true, transactionId: true } });
  if (!party) throw new NotFoundError('Party not found');
  if (party.customerId === viewer.customer.id) return { customerId: party.customerId, relation: 'self' };
  // The partner of the party's transaction, and the customer joined it (a party merely named is not reached).
  const isTheirPartner =
    isApprovedPartner(viewer) &&
    (await db.party.count({ where: { transactionId: party.transactionId, role: 'partner', customerId: viewer.customer.id } })) > 0 &&
    (await actsForCustomer(db, viewer, party.customerId));
  if (!isTheirPartner) throw new ForbiddenError(partyForbiddenMessage);
  return { customerId: party.customerId, relation: 'acting_partner' };
}

async function checkChanges(db: Reader, services: Services, access: CustomerAccess, input: CustomerChangesInput) {
  // Bank details decide where money goes: only the account holder adds them.
  if (access.relation !== 'self' && input.disbursementMethods !== undefined) throw new ForbiddenError(disbursementMethodsHolderOnlyMessage);
  const current = await db.customer.findUniqueOrThrow({
    where: { id: access.customerId },
    select: {
      email: true,
      taxNumbers: { select: { id: true, type: true, number: true } },
      disbursementMethods: { where: { deletedAt: null }, select: { id: true } },
    },
  });
  const report = new ErrorReport();
  const changes: CustomerChanges = checkCustomerChanges(
    input,
    services.clock.now(),
    {
      email: current.email,
      taxNumberIds: new Set(current.taxNumbers.map((entry) => entry.id)),
      disbursementMethodIds: new Set(current.disbursementMethods.map((method) => method.id)),
    },
    report.at(),
  );
  return { current, changes, report };
}

async function applyChanges(tx: Tx, services: Services, access: CustomerAccess, input: CustomerChangesInput): Promise<CustomerView> {
  const { current, changes, report } = await checkChanges(tx, services, access, input);
  if (report.hasErrors) throw new ValidationError(report.toObject());
  assertWithinLimits(input);
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
  return loadCustomerView(tx, access.customerId, access.relation, services.config.verification);
}
