import { customerDisbursementMethods, type DisbursementMethodsView } from '../../domain/disbursement-methods/methods.js';
import { transactionDisbursementMethods } from '../../domain/transactions/disbursement-method.js';
import { ForbiddenError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { CurrencyEnum } from '../shared/currency.js';
import { AvailableDisbursementMethodType } from './available-disbursement-method.js';
import { DisbursementMethodNode } from './disbursement-method.js';
import { TransactionNode } from '../transactions/transaction.js';

export const DisbursementMethodsType = builder.objectRef<DisbursementMethodsView>('DisbursementMethods').implement({
  description: 'The payout options of one payee: what each type would pay, its saved methods and its choice.',
  fields: (t) => ({
    availableDisbursementMethods: t.expose('available', { type: [AvailableDisbursementMethodType] }),
    savedDisbursementMethods: t.expose('saved', { type: [DisbursementMethodNode] }),
    selectedDisbursementMethod: t.expose('selected', { type: DisbursementMethodNode, nullable: true }),
    availableCurrencies: t.expose('availableCurrencies', { type: [CurrencyEnum] }),
  }),
});

builder.objectField(TransactionNode, 'disbursementMethods', (t) =>
  t.field({
    type: DisbursementMethodsType,
    description: 'The viewer’s payout options in this transaction: for its payees only (its seller, its broker, and the partner its partner_fee pays).',
    args: { asCustomer: t.arg.string({ description: 'An approved partner reads for the seller or broker with this email (account numbers masked).' }) },
    errors: { types: [ForbiddenError] },
    resolve: (transaction, { asCustomer }, context) =>
      transactionDisbursementMethods(context.services, { viewer: context.viewer, asCustomerEmail: asCustomer ?? null }, transaction.id),
  }),
);

builder.prismaObjectField('Customer', 'disbursementOptions', (t) =>
  t.field({
    type: DisbursementMethodsType,
    description:
      'The payout options of the account outside any transaction (REST GET /customer/{customer_id}/disbursement_methods): every method type with a total of 0, the saved methods, nothing selected, and the currencies a method may be saved in. The account holder only.',
    authScopes: (customer) => ({ self: customer.id }),
    resolve: (customer, _args, context) => customerDisbursementMethods(context.services, context.viewer, customer.id),
  }),
);
