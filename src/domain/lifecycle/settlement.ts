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
import { payeeExpectsProceeds, payoutWaitsForLaterGoods, runCharges, withholdings } from '../fees/payee-charges.js';
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
export function disburse(
  w: Work,
  payoutFees: ReadonlyMap<number, PayoutFee> = new Map(),
  withoutMethod: ReadonlySet<number> = new Set(),
  releasing: ReadonlySet<number> = new Set(),
): Refused | null {
  const s = w.s;
  // What this run pays of an item: all its held money when accepted (or a fee item), else
  // only the schedules the buyer releases now (release_funds, `releasing`).
  const paysWhole = (item: ItemSnapshot): boolean => !isTransferableItem(item) || (item.accepted && !item.acceptedReturned);
  const paidNow = (item: ItemSnapshot, schedule: ItemSnapshot['schedules'][number]): boolean => isHeld(schedule) && (paysWhole(item) || releasing.has(schedule.id));
  const buyer = buyerCustomerId(s);
  const payouts = new Map<number | null, Proceeds>();
  const refunds = new Map<number, Proceeds>();
  const blocked: string[] = [];
  const patchBefore = w.patch.length;
  // The transaction before this run: what earlier payouts covered of each payee's charges.
  const before = cloneSnapshot(s);

  const missingMethod = (item: ItemSnapshot): number[] =>
    withoutMethod.has(item.id)
      ? []
      : item.schedules
          .filter((schedule) => paidNow(item, schedule) && schedule.beneficiaryCustomerId !== null)
          .map((schedule) => schedule.beneficiaryCustomerId as number)
          .filter((payee) => !hasDisbursementMethod(s, payee));

  const payOut = (item: ItemSnapshot): void => {
    for (const schedule of item.schedules) {
      if (!paidNow(item, schedule)) continue;
      const entry = payouts.get(schedule.beneficiaryCustomerId) ?? { gross: 0n, withheld: 0n, itemIds: new Set<number>() };
      entry.gross += schedule.amount;
      entry.itemIds.add(item.id);
      payouts.set(schedule.beneficiaryCustomerId, entry);
      w.setSchedule(schedule.id, { disbursedToBeneficiary: true, disbursedAt: w.now });
    }
  };

  const refundItem = (item: ItemSnapshot): void => {
    for (const schedule of item.schedules) {
      if (!isHeld(schedule)) continue;
      const entry = refunds.get(schedule.payerCustomerId) ?? { gross: 0n, withheld: 0n, itemIds: new Set<number>() };
      entry.gross += schedule.amount;
      entry.itemIds.add(item.id);
      refunds.set(schedule.payerCustomerId, entry);
      // disbursedAt: the instant it left escrow, so a replay of the payee's runs knows the
      // goods were no longer to come after it (src/domain/fees/payee-charges.ts).
      w.setSchedule(schedule.id, { refunded: true, disbursedAt: w.now });
    }
  };

  const tryPayOut = (item: ItemSnapshot): void => {
    const missing = missingMethod(item);
    if (missing.length > 0) blocked.push(`item ${item.id} awaits the disbursement method of customer ${[...new Set(missing)].join(', ')}`);
    else payOut(item);
  };

  // 1. Transferable items: accepted ones are paid, returned ones (and, in a cancelled
  //    transaction, every one not accepted) are refunded. A payee who owes more (a commission)
  //    than this run can withhold whole is paid with its later goods (payoutWaitsForLaterGoods).
  const accepted: ItemSnapshot[] = [];
  for (const item of s.items.filter(isTransferableItem)) {
    // An item in dispute waits for the dispute's end: nothing of it is paid out or refunded.
    if (heldAmount(item) === 0n || item.inDispute) continue;
    if (item.accepted && !item.acceptedReturned) accepted.push(item);
    else if (item.schedules.some((x) => releasing.has(x.id))) accepted.push(item);
    else if (item.acceptedReturned || s.isCancelled) refundItem(item);
  }
  // Goods paid whole by this run: a partly released item still brings its payee the rest later.
  const paying = new Set(accepted.filter(paysWhole).map((item) => item.id));
  const grossOf = (payee: number): bigint =>
    accepted.flatMap((item) => item.schedules.filter((x) => paidNow(item, x) && x.beneficiaryCustomerId === payee)).reduce((sum, x) => sum + x.amount, 0n);
  const waiting = new Set(
    [...new Set(accepted.flatMap((item) => item.schedules.map((x) => x.beneficiaryCustomerId)))].filter(
      // A cancelled transaction brings no goods later than what this run pays or refunds.
      (payee): payee is number => payee !== null && !s.isCancelled && payoutWaitsForLaterGoods(s.items, payee, grossOf(payee), paying),
    ),
  );
  const deferred: string[] = [];
  for (const item of accepted) {
    const waits = [
      ...new Set(
        item.schedules
          .filter((x) => paidNow(item, x) && x.beneficiaryCustomerId !== null && waiting.has(x.beneficiaryCustomerId))
          .map((x) => x.beneficiaryCustomerId),
      ),
    ];
    if (waits.length === 0) tryPayOut(item);
    else deferred.push(`item ${item.id} is paid with the later goods of customer ${waits.join(', ')}, from which what it owes is withheld whole`);
  }

  // 2. Withholding: schedules a payee owes (e.g. the broker commission the seller pays) are
  //    secured out of that payee's proceeds, in order, each whole when it fits; from the
  //    payee's last proceeds, one that does not fit takes what is left and the rest is waived.
  for (const [payee, proceeds] of payouts) {
    if (payee === null) continue;
    const last = !payeeExpectsProceeds(s.items, payee);
    for (const { itemId, schedule, amount } of withholdings(s.items, payee, proceeds.gross - proceeds.withheld, last)) {
      proceeds.withheld += amount;
      const waived = schedule.amount - amount;
      w.setSchedule(schedule.id, { amount, secured: true, securedAt: w.now });
      w.note(null, `${w.money(amount)} of item ${itemId} was withheld from the proceeds of customer ${payee}.`);
      if (waived > 0n) w.note(null, `The other ${w.money(waived)} of item ${itemId} is waived: the proceeds of customer ${payee} do not cover it.`);
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
  //    so far cover it: runCharges, the rule its quote follows; and what earlier runs kept back
  //    for goods refunded in this run, given back) and one per refund.
  const refundedGoods = s.items.filter((item) => isTransferableItem(item) && refunds.size > 0 && item.schedules.some((x) => x.refunded));
  for (const payee of new Set(refundedGoods.flatMap((item) => item.fees.map((fee) => fee.payerCustomerId))))
    if (payee !== buyer && !payouts.has(payee)) payouts.set(payee, { gross: 0n, withheld: 0n, itemIds: new Set<number>() });
  for (const [payee, proceeds] of payouts) {
    const ref = { transactionId: s.id, currency: s.currency };
    if (payee === null) {
      w.post(disbursementPosting({ ...ref, payeeCustomerId: null, gross: proceeds.gross }));
      w.note(null, `${w.money(proceeds.gross)} of items ${[...proceeds.itemIds].join(', ')} is the service's own.`);
      continue;
    }
    const payoutFee = payee === buyer ? null : (payoutFees.get(payee) ?? null);
    const { charges, released, uncovered } = runCharges(before.items, s.items, payee, payoutFee, proceeds.gross - proceeds.withheld);
    if (proceeds.gross === 0n && released.length === 0) continue;
    const charged: FeeCharge[] = charges.map(({ amountWithoutTaxes, taxes }) => ({ amountWithoutTaxes, taxes }));
    const givenBack: FeeCharge[] = released.map(({ amountWithoutTaxes, taxes }) => ({ amountWithoutTaxes, taxes }));
    const total = (fees: readonly FeeCharge[]): bigint => fees.reduce((sum, fee) => sum + feeChargeTotal(fee), 0n);
    const remaining = proceeds.gross - proceeds.withheld - total(charged) + total(givenBack);
    for (const charge of released) {
      const what = charge.feeId === null ? `${payoutFee?.methodType ?? ''} disbursement fee` : `${feeTypeOf(s, charge.feeId)} fee`;
      w.note(null, `${w.money(feeChargeTotal(charge))} of the ${what} kept back for goods that were refunded is given back to customer ${payee}.`);
    }
    for (const charge of charges) {
      const what = charge.feeId === null ? `${payoutFee?.methodType ?? ''} disbursement fee` : `${feeTypeOf(s, charge.feeId)} fee`;
      w.note(null, `${w.money(feeChargeTotal(charge))} of the ${what} was deducted from the proceeds of customer ${payee}.`);
    }
    if (uncovered > 0n) w.note(null, `${w.money(uncovered)} of the fees of customer ${payee} is not covered yet; it is deducted from its next payouts.`);
    w.post(disbursementPosting({ ...ref, payeeCustomerId: payee, gross: proceeds.gross, withheld: proceeds.withheld, fees: charged, released: givenBack }));
    const itemIds = [...(proceeds.itemIds.size > 0 ? proceeds.itemIds : new Set(refundedGoods.map((item) => item.id)))];
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
    if (deferred.length > 0 && blocked.length === 0)
      return refuse('invalid_state', `Nothing is due for disbursement or refund yet: ${deferred.join('; ')}.`, { state: 'nothing_to_disburse' });
    return blocked.length > 0
      ? refuse('invalid_state', `Nothing can be disbursed yet: ${blocked.join('; ')}.`, { state: 'awaiting_disbursement_method' })
      : refuse('invalid_state', 'Nothing is due for disbursement or refund.', { state: 'nothing_to_disburse' });
  }
  for (const reason of [...blocked, ...deferred]) w.note(null, `Disbursement pending: ${reason}.`);

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
