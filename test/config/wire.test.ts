import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

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
      sortCode: null,
      bsb: null,
      bankNumber: null,
      transitNumber: null,
      intermediaryBankName: null,
      intermediaryBankSwiftCode: null,
      structuredBankAddress: null,
      structuredBeneficiaryAddress: null,
    });
  });

  it('reads sort code, BSB, Canadian numbers, the intermediary bank and structured addresses', () => {
    expect(
      loadConfig({
        ...account,
        WIRE_SORT_CODE: '60-16-13',
        WIRE_BSB: '062 000',
        WIRE_BANK_NUMBER: '004',
        WIRE_TRANSIT_NUMBER: '12345',
        WIRE_INTERMEDIARY_BANK_NAME: 'JPMorgan Chase',
        WIRE_INTERMEDIARY_BANK_SWIFT_CODE: 'chasus33',
        WIRE_STRUCTURED_BANK_ADDRESS: '{"line1": "1 Bank Street", "city": "London", "post_code": "E14 5AB", "country": "gb"}',
      }).wireTransfer,
    ).toMatchObject({
      sortCode: '601613',
      bsb: '062000',
      bankNumber: '004',
      transitNumber: '12345',
      intermediaryBankName: 'JPMorgan Chase',
      intermediaryBankSwiftCode: 'CHASUS33',
      structuredBankAddress: { line1: '1 Bank Street', line2: null, city: 'London', state: null, postCode: 'E14 5AB', country: 'GB' },
      structuredBeneficiaryAddress: null,
    });
  });

  it('refuses malformed optional wire settings, each named', () => {
    expect(
      problems({ ...account, WIRE_SORT_CODE: '6016', WIRE_INTERMEDIARY_BANK_SWIFT_CODE: 'X', WIRE_STRUCTURED_BENEFICIARY_ADDRESS: '{"city": "Nowhere"}' }),
    ).toEqual([
      'WIRE_SORT_CODE must be 6 digits; got "6016"',
      'WIRE_INTERMEDIARY_BANK_SWIFT_CODE must be a BIC of 8 or 11 characters; got "X"',
      'WIRE_STRUCTURED_BENEFICIARY_ADDRESS must be a JSON object with line1, line2, city, state, post_code and an ISO 3166-1 alpha-2 country',
    ]);
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

describe('CHECK_* configuration', () => {
  it('is unset by default: checks are not offered', () => {
    expect(loadConfig({}).check).toBeNull();
  });

  it('reads the payee and the mailing address', () => {
    expect(
      loadConfig({ CHECK_PAYEE_NAME: 'Heldfunds Inc.', CHECK_ADDRESS: '{"line1": "PO Box 1000", "city": "Austin", "state": "TX", "country": "US"}' }).check,
    ).toEqual({
      payeeName: 'Heldfunds Inc.',
      address: { line1: 'PO Box 1000', line2: null, city: 'Austin', state: 'TX', postCode: null, country: 'US' },
    });
  });

  it('needs both settings and an address with line1, city and country', () => {
    expect(problems({ CHECK_PAYEE_NAME: 'Heldfunds Inc.' })).toEqual(['CHECK_PAYEE_NAME and CHECK_ADDRESS must be set together']);
    expect(problems({ CHECK_PAYEE_NAME: 'Heldfunds Inc.', CHECK_ADDRESS: '{"country": "US"}' })).toEqual(['CHECK_ADDRESS needs line1, city and country']);
    expect(problems({ CHECK_PAYEE_NAME: 'Heldfunds Inc.', CHECK_ADDRESS: 'PO Box 1000' })).toEqual([
      'CHECK_ADDRESS must be a JSON object with line1, line2, city, state, post_code and an ISO 3166-1 alpha-2 country',
    ]);
  });
});
