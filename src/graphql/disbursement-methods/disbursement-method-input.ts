import { builder } from '../builder.js';
import { ClearingSystemCodeEnum } from './clearing-system-code.js';
import { CurrencyEnum } from '../shared/currency.js';
import { DisbursementMethodTypeEnum } from './disbursement-method-type.js';
import { AddressInput } from '../customers/address-input.js';
import { IntermediaryBankInput } from './intermediary-bank-input.js';

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
