import { builder } from '../builder.js';
import { CommissionAudienceEnum } from './commission-audience.js';

export const PrivacyInput = builder.inputType('PrivacyInput', {
  description: 'Broker privacy; only with a broker party.',
  fields: (t) => ({
    hideCounterparties: t.boolean({ description: 'Hide buyer and seller from each other (default true).' }),
    brokerCommissionVisibleTo: t.field({ type: CommissionAudienceEnum, description: 'Default both.' }),
  }),
});
