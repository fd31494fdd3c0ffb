/** The vocabulary of DisbursementMethod (spec 2.6). */
import { disbursementMethodTypes, type DisbursementMethodType } from '../fees/fee-table.js';
import type { Address } from '../shared/address.js';
import type { Currency } from '../shared/money.js';

export { disbursementMethodTypes, type DisbursementMethodType };

export const clearingSystemCodes = ['ATBLZ', 'AUBSB', 'BRSTN', 'CACPA', 'CHBCC', 'DEBLZ', 'ESNCC', 'GBDSC', 'INFSC', 'ITNCC', 'NZNCC', 'USABA'] as const;
export type ClearingSystemCode = (typeof clearingSystemCodes)[number];

/** The contract shows only `savings`; checking accounts are as common (docs/decisions.md). */
export const accountTypes = ['checking', 'savings'] as const;
export type AccountType = (typeof accountTypes)[number];

export interface IntermediaryBank {
  bankAbaRoutingNumber: string | null;
  bankName: string | null;
  memberId: string | null;
  clearingSystemCode: ClearingSystemCode | null;
  bankAddress: Address | null;
  bankSwiftCode: string | null;
  bankAccountNumber: string | null;
}

/** A disbursement method as validated, before it is stored (the columns of DisbursementMethod). */
export interface DisbursementMethodData {
  type: DisbursementMethodType;
  accountName: string;
  accountType: AccountType | null;
  bankAbaRoutingNumber: string | null;
  bankAccountNumber: string | null;
  bankAddress: Address | null;
  bankBranchNumber: string | null;
  bankIban: string | null;
  bankName: string | null;
  bankSwiftCode: string | null;
  bankSortCode: string | null;
  internationalRoutingCode: string | null;
  beneficiaryAddress: Address | null;
  currency: Currency | null;
  intermediaryBanks: IntermediaryBank[];
  additionalInformation: string | null;
  clearingSystemCode: ClearingSystemCode | null;
  memberId: string | null;
}

export interface AvailableDisbursementMethod {
  type: DisbursementMethodType;
  /** Minor units. */
  total: bigint;
}
