/**
 * A verification submission in domain terms, and its checks: what the customer declares
 * (`account`) and its documents (bytes, already decoded by the face that received them).
 * Problems are reported by domain path: `account.firstName`, `documents.0.content`,
 * `documents.all`.
 */
import { readCountryCode } from '../shared/countries.js';
import type { FieldErrors } from '../shared/errors.js';
import { ErrorReport, type ErrorScope } from '../shared/field-errors.js';
import { unsafeTextProblem } from '../shared/limits.js';
import { companyDocumentTypes, personalDocumentTypes } from './documents.js';
import { checkFile, checkFiles, type CheckedFile, type FileInput, type FileLimits } from './files.js';
import type { VerificationKind } from './rules.js';

interface VerificationAccountInput {
  /** Personal verification. */
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  /** Company verification. */
  companyName?: string | null;
  registrationNumber?: string | null;
  /** ISO 3166-1 alpha-2: where the company is registered. */
  country?: string | null;
}

interface VerificationDocumentInput extends FileInput {
  /** One of the document types of the verification's kind (passport, proof_of_address, …). */
  type?: string | null;
}

export interface VerificationInput {
  /** Fields left out are taken from the customer's profile. */
  account?: VerificationAccountInput | null;
  documents?: VerificationDocumentInput[] | null;
}

/** What the customer declared, as stored (Verification.details). */
export interface VerificationDetails {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  dateOfBirth?: string;
  companyName?: string;
  registrationNumber?: string | null;
  country?: string;
}

interface CheckedDocument extends CheckedFile {
  type: string;
}

const personalFields = ['firstName', 'middleName', 'lastName', 'dateOfBirth'] as const;
const companyFields = ['companyName', 'registrationNumber', 'country'] as const;

function documentTypesOf(kind: VerificationKind): readonly string[] {
  return kind === 'personal' ? personalDocumentTypes : companyDocumentTypes;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function checkText(errors: ErrorScope, field: string, value: string | null, max: number, required: boolean): string | null {
  if (value === null) {
    if (required) errors.add(field, 'is required');
    return null;
  }
  const unsafe = unsafeTextProblem(value);
  if (unsafe) errors.add(field, unsafe);
  else if ([...value].length > max) errors.add(field, `must be at most ${max} characters long`);
  return value;
}

function checkDate(errors: ErrorScope, value: string | null, now: Date): string | null {
  if (value === null) {
    errors.add('dateOfBirth', 'is required');
    return null;
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const date = day ? new Date(`${day}T00:00:00.000Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) errors.add('dateOfBirth', 'must be a date such as 1990-05-17');
  else if (date.getUTCFullYear() < 1900 || date.getTime() >= now.getTime()) errors.add('dateOfBirth', 'must be a date in the past, after 1900');
  return value;
}

/** The declared account of `kind`, with what the input leaves out taken from `profile`. */
function checkAccount(kind: VerificationKind, input: VerificationAccountInput, profile: VerificationDetails, errors: ErrorScope, now: Date): VerificationDetails {
  const other = kind === 'personal' ? companyFields : personalFields;
  for (const field of other) if (text(input[field]) !== null) errors.add(field, `is not part of a ${kind} verification`);
  const pick = (field: keyof VerificationAccountInput) => (input[field] === undefined ? (profile[field] ?? null) : text(input[field]));
  if (kind === 'personal') {
    return {
      firstName: checkText(errors, 'firstName', pick('firstName'), 100, true) ?? '',
      middleName: checkText(errors, 'middleName', pick('middleName'), 100, false),
      lastName: checkText(errors, 'lastName', pick('lastName'), 100, true) ?? '',
      dateOfBirth: checkDate(errors, pick('dateOfBirth'), now) ?? '',
    };
  }
  const companyName = checkText(errors, 'companyName', pick('companyName'), 200, true) ?? '';
  const registrationNumber = checkText(errors, 'registrationNumber', pick('registrationNumber'), 64, false);
  const countryText = pick('country');
  let country = '';
  if (countryText === null) errors.add('country', 'is required');
  else {
    const code = readCountryCode(countryText);
    if (code === null) errors.add('country', 'must be an ISO 3166-1 alpha-2 country code, such as US');
    else country = code;
  }
  return { companyName, registrationNumber, country };
}

function checkDocument(kind: VerificationKind, input: VerificationDocumentInput, limits: FileLimits, errors: ErrorScope): CheckedDocument | null {
  const allowed = documentTypesOf(kind);
  const type = text(input.type);
  if (type === null) errors.add('type', 'is required');
  else if (!allowed.includes(type)) errors.add('type', `must be one of ${allowed.join(', ')}`);
  const file = checkFile(input, limits, errors, 'document');
  return type === null || file === null || errors.hasErrors ? null : { type, ...file };
}

export type CheckedVerification = { ok: true; details: VerificationDetails; documents: CheckedDocument[] } | { ok: false; errors: FieldErrors };

/** Checks a submission of `kind`; every problem at once, by domain path. */
export function checkVerification(
  kind: VerificationKind,
  input: VerificationInput,
  profile: VerificationDetails,
  limits: FileLimits,
  now: Date,
): CheckedVerification {
  const report = new ErrorReport();
  const details = checkAccount(kind, input.account ?? {}, profile, report.at('account'), now);
  const documents: CheckedDocument[] = [];
  const list = input.documents ?? [];
  const listErrors = report.at('documents');
  if (list.length === 0) listErrors.add('all', `must carry at least one document (${documentTypesOf(kind).join(', ')})`);
  else {
    const words = { plural: 'documents', whole: 'one submission' };
    documents.push(...checkFiles(list, limits, listErrors, words, (entry, scope) => checkDocument(kind, entry, limits, scope)));
  }
  return report.hasErrors ? { ok: false, errors: report.toObject() } : { ok: true, details, documents };
}
