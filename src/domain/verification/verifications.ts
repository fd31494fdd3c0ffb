/**
 * Customer verification (KYC): a customer (or an approved partner acting for it) submits its
 * personal or company verification with documents; an operator approves or rejects it. The
 * customer's status of that kind moves not_verified / rejected → pending → verified / rejected;
 * each move writes the party_verification_* events of the customer's open transactions in the
 * same database transaction (docs/decisions.md "Verification").
 */
import type { Customer, IdentificationDocument, Prisma, Verification } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { customerAccess, type CustomerRef } from '../access/customers.js';
import { writeTransaction } from '../idempotency/records.js';
import type { Services } from '../services.js';
import { storedAddress } from '../shared/address.js';
import { InvalidStateError, NotFoundError, ValidationError } from '../shared/errors.js';
import { unsafeTextProblem } from '../shared/limits.js';
import { writeVerificationEvents, type VerificationEventName } from './events.js';
import { checkVerification, type VerificationDetails, type VerificationInput } from './input.js';
import { customerVerified, partiesRequiringVerificationWhere, type VerificationKind, type VerificationStatus } from './rules.js';

/** A document's record without its content: what every reader but the reviewing operator gets. */
type DocumentRecord = Omit<IdentificationDocument, 'content'>;
export type VerificationRecord = Verification & { documents: DocumentRecord[] };

/** Every column but the file itself. */
const documentWithoutContent = { content: true } as const satisfies Prisma.IdentificationDocumentOmit;
const withDocuments = { documents: { orderBy: { id: 'asc' }, omit: documentWithoutContent } } satisfies Prisma.VerificationInclude;

const statusField = { personal: 'personalVerificationStatus', company: 'companyVerificationStatus' } as const;

/** What the customer's profile already says, used where a submission leaves a field out. */
function profileDetails(customer: Customer): VerificationDetails {
  const company = storedAddress(customer.companyAddress);
  return {
    firstName: customer.firstName ?? undefined,
    middleName: customer.middleName,
    lastName: customer.lastName ?? undefined,
    dateOfBirth: customer.dateOfBirth?.toISOString().slice(0, 10),
    companyName: customer.companyName ?? undefined,
    country: company?.country ?? customer.addressCountry ?? undefined,
  };
}

/** The problems of a submission by domain path, or null (for REST's one answer with every problem). */
export async function verificationProblems(services: Services, viewer: Viewer, ref: CustomerRef, kind: VerificationKind, input: VerificationInput) {
  const access = await customerAccess(services.prisma, viewer, ref);
  const customer = await services.prisma.customer.findUniqueOrThrow({ where: { id: access.customerId } });
  const checked = checkVerification(kind, input, profileDetails(customer), services.config.verification, services.clock.now());
  return checked.ok ? null : checked.errors;
}

/**
 * POST /customer/{id}/verification/{kind}: stores the submission and its documents, sets the
 * customer's status of that kind to pending and writes party_verification_submitted. Refused
 * (409) while one is pending or once verified; nothing is stored when anything is refused.
 */
export async function submitVerification(
  services: Services,
  viewer: Viewer,
  ref: CustomerRef,
  kind: VerificationKind,
  input: VerificationInput,
): Promise<VerificationRecord> {
  const access = await customerAccess(services.prisma, viewer, ref);
  const customer = await services.prisma.customer.findUniqueOrThrow({ where: { id: access.customerId } });
  const now = services.clock.now();
  const checked = checkVerification(kind, input, profileDetails(customer), services.config.verification, now);
  if (!checked.ok) throw new ValidationError(checked.errors);
  const field = statusField[kind];
  const { saved, written } = await writeTransaction(services, async (tx) => {
    // The status decides under the row's own guard: of two submissions at once, one wins.
    const moved = await tx.customer.updateMany({ where: { id: customer.id, [field]: { in: ['not_verified', 'rejected'] } }, data: { [field]: 'pending' } });
    if (moved.count !== 1) {
      const current = await tx.customer.findUniqueOrThrow({
        where: { id: customer.id },
        select: { personalVerificationStatus: true, companyVerificationStatus: true },
      });
      throw new InvalidStateError(
        current[field] === 'verified' ? `The ${kind} verification is already verified` : `A ${kind} verification is already waiting for review`,
      );
    }
    const verification = await tx.verification.create({
      data: {
        customerId: customer.id,
        kind,
        status: 'pending',
        details: { ...checked.details },
        createdAt: now,
        documents: {
          create: checked.documents.map((document) => ({
            customerId: customer.id,
            type: document.type,
            status: 'submitted',
            fileName: document.fileName,
            contentType: document.contentType,
            size: document.size,
            sha256: document.sha256,
            content: document.content,
            createdAt: now,
          })),
        },
      },
      include: withDocuments,
    });
    const events = await writeVerificationEvents(tx, 'party_verification_submitted', { customerId: customer.id, kind, actorId: viewer.customer.id, at: now });
    return { saved: verification, written: events };
  });
  services.outbox.changed(written);
  services.log.info({ customerId: customer.id, verificationId: saved.id, kind, documents: saved.documents.length }, 'verification submitted');
  return saved;
}

/** Who reviews: an operator signed in (GraphQL), or the service itself (the CLI, run by an operator at the console). */
export type Reviewer = { kind: 'operator'; customerId: number } | { kind: 'service' };

