/**
 * Saved disbursement methods of an account (spec 2.6, 4.1): the account holder's alone. A saved
 * method never changes once saved (a transaction may have selected it); new bank details are a
 * new method.
 */
import type { DisbursementMethod } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { accountHolderId, type CustomerRef } from '../access/customers.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { currencies, type Currency } from '../shared/money.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { ErrorReport } from '../shared/field-errors.js';
import { checkDisbursementMethod, type DisbursementMethodInput } from './input.js';
import { disbursementMethodColumns } from './record.js';
import { disbursementMethodTypes, type AvailableDisbursementMethod } from './types.js';

/** The spec's DisbursementMethods, for a customer or for one payee of a transaction. */
export interface DisbursementMethodsView {
  available: AvailableDisbursementMethod[];
  saved: DisbursementMethod[];
  selected: DisbursementMethod | null;
  availableCurrencies: Currency[];
}

export const disbursementMethodNotFoundMessage = 'Disbursement method not found';
const what = 'disbursement methods';

export function findSavedMethods(db: Pick<Services['prisma'], 'disbursementMethod'>, customerId: number): Promise<DisbursementMethod[]> {
  return db.disbursementMethod.findMany({ where: { customerId, deletedAt: null }, orderBy: { id: 'asc' } });
}

/**
 * GET /customer/{customer_id}/disbursement_methods. Outside a transaction nothing is to be
 * received, so every type is available with a total of 0 and nothing is selected.
 */
export async function customerDisbursementMethods(services: Services, viewer: Viewer, ref: CustomerRef): Promise<DisbursementMethodsView> {
  const customerId = accountHolderId(viewer, ref, what);
  return {
    available: disbursementMethodTypes.map((type) => ({ type, total: 0n })),
    saved: await findSavedMethods(services.prisma, customerId),
    selected: null,
    availableCurrencies: [...currencies],
  };
}

/** GET /customer/{customer_id}/disbursement_methods/{disbursement_id}; another account's id is 404. */
export async function getSavedDisbursementMethod(services: Services, viewer: Viewer, ref: CustomerRef, id: number): Promise<DisbursementMethod> {
  const customerId = accountHolderId(viewer, ref, what);
  const method = await services.prisma.disbursementMethod.findFirst({ where: { id, customerId, deletedAt: null } });
  if (!method) throw new NotFoundError(disbursementMethodNotFoundMessage);
  return method;
}

/** Saves one method for the viewer (the addDisbursementMethod mutation; REST adds through PATCH /customer). */
export async function addDisbursementMethod(services: Services, viewer: Viewer, input: DisbursementMethodInput): Promise<DisbursementMethod> {
  const report = new ErrorReport();
  const data = checkDisbursementMethod(input, report.at());
  if (report.hasErrors || !data) throw new ValidationError(report.toObject());
  return writeTransaction(services, (tx) =>
    tx.disbursementMethod.create({ data: { ...disbursementMethodColumns(data), customerId: viewer.customer.id, createdAt: services.clock.now() } }),
  );
}
