import { builder } from '../builder.js';

export const ScheduleInput = builder.inputType('ScheduleInput', {
  fields: (t) => ({
    amount: t.field({ type: 'Money', required: true }),
    payerCustomer: t.string({ required: true, description: 'Email or "me".' }),
    beneficiaryCustomer: t.string({ required: true, description: 'Email or "me".' }),
    dueDate: t.field({ type: 'DateTime', description: 'Only on milestone and domain_name_holding items, where it is required.' }),
  }),
});
