import { builder } from '../builder.js';
import { TaxNumberNode } from './tax-number.js';

export const TaxNumberInput = builder.inputType('TaxNumberInput', {
  description: 'A tax number to add, or, with id, one of the customer’s to update.',
  fields: (t) => ({
    id: t.globalID({ for: [TaxNumberNode] }),
    type: t.string({ required: true, description: 'abn, acn, ein, gst, itin, ssn, tin or vat' }),
    number: t.string({ required: true }),
  }),
});
