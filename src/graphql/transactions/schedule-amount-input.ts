import { builder } from '../builder.js';

export const ScheduleAmountInput = builder.inputType('ScheduleAmountInput', {
  description: 'A new amount for one schedule entry of an item.',
  fields: (t) => ({
    scheduleId: t.int({ required: true, description: 'The databaseId of the schedule entry.' }),
    amount: t.field({ type: 'Money', required: true }),
  }),
});
