/**
 * The settlement run (command `disburse`, run by the service's disburse job or an operator):
 * the only way money leaves escrow. It pays accepted items to their beneficiaries, refunds
 * returned items (and everything still held in a cancelled transaction) to their payers,
 * settles the non-transferable items (commissions, fee items) once every transferable item is
 * settled, and completes the transaction when everything is settled.
 */
import { disbursementPosting, feeChargeTotal, refundPosting, type FeeCharge } from '../ledger/postings.js';
import { formatMoney } from '../shared/money.js';
import { refuse, type Refused } from './decision.js';
import type { PayoutFee } from './facts.js';
import { runCharges } from '../fees/payee-charges.js';
import { cloneSnapshot } from './patch.js';
import { buyerCustomerId, hasDisbursementMethod, heldAmount, isHeld, isTransferableItem, itemDisbursed, itemSettled } from './queries.js';
import type { ItemSnapshot } from './snapshot.js';
import type { Work } from './work.js';

interface Proceeds {
  gross: bigint;
  withheld: bigint;
  itemIds: Set<number>;
}

function feeTypeOf(s: { items: readonly ItemSnapshot[] }, feeId: number): string {
  return s.items.flatMap((item) => item.fees).find((fee) => fee.id === feeId)?.type ?? 'item';
}

/**
 * `withoutMethod`: items an operator releases (release_stranded) that are paid out although a
 * payee has no payout method (the operator pays them by other means; no disbursement fee).
 */
