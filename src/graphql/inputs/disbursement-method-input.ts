import { builder } from '../builder.js';
import { ClearingSystemCodeEnum } from '../enums/clearing-system-code.js';
import { CurrencyEnum } from '../enums/currency.js';
import { DisbursementMethodTypeEnum } from '../enums/disbursement-method-type.js';
import { AddressInput, addressToWire } from './address-input.js';
import { IntermediaryBankInput, intermediaryBankToWire } from './intermediary-bank-input.js';
import { withoutUndefined } from './wire.js';

export const DisbursementMethodInput = builder.inputType('DisbursementMethodInput', {
  description:
    'New bank details. ach needs bankAbaRoutingNumber and bankAccountNumber; wire and wireTransfer an account (number or IBAN) and a bank (routing number, SWIFT or sort code); wireTransferInternational bankSwiftCode, bankName, an account and beneficiaryAddress.',
  fields: (t) => ({
    type: t.field({ type: DisbursementMethodTypeEnum, required: true }),
    accountName: t.string({ required: true, description: 'The name on the account.' }),
    accountType: t.string({ description: 'checking or savings' }),
    bankAbaRoutingNumber: t.string(),
    bankAccountNumber: t.string(),
    bankAddress: t.field({ type: AddressInput }),
    bankBranchNumber: t.string(),
    bankIban: t.string(),
    bankName: t.string(),
    bankSwiftCode: t.string(),
    bankSortCode: t.string(),
    internationalRoutingCode: t.string(),
    beneficiaryAddress: t.field({ type: AddressInput }),
    currency: t.field({ type: CurrencyEnum }),
    intermediaryBanks: t.field({ type: [IntermediaryBankInput] }),
    additionalInformation: t.string(),
    clearingSystemCode: t.field({ type: ClearingSystemCodeEnum }),
    memberId: t.string(),
  }),
});

export function disbursementMethodToWire(input: typeof DisbursementMethodInput.$inferInput) {
  return withoutUndefined({
    type: input.type,
    account_name: input.accountName,
    account_type: input.accountType,
    bank_aba_routing_number: input.bankAbaRoutingNumber,
    bank_account_number: input.bankAccountNumber,
    bank_address: addressToWire(input.bankAddress),
    bank_branch_number: input.bankBranchNumber,
    bank_iban: input.bankIban,
    bank_name: input.bankName,
    bank_swift_code: input.bankSwiftCode,
    bank_sort_code: input.bankSortCode,
    international_routing_code: input.internationalRoutingCode,
    beneficiary_address: addressToWire(input.beneficiaryAddress),
    currency: input.currency,
    intermediary_banks: input.intermediaryBanks?.map(intermediaryBankToWire) ?? input.intermediaryBanks,
    additional_information: input.additionalInformation,
    clearing_system_code: input.clearingSystemCode,
    member_id: input.memberId,
  });
}
