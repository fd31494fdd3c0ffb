/**
 * The contract's Address (CustomerAddress) object, declared once (shape.ts): line1, line2, city,
 * state, post_code, country. An address of nulls (or blanks) is null, "no address", whatever else
 * it carries: GET answers an address of nulls for none, and such an address may be sent back.
 */
import * as z from 'zod';
import { isEmptyAddress } from '../../domain/shared/address.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { documentedAs, keptWhenUnreadable, text, wireObject } from './shape.js';

export const addressWireFields = ['line1', 'line2', 'city', 'state', 'post_code', 'country'] as const;

/**
 * A field of an address: one that cannot be read is reported, and still counts as sent (read as
 * absent), so the address it belongs to is not taken for an empty one.
 */
const addressText = () => keptWhenUnreadable(text(), () => undefined);

/** An address read as an address field; `null` sent reads as `nulls` says. */
function addressOf(nulls: 'absent' | 'kept', json: Record<string, unknown>) {
  return documentedAs(
    z
      .preprocess(
        (value) => (value === null ? (nulls === 'kept' ? null : undefined) : isPlainObject(value) && isEmptyAddress(value) ? null : value),
        wireObject(
          { line1: addressText(), line2: addressText(), city: addressText(), state: addressText(), post_code: addressText(), country: addressText() },
          'must be an object with line1, line2, city, state, post_code and country',
          { unknownFields: 'is not a field of an address' },
        )
          .nullable()
          .optional(),
      )
      .optional(),
    json,
  );
}

/**
 * An optional address field of a declared body (shape.ts), read as an address field: null
 * when nothing is in it (whatever else it carries), absent when left out or null. Documented as
 * the Address component.
 */
export const addressField = addressOf('absent', { $ref: '#/components/schemas/Address' });

/** The same, where null is a value of its own (a PATCH that clears the address). */
export const clearableAddressField = addressOf('kept', { oneOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] });