export function disburse(w: Work, payoutFees: ReadonlyMap<number, PayoutFee> = new Map(), withoutMethod: ReadonlySet<number> = new Set()): Refused | null {
  if (w.actor.kind !== 'operator' && w.actor.kind !== 'service') return refuse('forbidden', 'Only an operator or the service may run a disbursement');
  const s = w.s;
  const buyer = buyerCustomerId(s);
  const payouts = new Map<number | null, Proceeds>();
  const refunds = new Map<number, Proceeds>();
  const runItems = new Set<number>();
  const blocked: string[] = [];
  const patchBefore = w.patch.length;
  // The transaction before this run: what earlier payouts covered of each payee's charges.
  const before = cloneSnapshot(s);

  const missingMethod = (item: ItemSnapshot): number[] =>
    withoutMethod.has(item.id)
      ? []
      : item.schedules
          .filter((schedule) => isHeld(schedule) && schedule.beneficiaryCustomerId !== null)
          .map((schedule) => schedule.beneficiaryCustomerId as number)
          .filter((payee) => !hasDisbursementMethod(s, payee));

  const payOut = (item: ItemSnapshot): void => {
    for (const schedule of item.schedules) {
      if (!isHeld(schedule)) continue;
      const entry = payouts.get(schedule.beneficiaryCustomerId) ?? { gross: 0n, withheld: 0n, itemIds: new Set<number>() };
      entry.gross += schedule.amount;
      entry.itemIds.add(item.id);
      payouts.set(schedule.beneficiaryCustomerId, entry);
      w.setSchedule(schedule.id, { disbursedToBeneficiary: true, disbursedAt: w.now });
    }
    runItems.add(item.id);
  };

  const refundItem = (item: ItemSnapshot): void => {
    for (const schedule of item.schedules) {
      if (!isHeld(schedule)) continue;
      const entry = refunds.get(schedule.payerCustomerId) ?? { gross: 0n, withheld: 0n, itemIds: new Set<number>() };
      entry.gross += schedule.amount;
      entry.itemIds.add(item.id);
      refunds.set(schedule.payerCustomerId, entry);
      w.setSchedule(schedule.id, { refunded: true });
    }
  };

  const tryPayOut = (item: ItemSnapshot): void => {
    const missing = missingMethod(item);
    if (missing.length > 0) blocked.push(`item ${item.id} awaits the disbursement method of customer ${[...new Set(missing)].join(', ')}`);
    else payOut(item);
  };

  // 1. Transferable items: accepted ones are paid, returned ones (and, in a cancelled
  //    transaction, every one not accepted) are refunded.
  for (const item of s.items.filter(isTransferableItem)) {
    if (heldAmount(item) === 0n) continue;
    if (item.accepted && !item.acceptedReturned) tryPayOut(item);
    else if (item.acceptedReturned || s.isCancelled) refundItem(item);
  }

  // 2. Withholding: schedules a payee owes (e.g. the broker commission the seller pays) are
  //    secured out of that payee's proceeds, in order, each only if it fits whole.
  for (const [payee, proceeds] of payouts) {
    if (payee === null) continue;
    for (const item of s.items) {
      if (isTransferableItem(item) || item.canceled) continue;
      for (const schedule of item.schedules) {
        if (schedule.payerCustomerId !== payee || schedule.secured || schedule.refunded || schedule.disbursedToBeneficiary) continue;
        if (proceeds.gross - proceeds.withheld < schedule.amount) continue;
        proceeds.withheld += schedule.amount;
        w.setSchedule(schedule.id, { secured: true, securedAt: w.now });
        w.note(null, `${w.money(schedule.amount)} of item ${item.id} was withheld from the proceeds of customer ${payee}.`);
      }
    }
  }

  // 3. Non-transferable items settle once every transferable item is settled: paid to their
  //    beneficiaries when any goods were paid for, otherwise refunded. What was never funded
  //    is waived (the item is marked canceled).
  const transferable = s.items.filter(isTransferableItem);
  if (transferable.every(itemSettled)) {
    const goodsPaid = transferable.some(itemDisbursed);
    for (const item of s.items) {
      if (isTransferableItem(item) || itemSettled(item)) continue;
      if (goodsPaid) {
        const missing = missingMethod(item);
        if (missing.length > 0) {
          blocked.push(`item ${item.id} awaits the disbursement method of customer ${[...new Set(missing)].join(', ')}`);
          continue;
        }
        payOut(item);
      } else refundItem(item);
      if (!itemSettled(item)) {
        w.setItem(item.id, { canceled: true });
        w.note(null, `The unfunded part of item ${item.id} (${item.type}) is waived.`);
      }
    }
  }

  // 4. Postings: one per payee (what it owes of its fees and payout fee, as far as its payouts
  //    so far cover it: runCharges, the rule its quote follows) and one per refund.
  for (const [payee, proceeds] of payouts) {
    const ref = { transactionId: s.id, currency: s.currency };
    if (payee === null) {
      w.post(disbursementPosting({ ...ref, payeeCustomerId: null, gross: proceeds.gross }));
      w.note(null, `${w.money(proceeds.gross)} of items ${[...proceeds.itemIds].join(', ')} is the service's own.`);
      continue;
    }
    const payoutFee = payee === buyer ? null : (payoutFees.get(payee) ?? null);
    const run = { gross: proceeds.gross, withheld: proceeds.withheld, paidItemIds: runItems };
    const { charges, uncovered } = runCharges(before.items, payee, payoutFee, run);
    const charged: FeeCharge[] = charges.map(({ amountWithoutTaxes, taxes }) => ({ amountWithoutTaxes, taxes }));
    const remaining = proceeds.gross - proceeds.withheld - charged.reduce((sum, fee) => sum + feeChargeTotal(fee), 0n);
    for (const charge of charges) {
      const what = charge.feeId === null ? `${payoutFee?.methodType ?? ''} disbursement fee` : `${feeTypeOf(s, charge.feeId)} fee`;
      w.note(null, `${w.money(feeChargeTotal(charge))} of the ${what} was deducted from the proceeds of customer ${payee}.`);
    }
    if (uncovered > 0n) w.note(null, `${w.money(uncovered)} of the fees of customer ${payee} is not covered yet; it is deducted from its next payouts.`);
    w.post(disbursementPosting({ ...ref, payeeCustomerId: payee, gross: proceeds.gross, withheld: proceeds.withheld, fees: charged }));
    const itemIds = [...proceeds.itemIds];
    if (remaining === 0n) {
      // Nothing moves to the payee: no payout to announce (the fees took all of it).
      w.note(null, `Nothing is left to disburse to customer ${payee} for items ${itemIds.join(', ')}: its fees took the whole amount.`);
      continue;
    }
    w.event('payment_disbursed', { customer_id: payee, amount: formatMoney(remaining), item_ids: itemIds });
    w.note('payment_disbursed', `${w.money(remaining)} was disbursed to customer ${payee} for items ${itemIds.join(', ')}.`);
  }
  for (const [payer, proceeds] of refunds) {
    w.post(refundPosting({ transactionId: s.id, currency: s.currency, customerId: payer, amount: proceeds.gross }));
    const itemIds = [...proceeds.itemIds];
    w.event('payment_refunded', { customer_id: payer, amount: formatMoney(proceeds.gross), item_ids: itemIds });
    w.note('payment_refunded', `${w.money(proceeds.gross)} was refunded to customer ${payer} for items ${itemIds.join(', ')}.`);
  }

  if (w.patch.length === patchBefore && w.postings.length === 0) {
    return blocked.length > 0
      ? refuse('invalid_state', `Nothing can be disbursed yet: ${blocked.join('; ')}.`, { state: 'awaiting_disbursement_method' })
      : refuse('invalid_state', 'Nothing is due for disbursement or refund.', { state: 'nothing_to_disburse' });
  }
  for (const reason of blocked) w.note(null, `Disbursement pending: ${reason}.`);

  // 5. Completion.
  if (s.items.every(itemSettled) && s.floatAmount === 0n && s.closedAt === null) {
    if (s.isCancelled) w.note(null, 'Every amount of the cancelled transaction has been returned.');
    else {
      w.setTransaction({ closedAt: w.now });
      w.event('complete');
      w.note('complete', 'Every amount has been disbursed or refunded; the transaction is complete.');
    }
  }
  return null;
}
