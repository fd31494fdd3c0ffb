import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const account = {
  WIRE_BANK_NAME: 'First Trust Bank',
  WIRE_SWIFT_CODE: 'ftbkus44',
  WIRE_ACCOUNT_NAME: 'Heldfunds Inc. Client Trust',
  WIRE_ACCOUNT_NUMBER: '4401229910',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('WIRE_* configuration', () => {
  it('is unset by default: the sandbox then uses placeholders, production offers no wire transfers', () => {
    expect(loadConfig({}).wireTransfer).toBeNull();
  });

  it('reads the bank account buyers wire to', () => {
    expect(
      loadConfig({ ENVIRONMENT: 'production', ...account, WIRE_IBAN: 'gb82 west 1234 5698 7654 32', WIRE_INSTRUCTIONS: 'Next day after 15:00 ET.' }).wireTransfer,
    ).toEqual({
      bankName: 'First Trust Bank',
      swiftCode: 'FTBKUS44',
      accountName: 'Heldfunds Inc. Client Trust',
      accountNumber: '4401229910',
      routingNumber: null,
      iban: 'GB82WEST12345698765432',
      bankAddress: null,
      beneficiaryAddress: null,
      instructions: 'Next day after 15:00 ET.',
    });
  });

  it('refuses a partial account and a malformed SWIFT code', () => {
    expect(problems({ WIRE_BANK_NAME: 'First Trust Bank' })).toEqual([
      'WIRE_SWIFT_CODE, WIRE_ACCOUNT_NAME, WIRE_ACCOUNT_NUMBER must be set together with WIRE_BANK_NAME',
    ]);
    expect(problems({ WIRE_IBAN: 'GB82WEST12345698765432' })).toEqual([
      'WIRE_IBAN need WIRE_BANK_NAME, WIRE_SWIFT_CODE, WIRE_ACCOUNT_NAME, WIRE_ACCOUNT_NUMBER to be set',
    ]);
    expect(problems({ ...account, WIRE_SWIFT_CODE: 'FTB-1' })).toEqual(['WIRE_SWIFT_CODE must be a BIC of 8 or 11 characters; got "FTB-1"']);
  });
});
