/**
 * The body of POST /customer and PATCH /customer/{id} (and /party/{id}), declared once
 * (shape.ts): read into the domain's customer input and documented as CustomerInput and
 * CustomerChanges; the domain's problems are answered as CustomerValidationResponse (422).
 * Only the contract's settable fields are read; any other key is refused (no mass assignment),
 * except, in a PATCH, the read-only fields of the Customer object, which are ignored so a
 * customer read can be sent back.
 */
import * as z from 'zod';
import {
  emailUnchangeableMessage,
  idAssignedByServiceMessage,
  maxDisbursementMethodsPerRequest,
  unknownSavedMethodMessage,
  type CustomerChangesInput,
  type NewCustomerInput,
} from '../../domain/customers/customer-input.js';
import { dateOfBirthFormatMessage } from '../../domain/customers/profile-input.js';
import { maxTaxNumbersPerRequest, taxNumberTypes, unknownTaxNumberIdMessage } from '../../domain/customers/tax-numbers.js';
import { isRowId } from '../../domain/shared/ids.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { addressField, clearableAddressField } from './address.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { disbursementMethodRenames, savedOrNewDisbursementMethod, singleBank } from './disbursement-method.js';
import { fail, ok, type Read } from './json.js';
import { documentedRequired, ignored, keptWhenUnreadable, nullRefusedByDomain, readBody, text, wireObject, wireValue } from './shape.js';
import type { Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';

/** A parsed customer body, with what answering its problems in the contract's shape needs. */
export interface ParsedCustomer<T> extends Parsed<T> {
  renames: PathRenames;
  /** How many tax numbers the body sent: with several, their messages name the entry. */
  taxNumberCount: number;
}

/** A text field that may be cleared with null. */
const clearableText = (error?: string, json: Record<string, unknown> = {}) => text(error, { type: ['string', 'null'], ...json }, 'kept');

const company = wireObject({ company_name: text(), address: addressField }, 'must be an object with company_name and address', {
  unknownFields: 'is not a field of a company',
});

const taxNumber = wireObject(
  {
    id: wireValue((value): Read<number> => (isRowId(value) ? ok(value) : fail(unknownTaxNumberIdMessage)), { type: 'integer' }),
    type: text(`must be one of ${taxNumberTypes.join(', ')}`, { enum: [...taxNumberTypes] }),
    number: text(),
  },
  'must be an object with type and number',
  { unknownFields: 'is not a field of a tax number' },
);

/**
 * Entries with an id name a saved method (their other fields are ignored: a saved method may
 * be sent back as read); the others are new methods. Null is passed on, and so is a value that
 * is not a list, as null: the domain answers that it must be a list, and only the account
 * holder may send the field at all.
 */
const disbursementMethods = (idMessage: string) =>
  keptWhenUnreadable(nullRefusedByDomain(z.array(savedOrNewDisbursementMethod(idMessage), { error: 'must be a list of disbursement methods' })), () => null);

/** The profile's fields, then the lists, as the contract lists them. */
const customerFields = (idMessage: string) => ({
  first_name: clearableText(),
  middle_name: clearableText(),
  last_name: clearableText(),
  username: clearableText(),
  display_name: clearableText(),
  date_of_birth: clearableText(dateOfBirthFormatMessage, { description: 'A date (YYYY-MM-DD) or an ISO 8601 timestamp' }),
  phone_number: clearableText(),
  address: clearableAddressField,
  shipping_address: clearableAddressField,
  company: company.nullable().optional(),
  tax_numbers: nullRefusedByDomain(z.array(taxNumber)),
  disbursement_methods: disbursementMethods(idMessage),
});

/**
 * The lists read whole or not at all: tax_numbers that is not a list is reported on the field
 * and left out; a list longer than the domain allows is refused whole by the domain, so its
 * entries are not read.
 */
function lists(raw: unknown, context: z.core.$RefinementCtx): unknown {
  if (!isPlainObject(raw)) return raw;
  const read = { ...raw };
  const taxNumbers = raw.tax_numbers;
  if (taxNumbers !== undefined && taxNumbers !== null && !Array.isArray(taxNumbers)) {
    context.issues.push({ code: 'custom', message: 'must be a list of tax numbers, each with type and number', input: taxNumbers, path: ['tax_numbers'] });
  }
  if (Array.isArray(taxNumbers) && taxNumbers.length > maxTaxNumbersPerRequest) read.tax_numbers = taxNumbers.map(() => ({}));
  const methods = raw.disbursement_methods;
  if (Array.isArray(methods) && methods.length > maxDisbursementMethodsPerRequest) read.disbursement_methods = methods.map(() => ({}));
  return read;
}

/** The body of POST /customer (CustomerInput). */
export const newCustomerBody = documentedRequired(
  z.preprocess(
    lists,
    wireObject(
      // Anything but a string cannot be an email address; null is none at all.
      { email: text('must be a valid email address', { format: 'email' }), ...customerFields(idAssignedByServiceMessage) },
      undefined,
      { unknownFields: notSettableMessage },
    ),
  ),
  ['email'],
);

/** The body of PATCH /customer/{id} and /party/{id} (CustomerChanges). */
export const customerChangesBody = z
  .preprocess(
    lists,
    wireObject(
      {
        id: ignored(),
        email: clearableText(emailUnchangeableMessage, { description: 'Read-only: accepted only when unchanged' }),
        verification: ignored(),
        electronic_verification: ignored(),
        webhooks: ignored(),
        customer_email_verification: ignored(),
        account_type: ignored(),
        ...customerFields(unknownSavedMethodMessage),
      },
      undefined,
      { unknownFields: notSettableMessage },
    ),
  )
  .meta({
    description: 'The fields to change. id, verification, electronic_verification and webhooks are read-only and ignored; email only when unchanged.',
  });

/** What answering a customer body's problems needs of the body as sent. */
function shapeOf(object: Record<string, unknown>): { renames: PathRenames; taxNumberCount: number } {
  const renames: Record<string, string> = {};
  const methods = object.disbursement_methods;
  if (Array.isArray(methods) && methods.length <= maxDisbursementMethodsPerRequest) {
    methods.forEach((entry, index) => {
      if (!isPlainObject(entry) || (entry.id !== undefined && entry.id !== null)) return;
      const read = { input: {}, singleIntermediaryBank: singleBank(entry) };
      Object.assign(renames, disbursementMethodRenames(read, `disbursementMethods.${index}`, `disbursement_methods.${index}`));
    });
  }
  return { renames, taxNumberCount: Array.isArray(object.tax_numbers) ? object.tax_numbers.length : 0 };
}

/** POST /customer. */
export function parseNewCustomer(body: unknown): ParsedCustomer<NewCustomerInput> {
  const object = readObjectBody(body);
  return { ...readBody<NewCustomerInput>(newCustomerBody, object), ...shapeOf(object) };
}

/** PATCH /customer/{id} and /party/{id}. */
export function parseCustomerChanges(body: unknown): ParsedCustomer<CustomerChangesInput> {
  const object = readObjectBody(body);
  return { ...readBody<CustomerChangesInput>(customerChangesBody, object), ...shapeOf(object) };
}
