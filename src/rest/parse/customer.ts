/**
 * The body of POST /customer and PATCH /customer/{id} (and /party/{id}) read into the domain's
 * customer input, and the domain's problems answered as CustomerValidationResponse (422).
 * Only the contract's settable fields are read; any other key is refused (no mass assignment),
 * except, in a PATCH, the read-only fields of the Customer object, which are ignored so a
 * customer read can be sent back.
 */
import {
  emailUnchangeableMessage,
  idAssignedByServiceMessage,
  maxDisbursementMethodsPerRequest,
  unknownSavedMethodMessage,
  type CustomerChangesInput,
  type NewCustomerInput,
} from '../../domain/customers/customer-input.js';
import { dateOfBirthFormatMessage, type CompanyInput, type CustomerProfileInput } from '../../domain/customers/profile-input.js';
import { maxTaxNumbersPerRequest, taxNumberTypes, unknownTaxNumberIdMessage, type TaxNumberInput } from '../../domain/customers/tax-numbers.js';
import type { DisbursementMethodChoice } from '../../domain/disbursement-methods/input.js';
import { ErrorReport, type ErrorScope } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { optionalAddress } from './address.js';
import { has, readObjectBody, reportUnknownFields } from './body.js';
import { disbursementMethodRenames, readDisbursementMethod, unreadableId } from './disbursement-method.js';
import { fail, field, ok, readString, type Read } from './json.js';
import { parsed, type Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';
import { isRowId } from '../../domain/shared/ids.js';

export const profileWireFields = [
  'first_name',
  'middle_name',
  'last_name',
  'username',
  'display_name',
  'date_of_birth',
  'phone_number',
  'address',
  'shipping_address',
  'company',
];
export const listWireFields = ['tax_numbers', 'disbursement_methods'];
/** Fields of the Customer object only the service sets: ignored in a PATCH (`email` only while unchanged: the domain says). */
const readOnlyCustomerFields = ['id', 'email', 'verification', 'electronic_verification', 'webhooks', 'customer_email_verification', 'account_type'];

/** A parsed customer body, with what answering its problems in the contract's shape needs. */
export interface ParsedCustomer<T> extends Parsed<T> {
  renames: PathRenames;
  /** How many tax numbers the body sent: with several, their messages name the entry. */
  taxNumberCount: number;
}

/** POST /customer. */
export function parseNewCustomer(body: unknown): ParsedCustomer<NewCustomerInput> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(object, ['email', ...profileWireFields, ...listWireFields], errors);
  // Anything but a string cannot be an email address; null is none at all.
  const email = field(object, 'email', stringOr('must be a valid email address'), errors);
  const lists = readLists(object, 'new', errors);
  return { ...parsed({ email: email ?? undefined, ...readProfile(object, errors), ...lists.input }, report), ...lists.shape };
}

/** PATCH /customer/{id} and /party/{id}. */
export function parseCustomerChanges(body: unknown): ParsedCustomer<CustomerChangesInput> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(object, [...readOnlyCustomerFields, ...profileWireFields, ...listWireFields], errors);
  const email = field(object, 'email', stringOr(emailUnchangeableMessage), errors, { nullable: true });
  const lists = readLists(object, 'update', errors);
  return { ...parsed({ email, ...readProfile(object, errors), ...lists.input }, report), ...lists.shape };
}

/** A string, or `message` (the contract's message for this field) for anything else. */
function stringOr(message: string): (value: unknown) => Read<string> {
  return (value) => (typeof value === 'string' ? ok(value) : fail(message));
}

/** A text field that may be cleared with null. */
function optionalText(object: Record<string, unknown>, name: string, errors: ErrorScope, read: (value: unknown) => Read<string> = readString) {
  return field(object, name, read, errors, { nullable: true });
}

function readProfile(object: Record<string, unknown>, errors: ErrorScope): CustomerProfileInput {
  return {
    firstName: optionalText(object, 'first_name', errors),
    middleName: optionalText(object, 'middle_name', errors),
    lastName: optionalText(object, 'last_name', errors),
    username: optionalText(object, 'username', errors),
    displayName: optionalText(object, 'display_name', errors),
    dateOfBirth: optionalText(object, 'date_of_birth', errors, stringOr(dateOfBirthFormatMessage)),
    phoneNumber: optionalText(object, 'phone_number', errors),
    address: object.address === null ? null : optionalAddress(object, 'address', errors),
    shippingAddress: object.shipping_address === null ? null : optionalAddress(object, 'shipping_address', errors),
    company: readCompany(object, errors),
  };
}

