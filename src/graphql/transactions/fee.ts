import type { FeeView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { FeeTypeEnum } from './fee-type.js';

export const TaxType = builder.objectRef<FeeView['taxes'][number]>('Tax').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'gst' }),
    amount: t.expose('amount', { type: 'Money' }),
  }),
});

export const FeeType = builder.objectRef<FeeView>('Fee').implement({
  description: 'A fee on an item and who pays it; amount includes taxes.',
  fields: (t) => ({
    type: t.expose('type', { type: FeeTypeEnum }),
    payerCustomer: t.exposeString('payerCustomer', { nullable: true }),
    split: t.exposeFloat('split', { nullable: true, description: 'Share of the escrow fee (0.5 or 1).' }),
    amount: t.expose('amount', { type: 'Money' }),
    amountWithoutTaxes: t.expose('amountWithoutTaxes', { type: 'Money' }),
    taxes: t.expose('taxes', { type: [TaxType] }),
  }),
});
