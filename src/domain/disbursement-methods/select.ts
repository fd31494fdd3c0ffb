import type { Viewer } from '../auth/authenticate.js';
import type { DisbursementMethodChoice } from './input.js';
import type { Services } from '../services.js';
import { act } from '../transactions/act.js';
import type { DisbursementMethodsView } from './methods.js';
import { loadPayee, view } from './transaction.js';

/**
 * POST /transaction/{transaction_id}/disbursement_methods: a saved method of the caller, or a
 * new one (saved to the caller's account), becomes its payout method for this transaction. The
 * lifecycle command select_payout_method decides who may and until when; the method must suit
 * the transaction (its currency; ach only for usd).
 */
export async function selectDisbursementMethod(
  services: Services,
  viewer: Viewer,
  transactionId: number,
  choice: DisbursementMethodChoice,
): Promise<DisbursementMethodsView> {
  await act(services, { kind: 'customer', viewer }, transactionId, { type: 'select_payout_method', method: choice });
  return view(services.prisma, services, await loadPayee(services.prisma, viewer, transactionId));
}
