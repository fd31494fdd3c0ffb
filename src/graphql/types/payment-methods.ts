import { ForbiddenError, NotFoundError } from '../../domain/shared/errors.js';
import { listPaymentMethods, type PaymentInstructions } from '../../domain/payments/methods.js';
import type { PaymentFee, PaymentMethodOption, PaymentMethods } from '../../domain/payments/options.js';
import type { WireTransferDetails } from '../../domain/payments/wire-transfer.js';
import { builder } from '../builder.js';
import { FeeTypeEnum } from '../enums/fee-type.js';
import { PaymentMethodTypeEnum } from '../enums/payment-method-type.js';
import { TaxType } from './fee.js';
import { TransactionNode } from './transaction.js';

const PaymentFeeType = builder.objectRef<PaymentFee>('PaymentFee').implement({
  description: 'The fee of a payment method, charged on top of the outstanding balance; amount includes taxes.',
  fields: (t) => ({
    type: t.expose('type', { type: FeeTypeEnum }),
    payerCustomer: t.exposeString('payerCustomer'),
    amount: t.expose('amount', { type: 'Money' }),
    amountWithoutTaxes: t.expose('amountWithoutTaxes', { type: 'Money' }),
    taxes: t.expose('taxes', { type: [TaxType] }),
  }),
});

const PaymentMethodType = builder.objectRef<PaymentMethodOption>('PaymentMethod').implement({
  description: 'A way for the buyer to pay, and what it costs.',
  fields: (t) => ({
    type: t.expose('type', { type: PaymentMethodTypeEnum }),
    total: t.expose('total', { type: 'Money', description: 'What the buyer pays with this method: the outstanding balance plus its fee.' }),
    paymentGateway: t.exposeString('paymentGateway'),
    conditions: t.exposeStringList('conditions', { description: 'What must hold before it can be chosen: all_parties_agreed, buyer_identity_verified.' }),
    feeForOutstandingBalance: t.expose('feeForOutstandingBalance', { type: 'Money' }),
    fees: t.expose('fees', { type: [PaymentFeeType] }),
  }),
});

export const PaymentMethodsType = builder.objectRef<PaymentMethods>('PaymentMethods').implement({
  description: 'How the buyer can pay the outstanding balance (the same rules as GET /transaction/{id}/payment_methods).',
  fields: (t) => ({
    availablePaymentMethods: t.expose('available', { type: [PaymentMethodType], description: 'Can be chosen now.' }),
    conditionallyAvailablePaymentMethods: t.expose('conditionallyAvailable', {
      type: [PaymentMethodType],
      description: 'Can be chosen once their conditions hold.',
    }),
    totalWithoutPaymentFee: t.expose('totalWithoutPaymentFee', { type: 'Money', description: 'The outstanding balance.' }),
    selectedPaymentMethod: t.expose('selected', { type: PaymentMethodTypeEnum, nullable: true }),
  }),
});

const WireTransferDetailsType = builder.objectRef<WireTransferDetails>('WireTransferDetails').implement({
  description: "The service's bank account to wire the outstanding balance to, and how to reference the payment.",
  fields: (t) => ({
    bankName: t.exposeString('bankName'),
    swiftCode: t.exposeString('swiftCode'),
    additionalInstructions: t.exposeString('additionalInstructions'),
    creditAccountName: t.exposeString('creditAccountName'),
    creditAccountNumber: t.exposeString('creditAccountNumber'),
    routingNumber: t.exposeString('routingNumber', { nullable: true }),
    bankIban: t.exposeString('bankIban', { nullable: true }),
    bankAddress: t.exposeString('bankAddress', { nullable: true }),
    wireBeneficiaryAddress: t.exposeString('wireBeneficiaryAddress', { nullable: true }),
  }),
});

const LandingPageType = builder.objectRef<{ landingPage: string }>('LandingPage').implement({
  description: "The payment gateway's page to send the buyer to.",
  fields: (t) => ({ landingPage: t.exposeString('landingPage') }),
});

export const PaymentInstructionsType = builder.unionType('PaymentInstructions', {
  description: 'What the buyer does next: wire the money (WireTransferDetails) or pay on a landing page.',
  types: [WireTransferDetailsType, LandingPageType],
  resolveType: (value) => ('landingPage' in value ? LandingPageType : WireTransferDetailsType),
});

/** The union's member for one domain answer. */
export function paymentInstructions(instructions: PaymentInstructions): WireTransferDetails | { landingPage: string } {
  return instructions.kind === 'wire_transfer' ? instructions.details : { landingPage: instructions.landingPage };
}

builder.objectField(TransactionNode, 'paymentMethods', (t) =>
  t.field({
    type: PaymentMethodsType,
    description: 'For the buyer, or an approved partner acting for the buyer (asCustomer): how the outstanding balance can be paid.',
    args: {
      asCustomer: t.arg.string({ description: 'An approved partner asks for the buyer with this email.' }),
    },
    errors: { types: [ForbiddenError, NotFoundError] },
    resolve: (view, { asCustomer }, context) =>
      listPaymentMethods(context.services, { kind: 'customer', viewer: context.viewer, asCustomerEmail: asCustomer ?? null }, view.id),
  }),
);
