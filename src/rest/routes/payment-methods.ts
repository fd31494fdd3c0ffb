import { listPaymentMethods, paymentChoiceErrors, selectPaymentMethod, type PayingCaller } from '../../domain/payments/methods.js';
import { paymentDetailsProblems, paymentMethodDetails } from '../../domain/payments/details.js';
import { buyerPaymentProblems, submitBuyerPayment } from '../../domain/payments/buyer-payment.js';
import { pathId } from '../params.js';
import { parseBuyerPayment } from '../parse/buyer-payment.js';
import { serializeBuyerPayment } from '../serializers/buyer-payment.js';
import { parsePaymentMethodChoice, parsePaymentMethodRedirect } from '../parse/payment-method.js';
import { submit } from '../parse/submit.js';
import type { RestContext, Route } from '../router.js';
import { serializePaymentInstructions, serializePaymentMethods } from '../serializers/payment-methods.js';
import { ref } from '../openapi/schemas.js';

function transactionId(context: RestContext): number {
  return pathId(context.params.transaction_id, 'Transaction not found');
}

/** The buyer, or an approved partner acting for it with the As-Customer header (spec 5.4). */
function caller(context: RestContext): PayingCaller {
  return { kind: 'customer', viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
}

export const paymentMethodRoutes: Route[] = [
  {
    // PaymentMethodRedirectInput as query parameters (return_url, redirect_type) for paypal and credit_card.
    method: 'GET',
    path: '/transaction/{transaction_id}/payment_methods/{payment_method_name}',
    doc: {
      tag: 'Payment methods',
      summary: 'How to pay by one method, without choosing it: wire or check details, or a landing page',
      asCustomer: true,
      query: [
        { name: 'return_url', schema: { type: 'string', format: 'uri' }, description: 'paypal and credit_card: where the landing page sends the buyer back' },
        { name: 'redirect_type', schema: { type: 'string', enum: ['automatic', 'manual'] }, description: 'paypal and credit_card: how the buyer goes back' },
      ],
      success: { status: 200, description: 'WireTransferDetails, CheckDetails or LandingPage', schema: ref('PaymentInstructions') },
      errors: [403, 404, 409, 422],
    },
    handler: async (context) => {
      const id = transactionId(context);
      const request = parsePaymentMethodRedirect(context.params.payment_method_name ?? '', context.query);
      const instructions = await submit(request, {
        check: (input) => paymentDetailsProblems(context.services, input),
        run: (input) => paymentMethodDetails(context.services, caller(context), id, input),
      });
      return { status: 200, body: serializePaymentInstructions(instructions) };
    },
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/payment_methods',
    doc: {
      tag: 'Payment methods',
      summary: 'How the buyer can pay the outstanding balance, and what each method costs',
      asCustomer: true,
      success: { status: 200, description: 'The methods', schema: ref('PaymentMethods') },
      errors: [403, 404],
    },
    handler: async (context) => ({
      status: 200,
      body: serializePaymentMethods(await listPaymentMethods(context.services, caller(context), transactionId(context))),
    }),
  },
  {
    method: 'POST',
    path: '/transaction/{transaction_id}/payment_methods/{payment_method_name}',
    doc: {
      tag: 'Payment methods',
      summary: 'Choose how to pay: wire instructions, or a landing page',
      asCustomer: true,
      body: { schema: ref('PaymentMethodInput'), required: false },
      success: { status: 200, description: 'WireTransferDetails or LandingPage', schema: ref('PaymentInstructions') },
      errors: [403, 404, 409, 422],
    },
    handler: async (context) => {
      const id = transactionId(context);
      const choice = parsePaymentMethodChoice(context.params.payment_method_name ?? '', await context.json());
      const selected = await submit(choice, {
        check: (input) => paymentChoiceErrors(context.services, input),
        run: (input) => selectPaymentMethod(context.services, caller(context), id, input),
      });
      return { status: 200, body: serializePaymentInstructions(selected.instructions) };
    },
  },
  {
    method: 'POST',
    path: '/transaction/{transaction_id}/buyer_payment',
    doc: {
      tag: 'Payment methods',
      summary: "Where the buyer's money comes from (BuyerPayment), shown to the operator who records the payment",
      asCustomer: true,
      body: { schema: ref('BuyerPayment'), required: true },
      success: { status: 200, description: 'The stored buyer payment', schema: ref('BuyerPayment') },
      errors: [403, 404, 409, 422],
    },
    handler: async (context) => {
      const id = transactionId(context);
      const saved = await submit(parseBuyerPayment(await context.json()), {
        check: buyerPaymentProblems,
        run: (input) => submitBuyerPayment(context.services, caller(context), id, input),
      });
      return { status: 200, body: serializeBuyerPayment(saved) };
    },
  },
];
