/**
 * Checks a DisbursementMethodInput (spec 2.6). Every field of the spec is accepted; what is
 * required depends on the type (docs/decisions.md):
 *
 * - every type: accountName (the beneficiary's name on the account);
 * - ach (US): bankAbaRoutingNumber and bankAccountNumber (digits), currency usd if given;
 * - wire, wire_transfer (domestic wire): bankAccountNumber or bankIban, and a bank identifier:
 *   bankAbaRoutingNumber, bankSwiftCode or bankSortCode;
 * - wire_transfer_international: bankSwiftCode, bankName, bankAccountNumber or bankIban, and
 *   beneficiaryAddress (line1, city, country).
 *
 * Bank codes are checked (ABA checksum, IBAN mod-97, SWIFT/BIC shape) and normalised.
 * clearingSystemCode and internationalRoutingCode go together. Blank strings read as absent.
 * The messages name the fields as the contract does (`is required unless bank_iban is given`).
 */
import { reportInputLimits } from '../shared/limits.js';
import { isCurrency, type Currency } from '../shared/money.js';
import type { ErrorScope } from '../shared/field-errors.js';
import { checkAddress, type Address, type AddressField, type AddressInput } from '../shared/address.js';
import { normaliseAbaRoutingNumber, normaliseAccountNumber, normaliseIban, normaliseSortCode, normaliseSwiftCode } from './bank-codes.js';
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

interface IntermediaryBankInput {
  bankAbaRoutingNumber?: string | null;
  bankName?: string | null;
  memberId?: string | null;
  /** One of clearingSystemCodes. */
  clearingSystemCode?: string | null;
  bankAddress?: AddressInput | null;
  bankSwiftCode?: string | null;
  bankAccountNumber?: string | null;
}

/** New bank details. The closed sets (type, accountType, currency, clearingSystemCode) are checked here. */
export interface DisbursementMethodInput {
  /** One of disbursementMethodTypes. */
  type?: string | null;
  accountName?: string | null;
  /** checking or savings. */
  accountType?: string | null;
  bankAbaRoutingNumber?: string | null;
  bankAccountNumber?: string | null;
  bankAddress?: AddressInput | null;
  bankBranchNumber?: string | null;
  bankIban?: string | null;
  bankName?: string | null;
  bankSwiftCode?: string | null;
  bankSortCode?: string | null;
  internationalRoutingCode?: string | null;
  beneficiaryAddress?: AddressInput | null;
  /** One of the currencies. */
  currency?: string | null;
  intermediaryBanks?: readonly IntermediaryBankInput[] | null;
  additionalInformation?: string | null;
  /** One of clearingSystemCodes. */
  clearingSystemCode?: string | null;
  memberId?: string | null;
}

/** A saved method of the customer, named by its id. */
export interface SavedDisbursementMethodRef {
  id: number;
}

/** Either a saved method, by id, or new bank details. */
export type DisbursementMethodChoice = SavedDisbursementMethodRef | DisbursementMethodInput;

export function isSavedMethodRef(choice: DisbursementMethodChoice): choice is SavedDisbursementMethodRef {
  return 'id' in choice;
}

export const maxIntermediaryBanks = 3;

const messages = {
  aba: 'must be a 9-digit ABA routing number with a valid check digit',
  iban: 'must be a valid IBAN, such as GB82WEST12345698765432',
  swift: 'must be a SWIFT/BIC code of 8 or 11 characters, such as DEUTDEFF',
  sortCode: 'must be a 6-digit sort code, such as 12-34-56',
  account: 'must be 4 to 34 letters and digits',
  achAccount: 'must be 4 to 17 digits for ach',
};

type TextFields<T> = { [K in keyof T]-?: NonNullable<T[K]> extends string ? K : never }[keyof T] & string;

