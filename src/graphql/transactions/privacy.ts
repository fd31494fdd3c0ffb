import type { Privacy } from '../../domain/transactions/privacy.js';
import { builder } from '../builder.js';
import { CommissionAudienceEnum } from './commission-audience.js';

export const PrivacyType = builder.objectRef<Privacy>('Privacy').implement({
  description: 'Broker privacy: shown to the broker and the partner only.',
  fields: (t) => ({
    hideCounterparties: t.exposeBoolean('hideCounterparties'),
    brokerCommissionVisibleTo: t.expose('brokerCommissionVisibleTo', { type: CommissionAudienceEnum }),
  }),
});
