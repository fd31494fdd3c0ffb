import type { DisbursementMethod } from '../../db/generated/client.js';
import { addDisbursementMethod } from '../../domain/disbursement-methods/methods.js';
import { ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { DisbursementMethodInput } from './disbursement-method-input.js';
import { DisbursementMethodNode } from './disbursement-method.js';

const AddDisbursementMethodPayload = builder.objectRef<DisbursementMethod>('AddDisbursementMethodPayload').implement({
  fields: (t) => ({ disbursementMethod: t.field({ type: DisbursementMethodNode, resolve: (method) => method }) }),
});

builder.mutationField('addDisbursementMethod', (t) =>
  t.field({
    type: AddDisbursementMethodPayload,
    description: 'Saves new bank details to the viewer’s account.',
    args: { input: t.arg({ type: DisbursementMethodInput, required: true }) },
    errors: { types: [ValidationError] },
    resolve: (_root, { input }, context) => addDisbursementMethod(context.services, context.viewer, input),
  }),
);
