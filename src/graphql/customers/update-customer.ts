import type { CustomerView } from '../../domain/customers/read.js';
import { updateCustomer, updatePartyCustomer } from '../../domain/customers/update.js';
import { ForbiddenError, NotFoundError, ValidationError, flattenFieldErrors, type FieldErrors } from '../../domain/shared/errors.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { builder } from '../builder.js';
import { UpdateCustomerInput } from './update-customer-input.js';
import { CustomerNode } from './customer.js';

const UpdateCustomerPayload = builder.objectRef<CustomerView>('UpdateCustomerPayload').implement({
  fields: (t) => ({ customer: t.field({ type: CustomerNode, resolve: (view) => view.customer }) }),
});

builder.mutationField('updateCustomer', (t) =>
  t.field({
    type: UpdateCustomerPayload,
    description: 'Updates the viewer, or a customer an approved partner acts for (the same rules as PATCH /customer; with partyId, PATCH /party/{party_id}).',
    args: { input: t.arg({ type: UpdateCustomerInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError] },
    resolve: async (_root, { input }, context) => {
      const { customer, partyId, taxNumbers, ...rest } = input;
      if (customer && partyId !== null && partyId !== undefined) throw new ValidationError({ partyId: ['must not be sent with customer'] });
      const changes = {
        ...rest,
        taxNumbers: taxNumbers ? taxNumbers.map(({ id, ...entry }) => ({ ...entry, id: id ? Number(id.id) : undefined })) : taxNumbers,
      };
      try {
        if (partyId !== null && partyId !== undefined) return await updatePartyCustomer(context.services, context.viewer, partyId, changes);
        return await updateCustomer(context.services, context.viewer, customer ? Number(customer.id) : 'me', changes);
      } catch (error) {
        if (error instanceof ValidationError) throw new ValidationError(withGroupedPaths(error.errors, taxNumbers?.length ?? 0), error.message);
        throw error;
      }
    },
  }),
);

const nameAndDobFields = new Map([
  ['firstName', 'first_name'],
  ['middleName', 'middle_name'],
  ['lastName', 'last_name'],
  ['dateOfBirth', 'date_of_birth'],
]);

/**
 * updateCustomer has answered names and tax numbers grouped as the REST contract groups them
 * since it was added, and its clients read them so: problems of names and the date of birth
 * under `nameAndDob`, each starting with the field (`first_name: …`), and those of tax
 * numbers under `type`, `number` and `id`, starting with `tax_numbers[N]: ` when several were
 * sent. Every other problem keeps the domain's path (`company.companyName`).
 */
function withGroupedPaths(errors: FieldErrors, taxNumberCount: number): FieldErrors {
  const report = new ErrorReport();
  for (const { path, messages } of flattenFieldErrors(errors)) {
    const [head, index, field] = path;
    const name = nameAndDobFields.get(head!);
    for (const message of messages) {
      if (name !== undefined && path.length === 1) report.at().add('nameAndDob', `${name}: ${message}`);
      else if (head === 'taxNumbers' && field !== undefined && path.length === 3) {
        report.at().add(field, `${taxNumberCount > 1 ? `tax_numbers[${index}]: ` : ''}${message}`);
      } else report.at(...path.slice(0, -1)).add(path[path.length - 1]!, message);
    }
  }
  return report.toObject();
}
