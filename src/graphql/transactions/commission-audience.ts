import { commissionAudiences } from '../../domain/transactions/privacy.js';
import { builder } from '../builder.js';

export const CommissionAudienceEnum = builder.enumType('CommissionAudience', {
  description: 'Who may see the broker commission: both buyer and seller, one of them, or neither.',
  values: commissionAudiences,
});
