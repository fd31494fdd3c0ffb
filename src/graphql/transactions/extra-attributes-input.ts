import { builder } from '../builder.js';

export const ExtraAttributesInput = builder.inputType('ExtraAttributesInput', {
  fields: (t) => ({
    withContent: t.boolean({ description: 'domain_name only.' }),
    concierge: t.boolean(),
    imageUrl: t.string(),
    merchantUrl: t.string(),
    make: t.string({ description: 'motor_vehicle only.' }),
    model: t.string({ description: 'motor_vehicle only.' }),
    year: t.int({ description: 'motor_vehicle only, and required there.' }),
    lienHolderPayoff: t.boolean({ description: 'motor_vehicle only.' }),
    titleCollection: t.boolean({ description: 'motor_vehicle only.' }),
  }),
});
