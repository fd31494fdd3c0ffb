import type PrismaTypes from '../../db/generated/pothos-types.js';
import { customerAddress, storedAddress } from '../../domain/shared/address.js';
import { accountTypeOf, emailVerified } from '../../domain/customers/read.js';
import { builder } from '../builder.js';
import { reachableCustomer } from '../node-access.js';
import { AddressType } from './address.js';

// One definition of a customer: the profile is declared once, below, and each audience's view
// is that profile plus the fields its rule grants.
// - Customer (the node): the holder, or a partner approved to act for it (type-level auth
//   scopes); holder-only lists (keys, webhooks, bank details, tax numbers) add their own `self`
//   scope where their subject declares them.
// - PartnerCustomer: a buyer, seller or broker of a partner's transactions as that partner sees
//   it (REST GET /partner/customer): the profile and the two verification statuses, never the
//   holder's lists. It is a variant of the same Prisma model; its loaders (src/domain/partners/
//   customers.ts) return only customers of the partner's transactions. It keeps its own name
//   because the contract and its clients switch on it (`__typename`, `... on PartnerCustomer`).

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
// The field builders of the node and of the variant differ in shape only where relations are
// concerned: the profile needs the builders' plain field methods.
type ProfileFieldBuilder = Pick<
  PothosSchemaTypes.PrismaObjectFieldBuilder<BuilderTypes, PrismaTypes['Customer']>,
  'expose' | 'exposeInt' | 'exposeString' | 'field'
>;

/** What every audience of a customer sees. */
function profileFields(t: ProfileFieldBuilder) {
  return {
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
      type: AddressType,
      nullable: true,
      resolve: (c) => {
        const address = customerAddress(c);
        return Object.values(address).every((value) => value === null) ? null : address;
      },
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    companyAddress: t.field({ type: AddressType, nullable: true, resolve: (c) => storedAddress(c.companyAddress) }),
  };
}

const VerificationStatus = builder.objectRef<{ status: string }>('VerificationStatus').implement({
  fields: (t) => ({ status: t.exposeString('status', { description: 'not_verified, pending (waiting for review), verified or rejected' }) }),
});

export const CustomerNode = builder.prismaNode('Customer', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => reachableCustomer(id, context),
  description: 'A customer account: a person or company that buys, sells, brokers or partners.',
  authScopes: (customer) => ({ self: customer.id, actingPartnerFor: customer.id }),
  fields: (t) => ({
    ...profileFields(t),
    shippingAddress: t.field({ type: AddressType, nullable: true, resolve: (c) => storedAddress(c.shippingAddress) }),
    accountType: t.string({ description: 'company once company details are on file, individual otherwise.', resolve: (c) => accountTypeOf(c) }),
    emailVerified: t.boolean({
      description: 'The holder has shown control of the email address (customer_email_verification.verified of the REST API).',
      resolve: (c) => emailVerified(c),
    }),
    personalVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.personalVerificationStatus }) }),
    companyVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.companyVerificationStatus }) }),
    isPartner: t.exposeBoolean('isPartner'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const PartnerCustomerType = builder.prismaObject('Customer', {
  variant: 'PartnerCustomer',
  description: "A buyer, seller or broker of the partner's transactions, as the partner sees it.",
  fields: (t) => ({
    ...profileFields(t),
    personalVerificationStatus: t.exposeString('personalVerificationStatus', { description: 'verified or not_verified' }),
    companyVerificationStatus: t.exposeString('companyVerificationStatus', { description: 'verified or not_verified' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: CustomerNode,
    nullable: false,
    description: 'The authenticated customer.',
    // Authentication already loaded the viewer's row: it is the answer. A relation of it
    // (apiKeys, webhooks, …) is read by its own field when selected (Pothos loads it by the
    // row's id), so `viewer { transactions }` costs no statement and no query planning of its
    // own: a prismaField planned the whole selection on every request to learn that.
    resolve: (_root, _args, context) => context.viewer.customer,
  }),
);
