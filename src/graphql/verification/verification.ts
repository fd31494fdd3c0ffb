import type { Customer } from '../../db/generated/client.js';
import { reachableVerificationsWhere } from '../../domain/verification/access.js';
import { electronicVerification } from '../../domain/verification/electronic.js';
import type { VerificationDetails } from '../../domain/verification/input.js';
import { customerVerificationRequired } from '../../domain/verification/verifications.js';
import { builder } from '../builder.js';

// Customer verification (KYC) in GraphQL: the Verification node, the document fields a
// reviewer needs, and the Customer's verification fields (docs/decisions.md "Verification").

export const VerificationKindEnum = builder.enumType('VerificationKind', {
  description: 'personal: the person’s identity; company: the company the customer declares.',
  values: ['personal', 'company'] as const,
});

const VerificationAccount = builder.objectRef<VerificationDetails>('VerificationAccount').implement({
  description: 'What the customer declared with a verification (the fields of its kind; the others are null).',
  fields: (t) => ({
    firstName: t.string({ nullable: true, resolve: (d) => d.firstName ?? null }),
    middleName: t.string({ nullable: true, resolve: (d) => d.middleName ?? null }),
    lastName: t.string({ nullable: true, resolve: (d) => d.lastName ?? null }),
    dateOfBirth: t.string({ nullable: true, description: 'YYYY-MM-DD.', resolve: (d) => d.dateOfBirth ?? null }),
    companyName: t.string({ nullable: true, resolve: (d) => d.companyName ?? null }),
    registrationNumber: t.string({ nullable: true, resolve: (d) => d.registrationNumber ?? null }),
    country: t.string({ nullable: true, description: 'ISO 3166-1 alpha-2: where the company is registered.', resolve: (d) => d.country ?? null }),
  }),
});

export const VerificationNode = builder.prismaNode('Verification', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id: Number(id), AND: [reachableVerificationsWhere(context.viewer)] }),
  description: 'A personal or company verification (KYC) a customer submitted, and its review.',
  authScopes: (verification) => ({ operator: true, self: verification.customerId, actingPartnerFor: verification.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id of the REST API and the CLI.' }),
    kind: t.field({ type: VerificationKindEnum, resolve: (v) => v.kind as 'personal' | 'company' }),
    status: t.exposeString('status', { description: 'pending, verified or rejected.' }),
    account: t.field({ type: VerificationAccount, resolve: (v) => (v.details ?? {}) as VerificationDetails }),
    documents: t.relation('documents', { query: { orderBy: { id: 'asc' } } }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    submittedAt: t.expose('createdAt', { type: 'DateTime' }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    // The reviewer's view of whose it is (operators do not reach the Customer node itself).
    customerDatabaseId: t.exposeInt('customerId'),
    customerEmail: t.string({ select: { customer: { select: { email: true } } }, resolve: (v) => v.customer.email }),
  }),
});

builder.prismaObjectFields('IdentificationDocument', (t) => ({
  contentType: t.exposeString('contentType', { nullable: true, description: 'application/pdf, image/png or image/jpeg: read from the file, not declared.' }),
  size: t.exposeInt('size', { nullable: true, description: 'Bytes.' }),
  sha256: t.exposeString('sha256', { nullable: true, description: 'SHA-256 of the content, hex.' }),
  contentBase64: t.string({
    nullable: true,
    description: 'Operators reviewing the verification: the file itself, in base64.',
    authScopes: { operator: true },
    select: { content: true },
    resolve: (document) => (document.content ? Buffer.from(document.content).toString('base64') : null),
  }),
}));

const ElectronicVerification = builder.objectRef<{ available: boolean; documentsSupported: string[] }>('ElectronicVerification').implement({
  description: 'Verification read electronically from a document (electronic_verification of the REST API): what the operator configured.',
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    documentsSupported: t.exposeStringList('documentsSupported'),
  }),
});

builder.prismaObjectFields('Customer', (t) => ({
  verifications: t.relation('verifications', {
    description: 'The customer’s verification submissions, newest first (at most 20).',
    query: { orderBy: { id: 'desc' }, take: 20 },
    authScopes: (customer) => ({ self: customer.id, actingPartnerFor: customer.id }),
  }),
  electronicVerification: t.field({
    type: ElectronicVerification,
    resolve: (_customer, _args, context) => electronicVerification(context.services.config.verification),
  }),
  verificationRequired: t.boolean({
    description: 'An open transaction asks the customer to verify and it has not (REST: verification.not_required is its opposite).',
    resolve: (customer, _args, context) => customerVerificationRequired(context.services, customer as Customer),
  }),
}));
