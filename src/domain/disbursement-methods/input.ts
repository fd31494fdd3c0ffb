/**
 * Reads a DisbursementMethod(Input) (spec 2.6). Every field of the spec is accepted; what is
 * required depends on the type (docs/decisions.md):
 *
 * - every type: account_name (the beneficiary's name on the account);
 * - ach (US): bank_aba_routing_number and bank_account_number (digits), currency usd if given;
 * - wire, wire_transfer (domestic wire): bank_account_number or bank_iban, and a bank
 *   identifier: bank_aba_routing_number, bank_swift_code or bank_sort_code;
 * - wire_transfer_international: bank_swift_code, bank_name, bank_account_number or bank_iban,
 *   and beneficiary_address (line1, city, country).
 *
 * Bank codes are checked (ABA checksum, IBAN mod-97, SWIFT/BIC shape) and normalised.
 * clearing_system_code and international_routing_code go together. Blank strings read as
 * absent. `id` is not read here: it selects a saved method where that is allowed.
 */
import { isCurrency, type Currency } from '../shared/money.js';
import type { ErrorScope } from '../shared/field-errors.js';
import { isPlainObject } from '../shared/validation.js';
import { readAddress, type Address, type AddressField } from '../customers/address.js';
import {
  normaliseAbaRoutingNumber,
  normaliseAccountNumber,
  normaliseIban,
  normaliseSortCode,
  normaliseSwiftCode,
} from './bank-codes.js';
import {
  accountTypes,
  clearingSystemCodes,
  disbursementMethodTypes,
  type AccountType,
  type ClearingSystemCode,
  type DisbursementMethodData,
  type DisbursementMethodType,
  type IntermediaryBank,
} from './types.js';

export const disbursementMethodFields = [
  'id',
  'type',
  'account_name',
  'account_type',
  'bank_aba_routing_number',
  'bank_account_number',
  'bank_address',
  'bank_branch_number',
  'bank_iban',
  'bank_name',
  'bank_swift_code',
  'bank_sort_code',
  'international_routing_code',
  'beneficiary_address',
  'currency',
  'intermediary_bank',
  'intermediary_banks',
  'additional_information',
  'clearing_system_code',
  'member_id',
] as const;

const intermediaryBankFields = [
  'bank_aba_routing_number',
  'bank_name',
  'member_id',
  'clearing_system_code',
  'bank_address',
  'bank_swift_code',
  'bank_account_number',
] as const;

export const maxIntermediaryBanks = 3;

const messages = {
  aba: 'must be a 9-digit ABA routing number with a valid check digit',
  iban: 'must be a valid IBAN, such as GB82WEST12345698765432',
  swift: 'must be a SWIFT/BIC code of 8 or 11 characters, such as DEUTDEFF',
  sortCode: 'must be a 6-digit sort code, such as 12-34-56',
  account: 'must be 4 to 34 letters and digits',
  achAccount: 'must be 4 to 17 digits for ach',
};

/** A field reader over one object: records problems under the wire names and goes on. */
class Fields {
  constructor(
    private readonly raw: Record<string, unknown>,
    readonly errors: ErrorScope,
  ) {}

  /** The trimmed string, or null when absent or blank; a non-string is reported. */
  text(field: string, maxLength: number): string | null {
    const value = this.raw[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.errors.add(field, 'must be a string');
      return null;
    }
    const text = value.trim();
    if (text.length > maxLength) {
      this.errors.add(field, `must be at most ${maxLength} characters long`);
      return null;
    }
    return text === '' ? null : text;
  }

