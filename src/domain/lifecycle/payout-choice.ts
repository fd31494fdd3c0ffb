/**
 * select_payout_method: a seller or broker chooses how it is paid (spec 4.2, 5.6), until its
 * proceeds have been paid out. A payout that waited for a method may go now: the disburse job
 * is scheduled (a no-op when nothing is due).
 */
import { actingCustomerId } from './actor.js';
import type { PartySnapshot, TransactionSnapshot } from './snapshot.js';
import { disburseJobKey, refuse, type Refused } from './decision.js';
import type { PayoutMethodFact } from './facts.js';
import type { Work } from './work.js';

export const payeesOnlyMessage = 'Only the seller and the broker of a transaction may view or choose its disbursement methods';

/** The caller's own seller or broker party: the one a payout method is chosen for. */
export function payeeParty(s: TransactionSnapshot, customerId: number): PartySnapshot | undefined {
  return s.parties.find((party) => party.customerId === customerId && (party.role === 'seller' || party.role === 'broker'));
}

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
  if (w.s.isCancelled) return refuse('invalid_state', 'The transaction is cancelled: its disbursement method can no longer change', { state: 'cancelled' });
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
