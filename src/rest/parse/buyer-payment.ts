/** BuyerPayment (spec 2.7) → the domain's input: five optional strings; other keys are refused. */
import type { BuyerPaymentInput } from '../../domain/payments/buyer-payment.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { readObjectBody, reportUnknownFields } from './body.js';
import { field, readString } from './json.js';
import { parsed, type Parsed } from './submit.js';

export const buyerPaymentWireFields = ['bank_country', 'bank_name', 'account_name', 'third_party_email', 'bank_state'] as const;

export function parseBuyerPayment(body: unknown): Parsed<BuyerPaymentInput> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const errors = report.at();
  reportUnknownFields(object, buyerPaymentWireFields, errors);
  const text = (name: string) => field(object, name, readString, errors, { nullable: true });
  return parsed(
    {
      bankCountry: text('bank_country'),
      bankName: text('bank_name'),
      accountName: text('account_name'),
      thirdPartyEmail: text('third_party_email'),
      bankState: text('bank_state'),
    },
    report,
  );
}
