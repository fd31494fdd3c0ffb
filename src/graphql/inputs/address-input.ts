import { builder } from '../builder.js';
import { withoutUndefined } from './wire.js';

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    line1: t.string(),
    line2: t.string(),
    city: t.string(),
    state: t.string(),
    postCode: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2, e.g. US' }),
  }),
});

export function addressToWire(input: typeof AddressInput.$inferInput | null | undefined) {
  if (input === undefined || input === null) return input;
  return withoutUndefined({
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    state: input.state,
    post_code: input.postCode,
    country: input.country,
  });
}
