/**
 * CustomerAddress and the Address of bank details (spec 2.6): line1, line2, city, state,
 * postCode and an ISO 3166-1 alpha-2 country. Stored as columns on Customer and as JSON (in
 * this camelCase shape) for company, bank and beneficiary addresses.
 */
import type { ErrorScope } from './field-errors.js';
import { isPlainObject } from './validation.js';
import { readCountryCode } from './countries.js';

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
}

/** An address as a request gives it: blank or null fields are absent. */
export type AddressInput = { [field in AddressField]?: string | null };

const addressFields = ['line1', 'line2', 'city', 'state', 'postCode', 'country'] as const;
export type AddressField = (typeof addressFields)[number];

const maxLengths: Record<AddressField, number> = { line1: 200, line2: 200, city: 100, state: 100, postCode: 20, country: 2 };

export const countryMessage = 'must be an ISO 3166-1 alpha-2 country code, such as US';

/** True when nothing is in the address (GET answers an address of nulls for "no address"). */
export function isEmptyAddress(input: Readonly<Record<string, unknown>>): boolean {
  return Object.values(input).every((entry) => entry === null || entry === undefined || (typeof entry === 'string' && entry.trim() === ''));
}

/**
 * Checks an address; problems go to `errors` by field. `required` names the fields that must
 * be present (a customer's address needs line1, city and country; a bank's only its country).
 * Blank strings read as absent; an address with nothing in it is no address (null).
 */
export function checkAddress(input: AddressInput, required: readonly AddressField[], errors: ErrorScope): Address | null {
  if (isEmptyAddress(input)) return null;
  const value: Address = { line1: null, line2: null, city: null, state: null, postCode: null, country: null };
  for (const field of addressFields) {
    const text = input[field]?.trim() ?? '';
    if (text === '') {
      if (required.includes(field)) errors.add(field, 'is required');
      continue;
    }
    if (field === 'country') {
      const code = readCountryCode(text);
      if (code === null) errors.add(field, countryMessage);
      value.country = code;
      continue;
    }
    if (text.length > maxLengths[field]) errors.add(field, `must be at most ${maxLengths[field]} characters long`);
    else value[field] = text;
  }
  return value;
}

/** An address stored as JSON (company, bank, beneficiary); null when absent or unreadable. */
export function storedAddress(json: unknown): Address | null {
  if (!isPlainObject(json)) return null;
  const text = (key: keyof Address) => (typeof json[key] === 'string' ? json[key] : null);
  return { line1: text('line1'), line2: text('line2'), city: text('city'), state: text('state'), postCode: text('postCode'), country: text('country') };
}

export function customerAddress(customer: {
  addressLine1: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressPostCode: string | null;
  addressCountry: string | null;
}): Address {
  return {
    line1: customer.addressLine1,
    line2: customer.addressLine2,
    city: customer.addressCity,
    state: customer.addressState,
    postCode: customer.addressPostCode,
    country: customer.addressCountry,
  };
}

/** An address as stored in a JSON column (company, shipping, bank and beneficiary addresses). */
export function addressJson(address: Address): { [field in AddressField]: string | null } {
  return { ...address };
}
