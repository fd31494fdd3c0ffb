import * as z from 'zod';
import { commaList, flag, integer, type Rule, type Values } from './read.js';

const roles = ['buyer', 'seller', 'broker'] as const;

/** Customer verification (KYC): when parties must verify, and what a submission may carry (docs/decisions.md "Verification"). */
export const verificationSettings = {
  /** The largest document file, in bytes (after base64 decoding). */
  VERIFICATION_MAX_FILE_BYTES: integer(1024, 52_428_800).default(5_242_880),
  /** Documents one submission may carry. */
  VERIFICATION_MAX_FILES: integer(1, 20).default(4),
  /** All the documents of one submission together, in bytes. */
  VERIFICATION_MAX_TOTAL_BYTES: integer(1024, 104_857_600).default(10_485_760),
  /** Whether electronic_verification of the Customer is offered. */
  ELECTRONIC_VERIFICATION: flag().default(false),
  /** A party in VERIFICATION_REQUIRED_ROLES must verify in an open transaction whose total is above this (a decimal amount, read into minor units without floating point); unset: never. */
  VERIFICATION_REQUIRED_ABOVE: z
    .string()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: (issue) => `$NAME must be an amount such as 10000.00; got "${String(issue.input)}"` })
    .transform((amount) => {
      const [units = '0', cents = ''] = amount.split('.');
      return BigInt(units) * 100n + BigInt(cents.padEnd(2, '0'));
    })
    .optional(),
  /** buyer, seller, broker, comma-separated. */
  VERIFICATION_REQUIRED_ROLES: z
    .string()
    .refine(
      (value) => {
        const listed = value.split(',').map((role) => role.trim().toLowerCase());
        return listed.every((role) => (roles as readonly string[]).includes(role));
      },
      { error: (issue) => `$NAME must list buyer, seller or broker, comma-separated; got "${String(issue.input)}"` },
    )
    .transform((value) => [...new Set(value.split(',').map((role) => role.trim().toLowerCase()))] as (typeof roles)[number][])
    .default(['buyer', 'seller']),
  /** The document types electronic verification reads, comma-separated. */
  ELECTRONIC_VERIFICATION_DOCUMENTS: z
    .string()
    .refine((value) => value.split(',').every((entry) => /^[a-z][a-z0-9_]{0,39}$/.test(entry.trim().toLowerCase())), {
      error: (issue) => `$NAME must list document types such as passport,drivers_license; got "${String(issue.input)}"`,
    })
    .transform((value) => [...new Set(commaList(value.toLowerCase()))])
    .default([]),
};

export const verificationRules: Rule[] = [
  ({ ELECTRONIC_VERIFICATION, ELECTRONIC_VERIFICATION_DOCUMENTS }) =>
    ELECTRONIC_VERIFICATION === true &&
    (ELECTRONIC_VERIFICATION_DOCUMENTS === undefined || (Array.isArray(ELECTRONIC_VERIFICATION_DOCUMENTS) && ELECTRONIC_VERIFICATION_DOCUMENTS.length === 0))
      ? 'ELECTRONIC_VERIFICATION=true needs ELECTRONIC_VERIFICATION_DOCUMENTS (the document types it reads)'
      : undefined,
];

/** config.verification: the VERIFICATION_ prefix dropped; ELECTRONIC_VERIFICATION(_DOCUMENTS) read as electronicAvailable and electronicDocuments. */
export function verificationConfig(values: Values<typeof verificationSettings>) {
  return {
    verification: {
      requiredAbove: values.VERIFICATION_REQUIRED_ABOVE ?? null,
      requiredRoles: values.VERIFICATION_REQUIRED_ROLES,
      maxFileBytes: values.VERIFICATION_MAX_FILE_BYTES,
      maxFiles: values.VERIFICATION_MAX_FILES,
      maxTotalBytes: values.VERIFICATION_MAX_TOTAL_BYTES,
      electronicAvailable: values.ELECTRONIC_VERIFICATION,
      electronicDocuments: values.ELECTRONIC_VERIFICATION_DOCUMENTS,
    },
  };
}

export type VerificationConfig = ReturnType<typeof verificationConfig>['verification'];

/** The largest request body a verification upload may send: its documents at their limit in base64, and room for the rest. */
export function verificationBodyBytes(verification: Pick<VerificationConfig, 'maxFiles' | 'maxTotalBytes'>): number {
  return Math.ceil(verification.maxTotalBytes / 3) * 4 + verification.maxFiles * 4 + 65_536;
}
