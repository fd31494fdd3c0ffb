/**
 * Money arriving: fund (an operator records a payment, or the sandbox simulates one), and the
 * resolution of a payment in float (received, not cleared): float_release, float_cancel.
 */
import { buyerFeePosting, floatPosting, floatReturnPosting, fundingPosting, refundPosting, feeChargeTotal, type FeeCharge } from '../ledger/postings.js';
import { depositFeeTypeOf, isPaymentMethodType } from '../payment-methods/catalog.js';
import { depositFeeOfPayment } from './payment-options.js';
import { formatMoney } from '../shared/money.js';
import type { Command } from './commands.js';
import { floatReleaseJobKey, refuse, type Refused } from './decision.js';
import type { PaymentFacts } from './facts.js';
import { allAgreed, buyerCustomerId, fundingMethod, hasMilestones, isTransferableItem, itemNeedsFunding, outstandingFor, type Outstanding } from './queries.js';
import { FieldCollector } from './validate.js';
import type { Work } from './work.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

function serviceOnly(w: Work, what: string): Refused | null {
  return w.actor.kind === 'operator' || w.actor.kind === 'service' ? null : refuse('forbidden', `Only an operator or the service may ${what}`);
}

/**
 * Secures the outstanding schedules and books the money out of `source`: the schedules into
 * escrow, the buyer's fees and the deposit fee of the method it paid by into fee revenue.
 */
function secure(w: Work, outstanding: Outstanding, source: 'external' | 'float', depositFee: FeeCharge | null): void {
  for (const schedule of outstanding.schedules) w.setSchedule(schedule.id, { secured: true, securedAt: w.now });
  const ref = { transactionId: w.s.id, currency: w.s.currency, source };
  w.post(fundingPosting({ ...ref, amount: outstanding.scheduleTotal }));
  const fees: FeeCharge[] = depositFee === null ? outstanding.fees : [...outstanding.fees, depositFee];
  if (fees.length > 0) w.post(buyerFeePosting({ ...ref, fees }));
}

function depositNote(w: Work, fee: FeeCharge | null): string {
  return fee === null ? '' : ` (with a deposit fee of ${w.money(feeChargeTotal(fee))})`;
}

export function fund(w: Work, command: Of<'fund'>, payment?: PaymentFacts): Refused | null {
  const denied = serviceOnly(w, 'record funds');
  if (denied) return denied;
  if (w.s.isDraft) return refuse('invalid_state', 'A draft offer cannot be funded; it must be accepted first.', { state: 'draft' });
  if (!allAgreed(w.s)) return refuse('invalid_state', 'Funds are accepted only once every party agreed.', { state: 'awaiting_agreement' });
  if (w.s.floatAmount > 0n)
    return refuse('invalid_state', `A payment of ${w.money(w.s.floatAmount)} is in float; release or cancel it first.`, {
      state: 'payment_in_float',
    });

  let chosen: Outstanding['items'] | undefined;
  if (command.itemIds !== undefined) {
    const errors = new FieldCollector();
    if (!hasMilestones(w.s)) errors.add(['itemIds'], 'only milestone transactions are funded item by item');
    if (!errors.empty) return errors.refusal();
    chosen = [];
    for (const id of new Set(command.itemIds)) {
      const item = w.s.items.find((candidate) => candidate.id === id);
      if (!item) return refuse('not_found', `Item ${id} is not part of transaction ${w.s.id}`, { itemId: id });
      if (!isTransferableItem(item)) errors.add(['itemIds'], `item ${id} is a ${item.type} item; it is funded with the first payment`);
      else if (!itemNeedsFunding(w.s, item)) return refuse('invalid_state', `Item ${id} is already funded.`, { state: 'funded', itemId: id });
      else chosen.push(item);
    }
    if (!errors.empty) return errors.refusal();
  }
  const outstanding = outstandingFor(w.s, chosen);
  if (outstanding.total === 0n) return refuse('invalid_state', 'Nothing is outstanding: the transaction is fully funded.', { state: 'funded' });
  const depositFee = depositFeeOfPayment(w.s, payment, command.method, outstanding);
  const due = outstanding.total + (depositFee?.amount ?? 0n);
  if (command.amount !== undefined && command.amount !== due) {
    const errors = new FieldCollector();
    errors.add(['amount'], `must equal the outstanding balance of ${w.money(due)}${depositNote(w, depositFee)}`);
    return errors.refusal();
  }
  const buyer = buyerCustomerId(w.s);
  const method = ` by ${fundingMethod(w.s, command.method)}`;
  const amount = w.money(due);
  w.event('payment_sent', { amount: formatMoney(due), ...(buyer === null ? {} : { customer_id: buyer }) });
  w.event('payment_received', { amount: formatMoney(due) });
  if (command.float) {
    // The clearance prices the deposit fee by the buyer's chosen method: a payment recorded as
    // arriving by another method becomes the chosen one.
    if (isPaymentMethodType(command.method) && depositFeeTypeOf(command.method) !== depositFeeTypeOf(w.s.selectedPaymentMethod))
      w.setTransaction({ selectedPaymentMethod: command.method });
    w.post(floatPosting({ transactionId: w.s.id, currency: w.s.currency, amount: due }));
    if (command.clearsAt)
      w.job({
        op: 'schedule',
        kind: 'float_release',
        uniqueKey: floatReleaseJobKey(w.s.id),
        runAt: command.clearsAt,
        payload: { transactionId: w.s.id },
      });
    w.note('payment_received', `A payment of ${amount}${method} was received and is in float until it clears.`);
    return null;
  }
  secure(w, outstanding, 'external', depositFee);
  w.event('payment_approved', { amount: formatMoney(due), item_ids: outstanding.items.map((item) => item.id) });
  w.note('payment_approved', `A payment of ${amount}${method}${depositNote(w, depositFee)} was received and secured; the seller may ship.`);
  return null;
}

