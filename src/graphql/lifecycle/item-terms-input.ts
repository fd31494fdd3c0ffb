import { builder } from '../builder.js';
import { ScheduleAmountInput } from '../transactions/schedule-amount-input.js';

export const ItemTermsInput = builder.inputType('ItemTermsInput', {
  description: 'Changes to one item; fields left out stay as they are.',
  fields: (t) => ({
    itemId: t.int({ required: true, description: 'The databaseId of the item.' }),
    title: t.string(),
    description: t.string(),
    inspectionPeriod: t.int({ description: 'Seconds, 0 to 365 days.' }),
    schedule: t.field({ type: [ScheduleAmountInput] }),
  }),
});
