import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { setPartnerApproval } from '../../domain/customers/partner-approval.js';
import { builder } from '../builder.js';

const Payload = builder.objectRef<{ customerId: number; email: string; approved: boolean }>('SetPartnerApprovalPayload').implement({
  fields: (t) => ({
    customerId: t.exposeInt('customerId', { description: 'The databaseId of the partner.' }),
    email: t.exposeString('email'),
    approved: t.exposeBoolean('approved', { description: 'Whether it may act for its parties (As-Customer).' }),
  }),
});

builder.mutationField('setPartnerApproval', (t) =>
  t.field({
    type: Payload,
    description: 'Operators only: approve a partner to act for the parties of its transactions, or withdraw it.',
    args: {
      email: t.arg.string({ required: true }),
      approved: t.arg.boolean({ required: true }),
    },
    errors: { types: [ForbiddenError, NotFoundError, ValidationError] },
    resolve: async (_root, { email, approved }, context) => {
      if (!context.viewer.customer.isOperator) throw new ForbiddenError('Only operators may approve partners');
      const customer = await setPartnerApproval(context.services, { email }, approved);
      return { customerId: customer.id, email: customer.email, approved: customer.actAsCustomerApproved };
    },
  }),
);
