import { builder } from '../builder.js';
import { DisbursementMethodNode } from './disbursement-method.js';
import { TransactionNode } from '../transactions/transaction.js';
import { DisbursementMethodInput } from './disbursement-method-input.js';

export const SelectDisbursementMethodInput = builder.inputType('SelectDisbursementMethodInput', {
  description: 'Either a saved method (disbursementMethod) or new bank details to save and select (newDisbursementMethod).',
  fields: (t) => ({
    transaction: t.globalID({ for: [TransactionNode], required: true }),
    disbursementMethod: t.globalID({ for: [DisbursementMethodNode] }),
    newDisbursementMethod: t.field({ type: DisbursementMethodInput }),
    asCustomer: t.string({ description: 'An approved partner chooses for the seller or broker with this email, among its saved methods.' }),
  }),
});
