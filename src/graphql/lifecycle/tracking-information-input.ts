import { builder } from '../builder.js';

export const TrackingInformationInput = builder.inputType('TrackingInformationInput', {
  description: 'Free-form tracking of a physical shipment (all optional).',
  fields: (t) => ({
    carrier: t.string(),
    trackingId: t.string(),
    carrierContact: t.string(),
  }),
});