  /** A text field passed through a normaliser that returns null when the value is wrong. */
  code(field: string, normalise: (value: string) => string | null, message: string): string | null {
    const text = this.text(field, 64);
    if (text === null) return null;
    const code = normalise(text);
    if (code === null) this.errors.add(field, message);
    return code;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T | null {
    const text = this.text(field, 64);
    if (text === null) return null;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    this.errors.add(field, `must be one of ${allowed.join(', ')}`);
    return null;
  }

  address(field: string, required: readonly AddressField[]): Address | null {
    const value = this.raw[field];
    if (value === undefined || value === null) return null;
    return readAddress(value, required, this.errors.at(field));
  }
}

/** Reads one disbursement method; null when it has problems (all reported to `errors`). */
export function readDisbursementMethod(raw: unknown, errors: ErrorScope): DisbursementMethodData | null {
  if (!isPlainObject(raw)) {
    errors.add('all', 'must be an object describing a disbursement method');
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!(disbursementMethodFields as readonly string[]).includes(key)) errors.add(key, 'is not a field of a disbursement method');
  }
  const f = new Fields(raw, errors);
  const type = f.oneOf<DisbursementMethodType>('type', disbursementMethodTypes);
  if (raw.type === undefined || raw.type === null || raw.type === '') errors.add('type', 'is required');
  const ach = type === 'ach';

  const currencyText = f.text('currency', 8);
  let currency: Currency | null = null;
  if (currencyText !== null) {
    if (isCurrency(currencyText)) currency = currencyText;
    else errors.add('currency', 'must be one of usd, aud, euro, gbp, cad');
  }
  if (ach && currency !== null && currency !== 'usd') errors.add('currency', 'must be usd for ach');

  const data: DisbursementMethodData = {
    type: type ?? 'wire_transfer',
    accountName: f.text('account_name', 140) ?? '',
    accountType: f.oneOf<AccountType>('account_type', accountTypes),
    bankAbaRoutingNumber: f.code('bank_aba_routing_number', normaliseAbaRoutingNumber, messages.aba),
    bankAccountNumber: f.code('bank_account_number', (v) => normaliseAccountNumber(v, ach), ach ? messages.achAccount : messages.account),
    bankAddress: f.address('bank_address', ['country']),
    bankBranchNumber: f.code('bank_branch_number', (v) => (/^[A-Za-z0-9]{1,20}$/.test(v.replace(/[\s-]/g, '')) ? v.replace(/[\s-]/g, '') : null), 'must be 1 to 20 letters and digits'),
    bankIban: f.code('bank_iban', normaliseIban, messages.iban),
    bankName: f.text('bank_name', 140),
    bankSwiftCode: f.code('bank_swift_code', normaliseSwiftCode, messages.swift),
    bankSortCode: f.code('bank_sort_code', normaliseSortCode, messages.sortCode),
    internationalRoutingCode: f.code(
      'international_routing_code',
      (v) => (/^[A-Za-z0-9]{1,35}$/.test(v.replace(/[\s-]/g, '')) ? v.replace(/[\s-]/g, '').toUpperCase() : null),
      'must be 1 to 35 letters and digits',
    ),
    beneficiaryAddress: f.address('beneficiary_address', type === 'wire_transfer_international' ? ['line1', 'city', 'country'] : ['country']),
    currency,
    intermediaryBanks: readIntermediaryBanks(raw, errors),
    additionalInformation: f.text('additional_information', 500),
    clearingSystemCode: f.oneOf<ClearingSystemCode>('clearing_system_code', clearingSystemCodes),
    memberId: f.text('member_id', 35),
  };

