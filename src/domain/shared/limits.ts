/**
 * The size limits of every input the service takes, in one table: how long a text may be and
 * how many entries a list may have, by the domain's field name. Both faces (and the CLI) reach
 * the domain with typed inputs named alike, so one walk of an input checks every field of it,
 * whatever route or mutation it came by. Refusing oversized input here, before any parsing,
 * arithmetic or database work, keeps one request from costing the service more than a request
 * should; refusing NUL characters and unpaired surrogates keeps text storable (PostgreSQL
 * refuses NUL in text) and unchanged (an unpaired surrogate would be stored as U+FFFD).
 * docs/security.md and docs/validation.md list these limits.
 */
import { ValidationError, type FieldErrors } from './errors.js';
import { ErrorReport, type ErrorScope } from './field-errors.js';

/** Characters a text field may have when the table below does not name it. */
const DEFAULT_TEXT_LENGTH = 1000;

/** Characters (Unicode code points) per text field, by field name. */
const textLengthLimits: Readonly<Record<string, number>> = {
  // Free text
  description: 10_000,
  instructions: 2000,
  reason: 2000,
  rejectionReason: 2000,
  cancellationReason: 2000,
  returnRejectionReason: 2000,
  title: 500,
  // Names
  name: 200,
  firstName: 100,
  middleName: 100,
  lastName: 100,
  displayName: 100,
  username: 64,
  phoneNumber: 32,
  companyName: 200,
  accountName: 200,
  bankName: 200,
  make: 100,
  model: 100,
  carrier: 255,
  carrierContact: 255,
  trackingId: 255,
  // People, named by email (or `me`)
  email: 254,
  customer: 254,
  payerCustomer: 254,
  beneficiaryCustomer: 254,
  asCustomer: 254,
  payerEmail: 254,
  // Addresses
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postCode: 20,
  country: 100,
  // Links
  url: 2048,
  returnUrl: 2048,
  merchantUrl: 2048,
  imageUrl: 2048,
  // Identifiers
  reference: 256,
  wireReference: 256,
  externalReference: 256,
  password: 1024,
};

/** Entries a list may have when the table below does not name it. */
const DEFAULT_LIST_LENGTH = 100;

/** Entries per list, by field name. */
const listLengthLimits: Readonly<Record<string, number>> = {
  items: 100,
  schedule: 50,
  parties: 10,
  fees: 20,
  actions: 50,
  taxNumbers: 20,
  disbursementMethods: 20,
  ids: 1000,
};

/** Fields an object may have: inputs are small records, free-form ones (extra attributes) too. */
const MAX_OBJECT_FIELDS = 100;
/** How deeply an input may nest objects and lists. */
export const MAX_INPUT_DEPTH = 16;
/** Characters an amount may be written with ("12345678901234.56" is 17): checked before any arithmetic. */
export const MAX_AMOUNT_TEXT_LENGTH = 40;

function maxTextLength(field: string): number {
  return textLengthLimits[field] ?? DEFAULT_TEXT_LENGTH;
}

function maxListLength(field: string): number {
  return listLengthLimits[field] ?? DEFAULT_LIST_LENGTH;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored as sent, or null: NUL characters and unpaired surrogates. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (loneSurrogate.test(text)) return 'must not contain unpaired surrogate characters';
  return null;
}

/** A text's problem under `field`'s limit, or null. Counted in code points, as PostgreSQL counts. */
export function textProblem(field: string, text: string): string | null {
  const unsafe = unsafeTextProblem(text);
  if (unsafe) return unsafe;
  const max = maxTextLength(field);
  // Code points never outnumber UTF-16 units: the count is needed only past the limit.
  if (text.length > max && codePointCount(text, max) > max) return `must be at most ${max} characters long`;
  return null;
}

function codePointCount(text: string, stopAfter: number): number {
  let count = 0;
  for (const _ of text) if (++count > stopAfter) break;
  return count;
}

/**
 * Every size problem of an input, by domain path: texts too long or unsafe, lists with too many
 * entries (at `<list>.all`, entries then left unread), objects too wide or too deep. Null when
 * none. Values other than plain objects, lists and strings (numbers, bigint amounts, dates) are
 * left to the operation's own rules.
 */
export function inputLimitProblems(input: unknown): FieldErrors | null {
  const report = new ErrorReport();
  walk(input, report.at(), 'all', 0);
  return report.hasErrors ? report.toObject() : null;
}

/** The same problems, added to `errors`; whether there were any. */
export function reportInputLimits(input: unknown, errors: ErrorScope): boolean {
  const problems = inputLimitProblems(input);
  if (problems) addAll(errors, problems);
  return problems !== null;
}

/** Refuses an input with size problems (ValidationError, by domain path). */
export function assertWithinLimits(input: unknown): void {
  const problems = inputLimitProblems(input);
  if (problems) throw new ValidationError(problems);
}

/**
 * Adds size problems to a report of an operation's own rules, where those said nothing about
 * the field: one answer lists every problem, and a field's own rule speaks for it first.
 */
export function addUnreportedLimits(report: ErrorReport, problems: FieldErrors): void {
  const walkTree = (path: string[], node: FieldErrors, reported: FieldErrors | string[] | undefined) => {
    for (const [field, value] of Object.entries(node)) {
      const existing = reported === undefined || Array.isArray(reported) ? undefined : reported[field];
      if (Array.isArray(value)) {
        if (existing === undefined) for (const message of value) report.at(...path).add(field, message);
      } else if (!Array.isArray(existing)) walkTree([...path, field], value, existing);
    }
  };
  walkTree([], problems, report.toObject());
}

function addAll(errors: ErrorScope, problems: FieldErrors): void {
  for (const [field, value] of Object.entries(problems)) {
    if (Array.isArray(value)) for (const message of value) errors.add(field, message);
    else addAll(errors.at(field), value);
  }
}

function walk(value: unknown, parent: ErrorScope, field: string, depth: number): void {
  if (typeof value === 'string') {
    const problem = textProblem(field, value);
    if (problem) parent.add(field, problem);
    return;
  }
  if (depth >= MAX_INPUT_DEPTH && (Array.isArray(value) || isRecord(value))) {
    parent.add(field, 'is nested too deeply');
    return;
  }
  if (Array.isArray(value)) {
    const scope = parent.at(field);
    const max = maxListLength(field);
    if (value.length > max) {
      scope.add('all', `must have at most ${max} entries`);
      return;
    }
    // A list's entries are named by their parent's field (`items.0`), so strings in a list of
    // strings take the list's limit.
    value.forEach((entry, index) => {
      if (typeof entry === 'string') {
        const problem = textProblem(field, entry);
        if (problem) scope.add(index, problem);
      } else walk(entry, scope, String(index), depth + 1);
    });
    return;
  }
  if (!isRecord(value)) return;
  const scope = depth === 0 ? parent : parent.at(field);
  const keys = Object.keys(value);
  if (keys.length > MAX_OBJECT_FIELDS) {
    scope.add('all', `must have at most ${MAX_OBJECT_FIELDS} fields`);
    return;
  }
  for (const key of keys) {
    const keyProblem = unsafeTextProblem(key);
    if (keyProblem) scope.add('all', `field names ${keyProblem}`);
    else walk(value[key], scope, key, depth + 1);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
