import { customerDisbursementMethods, disbursementMethodNotFoundMessage, getSavedDisbursementMethod } from '../../domain/disbursement-methods/methods.js';
import { selectDisbursementMethod } from '../../domain/transactions/select-disbursement-method.js';
import { disbursementMethodChoiceProblems, transactionDisbursementMethods, type PayeeCaller } from '../../domain/transactions/disbursement-method.js';
import { parseDisbursementMethodChoice } from '../parse/disbursement-method.js';
import { submit } from '../parse/submit.js';
import { customerRef, pathId } from '../params.js';
import type { RestContext, RestResult, Route, RouteDoc } from '../router.js';
import { serializeDisbursementMethod, serializeDisbursementMethods } from '../serializers/disbursement-method.js';
import { ref } from '../openapi/schemas.js';

const chooseDoc: RouteDoc = {
  tag: 'Disbursement methods',
  summary: 'Choose the payout method of a transaction: a saved one (`{"id": …}`) or new bank details',
  body: { schema: ref('DisbursementMethodInput'), required: true },
  success: { status: 200, description: 'The methods, the chosen one selected', schema: ref('DisbursementMethods') },
  errors: [403, 404, 409, 422],
  asCustomer: true,
};

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
    // An approved partner reads for the seller or broker it names with As-Customer.
    method: 'GET',
    path: '/transaction/{transaction_id}/disbursement_methods',
    doc: {
      tag: 'Disbursement methods',
      summary: 'What each payout method would pay (the seller or the broker)',
      success: { status: 200, description: 'The methods and totals', schema: ref('DisbursementMethods') },
      errors: [403, 404],
      asCustomer: true,
    },
    handler: async (context) => ({
      status: 200,
      body: serializeDisbursementMethods(
        await transactionDisbursementMethods(context.services, payee(context), pathId(context.params.transaction_id, 'Transaction not found')),
      ),
    }),
  },
  { method: 'POST', path: '/transaction/{transaction_id}/disbursement_methods', doc: chooseDoc, handler: (context) => choose(context) },
  // Integrations of the original API send PATCH: the same choice.
  { method: 'PATCH', path: '/transaction/{transaction_id}/disbursement_methods', doc: chooseDoc, handler: (context) => choose(context) },
];

function payee(context: RestContext): PayeeCaller {
  return { viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
}

async function choose(context: RestContext): Promise<RestResult> {
  const { services } = context;
  const id = pathId(context.params.transaction_id, 'Transaction not found');
  const choice = parseDisbursementMethodChoice(await context.json());
  const methods = await submit(choice, {
    check: (input) => disbursementMethodChoiceProblems(services, payee(context), id, input),
    run: (input) => selectDisbursementMethod(services, payee(context), id, input),
    renames: choice.renames,
  });
  return { status: 200, body: serializeDisbursementMethods(methods) };
}
