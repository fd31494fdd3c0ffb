import type { CustomerView } from '../../domain/customers/read.js';
import { updateCustomer } from '../../domain/customers/update.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { UpdateCustomerInput, updateCustomerToWire } from '../inputs/update-customer-input.js';
import { CustomerNode } from '../types/customer.js';

const UpdateCustomerPayload = builder.objectRef<CustomerView>('UpdateCustomerPayload').implement({
  fields: (t) => ({ customer: t.field({ type: CustomerNode, resolve: (view) => view.customer }) }),
});

builder.mutationField('updateCustomer', (t) =>
  t.field({
    type: UpdateCustomerPayload,
    description: 'Updates the viewer, or a customer an approved partner acts for (the same rules as PATCH /customer).',
    args: { input: t.arg({ type: UpdateCustomerInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    resolve: (_root, { input }, context) =>
      updateCustomer(context.services, context.viewer, input.customer ? Number(input.customer.id) : 'me', updateCustomerToWire(input)),
  }),
);
