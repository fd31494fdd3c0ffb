/** The one check of an uploaded file (verification documents, dispute evidence): what it is from its bytes, its name, the list's limits. */
import { describe, expect, it } from 'vitest';
import { ErrorReport } from '../../../src/domain/shared/field-errors.js';
import { checkFile, checkFiles } from '../../../src/domain/verification/files.js';
import { exeBytes, jpegBytes, pdfBytes, pngBytes } from '../../support/verification.js';

const limits = { maxFileBytes: 1024, maxFiles: 2, maxTotalBytes: 1500 };

function check(input: Parameters<typeof checkFile>[0]) {
  const report = new ErrorReport();
  const file = checkFile(input, limits, report.at(), 'file');
  return { file, errors: report.toObject() };
}

describe('checkFile', () => {
  it('reads the type from the bytes; the declared type must agree; the record carries size and SHA-256', () => {
    expect(check({ content: pngBytes, fileName: ' lens.png ' }).file).toMatchObject({ fileName: 'lens.png', contentType: 'image/png', size: pngBytes.length });
    expect(check({ content: jpegBytes, contentType: 'IMAGE/JPEG' }).file?.contentType).toBe('image/jpeg');
    expect(check({ content: pdfBytes }).file?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(check({ content: pdfBytes, contentType: 'image/png' }).errors).toEqual({ contentType: ['is image/png, but the file is application/pdf'] });
  });

  it('refuses what is not PDF, PNG or JPEG, an empty or oversized file, and names with folders or control characters', () => {
    expect(check({ content: exeBytes }).errors).toEqual({ content: ['must be a PDF, PNG or JPEG file (read from the file itself, not its name)'] });
    expect(check({ content: new Uint8Array() }).errors).toEqual({ content: ['is required: the file itself'] });
    expect(check({ content: Buffer.concat([pdfBytes, Buffer.alloc(1024)]) }).errors.content).toEqual([
      `is ${pdfBytes.length + 1024} bytes; a file may be at most 1024 bytes (1 KiB)`,
    ]);
    expect(check({ content: pdfBytes, fileName: 'a/b.pdf' }).errors).toEqual({ fileName: ['must be a file name without folders or control characters'] });
    expect(check({ content: pdfBytes, fileName: 'a\tb.pdf' }).file).toBeNull();
  });
});

describe('checkFiles', () => {
  const run = (list: { content: Uint8Array }[]) => {
    const report = new ErrorReport();
    const checked = checkFiles(list, limits, report.at('files'), { plural: 'files', whole: 'one message' }, (entry, scope) =>
      checkFile(entry, limits, scope, 'file'),
    );
    return { checked, errors: report.toObject() };
  };

  it('checks each file under its position, and the count and the size together under all', () => {
    expect(run([{ content: pdfBytes }, { content: pngBytes }]).checked).toHaveLength(2);
    expect(run([{ content: pdfBytes }, { content: exeBytes }]).errors).toEqual({ files: { 1: { content: [expect.stringContaining('must be a PDF')] } } });
    expect(run([{ content: pdfBytes }, { content: pdfBytes }, { content: pdfBytes }]).errors).toEqual({ files: { all: ['must carry at most 2 files'] } });
    const large = { content: Buffer.concat([pdfBytes, Buffer.alloc(700)]) };
    expect(run([large, large]).errors).toEqual({
      files: { all: [`are ${2 * large.content.length} bytes together; one message may carry at most 1500 bytes (1500 bytes)`] },
    });
  });
});
