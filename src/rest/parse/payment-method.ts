/** PaymentMethodInput (spec 2.7) → the payment-method choice; the method is named in the path. */
import { isPaymentMethodType, paymentMethodTypes } from '../../domain/payments/catalog.js';
import type { PaymentChoice } from '../../domain/payments/choice.js';
import type { PaymentDetailsRequest } from '../../domain/payments/details.js';
import { NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { parsed, type Parsed } from './submit.js';

export function parsePaymentMethodChoice(name: string, body: unknown): Parsed<PaymentChoice> {
  const input = body ?? {};
  if (!isPlainObject(input)) throw new ValidationError({ body: ['must be a PaymentMethodInput object'] });
  if (!isPaymentMethodType(name)) throw new NotFoundError(`No payment method named "${name}"; the methods are ${paymentMethodTypes.join(', ')}`);
  const errors = new ErrorReport();
  const scope = errors.at();
  const named = input.payment_method_name;
  if (named !== undefined && named !== null && named !== name) scope.add('payment_method_name', `must be ${name}, the method named in the path, or be left out`);
  return parsed({ method: name, wireReference: text(input.wire_reference), returnUrl: text(input.return_url) }, errors);
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

/**
 * A text field of the choice. Anything but a string can never be a valid reference or address:
 * it is passed on as the empty string, so the domain refuses it in the words it uses for a
 * wrong one (this endpoint has always answered so) instead of a bare "must be a string".
 */
function text(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  return typeof value === 'string' ? value : '';
}
