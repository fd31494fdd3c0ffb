import { builder } from '../builder.js';
import { ClearingSystemCodeEnum } from './clearing-system-code.js';
import { AddressInput } from '../customers/address-input.js';

export const IntermediaryBankInput = builder.inputType('IntermediaryBankInput', {
  fields: (t) => ({
    bankAbaRoutingNumber: t.string(),
    bankName: t.string(),
    memberId: t.string(),
    clearingSystemCode: t.field({ type: ClearingSystemCodeEnum }),
    bankAddress: t.field({ type: AddressInput }),
    bankSwiftCode: t.string(),
    bankAccountNumber: t.string(),
  }),
});
