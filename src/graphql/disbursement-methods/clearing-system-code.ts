import { clearingSystemCodes } from '../../domain/disbursement-methods/types.js';
import { builder } from '../builder.js';

export const ClearingSystemCodeEnum = builder.enumType('ClearingSystemCode', {
  description: 'The national clearing system that international_routing_code belongs to.',
  values: clearingSystemCodes,
});
