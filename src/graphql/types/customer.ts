import { customerAddress, storedAddress } from '../../domain/customers/address.js';
import { accountTypeOf, electronicVerificationOf, emailVerified, type ElectronicVerification } from '../../domain/customers/read.js';
import { builder } from '../builder.js';
import { reachableCustomer } from '../node-access.js';
import { AddressType } from './address.js';

const VerificationStatus = builder.objectRef<{ status: string }>('VerificationStatus').implement({
  fields: (t) => ({ status: t.exposeString('status', { description: 'verified or not_verified' }) }),
});

const ElectronicVerificationType = builder.objectRef<ElectronicVerification>('ElectronicVerification').implement({
  description: 'Whether the customer may verify its identity electronically (electronic_verification of the REST API).',
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    documentsSupported: t.exposeStringList('documentsSupported', { description: 'The identity documents electronic verification accepts.' }),
  }),
});

export const CustomerNode = builder.prismaNode('Customer', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => reachableCustomer(id, context),
  description: 'A customer account: a person or company that buys, sells, brokers or partners.',
  // The customer itself, or a partner approved to act for it (the REST API's access rules);
  // holder-only fields (keys, webhooks, bank details, tax numbers) add their own `self` scope.
  authScopes: (customer) => ({ self: customer.id, actingPartnerFor: customer.id }),
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
      type: AddressType,
      nullable: true,
      resolve: (c) => {
        const address = customerAddress(c);
        return Object.values(address).every((value) => value === null) ? null : address;
      },
    }),
    shippingAddress: t.field({ type: AddressType, nullable: true, resolve: (c) => storedAddress(c.shippingAddress) }),
    accountType: t.string({ description: 'company once company details are on file, individual otherwise.', resolve: (c) => accountTypeOf(c) }),
    emailVerified: t.boolean({
      description: 'The holder has shown control of the email address (customer_email_verification.verified of the REST API).',
      resolve: (c) => emailVerified(c),
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    companyAddress: t.field({ type: AddressType, nullable: true, resolve: (c) => storedAddress(c.companyAddress) }),
    personalVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.personalVerificationStatus }) }),
    companyVerification: t.field({ type: VerificationStatus, resolve: (c) => ({ status: c.companyVerificationStatus }) }),
    electronicVerification: t.field({ type: ElectronicVerificationType, resolve: (c) => electronicVerificationOf(c) }),
    isPartner: t.exposeBoolean('isPartner'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'Customer',
    description: 'The authenticated customer.',
    resolve: (query, _root, _args, context) => context.services.prisma.customer.findUniqueOrThrow({ ...query, where: { id: context.viewer.customer.id } }),
  }),
);
