import { customerDisbursementMethods, disbursementMethodNotFoundMessage, getSavedDisbursementMethod } from '../../domain/disbursement-methods/methods.js';
import { selectDisbursementMethod } from '../../domain/disbursement-methods/select.js';
import { disbursementMethodChoiceProblems, transactionDisbursementMethods } from '../../domain/disbursement-methods/transaction.js';
import { parseDisbursementMethodChoice } from '../parse/disbursement-method.js';
import { submit } from '../parse/submit.js';
import { customerRef, pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeDisbursementMethod, serializeDisbursementMethods } from '../serializers/disbursement-method.js';
import { ref } from '../openapi/schemas.js';

export const disbursementMethodRoutes: Route[] = [
  {
    method: 'GET',
    path: '/customer/{customer_id}/disbursement_methods',
    doc: {
      tag: 'Disbursement methods',
      summary: 'Your saved payout methods',
      success: { status: 200, description: 'The methods', schema: ref('DisbursementMethods') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: serializeDisbursementMethods(await customerDisbursementMethods(services, viewer, customerRef(params.customer_id))),
    }),
  },
  {
    method: 'GET',
    path: '/customer/{customer_id}/disbursement_methods/{disbursement_id}',
    doc: {
      tag: 'Disbursement methods',
      summary: 'One saved payout method',
      success: { status: 200, description: 'The method', schema: ref('DisbursementMethod') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => {
      const ref = customerRef(params.customer_id);
      const id = pathId(params.disbursement_id, disbursementMethodNotFoundMessage);
      return { status: 200, body: serializeDisbursementMethod(await getSavedDisbursementMethod(services, viewer, ref, id)) };
    },
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/disbursement_methods',
    doc: {
      tag: 'Disbursement methods',
      summary: 'What each payout method would pay (the seller or the broker)',
      success: { status: 200, description: 'The methods and totals', schema: ref('DisbursementMethods') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => ({
      status: 200,
      body: serializeDisbursementMethods(await transactionDisbursementMethods(services, viewer, pathId(params.transaction_id, 'Transaction not found'))),
    }),
  },
  {
    method: 'POST',
    path: '/transaction/{transaction_id}/disbursement_methods',
    doc: {
      tag: 'Disbursement methods',
      summary: 'Choose the payout method of a transaction: a saved one (`{"id": …}`) or new bank details',
      body: { schema: ref('DisbursementMethodInput'), required: true },
      success: { status: 200, description: 'The methods, the chosen one selected', schema: ref('DisbursementMethods') },
      errors: [403, 404, 409, 422],
    },
    handler: async ({ services, viewer, params, json }) => {
      const id = pathId(params.transaction_id, 'Transaction not found');
      const choice = parseDisbursementMethodChoice(await json());
      const methods = await submit(choice, {
        check: (input) => disbursementMethodChoiceProblems(services, viewer, id, input),
        run: (input) => selectDisbursementMethod(services, viewer, id, input),
        renames: choice.renames,
      });
      return { status: 200, body: serializeDisbursementMethods(methods) };
    },
  },
];
