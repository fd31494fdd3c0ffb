import type { DisbursementMethodsView } from '../../domain/disbursement-methods/methods.js';
import { selectDisbursementMethod } from '../../domain/transactions/select-disbursement-method.js';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { SelectDisbursementMethodInput } from './select-disbursement-method-input.js';
import { DisbursementMethodsType } from './disbursement-options.js';

const SelectDisbursementMethodPayload = builder.objectRef<DisbursementMethodsView>('SelectDisbursementMethodPayload').implement({
  fields: (t) => ({ disbursementMethods: t.field({ type: DisbursementMethodsType, resolve: (view) => view }) }),
});

const oneOfMessage = 'send either disbursementMethod (a saved method) or newDisbursementMethod';

builder.mutationField('selectDisbursementMethod', (t) =>
  t.field({
    type: SelectDisbursementMethodPayload,
    description:
      'Chooses how the viewer, a payee of the transaction (its seller, its broker, or the partner its partner_fee pays), is paid (POST /transaction/{id}/disbursement_methods).',
    args: { input: t.arg({ type: SelectDisbursementMethodInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, InvalidStateError] },
    resolve: (_root, { input }, context) => {
      const saved = input.disbursementMethod;
      const fresh = input.newDisbursementMethod;
      if (Boolean(saved) === Boolean(fresh)) throw new ValidationError({ disbursementMethod: [oneOfMessage] });
      const choice = saved ? { id: Number(saved.id) } : fresh!;
      return selectDisbursementMethod(context.services, { viewer: context.viewer, asCustomerEmail: input.asCustomer ?? null }, Number(input.transaction.id), choice);
    },
  }),
);
