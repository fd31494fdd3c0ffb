/**
 * What a payment-method choice may say (PaymentMethodInput): pure checks the lifecycle core
 * runs on select_payment_method, keyed by the command's own field names.
 */
import { redirectMethods, type PaymentMethodType } from './catalog.js';

const maxWireReferenceLength = 140;
const maxReturnUrlLength = 2048;

export interface PaymentChoice {
  method: PaymentMethodType;
  wireReference?: string | null;
  returnUrl?: string | null;
}

const given = (value: unknown) => value !== undefined && value !== null;

/** field → message for each problem of the choice; `httpsOnly` in production. */
export function paymentChoiceProblems(choice: PaymentChoice, httpsOnly: boolean): [field: string, message: string][] {
  const problems: [string, string][] = [];
  const { method, wireReference, returnUrl } = choice;
  if (given(wireReference)) {
    if (method !== 'wire_transfer') problems.push(['wireReference', 'is only used for wire_transfer']);
    else if (typeof wireReference !== 'string' || wireReference.trim() === '' || wireReference.length > maxWireReferenceLength)
      problems.push(['wireReference', `must be a non-empty string of at most ${maxWireReferenceLength} characters`]);
  }
  if (given(returnUrl)) {
    if (!redirectMethods.includes(method)) problems.push(['returnUrl', `is only used for ${redirectMethods.join(' and ')}`]);
    else if (!isReturnUrl(returnUrl, httpsOnly))
      problems.push(['returnUrl', `must be an ${httpsOnly ? 'https' : 'http or https'} URL of at most ${maxReturnUrlLength} characters`]);
  }
  return problems;
}

/** The reference and return address as stored: each only for the method that uses it. */
export function storedChoice(choice: PaymentChoice): { wireReference: string | null; paymentReturnUrl: string | null } {
  return {
    wireReference: typeof choice.wireReference === 'string' && choice.method === 'wire_transfer' ? choice.wireReference.trim() : null,
    paymentReturnUrl: typeof choice.returnUrl === 'string' && redirectMethods.includes(choice.method) ? choice.returnUrl : null,
  };
}

function isReturnUrl(value: unknown, httpsOnly: boolean): value is string {
  if (typeof value !== 'string' || value.length > maxReturnUrlLength) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
  } catch {
    return false;
  }
}
