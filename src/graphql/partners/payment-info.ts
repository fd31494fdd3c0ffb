import {
  listPartnerCustomerCards,
  listPartnerCustomerDisbursementMethods,
  type PartnerDisbursementInfo,
  type PartnerSavedCard,
} from '../../domain/partners/payment-info.js';
import { NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { PartnerType } from './partner.js';

const PartnerSavedCardType = builder.objectRef<PartnerSavedCard>('PartnerSavedCard').implement({
  description: 'A card a customer saved while paying one of the partner’s transactions: never the card number.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    customerId: t.exposeInt('customerId', { description: 'The customer who saved it (REST ext_cust_id).' }),
    brand: t.exposeString('brand'),
    lastFour: t.exposeString('lastFour'),
    expiryMonth: t.exposeInt('expiryMonth'),
    expiryYear: t.exposeInt('expiryYear'),
  }),
});

const PartnerDisbursementInfoType = builder.objectRef<PartnerDisbursementInfo>('PartnerDisbursementInfo').implement({
  description: 'A payout method a customer chose in one of the partner’s transactions: the bank, never the account.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    type: t.exposeString('type'),
    bankName: t.exposeString('bankName', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    bankCountry: t.exposeString('bankCountry', { nullable: true }),
  }),
});

const PartnerPaymentsIn = builder.objectRef<{ cards: PartnerSavedCard[] }>('PartnerPaymentsIn').implement({
  fields: (t) => ({ cards: t.field({ type: [PartnerSavedCardType], resolve: (payload) => payload.cards }) }),
});

const PartnerPaymentsOut = builder.objectRef<{ disbursementMethods: PartnerDisbursementInfo[] }>('PartnerPaymentsOut').implement({
  fields: (t) => ({ disbursementMethods: t.field({ type: [PartnerDisbursementInfoType], resolve: (payload) => payload.disbursementMethods }) }),
});

builder.objectFields(PartnerType, (t) => ({
  paymentsIn: t.field({
    type: PartnerPaymentsIn,
    description: 'Saved cards of one customer of the partner (REST GET /partner/customer/{id}/payments_in).',
    args: { customerId: t.arg.int({ required: true }) },
    errors: { types: [NotFoundError], union: { name: 'PartnerPaymentsInResult' } },
    resolve: async (_partner, { customerId }, context) => ({ cards: await listPartnerCustomerCards(context.services, context.viewer, customerId) }),
  }),
  paymentsOut: t.field({
    type: PartnerPaymentsOut,
    description: 'Payout methods of one customer of the partner (REST GET /partner/customer/{id}/payments_out).',
    args: { customerId: t.arg.int({ required: true }) },
    errors: { types: [NotFoundError], union: { name: 'PartnerPaymentsOutResult' } },
    resolve: async (_partner, { customerId }, context) => ({
      disbursementMethods: await listPartnerCustomerDisbursementMethods(context.services, context.viewer, customerId),
    }),
  }),
}));
