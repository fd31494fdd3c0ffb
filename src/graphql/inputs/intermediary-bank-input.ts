import { builder } from '../builder.js';
import { ClearingSystemCodeEnum } from '../enums/clearing-system-code.js';
import { AddressInput, addressToWire } from './address-input.js';
import { withoutUndefined } from './wire.js';

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

export function intermediaryBankToWire(input: typeof IntermediaryBankInput.$inferInput) {
  return withoutUndefined({
    bank_aba_routing_number: input.bankAbaRoutingNumber,
    bank_name: input.bankName,
    member_id: input.memberId,
    clearing_system_code: input.clearingSystemCode,
    bank_address: addressToWire(input.bankAddress),
    bank_swift_code: input.bankSwiftCode,
    bank_account_number: input.bankAccountNumber,
  });
}
