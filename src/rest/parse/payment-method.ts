/** PaymentMethodInput (spec 2.7) → the payment-method choice; the method is named in the path. */
import { isPaymentMethodType, paymentMethodTypes } from '../../domain/payment-methods/catalog.js';
import type { PaymentChoice } from '../../domain/payment-methods/choice.js';
import type { PaymentDetailsRequest } from '../../domain/payments/details.js';
import { NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { ok, type Read } from './json.js';
import { readBody, wireObject, wireValue, type JsonSchema } from './shape.js';
import { parsed, type Parsed } from './submit.js';

/**
 * A text field of the choice. Anything but a string can never be a valid reference or address:
 * it is read as the empty string, so the domain refuses it in the words it uses for a wrong one
 * (this endpoint has always answered so) instead of a bare "must be a string". Null is kept.
 */
const choiceText = (json: JsonSchema = {}) => wireValue((value): Read<string> => ok(typeof value === 'string' ? value : ''), { type: 'string', ...json }, 'kept');

/** The body of POST /transaction/{id}/payment_methods/{name} (PaymentMethodInput in the OpenAPI document). */
export const paymentMethodChoiceBody = wireObject({
  // Checked against the method named in the path, which the declaration cannot know.
  payment_method_name: wireValue((value): Read<unknown> => ok(value), { enum: [...paymentMethodTypes], description: 'Optional: the method named in the path' }),
  wire_reference: choiceText(),
  return_url: choiceText({ format: 'uri', description: 'paypal and credit_card only' }),
});

export function parsePaymentMethodChoice(name: string, body: unknown): Parsed<PaymentChoice> {
  const object = body ?? {};
  if (!isPlainObject(object)) throw new ValidationError({ body: ['must be a PaymentMethodInput object'] });
  if (!isPaymentMethodType(name)) throw new NotFoundError(`No payment method named "${name}"; the methods are ${paymentMethodTypes.join(', ')}`);
  const { input, errors } = readBody(paymentMethodChoiceBody, object);
  const named = input.paymentMethodName;
  if (named !== undefined && named !== name) errors.at().add('payment_method_name', `must be ${name}, the method named in the path, or be left out`);
  return parsed({ method: name, wireReference: input.wireReference, returnUrl: input.returnUrl }, errors);
}

/**
 * GET /transaction/{id}/payment_methods/{name}: PaymentMethodRedirectInput as query parameters
 * (return_url, redirect_type). Other parameters are ignored, as on every GET.
 */
export function parsePaymentMethodRedirect(name: string, query: URLSearchParams): Parsed<PaymentDetailsRequest> {
  const returnUrl = query.get('return_url');
  const redirectType = query.get('redirect_type');
  if (!isPaymentMethodType(name)) throw new NotFoundError(`No payment method named "${name}"; the methods are ${paymentMethodTypes.join(', ')}`);
  return parsed({ method: name, returnUrl, redirectType });
}
