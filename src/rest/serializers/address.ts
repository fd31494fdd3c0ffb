import type { Address } from '../../domain/shared/address.js';

/** CustomerAddress / Address on the wire. */
export function serializeAddress(address: Address) {
  return {
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    post_code: address.postCode,
    country: address.country,
  };
}

export function serializeOptionalAddress(address: Address | null) {
  return address === null ? null : serializeAddress(address);
}
