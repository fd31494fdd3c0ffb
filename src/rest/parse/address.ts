/** Reading the contract's Address (CustomerAddress) object: line1, line2, city, state, post_code, country. */
import { isEmptyAddress, type AddressInput } from '../../domain/customers/address.js';
import type { ErrorScope } from '../../domain/shared/field-errors.js';
import { reportUnknownFields } from './body.js';
import { field, readObject, readString } from './json.js';

export const addressWireFields = ['line1', 'line2', 'city', 'state', 'post_code', 'country'] as const;

/**
 * An address, or null for one with nothing in it (GET answers an address of nulls for "no
 * address": sent back, it means the same, whatever else it carries). Undefined when it cannot
 * be read; the problems go to `errors`, the address's scope.
 */
export function readAddress(raw: unknown, errors: ErrorScope): AddressInput | null | undefined {
  const object = readObject(raw, errors, 'must be an object with line1, line2, city, state, post_code and country');
  if (!object) return undefined;
  if (isEmptyAddress(object)) return null;
  reportUnknownFields(object, addressWireFields, errors, 'is not a field of an address');
  return {
    line1: field(object, 'line1', readString, errors),
    line2: field(object, 'line2', readString, errors),
    city: field(object, 'city', readString, errors),
    state: field(object, 'state', readString, errors),
    postCode: field(object, 'post_code', readString, errors),
    country: field(object, 'country', readString, errors),
  };
}

/** An optional address field of an object: absent when left out or null. */
export function optionalAddress(object: Record<string, unknown>, name: string, errors: ErrorScope): AddressInput | null | undefined {
  const value = object[name];
  return value === undefined || value === null ? undefined : readAddress(value, errors.at(name));
}
