import { builder } from '../builder.js';

const VerificationStatus = builder.objectRef<{ status: string }>('VerificationStatus').implement({
  fields: (t) => ({ status: t.exposeString('status', { description: 'verified or not_verified' }) }),
});

const Address = builder.objectRef<{
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  country: string | null;
}>('Address').implement({
  fields: (t) => ({
    line1: t.exposeString('line1', { nullable: true }),
    line2: t.exposeString('line2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postCode: t.exposeString('postCode', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-2' }),
  }),
});

export const CustomerNode = builder.prismaNode('Customer', {
  id: { field: 'id' },
  description: 'A customer account: a person or company that buys, sells, brokers or partners.',
  // Only the customer itself, for now; parties see each other through their transactions.
  authScopes: (customer) => ({ self: customer.id }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    middleName: t.exposeString('middleName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    username: t.exposeString('username', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'DateTime', nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    address: t.field({
      type: Address,
      nullable: true,
      resolve: (c) =>
        [c.addressLine1, c.addressLine2, c.addressCity, c.addressState, c.addressPostCode, c.addressCountry].every((v) => v === null)
          ? null
          : {
              line1: c.addressLine1,
              line2: c.addressLine2,
              city: c.addressCity,
              state: c.addressState,
              postCode: c.addressPostCode,
              country: c.addressCountry,
            },
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    personalVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.personalVerificationStatus }) }),
    companyVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.companyVerificationStatus }) }),
    isPartner: t.exposeBoolean('isPartner'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'Customer',
    description: 'The authenticated customer.',
    resolve: (query, _root, _args, context) =>
      context.services.prisma.customer.findUniqueOrThrow({ ...query, where: { id: context.viewer.customer.id } }),
  }),
);
