/**
 * Files over GraphQL: the input fields every upload shares (fileName, contentType?,
 * contentBase64) and their decoding into the domain's FileInput (bytes). Verification documents
 * and dispute evidence take them alike; what a file must be is the domain's check (files.ts).
 */
import { ValidationError } from '../../domain/shared/errors.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import type { FileInput } from '../../domain/verification/files.js';
import { builder } from '../builder.js';

type InputFieldBuilder = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

/** The fields of an uploaded file, for an input type that carries one. */
export function fileInputFields(t: InputFieldBuilder) {
  return {
    fileName: t.string(),
    contentType: t.string({ description: 'Optional; it must match what the file is (application/pdf, image/png, image/jpeg).' }),
    contentBase64: t.string({ required: true, description: 'The file, in base64: PDF, PNG or JPEG, read from its first bytes.' }),
  };
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

interface Base64File {
  fileName?: string | null;
  contentType?: string | null;
  contentBase64: string;
}

/** Each file's base64 (line breaks allowed) → its bytes, the rest of the entry kept; a file that is not base64 → ValidationError at `<field>.<index>.contentBase64`. */
export function decodeFiles<T extends Base64File>(files: readonly T[], field: string): (Omit<T, 'contentBase64'> & FileInput)[] {
  const report = new ErrorReport();
  const decoded = files.map(({ contentBase64, ...rest }, index) => {
    const compact = contentBase64.replace(/[\r\n]/g, '');
    if (!base64Pattern.test(compact)) report.at(field, index).add('contentBase64', 'must be the file in base64');
    return { ...rest, content: Buffer.from(compact, 'base64') };
  });
  if (report.hasErrors) throw new ValidationError(report.toObject());
  return decoded;
}
