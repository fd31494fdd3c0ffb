/**
 * The profile fields of a Customer that a request may set (POST /customer, PATCH): names,
 * date of birth, username, display name, phone number, address and company. A field sent as
 * null (or a blank string) is cleared; a field not sent is left alone.
 *
 * Problems use the keys of CustomerValidationResponse: names and date of birth under
 * `name_and_dob`, company fields under `company` (each message starts with the wire field it
 * is about), the others under their own wire names.
 */
import { Prisma } from '../../db/generated/client.js';
import { flattenFieldErrors, type FieldErrors } from '../shared/errors.js';
import { has } from '../../rest/parse/body.js';
import { ErrorReport, type ErrorScope } from '../shared/field-errors.js';
import { isPlainObject } from '../shared/validation.js';
import { readAddress, type Address } from './address.js';

export const profileFields = [
  'first_name',
  'middle_name',
  'last_name',
  'username',
  'display_name',
  'date_of_birth',
  'phone_number',
  'address',
  'company',
] as const;

export interface ProfileChanges {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  username?: string | null;
  displayName?: string | null;
  dateOfBirth?: Date | null;
  phoneNumber?: string | null;
  address?: Address | null;
  company?: { name: string; address: Address | null } | null;
}

type TextRead = { ok: true; value: string | null } | { ok: false; message: string };

/** Text that may be cleared: null and blank strings read as null. */
function optionalText(value: unknown, maxLength: number): TextRead {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: 'must be a string' };
  const text = value.trim();
  if (text.length > maxLength) return { ok: false, message: `must be at most ${maxLength} characters long` };
  return { ok: true, value: text === '' ? null : text };
}

const usernamePattern = /^[A-Za-z0-9_.-]{3,64}$/;
const phonePattern = /^\+?[0-9 ().-]{5,32}$/;
const earliestBirthDate = Date.UTC(1900, 0, 1);

/** Reads the profile fields present in `body`; problems go to `errors` (the body's scope). */
export function readProfile(body: Record<string, unknown>, now: Date, errors: ErrorScope): ProfileChanges {
  const changes: ProfileChanges = {};
  const names = [
    ['first_name', 'firstName'],
    ['middle_name', 'middleName'],
    ['last_name', 'lastName'],
  ] as const;
  for (const [wire, key] of names) {
    if (!has(body, wire)) continue;
    const read = optionalText(body[wire], 100);
    if (read.ok) changes[key] = read.value;
    else errors.add('name_and_dob', `${wire}: ${read.message}`);
  }
  if (has(body, 'date_of_birth')) {
    const read = readDateOfBirth(body.date_of_birth, now);
    if (read.ok) changes.dateOfBirth = read.value;
    else errors.add('name_and_dob', `date_of_birth: ${read.message}`);
  }
  if (has(body, 'username')) {
    const read = optionalText(body.username, 64);
    if (!read.ok) errors.add('username', read.message);
    else if (read.value !== null && !usernamePattern.test(read.value)) {
      errors.add('username', 'must be 3 to 64 letters, digits, dots, hyphens or underscores');
    } else changes.username = read.value;
  }
  if (has(body, 'display_name')) {
    const read = optionalText(body.display_name, 100);
    if (read.ok) changes.displayName = read.value;
    else errors.add('display_name', read.message);
  }
  if (has(body, 'phone_number')) {
    const read = optionalText(body.phone_number, 32);
    if (!read.ok) errors.add('phone_number', read.message);
    else if (read.value !== null && (!phonePattern.test(read.value) || read.value.replace(/\D/g, '').length < 5)) {
      errors.add('phone_number', 'must be a phone number of digits, spaces, dots, hyphens and parentheses, such as +1 555 010 0199');
    } else changes.phoneNumber = read.value;
  }
  if (has(body, 'address')) {
    changes.address = body.address === null ? null : readAddress(body.address, ['line1', 'city', 'country'], errors.at('address'));
  }
  if (has(body, 'company')) changes.company = readCompany(body.company, errors);
  return changes;
}

function readDateOfBirth(value: unknown, now: Date): { ok: true; value: Date | null } | { ok: false; message: string } {
  if (value === null || value === '') return { ok: true, value: null };
  const format = 'must be a date such as 1990-05-17 (an ISO 8601 timestamp is read as its date)';
  if (typeof value !== 'string') return { ok: false, message: format };
  const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  const day = match?.[1];
  if (!day) return { ok: false, message: format };
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return { ok: false, message: format };
  if (date.getTime() < earliestBirthDate || date.getTime() >= now.getTime()) return { ok: false, message: 'must be a date in the past, after 1900' };
  return { ok: true, value: date };
}

/** CustomerCompany: company_name (required) and an optional address. */
function readCompany(value: unknown, errors: ErrorScope): ProfileChanges['company'] {
  if (value === null) return null;
  if (!isPlainObject(value)) {
    errors.add('company', 'must be an object with company_name and address');
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (key !== 'company_name' && key !== 'address') errors.add('company', `${key}: is not a field of a company`);
  }
  const name = optionalText(value.company_name ?? null, 200);
  if (!name.ok) errors.add('company', `company_name: ${name.message}`);
  else if (name.value === null) errors.add('company', 'company_name: is required');
  let address: Address | null = null;
  if (value.address !== undefined && value.address !== null) {
    // The spec's `company` entry is a list of messages: nested address problems are flattened.
    const report = new ErrorReport();
    address = readAddress(value.address, ['country'], report.at());
    for (const { path, messages } of flattenFieldErrors(report.toObject() as FieldErrors)) {
      for (const message of messages) errors.add('company', `address.${path.join('.')}: ${message}`);
    }
  }
  return name.ok && name.value !== null ? { name: name.value, address } : undefined;
}

/** The Customer columns for a set of changes (the same for create and update). */
export function profileColumns(changes: ProfileChanges) {
  const { address, company } = changes;
  return {
    ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }),
    ...(changes.middleName === undefined ? {} : { middleName: changes.middleName }),
    ...(changes.lastName === undefined ? {} : { lastName: changes.lastName }),
    ...(changes.username === undefined ? {} : { username: changes.username }),
    ...(changes.displayName === undefined ? {} : { displayName: changes.displayName }),
    ...(changes.dateOfBirth === undefined ? {} : { dateOfBirth: changes.dateOfBirth }),
    ...(changes.phoneNumber === undefined ? {} : { phoneNumber: changes.phoneNumber }),
    ...(address === undefined
      ? {}
      : {
          addressLine1: address?.line1 ?? null,
          addressLine2: address?.line2 ?? null,
          addressCity: address?.city ?? null,
          addressState: address?.state ?? null,
          addressPostCode: address?.postCode ?? null,
          addressCountry: address?.country ?? null,
        }),
    ...(company === undefined
      ? {}
      : {
          companyName: company?.name ?? null,
          companyAddress: company?.address ? addressJson(company.address) : Prisma.DbNull,
        }),
  };
}

export function addressJson(address: Address): Prisma.InputJsonObject {
  return { ...address };
}
