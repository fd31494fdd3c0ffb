import type { CustomerVerifications, VerificationRecord, VerificationState } from '../../domain/verification/verifications.js';
import type { VerificationDetails } from '../../domain/verification/input.js';

const accountWireNames: Record<keyof VerificationDetails, string> = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  companyName: 'company_name',
  registrationNumber: 'registration_number',
  country: 'country',
};

/** What the customer declared, under wire names (only the fields of the verification's kind). */
function serializeAccount(details: unknown) {
  const declared = (details ?? {}) as VerificationDetails;
  return Object.fromEntries(
    Object.entries(accountWireNames)
      .filter(([key]) => key in declared)
      .map(([key, wire]) => [wire, declared[key as keyof VerificationDetails] ?? null]),
  );
}

/** A submission and its documents' records (never their content). */
export function serializeVerification(verification: VerificationRecord) {
  return {
    id: verification.id,
    type: verification.kind,
    status: verification.status,
    account: serializeAccount(verification.details),
    documents: verification.documents.map((document) => ({
      id: document.id,
      type: document.type,
      status: document.status,
      file_name: document.fileName,
      content_type: document.contentType,
      size: document.size,
      sha256: document.sha256,
      date_created: document.createdAt.toISOString(),
    })),
    rejection_reason: verification.rejectionReason,
    date_submitted: verification.createdAt.toISOString(),
    date_reviewed: verification.reviewedAt?.toISOString() ?? null,
  };
}

function serializeState(state: VerificationState) {
  return { status: state.status, latest: state.latest ? serializeVerification(state.latest) : null };
}

/** GET /customer/{id}/verification. */
export function serializeCustomerVerifications(verifications: CustomerVerifications) {
  return { personal: serializeState(verifications.personal), company: serializeState(verifications.company) };
}
