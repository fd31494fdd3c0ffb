/**
 * GET /transaction/{id}/payment_methods/{name}: how the buyer pays by one method, without
 * choosing it (the POST chooses). Only a method the buyer may use now is answered: one offered
 * but waiting on a condition (agreement, a verified buyer) is refused with that condition.
 */
import { toDomainError } from '../lifecycle/errors.js';
import { resolveActor } from '../lifecycle/actor.js';
import { payerRefusal } from '../lifecycle/payment-choice.js';
import type { Services } from '../services.js';
import { InvalidStateError, ValidationError, type FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { resolveCaller } from '../transactions/caller.js';
import { getTransaction } from '../transactions/read.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { redirectMethods, type PaymentMethodType } from '../payment-methods/catalog.js';
import { paymentChoiceProblems } from '../payment-methods/choice.js';
import { instructionsAt, loadSituation, redirectTypes, type PayingCaller, type PaymentInstructions, type RedirectType } from './methods.js';
import { chooseOption } from '../lifecycle/payment-options.js';

/** PaymentMethodRedirectInput, for paypal and credit_card. */
export interface PaymentDetailsRequest {
  method: PaymentMethodType;
  returnUrl?: string | null;
  redirectType?: string | null;
}

/** The request's own problems by field (checked before who asks). */
export function paymentDetailsProblems(services: Services, request: PaymentDetailsRequest): FieldErrors | null {
  const report = new ErrorReport();
  const errors = report.at();
  for (const [field, message] of paymentChoiceProblems({ method: request.method, returnUrl: request.returnUrl }, services.config.environment === 'production')) {
    errors.add(field, message);
  }
  const redirectType = request.redirectType;
  if (redirectType !== undefined && redirectType !== null) {
    if (!redirectMethods.includes(request.method)) errors.add('redirectType', `is only used for ${redirectMethods.join(' and ')}`);
    else if (!(redirectTypes as readonly string[]).includes(redirectType)) errors.add('redirectType', `must be one of ${redirectTypes.join(', ')}`);
  }
  return report.hasErrors ? report.toObject() : null;
}

export async function paymentMethodDetails(
  services: Services,
  caller: PayingCaller,
  transactionId: number,
  request: PaymentDetailsRequest,
): Promise<PaymentInstructions> {
  const problems = paymentDetailsProblems(services, request);
  if (problems) throw new ValidationError(problems);
  const record = await getTransaction(services, caller.viewer, transactionId);
  const resolved = resolveActor(toSnapshot(record, 0n), await resolveCaller(services.prisma, caller, record));
  const refused = 'ok' in resolved ? resolved : payerRefusal(resolved);
  if (refused) throw toDomainError(refused.error);
  const chosen = chooseOption(await loadSituation(services, record), request.method);
  if (!chosen.ok) throw new InvalidStateError(chosen.reason);
  return instructionsAt(services, record, request.method, chosen.option.total, {
    returnUrl: request.returnUrl ?? null,
    redirectType: (request.redirectType as RedirectType | null | undefined) ?? undefined,
  });
}
