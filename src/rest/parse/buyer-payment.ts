/** BuyerPayment (spec 2.7) → the domain's input: five optional strings (null clears one); other keys are refused. */
import type { BuyerPaymentInput } from '../../domain/payments/buyer-payment.js';
import { notSettableMessage, readObjectBody } from './body.js';
import { readBody, text, wireObject, type JsonSchema } from './shape.js';
import type { Parsed } from './submit.js';

const nullableText = (json: JsonSchema = {}) => text('must be a string', { type: ['string', 'null'], ...json }, 'kept');

/** The body of PUT /transaction/{id}/buyer_payment, and the stored answer (BuyerPayment in the OpenAPI document). */
export const buyerPaymentBody = wireObject(
  {
    bank_country: nullableText({ description: 'ISO 3166-1 alpha-2' }),
    bank_name: nullableText(),
    account_name: nullableText(),
    third_party_email: nullableText({ format: 'email' }),
    bank_state: nullableText(),
  },
  undefined,
  { unknownFields: notSettableMessage },
);

export function parseBuyerPayment(body: unknown): Parsed<BuyerPaymentInput> {
  return readBody<BuyerPaymentInput>(buyerPaymentBody, readObjectBody(body));
}
