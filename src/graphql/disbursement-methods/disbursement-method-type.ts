import { disbursementMethodTypes } from '../../domain/disbursement-methods/types.js';
import { builder } from '../builder.js';

export const DisbursementMethodTypeEnum = builder.enumType('DisbursementMethodType', {
  description: 'How a payout is made; the type sets the disbursement fee.',
  values: disbursementMethodTypes,
});
