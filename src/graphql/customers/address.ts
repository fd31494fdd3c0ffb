import type { Address } from '../../domain/shared/address.js';
import { builder } from '../builder.js';

export const AddressType = builder.objectRef<Address>('Address').implement({
  fields: (t) => ({
    line1: t.exposeString('line1', { nullable: true }),
    line2: t.exposeString('line2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postCode: t.exposeString('postCode', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2' }),
  }),
});
