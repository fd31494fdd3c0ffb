import type { Viewer } from '../auth/authenticate.js';
import type { DisbursementMethodChoice } from '../disbursement-methods/input.js';
import type { Services } from '../services.js';
import { act } from './act.js';
import type { DisbursementMethodsView } from '../disbursement-methods/methods.js';
import { loadPayee, partnerNewBankDetailsMessage, view, type PayeeCaller } from './disbursement-method.js';
import { isSavedMethodRef } from '../disbursement-methods/input.js';
import { ForbiddenError } from '../shared/errors.js';

/**
 * POST /transaction/{transaction_id}/disbursement_methods: a saved method of the caller, or a
 * new one (saved to the caller's account), becomes its payout method for this transaction. The
 * lifecycle command select_payout_method decides who may and until when; the method must suit
 * the transaction (its currency; ach only for usd).
 */
export async function selectDisbursementMethod(
  services: Services,
  caller: PayeeCaller | Viewer,
  transactionId: number,
  choice: DisbursementMethodChoice,
): Promise<DisbursementMethodsView> {
  const payee = 'customer' in caller ? { viewer: caller } : caller;
  // As-Customer: only a saved method of the payee, by id (its bank details are its own to enter).
  if (payee.asCustomerEmail && !isSavedMethodRef(choice)) {
    const context = await loadPayee(services.prisma, payee, transactionId);
    if (context.actingPartner) throw new ForbiddenError(partnerNewBankDetailsMessage);
  }
  await act(services, { kind: 'customer', viewer: payee.viewer, asCustomerEmail: payee.asCustomerEmail ?? null }, transactionId, {
    type: 'select_payout_method',
    method: choice,
  });
  return view(services.prisma, services, await loadPayee(services.prisma, payee, transactionId));
}
