import type { IntermediaryBank } from '../../domain/disbursement-methods/types.js';
import { builder } from '../builder.js';
import { ClearingSystemCodeEnum } from './clearing-system-code.js';
import { AddressType } from '../customers/address.js';

export const IntermediaryBankType = builder.objectRef<IntermediaryBank>('IntermediaryBank').implement({
  description: 'A bank a wire passes through on its way to the beneficiary’s bank.',
  fields: (t) => ({
    bankAbaRoutingNumber: t.exposeString('bankAbaRoutingNumber', { nullable: true }),
    bankName: t.exposeString('bankName', { nullable: true }),
    memberId: t.exposeString('memberId', { nullable: true }),
    clearingSystemCode: t.expose('clearingSystemCode', { type: ClearingSystemCodeEnum, nullable: true }),
    bankAddress: t.expose('bankAddress', { type: AddressType, nullable: true }),
    bankSwiftCode: t.exposeString('bankSwiftCode', { nullable: true }),
    bankAccountNumber: t.exposeString('bankAccountNumber', { nullable: true }),
  }),
});
