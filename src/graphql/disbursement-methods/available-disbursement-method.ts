import type { AvailableDisbursementMethod } from '../../domain/disbursement-methods/types.js';
import { builder } from '../builder.js';
import { DisbursementMethodTypeEnum } from './disbursement-method-type.js';

export const AvailableDisbursementMethodType = builder.objectRef<AvailableDisbursementMethod>('AvailableDisbursementMethod').implement({
  fields: (t) => ({
    type: t.expose('type', { type: DisbursementMethodTypeEnum }),
    total: t.expose('total', { type: 'Money', description: 'What the viewer would receive with this type, after its disbursement fee.' }),
  }),
});
