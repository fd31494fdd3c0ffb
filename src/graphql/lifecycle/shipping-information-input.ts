import { builder } from '../builder.js';
import { AuthorizationTypeEnum } from './authorization-type.js';
import { TrackingInformationInput } from './tracking-information-input.js';

export const ShippingInformationInput = builder.inputType('ShippingInformationInput', {
  description: 'How goods were shipped (or returned): tracking for physical goods, the authorization type for domain names.',
  fields: (t) => ({
    trackingInformation: t.field({ type: TrackingInformationInput }),
    authorizationType: t.field({ type: AuthorizationTypeEnum, description: 'Required for domain name items.' }),
  }),
});
