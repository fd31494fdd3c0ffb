import type { ScheduleView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';

export const ScheduleType = builder.objectRef<ScheduleView>('Schedule').implement({
  description: 'One payment of an item: who pays whom, how much, and whether it is secured and disbursed.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    amount: t.expose('amount', { type: 'Money' }),
    payerCustomer: t.exposeString('payerCustomer', { nullable: true, description: 'Email; null when hidden from the viewer.' }),
    beneficiaryCustomer: t.exposeString('beneficiaryCustomer', {
      nullable: true,
      description: 'Email, "escrow" for the service, or null when hidden from the viewer.',
    }),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    secured: t.exposeBoolean('secured'),
    disbursedToBeneficiary: t.exposeBoolean('disbursedToBeneficiary'),
  }),
});
