/** The verification (KYC) objects as JSON Schema, spread into the shared schemas. */
import { documentMediaTypes } from '../../domain/verification/documents.js';
import { toJsonSchema } from '../parse/shape.js';
import { verificationBody } from '../parse/verification.js';

type Schema = Record<string, unknown>;

const string: Schema = { type: 'string' };
const nullableString: Schema = { type: ['string', 'null'] };
const timestamp: Schema = { type: 'string', format: 'date-time' };
const statuses = ['not_verified', 'pending', 'verified', 'rejected'];

const document: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: string,
    status: { enum: ['submitted', 'verified', 'rejected'] },
    file_name: nullableString,
    content_type: { enum: [...documentMediaTypes] },
    size: { type: 'integer', description: 'Bytes' },
    sha256: { type: 'string', description: 'SHA-256 of the content, hex' },
    date_created: timestamp,
  },
  required: ['id', 'type', 'status'],
};

const verification: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { enum: ['personal', 'company'] },
    status: { enum: ['pending', 'verified', 'rejected'] },
    account: {
      type: 'object',
      description: 'What was declared: first_name, middle_name, last_name, date_of_birth (personal); company_name, registration_number, country (company)',
    },
    documents: { type: 'array', items: document },
    rejection_reason: nullableString,
    date_submitted: timestamp,
    date_reviewed: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'type', 'status', 'account', 'documents', 'date_submitted'],
};

const state: Schema = {
  type: 'object',
  properties: { status: { enum: statuses }, latest: { oneOf: [{ $ref: '#/components/schemas/Verification' }, { type: 'null' }] } },
  required: ['status', 'latest'],
};

export const verificationSchemas = {
  Verification: verification,
  CustomerVerifications: { type: 'object', properties: { personal: state, company: state }, required: ['personal', 'company'] },
  VerificationSubmission: toJsonSchema(verificationBody),
  V4CustomerKYCValidationResponse: {
    type: 'object',
    properties: {
      errors: {
        type: 'object',
        properties: {
          account: { type: 'array', items: string, description: 'Messages starting with the field: "first_name: is required"' },
          documents: { type: 'array', items: string, description: 'Messages starting with the document: "documents[0].content: …"; none for the list as a whole' },
        },
        additionalProperties: false,
      },
    },
    required: ['errors'],
  },
} satisfies Record<string, Schema>;