export type ReviewDecision = { outcome: 'approve' } | { outcome: 'reject'; reason: string };

const maxReasonLength = 500;

/** Approves or rejects a pending verification: its status, its documents', the customer's, and the events. */
export async function reviewVerification(services: Services, reviewer: Reviewer, verificationId: number, decision: ReviewDecision): Promise<VerificationRecord> {
  let reason: string | null = null;
  if (decision.outcome === 'reject') {
    reason = decision.reason.trim();
    const problem =
      reason === ''
        ? 'is required: the customer is told why'
        : (unsafeTextProblem(reason) ?? ([...reason].length > maxReasonLength ? `must be at most ${maxReasonLength} characters long` : null));
    if (problem) throw new ValidationError({ reason: [problem] });
  }
  const status: VerificationStatus = decision.outcome === 'approve' ? 'verified' : 'rejected';
  const now = services.clock.now();
  const reviewedById = reviewer.kind === 'operator' ? reviewer.customerId : null;
  const { reviewed, written } = await writeTransaction(services, async (tx) => {
    const moved = await tx.verification.updateMany({
      where: { id: verificationId, status: 'pending' },
      data: { status, rejectionReason: reason, reviewedById, reviewedAt: now },
    });
    if (moved.count !== 1) {
      const existing = await tx.verification.findUnique({ where: { id: verificationId }, select: { status: true } });
      if (!existing) throw new NotFoundError('Verification not found');
      throw new InvalidStateError(`The verification is not waiting for review: it is ${existing.status}`);
    }
    const verification = await tx.verification.findUniqueOrThrow({ where: { id: verificationId }, include: withDocuments });
    const kind = verification.kind as VerificationKind;
    await tx.customer.update({ where: { id: verification.customerId }, data: { [statusField[kind]]: status } });
    await tx.identificationDocument.updateMany({ where: { verificationId }, data: { status } });
    const event: VerificationEventName = status === 'verified' ? 'party_verification_approved' : 'party_verification_rejected';
    const events = await writeVerificationEvents(tx, event, { customerId: verification.customerId, kind, actorId: reviewedById, at: now });
    return { reviewed: { ...verification, documents: verification.documents.map((document) => ({ ...document, status })) }, written: events };
  });
  services.outbox.changed(written);
  services.log.info({ verificationId, status, reviewedById }, 'verification reviewed');
  return reviewed;
}

export interface VerificationState {
  status: VerificationStatus;
  /** The newest submission of the kind, or null when none was made. */
  latest: VerificationRecord | null;
}

export interface CustomerVerifications {
  customerId: number;
  personal: VerificationState;
  company: VerificationState;
}

/** GET /customer/{id}/verification: each kind's status and newest submission (records, never content). */
export async function customerVerifications(services: Services, viewer: Viewer, ref: CustomerRef): Promise<CustomerVerifications> {
  const access = await customerAccess(services.prisma, viewer, ref);
  return loadCustomerVerifications(services.prisma, access.customerId);
}

async function loadCustomerVerifications(db: Pick<Prisma.TransactionClient, 'customer' | 'verification'>, customerId: number): Promise<CustomerVerifications> {
  const customer = await db.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: {
      personalVerificationStatus: true,
      companyVerificationStatus: true,
      verifications: { orderBy: { id: 'desc' }, include: withDocuments, take: 20 },
    },
  });
  const latest = (kind: VerificationKind) => customer.verifications.find((verification) => verification.kind === kind) ?? null;
  return {
    customerId,
    personal: { status: customer.personalVerificationStatus as VerificationStatus, latest: latest('personal') },
    company: { status: customer.companyVerificationStatus as VerificationStatus, latest: latest('company') },
  };
}

export interface VerificationListFilter {
  status?: 'pending' | 'verified' | 'rejected';
  customerId?: number;
  /** Newest first; the page after this id. */
  beforeId?: number;
  limit: number;
}

/** For operators: submissions, newest first, with their documents' records. */
export async function listVerifications(services: Services, filter: VerificationListFilter): Promise<(VerificationRecord & { customer: { email: string } })[]> {
  return services.prisma.verification.findMany({
    where: {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.customerId !== undefined ? { customerId: filter.customerId } : {}),
      ...(filter.beforeId !== undefined ? { id: { lt: filter.beforeId } } : {}),
    },
    orderBy: { id: 'desc' },
    take: filter.limit,
    include: { ...withDocuments, customer: { select: { email: true } } },
  });
}

/** For the reviewing operator: one submission, with the files themselves when asked. */
export async function getVerificationForReview(services: Services, verificationId: number, withContent: boolean) {
  const verification = await services.prisma.verification.findUnique({
    where: { id: verificationId },
    include: { documents: { orderBy: { id: 'asc' }, omit: { content: !withContent } }, customer: { select: { email: true } } },
  });
  if (!verification) throw new NotFoundError('Verification not found');
  return verification;
}

/** Customer.verificationRequired (REST: `verification.not_required` inverted): an open transaction asks it to verify and it has not. */
export async function customerVerificationRequired(services: Services, customer: Customer): Promise<boolean> {
  if (customerVerified(customer)) return false;
  const where = partiesRequiringVerificationWhere(services.config.verification);
  if (where === null) return false;
  return (await services.prisma.party.findFirst({ where: { ...where, customerId: customer.id }, select: { id: true } })) !== null;
}
