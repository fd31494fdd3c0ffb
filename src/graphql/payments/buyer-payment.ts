import type { BuyerPayment } from '../../db/generated/client.js';
import { readBuyerPayment, submitBuyerPayment } from '../../domain/payments/buyer-payment.js';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { TransactionNode } from '../transactions/transaction.js';
import { asCustomerArg } from '../lifecycle/transaction-mutation.js';

const BuyerPaymentType = builder.objectRef<BuyerPayment>('BuyerPayment').implement({
  description: 'Where the buyer’s money comes from (BuyerPayment of the REST API), for the operator who records the payment.',
  fields: (t) => ({
    bankCountry: t.exposeString('bankCountry', { nullable: true, description: 'ISO 3166-1 alpha-2.' }),
    bankName: t.exposeString('bankName', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
    thirdPartyEmail: t.exposeString('thirdPartyEmail', { nullable: true, description: 'Someone paying for the buyer.' }),
    bankState: t.exposeString('bankState', { nullable: true, description: 'ISO 3166-2, such as US-CA.' }),
    submittedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SubmitBuyerPaymentPayload = builder.objectRef<BuyerPayment>('SubmitBuyerPaymentPayload').implement({
  fields: (t) => ({ buyerPayment: t.field({ type: BuyerPaymentType, resolve: (payment) => payment }) }),
});

builder.mutationField('submitBuyerPayment', (t) =>
  t.field({
    type: SubmitBuyerPaymentPayload,
    description: 'The buyer (or an approved partner acting for it) says where the money comes from (POST /transaction/{id}/buyer_payment). Replaces an earlier one.',
    args: {
      transactionId: t.arg.globalID({ required: true, for: [TransactionNode] }),
      bankCountry: t.arg.string(),
      bankName: t.arg.string(),
      accountName: t.arg.string(),
      thirdPartyEmail: t.arg.string(),
      bankState: t.arg.string(),
      asCustomer: asCustomerArg(t.arg),
    },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, InvalidStateError] },
    resolve: (_root, { transactionId, asCustomer, ...input }, context) =>
      submitBuyerPayment(context.services, { kind: 'customer', viewer: context.viewer, asCustomerEmail: asCustomer ?? null }, Number(transactionId.id), input),
  }),
);

const BuyerPaymentResult = builder.objectRef<{ buyerPayment: BuyerPayment | null }>('BuyerPaymentRead').implement({
  fields: (t) => ({ buyerPayment: t.expose('buyerPayment', { type: BuyerPaymentType, nullable: true, description: 'Null when the buyer gave none.' }) }),
});

builder.queryField('buyerPayment', (t) =>
  t.field({
    type: BuyerPaymentResult,
    description: 'Where the buyer’s money comes from: for the operator who records the payment, the buyer and the partner.',
    args: { transactionId: t.arg.globalID({ required: true, for: [TransactionNode] }) },
    errors: { types: [ForbiddenError, NotFoundError] },
    resolve: async (_root, { transactionId }, context) => ({ buyerPayment: await readBuyerPayment(context.services, context.viewer, Number(transactionId.id)) }),
  }),
);
