import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, verificationBodyBytes } from '../../src/config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
}

describe('verification settings', () => {
  it('default to no requirement, buyers and sellers, 5 MiB files, 4 files, 10 MiB together, no electronic verification', () => {
    expect(loadConfig({}).verification).toEqual({
      requiredAbove: null,
      requiredRoles: ['buyer', 'seller'],
      maxFileBytes: 5_242_880,
      maxFiles: 4,
      maxTotalBytes: 10_485_760,
      electronicAvailable: false,
      electronicDocuments: [],
    });
    // The submission routes read the base64 of the total and a little more.
    expect(verificationBodyBytes(loadConfig({}).verification)).toBe(14_046_568);
  });

  it('read the threshold as a decimal into minor units, never through a float', () => {
    expect(loadConfig({ VERIFICATION_REQUIRED_ABOVE: '10000.00' }).verification.requiredAbove).toBe(1_000_000n);
    expect(loadConfig({ VERIFICATION_REQUIRED_ABOVE: '0.1' }).verification.requiredAbove).toBe(10n);
    expect(loadConfig({ VERIFICATION_REQUIRED_ABOVE: '9007199254740.99' }).verification.requiredAbove).toBe(900_719_925_474_099n);
    expect(loadConfig({ VERIFICATION_REQUIRED_ROLES: 'Buyer, broker' }).verification.requiredRoles).toEqual(['buyer', 'broker']);
    expect(loadConfig({ ELECTRONIC_VERIFICATION: 'true', ELECTRONIC_VERIFICATION_DOCUMENTS: 'passport, drivers_license' }).verification).toMatchObject({
      electronicAvailable: true,
      electronicDocuments: ['passport', 'drivers_license'],
    });
  });

  it('refuse what cannot be read, every problem at once', () => {
    expect(
      problems({ VERIFICATION_REQUIRED_ABOVE: '1e5', VERIFICATION_REQUIRED_ROLES: 'buyer,partner', ELECTRONIC_VERIFICATION: 'true', VERIFICATION_MAX_FILES: '0' }),
    ).toEqual([
      'VERIFICATION_MAX_FILES must be an integer from 1 to 20; got "0"',
      'VERIFICATION_REQUIRED_ABOVE must be an amount such as 10000.00; got "1e5"',
      'VERIFICATION_REQUIRED_ROLES must list buyer, seller or broker, comma-separated; got "buyer,partner"',
      'ELECTRONIC_VERIFICATION=true needs ELECTRONIC_VERIFICATION_DOCUMENTS (the document types it reads)',
    ]);
    expect(problems({ ELECTRONIC_VERIFICATION_DOCUMENTS: 'passport,<script>' })).toEqual([
      'ELECTRONIC_VERIFICATION_DOCUMENTS must list document types such as passport,drivers_license; got "passport,<script>"',
    ]);
  });
});
