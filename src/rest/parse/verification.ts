/**
 * A verification submission (POST /customer/{id}/verification/personal|company) → the domain's
 * VerificationInput: `{"account": {first_name, …}, "documents": [{type, file_name, content_type,
 * content}]}` with `content` the file in base64. JSON only: multipart/form-data is a body any
 * web page can make a browser send, and the API refuses such writes (docs/security.md).
 *
 * Problems answer in V4CustomerKYCValidationResponse: `errors.account` and `errors.documents`,
 * each a list of messages starting with the field they are about (verificationValidationResponse).
 */
import type { VerificationAccountInput, VerificationDocumentInput, VerificationInput } from '../../domain/verification/input.js';
import { ValidationError, flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import { ErrorReport, type ErrorScope } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { readObjectBody } from './body.js';
import { field, readString } from './json.js';
import { parsed, submit, type DomainStep, type Parsed } from './submit.js';

export const verificationAccountWireFields = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'company_name', 'registration_number', 'country'] as const;
export const verificationDocumentWireFields = ['type', 'file_name', 'content_type', 'content'] as const;

const accountKeys: Record<(typeof verificationAccountWireFields)[number], keyof VerificationAccountInput> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  company_name: 'companyName',
  registration_number: 'registrationNumber',
  country: 'country',
};

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 (line breaks allowed, as many encoders wrap at 76), or null when it is not. */
export function decodeBase64(text: string): Uint8Array | null {
  const compact = text.replace(/[\r\n]/g, '');
  if (!base64Pattern.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

function readAccount(value: unknown, errors: ErrorScope): VerificationAccountInput | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) {
    errors.add('all', 'must be an object');
    return undefined;
  }
  const account: VerificationAccountInput = {};
  for (const key of Object.keys(value)) {
    const domainKey = accountKeys[key as keyof typeof accountKeys];
    if (!domainKey) errors.add(key, 'is not a field that can be set');
    else account[domainKey] = field(value, key, readString, errors, { nullable: true });
  }
  return account;
}

function readDocument(value: unknown, errors: ErrorScope): VerificationDocumentInput {
  if (!isPlainObject(value)) {
    errors.add('all', 'must be an object with type, file_name, content_type and content');
    return {};
  }
  for (const key of Object.keys(value)) if (!(verificationDocumentWireFields as readonly string[]).includes(key)) errors.add(key, 'is not a field that can be set');
  const text = (name: string) => field(value, name, readString, errors, { nullable: true });
  const document: VerificationDocumentInput = { type: text('type'), fileName: text('file_name'), contentType: text('content_type') };
  const content = value.content;
  if (content !== undefined && content !== null) {
    if (typeof content !== 'string') errors.add('content', 'must be the file in base64, as a string');
    else {
      const bytes = decodeBase64(content);
      if (bytes === null) errors.add('content', 'must be the file in base64');
      else document.content = bytes;
    }
  }
  return document;
}

/** The JSON body. */
export function parseVerificationJson(body: unknown): Parsed<VerificationInput> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const errors = report.at();
  for (const key of Object.keys(object)) if (key !== 'account' && key !== 'documents') errors.add(key, 'is not a field that can be set');
  const account = readAccount(object.account, errors.at('account'));
  let documents: VerificationDocumentInput[] | undefined;
  if (object.documents !== undefined && object.documents !== null) {
    if (!Array.isArray(object.documents)) errors.at('documents').add('all', 'must be a list of documents');
    else documents = object.documents.map((entry, index) => readDocument(entry, errors.at('documents', index)));
  }
  return parsed({ account, documents }, report);
}

/**
 * V4CustomerKYCValidationResponse from problems under wire paths: `account.first_name` →
 * `account: ["first_name: …"]`; `documents.0.content` → `documents: ["documents[0].content: …"]`;
 * a problem of the list as a whole has no prefix; any other key of the body is the account's.
 */
export function verificationValidationResponse(errors: FieldErrors): FieldErrors {
  const account: string[] = [];
  const documents: string[] = [];
  for (const { path, messages } of flattenFieldErrors(errors)) {
    const [top, ...rest] = path;
    const inner = rest.filter((segment) => segment !== 'all');
    if (top === 'documents') {
      const [index, ...fieldPath] = inner;
      const prefix = index === undefined ? '' : `documents[${index}]${fieldPath.length > 0 ? `.${fieldPath.join('.')}` : ''}: `;
      documents.push(...messages.map((message) => `${prefix}${message}`));
    } else {
      const prefix = top === 'account' ? inner.join('.') : path.filter((segment) => segment !== 'all').join('.');
      account.push(...messages.map((message) => (prefix === '' ? message : `${prefix}: ${message}`)));
    }
  }
  return { ...(account.length > 0 ? { account } : {}), ...(documents.length > 0 ? { documents } : {}) };
}

/** Runs the submission through submit(), answering its problems in the KYC shape. */
export async function submitVerificationRequest<R>(body: Parsed<VerificationInput>, step: Omit<DomainStep<VerificationInput, R>, 'renames'>): Promise<R> {
  try {
    return await submit(body, step);
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(verificationValidationResponse(error.errors), error.message);
    throw error;
  }
}
