import { describe, expect, it } from 'vitest';
import {
  normaliseAbaRoutingNumber,
  normaliseAccountNumber,
  normaliseIban,
  normaliseSortCode,
  normaliseSwiftCode,
} from '../../../src/domain/disbursement-methods/bank-codes.js';
import { normaliseTaxNumber } from '../../../src/domain/customers/tax-numbers.js';

describe('bank codes', () => {
  it('checks ABA routing numbers by their check digit', () => {
    expect(normaliseAbaRoutingNumber('011000015')).toBe('011000015');
    expect(normaliseAbaRoutingNumber('0210-00021')).toBe('021000021');
    expect(normaliseAbaRoutingNumber('011000016')).toBeNull();
    expect(normaliseAbaRoutingNumber('01100001')).toBeNull();
  });

  it('checks IBANs by mod 97 and a real country, and writes them compact in upper case', () => {
    expect(normaliseIban('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(normaliseIban('DE89370400440532013000')).toBe('DE89370400440532013000');
    expect(normaliseIban('DE89370400440532013001')).toBeNull();
    expect(normaliseIban('XX82WEST12345698765432')).toBeNull();
    expect(normaliseIban('GB82')).toBeNull();
  });

  it('checks SWIFT/BIC codes: 8 or 11 characters with a real country', () => {
    expect(normaliseSwiftCode('deutdeff')).toBe('DEUTDEFF');
    expect(normaliseSwiftCode('DEUTDEFF500')).toBe('DEUTDEFF500');
    expect(normaliseSwiftCode('DEUTXXFF')).toBeNull();
    expect(normaliseSwiftCode('DEUTDEF')).toBeNull();
    expect(normaliseSwiftCode('1EUTDEFF')).toBeNull();
  });

  it('checks sort codes and account numbers', () => {
    expect(normaliseSortCode('12-34-56')).toBe('123456');
    expect(normaliseSortCode('1234567')).toBeNull();
    expect(normaliseAccountNumber('0001 2345', true)).toBe('00012345');
    expect(normaliseAccountNumber('12AB', true)).toBeNull();
    expect(normaliseAccountNumber('12ab-34', false)).toBe('12AB34');
    expect(normaliseAccountNumber('123', false)).toBeNull();
  });
});

describe('tax numbers', () => {
  it('checks each type’s shape and normalises it', () => {
    expect(normaliseTaxNumber('abn', '51 824 753 556')).toEqual({ ok: true, number: '51824753556' });
    expect(normaliseTaxNumber('abn', '51 824 753 557')).toEqual({ ok: false, message: 'must be an 11-digit Australian Business Number' });
    expect(normaliseTaxNumber('ssn', '666-12-3456')).toMatchObject({ ok: false });
    expect(normaliseTaxNumber('ssn', '123-00-4567')).toMatchObject({ ok: false });
    expect(normaliseTaxNumber('itin', '123-45-6789')).toMatchObject({ ok: false });
    expect(normaliseTaxNumber('vat', 'gb 123.456.789')).toEqual({ ok: true, number: 'GB123456789' });
    expect(normaliseTaxNumber('tin', '  AB-12/34 ')).toEqual({ ok: true, number: 'AB-12/34' });
    expect(normaliseTaxNumber('gst', '!')).toMatchObject({ ok: false });
  });
});
