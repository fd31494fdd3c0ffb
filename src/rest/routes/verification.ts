import { verificationBodyBytes } from '../../config.js';
import { customerVerifications, submitVerification, verificationProblems } from '../../domain/verification/verifications.js';
import type { VerificationKind } from '../../domain/verification/rules.js';
import { customerRef } from '../params.js';
import { parseVerificationJson, submitVerificationRequest } from '../parse/verification.js';
import type { Route } from '../router.js';
import { ref } from '../openapi/schemas.js';
import { serializeCustomerVerifications, serializeVerification } from '../serializers/verification.js';

// Customer verification (KYC), docs/decisions.md "Verification". `me`, or the id of a customer
// an approved partner reaches (as for GET /customer/{id}).

function submissionRoute(kind: VerificationKind): Route {
  return {
    method: 'POST',
    path: `/customer/{customer_id}/verification/${kind}`,
    // Documents are larger than other bodies: this route reads up to its own limit.
    bodyLimit: (config) => verificationBodyBytes(config.verification),
    doc: {
      tag: 'Customers',
      summary: `Submit the ${kind} verification (KYC) with its documents, for an operator to review`,
      description:
        'JSON with each file in base64. Account fields left out are taken from the customer profile. ' +
        'Files: PDF, PNG or JPEG, read from their first bytes; at most VERIFICATION_MAX_FILE_BYTES each (5 MiB by default), VERIFICATION_MAX_FILES (4) and VERIFICATION_MAX_TOTAL_BYTES (10 MiB) a submission.',
      body: { schema: ref('VerificationSubmission'), required: true },
      success: { status: 201, description: 'The submission, pending review', schema: ref('Verification') },
      errors: [
        400,
        403,
        404,
        409,
        413,
        { status: 422, description: 'V4CustomerKYCValidationResponse: errors.account and errors.documents', schema: ref('V4CustomerKYCValidationResponse') },
      ],
    },
    handler: async ({ services, viewer, params, json }) => {
      const ref = customerRef(params.customer_id);
      const body = parseVerificationJson(await json());
      const saved = await submitVerificationRequest(body, {
        check: (input) => verificationProblems(services, viewer, ref, kind, input),
        run: (input) => submitVerification(services, viewer, ref, kind, input),
      });
      return { status: 201, body: serializeVerification(saved) };
    },
  };
}

export const verificationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/{customer_id}/verification',
    doc: {
      tag: 'Customers',
      summary: 'The customer’s personal and company verification: status and newest submission (records, never files)',
      success: { status: 200, description: 'Both verifications', schema: ref('CustomerVerifications') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: serializeCustomerVerifications(await customerVerifications(services, viewer, customerRef(params.customer_id))),
    }),
  },
  submissionRoute('personal'),
  submissionRoute('company'),
];
