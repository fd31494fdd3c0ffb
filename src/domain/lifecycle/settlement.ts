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
import { buyerCustomerId, feeTotal, hasDisbursementMethod, heldAmount, isHeld, isTransferableItem, itemDisbursed, itemSettled } from './queries.js';
import type { FeeSnapshot, ItemSnapshot } from './snapshot.js';
import type { Work } from './work.js';

interface Proceeds {
  gross: bigint;
  withheld: bigint;
  itemIds: Set<number>;
}

/** Fees stored on the terms that the chosen method's fee replaces at payout (facts.payoutFees). */
const disbursementFeeTypes: readonly string[] = ['wire_disbursement', 'cheque_disbursement'];

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
  // A payee's disbursement fee is charged once per transaction, with its first payout.
  const paidBefore = new Set(s.items.flatMap((item) => item.schedules.filter((x) => x.disbursedToBeneficiary).map((x) => x.beneficiaryCustomerId)));

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

  // 4. Postings: one per payee (fees they pay on the items paid in this run are deducted from
  //    their proceeds, each fee only if it fits whole, else it is waived) and one per refund.
  const paidFees = new Set<number>();
  const runFees: FeeSnapshot[] = s.items.filter((item) => runItems.has(item.id)).flatMap((item) => item.fees);
  for (const [payee, proceeds] of payouts) {
    const ref = { transactionId: s.id, currency: s.currency };
    if (payee === null) {
      w.post(disbursementPosting({ ...ref, payeeCustomerId: null, gross: proceeds.gross }));
      w.note(null, `${w.money(proceeds.gross)} of items ${[...proceeds.itemIds].join(', ')} is the service's own.`);
      continue;
    }
    let remaining = proceeds.gross - proceeds.withheld;
    const charged: FeeCharge[] = [];
    for (const fee of runFees) {
      if (fee.payerCustomerId !== payee || payee === buyer) continue;
      paidFees.add(fee.id);
      if (disbursementFeeTypes.includes(fee.type)) continue;
      const total = feeTotal(fee);
      if (total > remaining) {
        w.note(null, `The ${fee.type} fee of ${w.money(total)} exceeds what is left of the proceeds of customer ${payee}; it is waived.`);
        continue;
      }
      charged.push(fee);
      remaining -= total;
    }
    const payoutFee = payee === buyer || paidBefore.has(payee) ? undefined : payoutFees.get(payee);
    if (payoutFee) {
      const total = feeChargeTotal(payoutFee);
      if (total > remaining)
        w.note(null, `The ${payoutFee.methodType} disbursement fee of ${w.money(total)} exceeds what is left of the proceeds of customer ${payee}; it is waived.`);
      else if (total > 0n) {
        charged.push(payoutFee);
        remaining -= total;
        w.note(null, `A ${payoutFee.methodType} disbursement fee of ${w.money(total)} was deducted from the proceeds of customer ${payee}.`);
      }
    }
    w.post(disbursementPosting({ ...ref, payeeCustomerId: payee, gross: proceeds.gross, withheld: proceeds.withheld, fees: charged }));
    const itemIds = [...proceeds.itemIds];
    w.event('payment_disbursed', { customer_id: payee, amount: formatMoney(remaining), item_ids: itemIds });
    w.note('payment_disbursed', `${w.money(remaining)} was disbursed to customer ${payee} for items ${itemIds.join(', ')}.`);
  }
  for (const fee of runFees)
    if (fee.payerCustomerId !== buyer && !paidFees.has(fee.id) && !disbursementFeeTypes.includes(fee.type))
      w.note(null, `The ${fee.type} fee of ${w.money(feeTotal(fee))} owed by customer ${fee.payerCustomerId} is waived: they received no proceeds.`);
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