  const absent = (field: string) => {
    const value = raw[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  };
  if (absent('account_name')) errors.add('account_name', 'is required');
  if (!absent('clearing_system_code') && absent('international_routing_code')) {
    errors.add('international_routing_code', 'is required with clearing_system_code');
  }
  if (!absent('international_routing_code') && absent('clearing_system_code')) {
    errors.add('clearing_system_code', 'is required with international_routing_code');
  }
  switch (type) {
    case 'ach':
      if (absent('bank_aba_routing_number')) errors.add('bank_aba_routing_number', 'is required for ach');
      if (absent('bank_account_number')) errors.add('bank_account_number', 'is required for ach');
      break;
    case 'wire':
    case 'wire_transfer':
      if (absent('bank_account_number') && absent('bank_iban')) errors.add('bank_account_number', `is required for ${type} unless bank_iban is given`);
      if (absent('bank_aba_routing_number') && absent('bank_swift_code') && absent('bank_sort_code')) {
        errors.add('bank_swift_code', `is required for ${type} unless bank_aba_routing_number or bank_sort_code is given`);
      }
      break;
    case 'wire_transfer_international':
      if (absent('bank_swift_code')) errors.add('bank_swift_code', 'is required for wire_transfer_international');
      if (absent('bank_name')) errors.add('bank_name', 'is required for wire_transfer_international');
      if (absent('bank_account_number') && absent('bank_iban')) {
        errors.add('bank_account_number', 'is required for wire_transfer_international unless bank_iban is given');
      }
      // Checked on what was read: an address of nulls (as GET shows "none") is no address.
      if (data.beneficiaryAddress === null && !errors.at('beneficiary_address').hasErrors) {
        errors.add('beneficiary_address', 'is required for wire_transfer_international');
      }
      break;
    case null:
      break;
  }
  return errors.hasErrors ? null : data;
}

/**
 * intermediary_banks is the list; intermediary_bank is shorthand for its first entry. Both may
 * be sent (as a saved method reads back) when intermediary_bank equals intermediary_banks[0].
 */
function readIntermediaryBanks(raw: Record<string, unknown>, errors: ErrorScope): IntermediaryBank[] {
  const single = raw.intermediary_bank ?? null;
  const list = raw.intermediary_banks ?? null;
  if (list !== null && !Array.isArray(list)) {
    errors.add('intermediary_banks', 'must be a list of intermediary banks');
    return [];
  }
  if (list !== null && list.length > maxIntermediaryBanks) {
    errors.add('intermediary_banks', `must have at most ${maxIntermediaryBanks} entries`);
    return [];
  }
  if (single !== null && list !== null && list.length > 0) {
    if (JSON.stringify(single) !== JSON.stringify(list[0])) {
      errors.add('intermediary_bank', 'must be left out, or equal the first entry of intermediary_banks');
      return [];
    }
    return readBanks(list, errors.at('intermediary_banks'));
  }
  if (single !== null) {
    const bank = readIntermediaryBank(single, errors.at('intermediary_bank'));
    return bank ? [bank] : [];
  }
  return list === null ? [] : readBanks(list, errors.at('intermediary_banks'));
}

function readBanks(list: unknown[], errors: ErrorScope): IntermediaryBank[] {
  return list.flatMap((entry, index) => {
    const bank = readIntermediaryBank(entry, errors.at(index));
    return bank ? [bank] : [];
  });
}

function readIntermediaryBank(raw: unknown, errors: ErrorScope): IntermediaryBank | null {
  if (!isPlainObject(raw)) {
    errors.add('all', 'must be an object describing a bank');
    return null;
  }
  for (const key of Object.keys(raw)) {
    if (!(intermediaryBankFields as readonly string[]).includes(key)) errors.add(key, 'is not a field of an intermediary bank');
  }
  const f = new Fields(raw, errors);
  const bank: IntermediaryBank = {
    bankAbaRoutingNumber: f.code('bank_aba_routing_number', normaliseAbaRoutingNumber, messages.aba),
    bankName: f.text('bank_name', 140),
    memberId: f.text('member_id', 35),
    clearingSystemCode: f.oneOf<ClearingSystemCode>('clearing_system_code', clearingSystemCodes),
    bankAddress: f.address('bank_address', ['country']),
    bankSwiftCode: f.code('bank_swift_code', normaliseSwiftCode, messages.swift),
    bankAccountNumber: f.code('bank_account_number', (v) => normaliseAccountNumber(v, false), messages.account),
  };
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (blank(raw.bank_swift_code) && blank(raw.bank_aba_routing_number)) {
    errors.add('bank_swift_code', 'is required unless bank_aba_routing_number is given');
  }
  return errors.hasErrors ? null : bank;
}
