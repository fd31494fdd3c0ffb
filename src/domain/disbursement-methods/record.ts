/** Between DisbursementMethodData and the DisbursementMethod table (addresses and banks as JSON). */
import type { DisbursementMethod, Prisma } from '../../db/generated/client.js';
import { addressJson, storedAddress } from '../shared/address.js';
import { isCurrency } from '../shared/money.js';
import { isPlainObject } from '../shared/validation.js';
import {
  accountTypes,
  clearingSystemCodes,
  disbursementMethodTypes,
  type AccountType,
  type ClearingSystemCode,
  type DisbursementMethodData,
  type IntermediaryBank,
} from './types.js';

/** A saved method as the faces show it: id plus every field of the spec. */
export interface DisbursementMethodView extends DisbursementMethodData {
  id: number;
}

export function disbursementMethodColumns(data: DisbursementMethodData) {
  return {
    ...data,
    bankAddress: data.bankAddress ? addressJson(data.bankAddress) : undefined,
    beneficiaryAddress: data.beneficiaryAddress ? addressJson(data.beneficiaryAddress) : undefined,
    intermediaryBanks: data.intermediaryBanks.map((bank): Prisma.InputJsonObject => ({
      ...bank,
      bankAddress: bank.bankAddress ? addressJson(bank.bankAddress) : null,
    })),
  };
}

export function viewDisbursementMethod(row: DisbursementMethod): DisbursementMethodView {
  return {
    id: row.id,
    type: oneOf(row.type, disbursementMethodTypes) ?? 'wire_transfer',
    accountName: row.accountName ?? '',
    accountType: oneOf<AccountType>(row.accountType, accountTypes),
    bankAbaRoutingNumber: row.bankAbaRoutingNumber,
    bankAccountNumber: row.bankAccountNumber,
    bankAddress: storedAddress(row.bankAddress),
    bankBranchNumber: row.bankBranchNumber,
    bankIban: row.bankIban,
    bankName: row.bankName,
    bankSwiftCode: row.bankSwiftCode,
    bankSortCode: row.bankSortCode,
    internationalRoutingCode: row.internationalRoutingCode,
    beneficiaryAddress: storedAddress(row.beneficiaryAddress),
    currency: isCurrency(row.currency) ? row.currency : null,
    intermediaryBanks: storedIntermediaryBanks(row.intermediaryBanks),
    additionalInformation: row.additionalInformation,
    clearingSystemCode: oneOf<ClearingSystemCode>(row.clearingSystemCode, clearingSystemCodes),
    memberId: row.memberId,
  };
}

function storedIntermediaryBanks(json: unknown): IntermediaryBank[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isPlainObject).map((bank) => {
    const text = (key: string) => (typeof bank[key] === 'string' ? bank[key] : null);
    return {
      bankAbaRoutingNumber: text('bankAbaRoutingNumber'),
      bankName: text('bankName'),
      memberId: text('memberId'),
      clearingSystemCode: oneOf<ClearingSystemCode>(text('clearingSystemCode'), clearingSystemCodes),
      bankAddress: storedAddress(bank.bankAddress),
      bankSwiftCode: text('bankSwiftCode'),
      bankAccountNumber: text('bankAccountNumber'),
    };
  });
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}
