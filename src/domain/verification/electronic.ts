/**
 * electronic_verification of the Customer (spec 2.6): whether the operator offers verification
 * read electronically from a document, and which document types it reads. Configuration
 * (ELECTRONIC_VERIFICATION, ELECTRONIC_VERIFICATION_DOCUMENTS), the same for every customer.
 */
import type { VerificationConfig } from '../../config.js';

export interface ElectronicVerification {
  available: boolean;
  documentsSupported: string[];
}

export const electronicVerificationOff: ElectronicVerification = { available: false, documentsSupported: [] };

export function electronicVerification(config: Pick<VerificationConfig, 'electronicAvailable' | 'electronicDocuments'>): ElectronicVerification {
  return config.electronicAvailable ? { available: true, documentsSupported: [...config.electronicDocuments] } : electronicVerificationOff;
}
