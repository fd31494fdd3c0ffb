/**
 * The body of POST /customer and PATCH /customer/{id} (and /party/{id}): which fields may be
 * set, read and checked all at once, answering CustomerValidationResponse (422) when any is
 * wrong. Only the fields listed here can change: verification, partner and operator flags,
 * passwords and the email are never set through a request body.
 */
import { normalizeEmail } from '../auth/authenticate.js';
import { ValidationError, type FieldErrors } from '../shared/errors.js';
import { readDisbursementMethod } from '../disbursement-methods/input.js';
import type { DisbursementMethodData } from '../disbursement-methods/types.js';
import { has, reportUnknownFields } from '../../rest/parse/body.js';
import { ErrorReport, type ErrorScope } from '../shared/field-errors.js';
import { isEmail } from '../shared/validation.js';
import { profileFields, readProfile, type ProfileChanges } from './profile-input.js';
import { readTaxNumbers, type TaxNumberInput } from './tax-numbers.js';

export interface CustomerChanges {
  profile: ProfileChanges;
  taxNumbers: TaxNumberInput[];
  /** New methods to save (entries naming a saved method by id are left out: those never change). */
  disbursementMethods: DisbursementMethodData[];
}

export const maxDisbursementMethodsPerRequest = 10;

const listFields = ['tax_numbers', 'disbursement_methods'] as const;

/**
 * Fields of the Customer object that are read-only: accepted and ignored in a PATCH, so a
 * client may send back what it read. `email` is ignored only while unchanged.
 */
export const readOnlyCustomerFields = ['id', 'email', 'verification', 'electronic_verification', 'webhooks'] as const;

export const emailUnchangeableMessage = 'cannot be changed through the API';

/** POST /customer: email is required; nothing that only the service assigns may be sent. */
export function readNewCustomer(body: Record<string, unknown>, now: Date): CustomerChanges & { email: string } {
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(body, ['email', ...profileFields, ...listFields], errors);
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  if (body.email === undefined || body.email === null || (typeof body.email === 'string' && email === '')) errors.add('email', 'is required');
  else if (!isEmail(email)) errors.add('email', 'must be a valid email address');
  const changes = readChanges(body, now, { taxNumberIds: new Set(), disbursementMethodIds: null }, errors);
  if (report.hasErrors) throw new ValidationError(report.toObject() as FieldErrors);
  return { ...changes, email };
}

export interface ExistingCustomer {
  email: string;
  taxNumberIds: ReadonlySet<number>;
  disbursementMethodIds: ReadonlySet<number>;
}

/** PATCH: any settable field; read-only fields of the Customer object are ignored. */
export function readCustomerChanges(body: Record<string, unknown>, now: Date, existing: ExistingCustomer): CustomerChanges {
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(body, [...readOnlyCustomerFields, ...profileFields, ...listFields], errors);
  if (has(body, 'email') && (typeof body.email !== 'string' || normalizeEmail(body.email) !== existing.email)) {
    errors.add('email', emailUnchangeableMessage);
  }
  const changes = readChanges(body, now, existing, errors);
  if (report.hasErrors) throw new ValidationError(report.toObject() as FieldErrors);
  return changes;
}

function readChanges(
  body: Record<string, unknown>,
  now: Date,
  existing: { taxNumberIds: ReadonlySet<number>; disbursementMethodIds: ReadonlySet<number> | null },
  errors: ErrorScope,
): CustomerChanges {
  return {
    profile: readProfile(body, now, errors),
    taxNumbers: has(body, 'tax_numbers') ? readTaxNumbers(body.tax_numbers, existing.taxNumberIds, errors) : [],
    disbursementMethods: has(body, 'disbursement_methods')
      ? readDisbursementMethods(body.disbursement_methods, existing.disbursementMethodIds, errors.at('disbursement_methods'))
      : [],
  };
}

/**
 * The methods to add, indexed like TransactionValidationResponse's lists:
 * `disbursement_methods: {"0": {"bank_iban": [...]}}`. `savedIds` is null on creation, where
 * no entry may carry an id.
 */
function readDisbursementMethods(raw: unknown, savedIds: ReadonlySet<number> | null, errors: ErrorScope): DisbursementMethodData[] {
  if (!Array.isArray(raw)) {
    errors.add('all', 'must be a list of disbursement methods');
    return [];
  }
  if (raw.length > maxDisbursementMethodsPerRequest) {
    errors.add('all', `must have at most ${maxDisbursementMethodsPerRequest} entries`);
    return [];
  }
  const added: DisbursementMethodData[] = [];
  raw.forEach((entry, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (id !== undefined && id !== null) {
      if (savedIds === null) errors.at(index).add('id', 'must not be sent: ids are assigned by the service');
      else if (typeof id !== 'number' || !savedIds.has(id)) errors.at(index).add('id', 'does not identify a saved disbursement method of this customer');
      // A saved method never changes (a transaction may have selected it): nothing to do.
      return;
    }
    const method = readDisbursementMethod(entry, errors.at(index));
    if (method) added.push(method);
  });
  return added;
}
