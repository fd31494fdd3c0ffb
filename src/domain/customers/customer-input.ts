import { canonicalEmail, emailProblem } from '../shared/email.js';
/**
 * What a request may set on a customer, on creation and in an update: the profile, tax numbers
 * and new disbursement methods, checked all at once. Verification, the partner and operator
 * flags, passwords and (after creation) the email are never set through a request.
 */
import { checkDisbursementMethod, isSavedMethodRef, type DisbursementMethodChoice } from '../disbursement-methods/input.js';
import type { DisbursementMethodData } from '../disbursement-methods/types.js';
import type { ErrorScope } from '../shared/field-errors.js';
import { checkProfile, type CustomerProfileInput, type ProfileChanges } from './profile-input.js';
import { checkTaxNumbers, type TaxNumberChange, type TaxNumberInput } from './tax-numbers.js';

export interface CustomerChangesInput extends CustomerProfileInput {
  /** The email is the login name: only the current one is accepted (so a customer read can be sent back). */
  email?: string | null;
  taxNumbers?: readonly TaxNumberInput[] | null;
  /** New methods to save; saved methods named by id are left as they are. */
  disbursementMethods?: readonly DisbursementMethodChoice[] | null;
}

export interface NewCustomerInput extends CustomerProfileInput {
  /** Required. */
  email?: string | null;
  taxNumbers?: readonly TaxNumberInput[] | null;
  /** New methods only: ids are assigned by the service. */
  disbursementMethods?: readonly DisbursementMethodChoice[] | null;
}

export interface CustomerChanges {
  profile: ProfileChanges;
  taxNumbers: TaxNumberChange[];
  /** New methods to save (entries naming a saved method by id are left out: those never change). */
  disbursementMethods: DisbursementMethodData[];
}

/** What the checks of an update need to know about the customer as it is. */
export interface ExistingCustomer {
  email: string;
  taxNumberIds: ReadonlySet<number>;
  disbursementMethodIds: ReadonlySet<number>;
}

export const maxDisbursementMethodsPerRequest = 10;
export const emailUnchangeableMessage = 'cannot be changed through the API';
export const unknownSavedMethodMessage = 'does not identify a saved disbursement method of this customer';
export const idAssignedByServiceMessage = 'must not be sent: ids are assigned by the service';

/** Creation: the email is required; no entry may name a saved method. */
export function checkNewCustomer(input: NewCustomerInput, now: Date, errors: ErrorScope): CustomerChanges & { email: string } {
  const email = canonicalEmail(input.email ?? '');
  if (email === '') errors.add('email', 'is required');
  else if (emailProblem(email) !== null) errors.add('email', emailProblem(email)!);
  const changes = checkChanges(input, now, { taxNumberIds: new Set(), disbursementMethodIds: null }, errors);
  return { ...changes, email };
}

/** An update: any settable field; the email only as it is. */
export function checkCustomerChanges(input: CustomerChangesInput, now: Date, existing: ExistingCustomer, errors: ErrorScope): CustomerChanges {
  if (input.email !== undefined && (input.email === null || canonicalEmail(input.email) !== existing.email)) {
    errors.add('email', emailUnchangeableMessage);
  }
  return checkChanges(input, now, existing, errors);
}

function checkChanges(
  input: NewCustomerInput | CustomerChangesInput,
  now: Date,
  existing: { taxNumberIds: ReadonlySet<number>; disbursementMethodIds: ReadonlySet<number> | null },
  errors: ErrorScope,
): CustomerChanges {
  return {
    profile: checkProfile(input, now, errors),
    taxNumbers: input.taxNumbers === undefined ? [] : checkTaxNumbers(input.taxNumbers, existing.taxNumberIds, errors),
    disbursementMethods:
      input.disbursementMethods === undefined
        ? []
        : checkDisbursementMethods(input.disbursementMethods, existing.disbursementMethodIds, errors.at('disbursementMethods')),
  };
}

/**
 * The methods to add, by position: `disbursementMethods.0.bankIban`. `savedIds` is null on
 * creation, where no entry may carry an id.
 */
function checkDisbursementMethods(
  list: readonly DisbursementMethodChoice[] | null,
  savedIds: ReadonlySet<number> | null,
  errors: ErrorScope,
): DisbursementMethodData[] {
  if (list === null) {
    errors.add('all', 'must be a list of disbursement methods');
    return [];
  }
  if (list.length > maxDisbursementMethodsPerRequest) {
    errors.add('all', `must have at most ${maxDisbursementMethodsPerRequest} entries`);
    return [];
  }
  const added: DisbursementMethodData[] = [];
  list.forEach((entry, index) => {
    if (isSavedMethodRef(entry)) {
      if (savedIds === null) errors.at(index).add('id', idAssignedByServiceMessage);
      else if (!savedIds.has(entry.id)) errors.at(index).add('id', unknownSavedMethodMessage);
      // A saved method never changes (a transaction may have selected it): nothing to do.
      return;
    }
    const method = checkDisbursementMethod(entry, errors.at(index));
    if (method) added.push(method);
  });
  return added;
}
