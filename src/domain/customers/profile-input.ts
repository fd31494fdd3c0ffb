/**
 * The profile fields of a Customer that a request may set (creation and update): names, date
 * of birth, username, display name, phone number, address and company. A field given as null
 * (or a blank string) is cleared; a field left out is left alone.
 */
import { Prisma } from '../../db/generated/client.js';
import type { ErrorScope } from '../shared/field-errors.js';
import { addressJson, checkAddress, type Address, type AddressInput } from '../shared/address.js';

interface CompanyInput {
  companyName?: string | null;
  address?: AddressInput | null;
}

export interface CustomerProfileInput {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  username?: string | null;
  displayName?: string | null;
  /** A calendar date, 1990-05-17; an ISO 8601 timestamp is read as its date. */
  dateOfBirth?: string | null;
  phoneNumber?: string | null;
  address?: AddressInput | null;
  /** Where goods are shipped to this customer; the same shape and rules as `address`. */
  shippingAddress?: AddressInput | null;
  company?: CompanyInput | null;
}

/** The checked profile: only the fields to change. */
export interface ProfileChanges {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  username?: string | null;
  displayName?: string | null;
  dateOfBirth?: Date | null;
  phoneNumber?: string | null;
  address?: Address | null;
  shippingAddress?: Address | null;
  company?: { name: string; address: Address | null } | null;
}

export const dateOfBirthFormatMessage = 'must be a date such as 1990-05-17 (an ISO 8601 timestamp is read as its date)';

type TextCheck = { ok: true; value: string | null } | { ok: false; message: string };

/** Text that may be cleared: null and blank strings read as null. */
function optionalText(value: string | null, maxLength: number): TextCheck {
  if (value === null) return { ok: true, value: null };
  const text = value.trim();
  if (text.length > maxLength) return { ok: false, message: `must be at most ${maxLength} characters long` };
  return { ok: true, value: text === '' ? null : text };
}

const usernamePattern = /^[A-Za-z0-9_.-]{3,64}$/;
const phonePattern = /^\+?[0-9 ().-]{5,32}$/;
const earliestBirthDate = Date.UTC(1900, 0, 1);
const nameFields = ['firstName', 'middleName', 'lastName'] as const;

/** Checks the profile fields present in `input`; problems go to `errors` by field. */
export function checkProfile(input: CustomerProfileInput, now: Date, errors: ErrorScope): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of nameFields) {
    const value = input[field];
    if (value === undefined) continue;
    const read = optionalText(value, 100);
    if (read.ok) changes[field] = read.value;
    else errors.add(field, read.message);
  }
  if (input.dateOfBirth !== undefined) {
    const read = checkDateOfBirth(input.dateOfBirth, now);
    if (read.ok) changes.dateOfBirth = read.value;
    else errors.add('dateOfBirth', read.message);
  }
  if (input.username !== undefined) {
    const read = optionalText(input.username, 64);
    if (!read.ok) errors.add('username', read.message);
    else if (read.value !== null && !usernamePattern.test(read.value)) {
      errors.add('username', 'must be 3 to 64 letters, digits, dots, hyphens or underscores');
    } else changes.username = read.value;
  }
  if (input.displayName !== undefined) {
    const read = optionalText(input.displayName, 100);
    if (read.ok) changes.displayName = read.value;
    else errors.add('displayName', read.message);
  }
  if (input.phoneNumber !== undefined) {
    const read = optionalText(input.phoneNumber, 32);
    if (!read.ok) errors.add('phoneNumber', read.message);
    else if (read.value !== null && (!phonePattern.test(read.value) || read.value.replace(/\D/g, '').length < 5)) {
      errors.add('phoneNumber', 'must be a phone number of digits, spaces, dots, hyphens and parentheses, such as +1 555 010 0199');
    } else changes.phoneNumber = read.value;
  }
  if (input.address !== undefined) {
    changes.address = input.address === null ? null : checkAddress(input.address, ['line1', 'city', 'country'], errors.at('address'));
  }
  if (input.shippingAddress !== undefined) {
    changes.shippingAddress =
      input.shippingAddress === null ? null : checkAddress(input.shippingAddress, ['line1', 'city', 'country'], errors.at('shippingAddress'));
  }
  if (input.company !== undefined) changes.company = checkCompany(input.company, errors.at('company'));
  return changes;
}

function checkDateOfBirth(value: string | null, now: Date): { ok: true; value: Date | null } | { ok: false; message: string } {
  if (value === null || value === '') return { ok: true, value: null };
  const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  const day = match?.[1];
  if (!day) return { ok: false, message: dateOfBirthFormatMessage };
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return { ok: false, message: dateOfBirthFormatMessage };
  if (date.getTime() < earliestBirthDate || date.getTime() >= now.getTime()) return { ok: false, message: 'must be a date in the past, after 1900' };
  return { ok: true, value: date };
}

/** CustomerCompany: companyName (required) and an optional address, of which only the country is required. */
function checkCompany(input: CompanyInput | null, errors: ErrorScope): ProfileChanges['company'] {
  if (input === null) return null;
  const name = optionalText(input.companyName ?? null, 200);
  if (!name.ok) errors.add('companyName', name.message);
  else if (name.value === null) errors.add('companyName', 'is required');
  const address = input.address === undefined || input.address === null ? null : checkAddress(input.address, ['country'], errors.at('address'));
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
    ...(changes.shippingAddress === undefined ? {} : { shippingAddress: changes.shippingAddress ? addressJson(changes.shippingAddress) : Prisma.DbNull }),
    ...(company === undefined
      ? {}
      : {
          companyName: company?.name ?? null,
          companyAddress: company?.address ? addressJson(company.address) : Prisma.DbNull,
        }),
  };
}
