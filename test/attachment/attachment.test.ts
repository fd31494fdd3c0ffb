/**
 * The Content-Disposition of a download (src/attachment.ts), as the REST API and the web pages
 * both answer it: the stored name when there is one, ASCII-safe in `filename` and exact in
 * `filename*`; else `<stem>.<extension of the type>`.
 */
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadMediaTypes } from '../../src/attachment.js';

describe('attachmentDisposition', () => {
  it('names the file as stored, its non-ASCII characters and quotes replaced in filename, exact in filename*', () => {
    expect(attachmentDisposition('receipt.pdf', 'evidence-1', 'application/pdf')).toBe(`attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
    expect(attachmentDisposition('Über "rim" \\ 1.png', 'evidence-2', 'image/png')).toBe(
      `attachment; filename="_ber _rim_ _ 1.png"; filename*=UTF-8''%C3%9Cber%20%22rim%22%20%5C%201.png`,
    );
  });

  it('names a file without a name by its stem and the extension of its type', () => {
    expect(downloadMediaTypes.map((type) => attachmentDisposition(null, 'evidence-7', type))).toEqual([
      `attachment; filename="evidence-7.pdf"; filename*=UTF-8''evidence-7.pdf`,
      `attachment; filename="evidence-7.png"; filename*=UTF-8''evidence-7.png`,
      `attachment; filename="evidence-7.jpg"; filename*=UTF-8''evidence-7.jpg`,
    ]);
    expect(attachmentDisposition(null, 'evidence-8', 'text/plain')).toBe(`attachment; filename="evidence-8.bin"; filename*=UTF-8''evidence-8.bin`);
  });
});
