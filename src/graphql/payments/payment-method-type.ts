import { paymentMethodTypes } from '../../domain/payment-methods/catalog.js';
import { builder } from '../builder.js';

export const PaymentMethodTypeEnum = builder.enumType('PaymentMethodType', {
  description: 'The payment methods of the contract; see Transaction.paymentMethods for those offered.',
  values: paymentMethodTypes,
});
