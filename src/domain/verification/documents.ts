/**
 * The files of a verification: what kinds of document each verification takes, and what a file
 * is, read from its first bytes (never from the name or the type the client declares).
 */
import { createHash } from 'node:crypto';

export type DocumentMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';
export const documentMediaTypes: readonly DocumentMediaType[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** Document types a personal verification takes. */
export const personalDocumentTypes = ['passport', 'drivers_license', 'national_id', 'proof_of_address'] as const;
/** Document types a company verification takes. */
export const companyDocumentTypes = ['certificate_of_incorporation', 'business_registration', 'proof_of_address', 'ownership_structure'] as const;

const signatures: { type: DocumentMediaType; bytes: number[] }[] = [
  // %PDF-
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The media type the content's first bytes show, or null when it is none of PDF, PNG, JPEG. */
export function detectMediaType(content: Uint8Array): DocumentMediaType | null {
  return signatures.find((signature) => signature.bytes.every((byte, index) => content[index] === byte))?.type ?? null;
}

export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** Sizes as people read them: 5 MiB, 512 KiB, 300 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576 && bytes % 1_048_576 === 0) return `${bytes / 1_048_576} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
