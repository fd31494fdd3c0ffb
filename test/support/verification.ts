/** Verification (KYC) documents as integrations send them: small real file headers, in base64. */
import type { Config } from '../../src/config.js';
import { loadConfig } from '../../src/config.js';

/** A PDF's first bytes and a little body: enough for the service, which reads the signature. */
export const pdfBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** A Windows executable named like a PDF: the service reads what it is. */
export const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A personal verification body with a passport scan. */
export function personalBody(overrides: Record<string, unknown> = {}) {
  return {
    account: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' },
    documents: [{ type: 'passport', file_name: 'passport.pdf', content: base64(pdfBytes) }],
    ...overrides,
  };
}

/** Configuration where buyers and sellers of transactions above 500.00 must verify. */
export function verificationRules(overrides: Partial<Config['verification']> = {}): Partial<Config> {
  return { verification: { ...loadConfig({}).verification, requiredAbove: 50_000n, ...overrides } };
}
