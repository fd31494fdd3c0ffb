/**
 * An uploaded file, checked once for every place that takes one: a verification's documents and
 * a dispute's evidence. What a file is comes from its first bytes (detectMediaType); a declared
 * type must agree. The limits are the VERIFICATION_MAX_* settings (config.verification), the
 * one set of file limits of the service; the bytes are kept in the database beside their record.
 */
import type { VerificationConfig } from '../../config.js';
import type { ErrorScope } from '../shared/field-errors.js';
import { unsafeTextProblem } from '../shared/limits.js';
import { detectMediaType, documentMediaTypes, formatBytes, sha256Hex, type DocumentMediaType } from './documents.js';

/** A file as a face hands it over: its bytes already decoded. */
export interface FileInput {
  fileName?: string | null;
  /** The media type the client declares; it must match what the content is. */
  contentType?: string | null;
  content?: Uint8Array | null;
}

export interface CheckedFile {
  fileName: string | null;
  contentType: DocumentMediaType;
  size: number;
  sha256: string;
  content: Uint8Array<ArrayBuffer>;
}

export type FileLimits = Pick<VerificationConfig, 'maxFileBytes' | 'maxFiles' | 'maxTotalBytes'>;

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** One file's checks (fileName, content, contentType under `errors`); the checked file, or null when anything was reported there. */
export function checkFile(input: FileInput, limits: FileLimits, errors: ErrorScope, noun: string): CheckedFile | null {
  const fileName = text(input.fileName);
  if (fileName !== null) {
    const unsafe = unsafeTextProblem(fileName);
    if (unsafe) errors.add('fileName', unsafe);
    else if ([...fileName].length > 255) errors.add('fileName', 'must be at most 255 characters long');
    else if (/[/\\]/.test(fileName) || [...fileName].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
      errors.add('fileName', 'must be a file name without folders or control characters');
    }
  }
  const content = input.content ?? null;
  let detected: DocumentMediaType | null = null;
  if (content === null || content.byteLength === 0) errors.add('content', 'is required: the file itself');
  else if (content.byteLength > limits.maxFileBytes) {
    errors.add('content', `is ${content.byteLength} bytes; a ${noun} may be at most ${limits.maxFileBytes} bytes (${formatBytes(limits.maxFileBytes)})`);
  } else {
    detected = detectMediaType(content);
    if (detected === null) errors.add('content', 'must be a PDF, PNG or JPEG file (read from the file itself, not its name)');
  }
  const declared = text(input.contentType)?.toLowerCase() ?? null;
  if (declared !== null) {
    if (!(documentMediaTypes as readonly string[]).includes(declared)) errors.add('contentType', `must be one of ${documentMediaTypes.join(', ')}`);
    else if (detected !== null && declared !== detected) errors.add('contentType', `is ${declared}, but the file is ${detected}`);
  }
  if (detected === null || content === null || errors.hasErrors) return null;
  const bytes = new Uint8Array(content.byteLength);
  bytes.set(content);
  return { fileName, contentType: detected, size: bytes.byteLength, sha256: sha256Hex(bytes), content: bytes };
}

/**
 * A list of files: its count, each file (`check`, under its position), and the size of them
 * together; the list's own problems under `errors.all`. Answers what `check` accepted.
 */
export function checkFiles<T extends FileInput, R>(
  list: readonly T[],
  limits: FileLimits,
  errors: ErrorScope,
  words: { plural: string; whole: string },
  check: (entry: T, scope: ErrorScope) => R | null,
): R[] {
  if (list.length > limits.maxFiles) {
    errors.add('all', `must carry at most ${limits.maxFiles} ${words.plural}`);
    return [];
  }
  const checked: R[] = [];
  list.forEach((entry, index) => {
    const one = check(entry, errors.at(index));
    if (one !== null) checked.push(one);
  });
  const total = list.reduce((sum, entry) => sum + (entry.content?.byteLength ?? 0), 0);
  if (total > limits.maxTotalBytes) {
    errors.add('all', `are ${total} bytes together; ${words.whole} may carry at most ${limits.maxTotalBytes} bytes (${formatBytes(limits.maxTotalBytes)})`);
  }
  return checked;
}
