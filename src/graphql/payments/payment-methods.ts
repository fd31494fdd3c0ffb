import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { paymentMethodDetails } from '../../domain/payments/details.js';
import { listPaymentMethods, type CheckDetails, type PaymentInstructions } from '../../domain/payments/methods.js';
import { AddressType } from '../customers/address.js';
import type { PaymentFee, PaymentMethodOption, PaymentMethods } from '../../domain/lifecycle/payment-options.js';
import type { WireTransferDetails } from '../../domain/payment-methods/wire-transfer.js';
import { builder } from '../builder.js';
import { FeeTypeEnum } from '../transactions/fee-type.js';
import { PaymentMethodTypeEnum } from './payment-method-type.js';
import { TaxType } from '../transactions/fee.js';
import { TransactionNode } from '../transactions/transaction.js';

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

const PaymentMethodsType = builder.objectRef<PaymentMethods>('PaymentMethods').implement({
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
    sortCode: t.exposeString('sortCode', { nullable: true }),
    bsb: t.exposeString('bsb', { nullable: true }),
    bankNumber: t.exposeString('bankNumber', { nullable: true }),
    transitNumber: t.exposeString('transitNumber', { nullable: true }),
    intermediaryBankName: t.exposeString('intermediaryBankName', { nullable: true }),
    intermediaryBankSwiftCode: t.exposeString('intermediaryBankSwiftCode', { nullable: true }),
    structuredBankAddress: t.expose('structuredBankAddress', { type: AddressType, nullable: true }),
    structuredWireBenAddress: t.expose('structuredWireBenAddress', { type: AddressType, nullable: true }),
  }),
});

const CheckDetailsType = builder.objectRef<CheckDetails>('CheckDetails').implement({
  description: 'Where to mail a check for the outstanding balance, to whom, and the memo that matches it to the transaction.',
  fields: (t) => ({
    payeeName: t.exposeString('payeeName'),
    checkBeneficiaryAddress: t.exposeString('checkBeneficiaryAddress'),
    structuredCheckBenAddress: t.expose('structuredCheckBenAddress', { type: AddressType }),
    amount: t.expose('amount', { type: 'Money' }),
    memo: t.exposeString('memo'),
  }),
});

const LandingPageType = builder.objectRef<{ landingPage: string }>('LandingPage').implement({
  description: "The payment gateway's page to send the buyer to.",
  fields: (t) => ({ landingPage: t.exposeString('landingPage') }),
});

export const PaymentInstructionsType = builder.unionType('PaymentInstructions', {
  description: 'What the buyer does next: wire the money (WireTransferDetails), mail a check (CheckDetails) or pay on a landing page.',
  types: [WireTransferDetailsType, LandingPageType, CheckDetailsType],
  resolveType: (value) => ('landingPage' in value ? LandingPageType : 'memo' in value ? CheckDetailsType : WireTransferDetailsType),
});

/** The union's member for one domain answer. */
export function paymentInstructions(instructions: PaymentInstructions): WireTransferDetails | CheckDetails | { landingPage: string } {
  if (instructions.kind === 'landing_page') return { landingPage: instructions.landingPage };
  return instructions.details;
}

const RedirectTypeEnum = builder.enumType('RedirectType', {
  description: 'How the landing page sends the buyer back to returnUrl: at once (automatic) or with a link to follow (manual).',
  values: ['automatic', 'manual'] as const,
});

const PaymentMethodDetailsType = builder.objectRef<{ instructions: ReturnType<typeof paymentInstructions> }>('PaymentMethodDetails').implement({
  fields: (t) => ({ instructions: t.expose('instructions', { type: PaymentInstructionsType }) }),
});

builder.objectField(TransactionNode, 'paymentMethodDetails', (t) =>
  t.field({
    type: PaymentMethodDetailsType,
    description:
      'How the buyer pays by one method it may use now, without choosing it (GET /transaction/{id}/payment_methods/{name}): wire details, check details or a landing page.',
    args: {
      method: t.arg({ type: PaymentMethodTypeEnum, required: true }),
      returnUrl: t.arg.string({ description: 'credit_card and paypal: where the landing page sends the buyer back to.' }),
      redirectType: t.arg({ type: RedirectTypeEnum, description: 'credit_card and paypal.' }),
      asCustomer: t.arg.string({ description: 'An approved partner asks for the buyer with this email.' }),
    },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError, InvalidStateError] },
    resolve: async (view, args, context) => ({
      instructions: paymentInstructions(
        await paymentMethodDetails(context.services, { kind: 'customer', viewer: context.viewer, asCustomerEmail: args.asCustomer ?? null }, view.id, {
          method: args.method,
          returnUrl: args.returnUrl,
          redirectType: args.redirectType,
        }),
      ),
    }),
  }),
);

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
