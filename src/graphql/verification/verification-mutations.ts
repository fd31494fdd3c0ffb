import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { listVerifications, reviewVerification, submitVerification, type ReviewDecision } from '../../domain/verification/verifications.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { CustomerNode } from '../customers/customer.js';
import { decodeFiles, fileInputFields } from '../shared/files.js';
import { VerificationKindEnum, VerificationNode } from './verification.js';

const VerificationAccountInput = builder.inputType('VerificationAccountInput', {
  description: 'What the customer declares; a field left out is taken from its profile.',
  fields: (t) => ({
    firstName: t.string(),
    middleName: t.string(),
    lastName: t.string(),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD.' }),
    companyName: t.string(),
    registrationNumber: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2.' }),
  }),
});

const VerificationDocumentInput = builder.inputType('VerificationDocumentInput', {
  fields: (t) => ({
    type: t.string({
      required: true,
      description:
        'Personal: passport, drivers_license, national_id, proof_of_address; company: certificate_of_incorporation, business_registration, proof_of_address, ownership_structure.',
    }),
    ...fileInputFields(t),
  }),
});

const VerificationPayload = builder.objectRef<{ verificationId: number }>('VerificationPayload').implement({
  fields: (t) => ({
    verification: t.prismaField({
      type: 'Verification',
      resolve: (query, payload, _args, context) => context.services.prisma.verification.findUniqueOrThrow({ ...query, where: { id: payload.verificationId } }),
    }),
  }),
});

builder.mutationField('submitVerification', (t) =>
  t.field({
    type: VerificationPayload,
    description:
      'The viewer (or a customer an approved partner acts for) submits its personal or company verification with documents, for an operator to review (POST /customer/{id}/verification/{kind}).',
    args: {
      customer: t.arg.globalID({ for: [CustomerNode], description: 'Left out: the viewer.' }),
      kind: t.arg({ type: VerificationKindEnum, required: true }),
      account: t.arg({ type: VerificationAccountInput }),
      documents: t.arg({ type: [VerificationDocumentInput], required: true }),
    },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, InvalidStateError] },
    resolve: async (_root, args, context) => {
      const saved = await submitVerification(context.services, context.viewer, args.customer ? Number(args.customer.id) : 'me', args.kind, {
        account: args.account ?? undefined,
        documents: decodeFiles(args.documents, 'documents'),
      });
      return { verificationId: saved.id };
    },
  }),
);

function requireOperator(context: GraphQLContext, what: string): void {
  if (!context.viewer.customer.isOperator) throw new ForbiddenError(`Only operators may ${what}`);
}

async function review(context: GraphQLContext, verificationId: number, decision: ReviewDecision) {
  requireOperator(context, 'review verifications');
  const reviewed = await reviewVerification(context.services, { kind: 'operator', customerId: context.viewer.customer.id }, verificationId, decision);
  return { verificationId: reviewed.id };
}

builder.mutationField('approveVerification', (t) =>
  t.field({
    type: VerificationPayload,
    description: 'Operators: the pending verification is verified (the customer’s status of its kind too); party_verification_approved goes out.',
    args: { verificationId: t.arg.globalID({ required: true, for: [VerificationNode] }) },
    errors: { types: [ForbiddenError, NotFoundError, InvalidStateError, ValidationError] },
    resolve: (_root, { verificationId }, context) => review(context, Number(verificationId.id), { outcome: 'approve' }),
  }),
);

builder.mutationField('rejectVerification', (t) =>
  t.field({
    type: VerificationPayload,
    description: 'Operators: the pending verification is rejected with a reason the customer sees; party_verification_rejected goes out.',
    args: {
      verificationId: t.arg.globalID({ required: true, for: [VerificationNode] }),
      reason: t.arg.string({ required: true }),
    },
    errors: { types: [ForbiddenError, NotFoundError, InvalidStateError, ValidationError] },
    resolve: (_root, { verificationId, reason }, context) => review(context, Number(verificationId.id), { outcome: 'reject', reason }),
  }),
);

const VerificationStatusFilter = builder.enumType('VerificationReviewStatus', { values: ['pending', 'verified', 'rejected'] as const });

const VerificationList = builder.objectRef<{ ids: number[] }>('VerificationList').implement({
  fields: (t) => ({
    verifications: t.prismaField({
      type: ['Verification'],
      resolve: (query, list, _args, context) =>
        context.services.prisma.verification.findMany({ ...query, where: { id: { in: list.ids } }, orderBy: { id: 'desc' } }),
    }),
  }),
});

builder.queryField('verificationsToReview', (t) =>
  t.field({
    type: VerificationList,
    description: 'Operators: verification submissions, newest first (pending by default), as `heldfunds verification list` shows them.',
    args: {
      status: t.arg({ type: VerificationStatusFilter, defaultValue: 'pending' }),
      first: t.arg.int({ defaultValue: 20, description: 'At most 100.' }),
      before: t.arg.int({ description: 'The databaseId after which the next page starts.' }),
    },
    errors: { types: [ForbiddenError, ValidationError] },
    resolve: async (_root, args, context) => {
      requireOperator(context, 'list verifications');
      const limit = args.first ?? 20;
      if (limit < 1 || limit > 100) throw new ValidationError({ first: ['must be from 1 to 100'] });
      const found = await listVerifications(context.services, { status: args.status ?? 'pending', limit, beforeId: args.before ?? undefined });
      return { ids: found.map((verification) => verification.id) };
    },
  }),
);