/** CustomerCompany: company_name and address. */
function readCompany(object: Record<string, unknown>, errors: ErrorScope): CompanyInput | null | undefined {
  const value = object.company;
  if (value === undefined || value === null) return value;
  const scope = errors.at('company');
  if (!isPlainObject(value)) {
    scope.add('all', 'must be an object with company_name and address');
    return undefined;
  }
  reportUnknownFields(value, ['company_name', 'address'], scope, 'is not a field of a company');
  return { companyName: field(value, 'company_name', readString, scope), address: optionalAddress(value, 'address', scope) };
}

type Purpose = 'new' | 'update';

/** tax_numbers and disbursement_methods, with the renames their entries need. */
function readLists(object: Record<string, unknown>, purpose: Purpose, errors: ErrorScope) {
  const renames: Record<string, string> = {};
  const input: { taxNumbers?: TaxNumberInput[] | null; disbursementMethods?: DisbursementMethodChoice[] | null } = {};
  let taxNumberCount = 0;
  if (has(object, 'tax_numbers')) {
    const raw = object.tax_numbers;
    taxNumberCount = Array.isArray(raw) ? raw.length : 0;
    input.taxNumbers = readTaxNumbers(raw, errors);
  }
  if (has(object, 'disbursement_methods')) input.disbursementMethods = readDisbursementMethods(object.disbursement_methods, purpose, renames, errors);
  return { input, shape: { renames, taxNumberCount } };
}

/** Left out when unreadable; null when sent as null (the domain answers that it must be a list). */
function readTaxNumbers(raw: unknown, errors: ErrorScope): TaxNumberInput[] | null | undefined {
  if (raw === null) return null;
  if (!Array.isArray(raw)) {
    errors.add('tax_numbers', 'must be a list of tax numbers, each with type and number');
    return undefined;
  }
  // Too many for the domain: it refuses the list whole, so its entries are not read.
  if (raw.length > maxTaxNumbersPerRequest) return raw.map(() => ({}));
  return raw.map((entry, index) => readTaxNumber(entry, errors.at('tax_numbers', index)));
}

function readTaxNumber(entry: unknown, errors: ErrorScope): TaxNumberInput {
  if (!isPlainObject(entry)) {
    errors.add('all', 'must be an object with type and number');
    return {};
  }
  reportUnknownFields(entry, ['id', 'type', 'number'], errors, 'is not a field of a tax number');
  return {
    id: field(entry, 'id', (value) => (isRowId(value) ? ok(value) : fail<number>(unknownTaxNumberIdMessage)), errors),
    type: field(entry, 'type', stringOr(`must be one of ${taxNumberTypes.join(', ')}`), errors),
    number: field(entry, 'number', readString, errors),
  };
}

/**
 * Entries with an id name a saved method (their other fields are ignored: a saved method may
 * be sent back as read); the others are new methods. Null is passed on: the domain answers
 * that it must be a list, and only the account holder may send the field at all.
 */
function readDisbursementMethods(raw: unknown, purpose: Purpose, renames: Record<string, string>, errors: ErrorScope): DisbursementMethodChoice[] | null {
  if (raw === null) return null;
  const scope = errors.at('disbursement_methods');
  if (!Array.isArray(raw)) {
    scope.add('all', 'must be a list of disbursement methods');
    return null;
  }
  // Too many for the domain: it refuses the list whole, so its entries are not read.
  if (raw.length > maxDisbursementMethodsPerRequest) return raw.map(() => ({}));
  return raw.map((entry, index): DisbursementMethodChoice => {
    if (!isPlainObject(entry)) {
      scope.at(index).add('all', 'must be an object describing a disbursement method');
      return {};
    }
    if (entry.id !== undefined && entry.id !== null) {
      if (isRowId(entry.id)) return { id: entry.id };
      scope.at(index).add('id', purpose === 'new' ? idAssignedByServiceMessage : unknownSavedMethodMessage);
      return { id: unreadableId };
    }
    const read = readDisbursementMethod(entry, scope.at(index));
    Object.assign(renames, disbursementMethodRenames(read, `disbursementMethods.${index}`, `disbursement_methods.${index}`));
    return read.input;
  });
}
