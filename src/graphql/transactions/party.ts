import type { PartyView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { PartyRoleEnum } from './party-role.js';

export const PartyType = builder.objectRef<PartyView>('Party').implement({
  description: 'A customer taking part in a transaction in one role.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    role: t.expose('role', { type: PartyRoleEnum }),
    customer: t.exposeString('customer', { nullable: true, description: 'Email; null when privacy hides this party from the viewer.' }),
    customerDatabaseId: t.exposeInt('customerId', {
      nullable: true,
      description: 'The integer id of the customer (as the timeline names a customer); null when privacy hides this party from the viewer.',
    }),
    agreed: t.exposeBoolean('agreed'),
    initiator: t.exposeBoolean('initiator'),
    nextStep: t.exposeString('nextStep'),
    verificationRequired: t.exposeBoolean('verificationRequired'),
    disbursementMethodSelected: t.exposeBoolean('disbursementMethodSelected'),
  }),
});
