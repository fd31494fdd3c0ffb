/**
 * select_payout_method: a payee (the seller, the broker, or the partner a partner_fee pays;
 * see payeeParty) chooses how it is paid (spec 4.2, 5.6), until its proceeds have been paid
 * out. A payout that waited for a method may go now: the disburse job is scheduled (a no-op
 * when nothing is due). A cancelled transaction still pays accepted goods (and what follows
 * them) to their payees, so the choice stays open while escrow holds money for the caller.
 */
import { actingCustomerId } from './actor.js';
import { disburseJobKey, refuse, type Refused } from './decision.js';
import type { PayoutMethodFact } from './facts.js';
import { heldForPayee, payeeParty } from './queries.js';
import type { Work } from './work.js';

export const payeesOnlyMessage =
  'Only the payees of a transaction (its seller, its broker, and a partner its partner_fee pays) may view or choose its disbursement methods';

/** Labels for the timeline, which every party reads: the kind of payout, never bank details. */
const payoutLabels: Readonly<Record<string, string>> = {
  ach: 'ACH transfer',
  wire: 'wire',
  wire_transfer: 'wire transfer',
  wire_transfer_international: 'international wire transfer',
};

export function selectPayoutMethod(w: Work, fact: PayoutMethodFact | undefined): Refused | null {
  const customerId = actingCustomerId(w.actor);
  const party = customerId === null ? undefined : payeeParty(w.s, customerId);
  if (!party) return refuse('forbidden', payeesOnlyMessage);
  if (w.s.isCancelled && heldForPayee(w.s, party.customerId) === 0n)
    return refuse('invalid_state', 'The transaction is cancelled: its disbursement method can no longer change', { state: 'cancelled' });
  if (w.s.closedAt !== null) return refuse('invalid_state', 'The transaction is closed: its disbursement method can no longer change', { state: 'completed' });
  const paid = w.s.items.some((item) => item.schedules.some((s) => s.beneficiaryCustomerId === party.customerId && s.disbursedToBeneficiary));
  if (paid)
    return refuse('invalid_state', 'Your proceeds of this transaction have been disbursed: the disbursement method can no longer change', {
      state: 'disbursed',
    });
  if (!fact) throw new Error('select_payout_method is decided with the chosen method (CommandFacts.payoutMethod)');
  if (!fact.ok) return refuse('validation', fact.message, { fields: fact.errors });
  w.setParty(party.id, { disbursementMethodId: fact.id });
  // The seller's wire_disbursement entry shows the fee of the method chosen (docs/fees.md).
  if (party.role === 'seller') w.recomputeFees();
  w.job({ op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(w.s.id), runAt: w.now, payload: { transactionId: w.s.id } });
  const who = w.actor.onBehalfOf === null ? `The ${party.role}` : `The partner, for the ${party.role},`;
  w.note(null, `${who} chose to be paid by ${payoutLabels[fact.type] ?? fact.type}.`);
  return null;
}
