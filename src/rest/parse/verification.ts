/**
 * A verification submission (POST /customer/{id}/verification/personal|company) → the domain's
 * VerificationInput: `{"account": {first_name, …}, "documents": [{type, file_name, content_type,
 * content}]}` with `content` the file in base64. JSON only: multipart/form-data is a body any
 * web page can make a browser send, and the API refuses such writes (docs/security.md).
 *
 * Problems answer in V4CustomerKYCValidationResponse: `errors.account` and `errors.documents`,
 * each a list of messages starting with the field they are about (verificationValidationResponse).
 */
import type { VerificationInput } from '../../domain/verification/input.js';
import { ValidationError, flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import * as z from 'zod';
import { companyDocumentTypes, documentMediaTypes, personalDocumentTypes } from '../../domain/verification/documents.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { fail, ok, type Read } from './json.js';
import { documentedRequired, optional, readBody, text, wireObject, wireValue, type JsonSchema } from './shape.js';
import { submit, type DomainStep, type Parsed } from './submit.js';

export const verificationAccountWireFields = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'company_name', 'registration_number', 'country'] as const;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 (line breaks allowed, as many encoders wrap at 76), or null when it is not. */
function decodeBase64(text: string): Uint8Array | null {
  const compact = text.replace(/[\r\n]/g, '');
  if (!base64Pattern.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

const nullableText = (json: JsonSchema = {}) => text('must be a string', { type: ['string', 'null'], ...json }, 'kept');
/** A string or null, documented by `json` alone (a closed list the domain checks). */
const nullableChoice = (json: JsonSchema) => wireValue((value): Read<string> => (typeof value === 'string' ? ok(value) : fail('must be a string')), json, 'kept');

const account = wireObject(
  Object.fromEntries(verificationAccountWireFields.map((name) => [name, nullableText()])) as Record<
    (typeof verificationAccountWireFields)[number],
    ReturnType<typeof nullableText>
  >,
  'must be an object',
  { unknownFields: notSettableMessage },
);

/** The file in base64 (line breaks allowed), read into its bytes. */
const content = wireValue(
  (value): Read<Uint8Array> => {
    if (typeof value !== 'string') return fail('must be the file in base64, as a string');
    const bytes = decodeBase64(value);
    return bytes === null ? fail('must be the file in base64') : ok(bytes);
  },
  { type: 'string', contentEncoding: 'base64', description: 'The file (PDF, PNG or JPEG, read from its first bytes), in base64' },
);

/** The fields of an uploaded file, as every body that carries files sends them (documents here, a dispute's evidence). */
export const fileFields = {
  file_name: nullableText(),
  content_type: nullableChoice({ enum: [...documentMediaTypes, null], description: 'Optional; it must match what the file is' }),
  content,
};

const document = documentedRequired(
  wireObject(
    {
      type: nullableChoice({
        enum: [...new Set([...personalDocumentTypes, ...companyDocumentTypes])],
        description: 'Personal: ' + personalDocumentTypes.join(', ') + '; company: ' + companyDocumentTypes.join(', '),
      }),
      ...fileFields,
    },
    'must be an object with type, file_name, content_type and content',
    { unknownFields: notSettableMessage },
  ),
  ['type', 'content'],
);

/** The JSON body of a submission (VerificationSubmission in the OpenAPI document). */
export const verificationBody = documentedRequired(
  wireObject(
    {
      account: optional(account),
      documents: optional(z.array(document, { error: 'must be a list of documents' }).meta({ minItems: 1 })),
    },
    undefined,
    { unknownFields: notSettableMessage },
  ),
  ['documents'],
  'Fields of `account` left out are taken from the customer profile.',
);

/** The JSON body. */
export function parseVerificationJson(body: unknown): Parsed<VerificationInput> {
  const object = readObjectBody(body);
  const read = readBody<VerificationInput>(verificationBody, object);
  // The account's problems, unknown fields among them, in the order the body sends its fields.
  const account = read.errors.toObject().account;
  if (account && !Array.isArray(account) && isPlainObject(object.account)) {
    const order = Object.keys(object.account);
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : -1);
    const entries = Object.entries(account).sort(([a], [b]) => rank(a) - rank(b));
    for (const [key] of entries) delete account[key];
    Object.assign(account, Object.fromEntries(entries));
  }
  return read;
}

/**
 * V4CustomerKYCValidationResponse from problems under wire paths: `account.first_name` →
 * `account: ["first_name: …"]`; `documents.0.content` → `documents: ["documents[0].content: …"]`;
 * a problem of the list as a whole has no prefix; any other key of the body is the account's.
 */
function verificationValidationResponse(errors: FieldErrors): FieldErrors {
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
