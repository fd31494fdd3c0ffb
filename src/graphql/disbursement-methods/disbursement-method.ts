import { viewDisbursementMethod } from '../../domain/disbursement-methods/record.js';
import { builder } from '../builder.js';
import { ownedBy } from '../node-access.js';
import { ClearingSystemCodeEnum } from './clearing-system-code.js';
import { CurrencyEnum } from '../shared/currency.js';
import { DisbursementMethodTypeEnum } from './disbursement-method-type.js';
import { AddressType } from '../customers/address.js';
import { IntermediaryBankType } from './intermediary-bank.js';

export const DisbursementMethodNode = builder.prismaNode('DisbursementMethod', {
  id: { field: 'id' },
  // Unknown, and not the viewer's: both load as null (src/graphql/node-access.ts).
  nullable: true,
  findUnique: (id, context) => ownedBy(id, context),
  description: 'A saved payout method of the viewer (bank details); saved methods never change.',
  authScopes: (method) => ({ self: method.customerId }),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    type: t.field({ type: DisbursementMethodTypeEnum, resolve: (row) => viewDisbursementMethod(row).type }),
    accountName: t.string({ resolve: (row) => row.accountName ?? '' }),
    accountType: t.exposeString('accountType', { nullable: true, description: 'checking or savings' }),
    bankAbaRoutingNumber: t.exposeString('bankAbaRoutingNumber', { nullable: true }),
    bankAccountNumber: t.exposeString('bankAccountNumber', { nullable: true }),
    bankAddress: t.field({ type: AddressType, nullable: true, resolve: (row) => viewDisbursementMethod(row).bankAddress }),
    bankBranchNumber: t.exposeString('bankBranchNumber', { nullable: true }),
    bankIban: t.exposeString('bankIban', { nullable: true }),
    bankName: t.exposeString('bankName', { nullable: true }),
    bankSwiftCode: t.exposeString('bankSwiftCode', { nullable: true }),
    bankSortCode: t.exposeString('bankSortCode', { nullable: true }),
    internationalRoutingCode: t.exposeString('internationalRoutingCode', { nullable: true }),
    beneficiaryAddress: t.field({ type: AddressType, nullable: true, resolve: (row) => viewDisbursementMethod(row).beneficiaryAddress }),
    currency: t.field({ type: CurrencyEnum, nullable: true, resolve: (row) => viewDisbursementMethod(row).currency }),
    intermediaryBank: t.field({
      type: IntermediaryBankType,
      nullable: true,
      description: 'The first of intermediaryBanks.',
      resolve: (row) => viewDisbursementMethod(row).intermediaryBanks[0] ?? null,
    }),
    intermediaryBanks: t.field({ type: [IntermediaryBankType], resolve: (row) => viewDisbursementMethod(row).intermediaryBanks }),
    additionalInformation: t.exposeString('additionalInformation', { nullable: true }),
    clearingSystemCode: t.field({ type: ClearingSystemCodeEnum, nullable: true, resolve: (row) => viewDisbursementMethod(row).clearingSystemCode }),
    memberId: t.exposeString('memberId', { nullable: true }),
  }),
});

builder.prismaObjectField('Customer', 'disbursementMethods', (t) =>
  t.relation('disbursementMethods', {
    description: "The customer's saved disbursement methods, oldest first (the account holder only).",
    query: { where: { deletedAt: null }, orderBy: { id: 'asc' } },
    authScopes: (customer) => ({ self: customer.id }),
  }),
);