export function floatRelease(w: Work, payment?: PaymentFacts): Refused | null {
  const denied = serviceOnly(w, 'release a payment in float');
  if (denied) return denied;
  const amount = w.s.floatAmount;
  if (amount <= 0n) return refuse('invalid_state', 'No payment is in float.', { state: 'no_float' });
  w.job({ op: 'cancel', uniqueKey: floatReleaseJobKey(w.s.id) });
  const buyer = buyerCustomerId(w.s);
  if (w.s.isCancelled) {
    if (buyer === null) return refuse('invalid_state', 'The transaction has no buyer to refund.', { state: 'no_buyer' });
    w.post(refundPosting({ transactionId: w.s.id, currency: w.s.currency, customerId: buyer, amount, source: 'float' }));
    w.event('payment_refunded', { amount: formatMoney(amount), customer_id: buyer });
    w.note('payment_refunded', `The payment of ${w.money(amount)} cleared after the cancellation and was refunded to the buyer.`);
    return null;
  }
  const outstanding = outstandingFor(w.s);
  const depositFee = depositFeeOfPayment(w.s, payment, null, outstanding);
  const due = outstanding.total + (depositFee?.amount ?? 0n);
  if (due !== amount)
    return refuse('invalid_state', `The payment in float (${w.money(amount)}) does not match the outstanding balance (${w.money(due)}); cancel it instead.`, {
      state: 'float_mismatch',
    });
  secure(w, outstanding, 'float', depositFee);
  w.event('payment_approved', { amount: formatMoney(amount), item_ids: outstanding.items.map((item) => item.id) });
  w.note('payment_approved', `The payment of ${w.money(amount)} cleared and is secured; the seller may ship.`);
  return null;
}

export function floatCancel(w: Work, command: Of<'float_cancel'>): Refused | null {
  const denied = serviceOnly(w, 'cancel a payment in float');
  if (denied) return denied;
  const amount = w.s.floatAmount;
  if (amount <= 0n) return refuse('invalid_state', 'No payment is in float.', { state: 'no_float' });
  w.job({ op: 'cancel', uniqueKey: floatReleaseJobKey(w.s.id) });
  w.post(floatReturnPosting({ transactionId: w.s.id, currency: w.s.currency, amount }));
  w.event('payment_rejected', { amount: formatMoney(amount) });
  w.note('payment_rejected', `The payment of ${w.money(amount)} in float did not clear${command.reason ? ` (${command.reason})` : ''}; it was returned.`);
  return null;
}
