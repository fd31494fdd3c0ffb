/**
 * The contract's DisbursementMethod(Input) (spec 2.6) read into the domain's input. Every
 * field of the spec is accepted; `intermediary_bank` is shorthand for the first entry of
 * `intermediary_banks` (both may be sent, as a saved method reads back, when they agree).
 */
import {
  maxIntermediaryBanks,
  type DisbursementMethodChoice,
  type DisbursementMethodInput,
  type IntermediaryBankInput,
} from '../../domain/disbursement-methods/input.js';
import { savedMethodIdMessage } from '../../domain/disbursement-methods/transaction.js';
import { ErrorReport, type ErrorScope } from '../../domain/shared/field-errors.js';
import { optionalAddress } from './address.js';
import { has, readObjectBody, reportUnknownFields } from './body.js';
import { readObject, readString } from './json.js';
import { parsed, type Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';
import { isRowId } from '../../domain/shared/ids.js';

export const disbursementMethodWireFields = [
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

export const intermediaryBankWireFields = [
  'bank_aba_routing_number',
  'bank_name',
  'member_id',
  'clearing_system_code',
  'bank_address',
  'bank_swift_code',
  'bank_account_number',
] as const;

/**
 * Stands for an id the parser could not read (and has reported): it keeps the entry a saved
 * method's, so the domain's checks of the rest do not mistake it for new bank details.
 */
export const unreadableId = Number.NaN;

export interface ReadDisbursementMethod {
  input: DisbursementMethodInput;
  /** The bank came as `intermediary_bank`: the domain's `intermediaryBanks.0` is that field on the wire. */
  singleIntermediaryBank: boolean;
}

/** A new method's fields (`id`, which selects a saved method, is the caller's to read). */
export function readDisbursementMethod(raw: Record<string, unknown>, errors: ErrorScope): ReadDisbursementMethod {
  reportUnknownFields(raw, disbursementMethodWireFields, errors, 'is not a field of a disbursement method');
  const text = (name: string) => sentText(raw, name, errors);
  const banks = readIntermediaryBanks(raw, errors);
  const input: DisbursementMethodInput = {
    type: text('type'),
    accountName: text('account_name'),
    accountType: text('account_type'),
    bankAbaRoutingNumber: text('bank_aba_routing_number'),
    bankAccountNumber: text('bank_account_number'),
    bankAddress: optionalAddress(raw, 'bank_address', errors),
    bankBranchNumber: text('bank_branch_number'),
    bankIban: text('bank_iban'),
    bankName: text('bank_name'),
    bankSwiftCode: text('bank_swift_code'),
    bankSortCode: text('bank_sort_code'),
    internationalRoutingCode: text('international_routing_code'),
    beneficiaryAddress: optionalAddress(raw, 'beneficiary_address', errors),
    currency: text('currency'),
    intermediaryBanks: banks.list,
    additionalInformation: text('additional_information'),
    clearingSystemCode: text('clearing_system_code'),
    memberId: text('member_id'),
  };
  return { input, singleIntermediaryBank: banks.single };
}

/**
 * A text field. One sent with another type is reported, and passed on as sent (its JSON
 * text): whether a field was given decides what else is required (`is required for wire
 * unless bank_iban is given`), and the domain's messages about the value itself are dropped
 * in favour of the parser's (see mergeWireErrors). Such an input is only ever checked, never
 * run.
 */
function sentText(object: Record<string, unknown>, name: string, errors: ErrorScope): string | undefined {
  const value = object[name];
  if (value === undefined || value === null) return undefined;
  const text = readString(value);
  if (text.ok) return text.value;
  errors.add(name, text.message);
  return JSON.stringify(value);
}

/** Domain path → wire path for a method read at `domainPath` / `wirePath` (the shorthand bank). */
export function disbursementMethodRenames(read: ReadDisbursementMethod, domainPath: string, wirePath: string): Record<string, string> {
  const at = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);
  return read.singleIntermediaryBank ? { [at(domainPath, 'intermediaryBanks.0')]: at(wirePath, 'intermediary_bank') } : {};
}

function readIntermediaryBanks(raw: Record<string, unknown>, errors: ErrorScope): { list: IntermediaryBankInput[] | undefined; single: boolean } {
  const single = raw.intermediary_bank ?? null;
  const list = raw.intermediary_banks ?? null;
  if (list !== null && !Array.isArray(list)) {
    errors.add('intermediary_banks', 'must be a list of intermediary banks');
    return { list: undefined, single: false };
  }
  // Too many for the domain: it refuses the list whole, so its entries are not read.
  if (list !== null && list.length > maxIntermediaryBanks) return { list: list.map(() => ({})), single: false };
  if (single !== null && list !== null && list.length > 0) {
    if (JSON.stringify(single) !== JSON.stringify(list[0])) {
      errors.add('intermediary_bank', 'must be left out, or equal the first entry of intermediary_banks');
      return { list: undefined, single: false };
    }
    return { list: readBanks(list, errors.at('intermediary_banks')), single: false };
  }
  if (single !== null) return { list: [readIntermediaryBank(single, errors.at('intermediary_bank'))], single: true };
  return { list: list === null ? undefined : readBanks(list, errors.at('intermediary_banks')), single: false };
}

/** Every entry keeps its position (an unreadable one as an empty bank, whose problems are the parser's). */
function readBanks(list: unknown[], errors: ErrorScope): IntermediaryBankInput[] {
  return list.map((entry, index) => readIntermediaryBank(entry, errors.at(index)));
}

function readIntermediaryBank(raw: unknown, errors: ErrorScope): IntermediaryBankInput {
  const bank = readObject(raw, errors, 'must be an object describing a bank');
  if (!bank) return {};
  reportUnknownFields(bank, intermediaryBankWireFields, errors, 'is not a field of an intermediary bank');
  const text = (name: string) => sentText(bank, name, errors);
  return {
    bankAbaRoutingNumber: text('bank_aba_routing_number'),
    bankName: text('bank_name'),
    memberId: text('member_id'),
    clearingSystemCode: text('clearing_system_code'),
    bankAddress: optionalAddress(bank, 'bank_address', errors),
    bankSwiftCode: text('bank_swift_code'),
    bankAccountNumber: text('bank_account_number'),
  };
}

/**
 * POST /transaction/{id}/disbursement_methods: a body with `id` selects that saved method
 * (its other fields are ignored, so a saved method may be sent back as read); without `id` it
 * is a new method.
 */
export function parseDisbursementMethodChoice(body: unknown): Parsed<DisbursementMethodChoice> & { renames: PathRenames } {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  if (has(object, 'id')) {
    if (isRowId(object.id)) return { ...parsed({ id: object.id }, report), renames: {} };
    report.at().add('id', savedMethodIdMessage);
    return { ...parsed({ id: unreadableId }, report), renames: {} };
  }
  const read = readDisbursementMethod(object, report.at());
  return { ...parsed(read.input, report), renames: disbursementMethodRenames(read, '', '') };
}