/** True when a text field is left out, null or blank. */
function isAbsent(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/** A field checker over one input: records problems by field and goes on. */
class Fields<T extends object> {
  constructor(
    private readonly input: T,
    readonly errors: ErrorScope,
  ) {}

  private raw(field: TextFields<T>): string | null | undefined {
    return this.input[field] as string | null | undefined;
  }

  /** The trimmed text, or null when absent or blank. */
  text(field: TextFields<T>, maxLength: number): string | null {
    const value = this.raw(field);
    if (isAbsent(value)) return null;
    const text = value!.trim();
    if (text.length > maxLength) {
      this.errors.add(field, `must be at most ${maxLength} characters long`);
      return null;
    }
    return text;
  }

  /** A text field passed through a normaliser that returns null when the value is wrong. */
  code(field: TextFields<T>, normalise: (value: string) => string | null, message: string): string | null {
    const text = this.text(field, 64);
    if (text === null) return null;
    const code = normalise(text);
    if (code === null) this.errors.add(field, message);
    return code;
  }

  oneOf<V extends string>(field: TextFields<T>, allowed: readonly V[]): V | null {
    const text = this.text(field, 64);
    if (text === null) return null;
    if ((allowed as readonly string[]).includes(text)) return text as V;
    this.errors.add(field, `must be one of ${allowed.join(', ')}`);
    return null;
  }

  address(value: AddressInput | null | undefined, field: string, required: readonly AddressField[]): Address | null {
    if (value === undefined || value === null) return null;
    return checkAddress(value, required, this.errors.at(field));
  }
}

/** Checks one new method; null when it has problems (all reported to `errors`). */
export function checkDisbursementMethod(input: DisbursementMethodInput, errors: ErrorScope): DisbursementMethodData | null {
  const f = new Fields(input, errors);
  const type = f.oneOf<DisbursementMethodType>('type', disbursementMethodTypes);
  if (input.type === undefined || input.type === null || input.type === '') errors.add('type', 'is required');
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
    accountName: f.text('accountName', 140) ?? '',
    accountType: f.oneOf<AccountType>('accountType', accountTypes),
    bankAbaRoutingNumber: f.code('bankAbaRoutingNumber', normaliseAbaRoutingNumber, messages.aba),
    bankAccountNumber: f.code('bankAccountNumber', (v) => normaliseAccountNumber(v, ach), ach ? messages.achAccount : messages.account),
    bankAddress: f.address(input.bankAddress, 'bankAddress', ['country']),
    bankBranchNumber: f.code(
      'bankBranchNumber',
      (v) => (/^[A-Za-z0-9]{1,20}$/.test(v.replace(/[\s-]/g, '')) ? v.replace(/[\s-]/g, '') : null),
      'must be 1 to 20 letters and digits',
    ),
    bankIban: f.code('bankIban', normaliseIban, messages.iban),
    bankName: f.text('bankName', 140),
    bankSwiftCode: f.code('bankSwiftCode', normaliseSwiftCode, messages.swift),
    bankSortCode: f.code('bankSortCode', normaliseSortCode, messages.sortCode),
    internationalRoutingCode: f.code(
      'internationalRoutingCode',
      (v) => (/^[A-Za-z0-9]{1,35}$/.test(v.replace(/[\s-]/g, '')) ? v.replace(/[\s-]/g, '').toUpperCase() : null),
      'must be 1 to 35 letters and digits',
    ),
    beneficiaryAddress: f.address(
      input.beneficiaryAddress,
      'beneficiaryAddress',
      type === 'wire_transfer_international' ? ['line1', 'city', 'country'] : ['country'],
    ),
    currency,
    intermediaryBanks: checkIntermediaryBanks(input.intermediaryBanks ?? null, errors),
    additionalInformation: f.text('additionalInformation', 500),
    clearingSystemCode: f.oneOf<ClearingSystemCode>('clearingSystemCode', clearingSystemCodes),
    memberId: f.text('memberId', 35),
  };

  const absent = (field: TextFields<DisbursementMethodInput>) => isAbsent(input[field]);
  if (absent('accountName')) errors.add('accountName', 'is required');
  if (!absent('clearingSystemCode') && absent('internationalRoutingCode')) {
    errors.add('internationalRoutingCode', 'is required with clearing_system_code');
  }
  if (!absent('internationalRoutingCode') && absent('clearingSystemCode')) {
    errors.add('clearingSystemCode', 'is required with international_routing_code');
  }
  switch (type) {
    case 'ach':
      if (absent('bankAbaRoutingNumber')) errors.add('bankAbaRoutingNumber', 'is required for ach');
      if (absent('bankAccountNumber')) errors.add('bankAccountNumber', 'is required for ach');
      break;
    case 'wire':
    case 'wire_transfer':
      if (absent('bankAccountNumber') && absent('bankIban')) errors.add('bankAccountNumber', `is required for ${type} unless bank_iban is given`);
      if (absent('bankAbaRoutingNumber') && absent('bankSwiftCode') && absent('bankSortCode')) {
        errors.add('bankSwiftCode', `is required for ${type} unless bank_aba_routing_number or bank_sort_code is given`);
      }
      break;
    case 'wire_transfer_international':
      if (absent('bankSwiftCode')) errors.add('bankSwiftCode', 'is required for wire_transfer_international');
      if (absent('bankName')) errors.add('bankName', 'is required for wire_transfer_international');
      if (absent('bankAccountNumber') && absent('bankIban')) {
        errors.add('bankAccountNumber', 'is required for wire_transfer_international unless bank_iban is given');
      }
      // Checked on what was read: an address of nulls (as GET shows "none") is no address.
      if (data.beneficiaryAddress === null && !errors.at('beneficiaryAddress').hasErrors) {
        errors.add('beneficiaryAddress', 'is required for wire_transfer_international');
      }
      break;
    case null:
      break;
  }
  // Sizes last: a field's own rule says more than its size does.
  if (errors.hasErrors || reportInputLimits(input, errors)) return null;
  return data;
}

function checkIntermediaryBanks(list: readonly IntermediaryBankInput[] | null, errors: ErrorScope): IntermediaryBank[] {
  if (list === null) return [];
  if (list.length > maxIntermediaryBanks) {
    errors.add('intermediaryBanks', `must have at most ${maxIntermediaryBanks} entries`);
    return [];
  }
  return list.flatMap((entry, index) => {
    const bank = checkIntermediaryBank(entry, errors.at('intermediaryBanks', index));
    return bank ? [bank] : [];
  });
}

function checkIntermediaryBank(input: IntermediaryBankInput, errors: ErrorScope): IntermediaryBank | null {
  const f = new Fields(input, errors);
  const bank: IntermediaryBank = {
    bankAbaRoutingNumber: f.code('bankAbaRoutingNumber', normaliseAbaRoutingNumber, messages.aba),
    bankName: f.text('bankName', 140),
    memberId: f.text('memberId', 35),
    clearingSystemCode: f.oneOf<ClearingSystemCode>('clearingSystemCode', clearingSystemCodes),
    bankAddress: f.address(input.bankAddress, 'bankAddress', ['country']),
    bankSwiftCode: f.code('bankSwiftCode', normaliseSwiftCode, messages.swift),
    bankAccountNumber: f.code('bankAccountNumber', (v) => normaliseAccountNumber(v, false), messages.account),
  };
  if (isAbsent(input.bankSwiftCode) && isAbsent(input.bankAbaRoutingNumber)) {
    errors.add('bankSwiftCode', 'is required unless bank_aba_routing_number is given');
  }
  return errors.hasErrors ? null : bank;
}
