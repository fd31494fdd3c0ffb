import { builder } from '../builder.js';
import { BatchActionEnum } from './batch-action.js';
import { ModifyTermsInput } from './modify-terms-input.js';
import { ShippingInformationInput } from './shipping-information-input.js';

export const BatchActionInput = builder.inputType('BatchActionInput', {
  description: 'One action of a batch with the payload of the matching mutation; a field the action does not take is refused (ValidationError).',
  fields: (t) => ({
    action: t.field({ type: BatchActionEnum, required: true }),
    itemId: t.int({
      description: 'ship, receive, accept, reject, ship_return, receive_return, accept_return, reject_return, update_tracking, authenticator_rejects',
    }),
    shippingInformation: t.field({ type: ShippingInformationInput, description: 'ship, ship_return, update_tracking' }),
    rejectionReason: t.string({ description: 'reject, reject_return, authenticator_rejects' }),
    cancellationReason: t.string({ description: 'cancel' }),
    reason: t.string({ description: 'float_cancel' }),
    terms: t.field({ type: ModifyTermsInput, description: 'modify_terms' }),
  }),
});
