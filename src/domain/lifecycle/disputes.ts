/**
 * Disputes over one item's held money (docs/lifecycle.md, "Disputes"): the buyer or the seller
 * opens one (open_dispute; the seller's reject_return opens one too), either proposes a split
 * (propose_settlement), the other accepts it (accept_settlement), the opener withdraws it
 * (withdraw_dispute), or an operator decides (resolve_dispute: refund_buyer,
 * release_to_seller, split). While an item is in dispute nothing moves it: no auto-accept, no
 * other action on it, no payout or refund of it.
 *
 * A split of the item's held money X into the seller's S and the buyer's X − S: the buyer's part
 * is refunded at once (taken from its schedules, the last first: one it takes whole is refunded,
 * one it takes part of is split in two rows, the part refunded a row of its own), and the item, now holding S, is accepted and paid by the settlement run like any
 * accepted item: the seller's fees on it are deducted from S (docs/fees.md, "Disputes and
 * splits"). S = X is a release to the seller, S = 0 a refund of everything (a return).
 */
import { refundPosting } from '../ledger/postings.js';
import { formatMoney } from '../shared/money.js';
import { hasRole } from './actor.js';
import type { Command } from './commands.js';
import { autoAcceptJobKey, disburseJobKey, refuse, type Refused } from './decision.js';
import { itemState, itemStateLabel } from './describe.js';
import type { DisputeFact } from './facts.js';
import { heldAmount, isHeld, isTransferableItem } from './queries.js';
import type { ItemSnapshot, ScheduleSnapshot } from './snapshot.js';
import { FieldCollector } from './validate.js';
import type { Work } from './work.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;
type Side = 'buyer' | 'seller';

/** The side the actor takes in a dispute: the buyer or the seller (a broker or a partner reads, it does not act). */
function sideOf(w: Work, action: string): Side | Refused {
  if (hasRole(w.actor, 'buyer')) return 'buyer';
  if (hasRole(w.actor, 'seller')) return 'seller';
  return refuse('forbidden', `Only the buyer or the seller may ${action}`);
}

function isSide(value: Side | Refused): value is Side {
  return typeof value === 'string';
}

/** The customer acting: the represented party's, As-Customer. */
function actingCustomer(w: Work): number | null {
  return w.actor.onBehalfOf ?? w.actor.customerId;
}

function findItem(w: Work, itemId: number | undefined): ItemSnapshot | Refused {
  const item = w.s.items.find((candidate) => candidate.id === itemId);
  if (!item) return refuse('not_found', `Item ${String(itemId)} is not part of transaction ${w.s.id}`, { itemId });
  if (!isTransferableItem(item)) {
    const errors = new FieldCollector();
    errors.add(['itemId'], `item ${item.id} is a ${item.type} item: it follows the goods and is not disputed on its own`);
    return errors.refusal();
  }
  return item;
}

function isItem(value: ItemSnapshot | Refused): value is ItemSnapshot {
  return !('ok' in value);
}

function inDispute(w: Work, item: ItemSnapshot): Refused | null {
  if (item.inDispute) return null;
  return refuse('invalid_state', `Item ${item.id} is not in dispute.`, { state: 'not_in_dispute', itemId: item.id });
}

function requireFact(fact: DisputeFact | null | undefined, item: ItemSnapshot): DisputeFact {
  if (!fact || fact.itemId !== item.id) throw new Error(`the dispute commands are decided with the item's open dispute (CommandFacts.dispute of item ${item.id})`);
  return fact;
}

function scheduleSettlement(w: Work): void {
  w.job({ op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(w.s.id), runAt: w.now, payload: { transactionId: w.s.id } });
}

/** Whether an item's money may be disputed: held, the goods shipped, neither accepted nor returned, not already in dispute. */
function disputable(item: ItemSnapshot): boolean {
  return isTransferableItem(item) && heldAmount(item) > 0n && item.shipped && !item.accepted && !item.acceptedReturned && !item.inDispute && !item.canceled;
}

export function openDispute(w: Work, command: Of<'open_dispute'>): Refused | null {
  const side = sideOf(w, 'open a dispute');
  if (!isSide(side)) return side;
  const item = findItem(w, command.itemId);
  if (!isItem(item)) return item;
  if (item.inDispute) return refuse('invalid_state', `Item ${item.id} is already in dispute.`, { state: 'in_dispute', itemId: item.id });
  if (!disputable(item)) {
    const state = itemState(w.s, item);
    return refuse(
      'invalid_state',
      `Cannot open a dispute on item ${item.id}: it is ${itemStateLabel(state)}; a dispute is opened while the item's money is held, after it shipped and before it is accepted or returned.`,
      { state, itemId: item.id },
    );
  }
  const reason = (command.reason ?? '').trim();
  openOn(w, item, side, reason, command.message?.trim() || null);
  return null;
}

/** Opens the item's dispute (open_dispute, and reject_return for the seller). */
export function openOn(w: Work, item: ItemSnapshot, side: Side, reason: string, message: string | null): void {
  w.setItem(item.id, { inDispute: true });
  w.job({ op: 'cancel', uniqueKey: autoAcceptJobKey(item.id) });
  w.dispute({ op: 'open', itemId: item.id, openedByRole: side, openedById: actingCustomer(w), reason, message, at: w.now });
  w.event('dispute_opened', { item_ids: [item.id], by: side });
  w.note('dispute_opened', `The ${side} opened a dispute on item ${item.id}: ${reason}. Nothing of it is paid out or refunded until the dispute ends.`);
}

export function proposeSettlement(w: Work, command: Of<'propose_settlement'>, fact: DisputeFact | null | undefined): Refused | null {
  const side = sideOf(w, 'propose a settlement');
  if (!isSide(side)) return side;
  const item = findItem(w, command.itemId);
  if (!isItem(item)) return item;
  const closed = inDispute(w, item);
  if (closed) return closed;
  requireFact(fact, item);
  const sellerAmount = command.sellerAmount ?? 0n;
  const tooMuch = amountRefusal(w, item, sellerAmount);
  if (tooMuch) return tooMuch;
  const customer = actingCustomer(w);
  if (customer === null) return refuse('forbidden', 'Only the buyer or the seller may propose a settlement');
  const buyerAmount = heldAmount(item) - sellerAmount;
  w.dispute({ op: 'propose', itemId: item.id, proposedByRole: side, proposedById: customer, sellerAmount, at: w.now });
  w.event('settlement_proposed', { item_ids: [item.id], by: side, seller_amount: formatMoney(sellerAmount), buyer_amount: formatMoney(buyerAmount) });
  w.note(
    'settlement_proposed',
    `The ${side} proposed to settle the dispute on item ${item.id}: ${w.money(sellerAmount)} to the seller, ${w.money(buyerAmount)} back to the buyer.`,
  );
  return null;
}

export function acceptSettlement(w: Work, command: Of<'accept_settlement'>, fact: DisputeFact | null | undefined): Refused | null {
  const side = sideOf(w, 'accept a settlement');
  if (!isSide(side)) return side;
  const item = findItem(w, command.itemId);
  if (!isItem(item)) return item;
  const closed = inDispute(w, item);
  if (closed) return closed;
  const dispute = requireFact(fact, item);
  const proposal = dispute.pending.find((candidate) => candidate.id === command.proposalId);
  if (!proposal)
    return refuse('invalid_state', `Proposal ${String(command.proposalId)} is no longer open: a newer one superseded it, or the dispute ended.`, {
      state: 'proposal_not_pending',
      itemId: item.id,
    });
  if (proposal.proposedByRole === side && !hasRole(w.actor, side === 'buyer' ? 'seller' : 'buyer'))
    return refuse('forbidden', `The ${side} made proposal ${proposal.id}: only the other party may accept it`);
  const other: Side = proposal.proposedByRole === 'buyer' ? 'seller' : 'buyer';
  const tooMuch = amountRefusal(w, item, proposal.sellerAmount);
  if (tooMuch) return tooMuch;
  const { sellerAmount, buyerAmount } = split(w, item, proposal.sellerAmount);
  w.dispute({ op: 'close', itemId: item.id, status: 'SETTLED', sellerAmount, buyerAmount, acceptedProposalId: proposal.id, at: w.now });
  w.event('dispute_settled', { item_ids: [item.id], by: other, seller_amount: formatMoney(sellerAmount), buyer_amount: formatMoney(buyerAmount) });
  w.note(
    'dispute_settled',
    `The ${other} accepted the ${proposal.proposedByRole}'s proposal: the dispute on item ${item.id} is settled, ${w.money(sellerAmount)} to the seller and ${w.money(buyerAmount)} back to the buyer.`,
  );
  return null;
}

export function withdrawDispute(w: Work, command: Of<'withdraw_dispute'>, fact: DisputeFact | null | undefined): Refused | null {
  const side = sideOf(w, 'withdraw a dispute');
  if (!isSide(side)) return side;
  const item = findItem(w, command.itemId);
  if (!isItem(item)) return item;
  const closed = inDispute(w, item);
  if (closed) return closed;
  const dispute = requireFact(fact, item);
  if (!hasRole(w.actor, dispute.openedByRole)) return refuse('forbidden', `Only the ${dispute.openedByRole}, who opened the dispute, may withdraw it`);
  // The item's state before the dispute: a return the seller rejected is undecided again.
  const set: Parameters<Work['setItem']>[1] = { inDispute: false };
  if (item.rejectedReturned && !item.acceptedReturned) Object.assign(set, { rejectedReturned: false, returnRejectionReason: null });
  // The inspection clock stood still while the dispute was open.
  if (item.received && !item.accepted && !item.rejected && item.inspectionEndsAt !== null) {
    const paused = Math.max(0, w.now.getTime() - dispute.openedAt.getTime());
    const endsAt = new Date(item.inspectionEndsAt.getTime() + paused);
    set.inspectionEndsAt = endsAt;
    w.job({ op: 'schedule', kind: 'auto_accept', uniqueKey: autoAcceptJobKey(item.id), runAt: endsAt, payload: { transactionId: w.s.id, itemId: item.id } });
  }
  w.setItem(item.id, set);
  w.dispute({ op: 'close', itemId: item.id, status: 'WITHDRAWN', sellerAmount: null, buyerAmount: null, acceptedProposalId: null, at: w.now });
  w.event('dispute_withdrawn', { item_ids: [item.id], by: dispute.openedByRole });
  const clock = set.inspectionEndsAt ? `; the inspection period now ends at ${set.inspectionEndsAt.toISOString()}` : '';
  w.note('dispute_withdrawn', `The ${dispute.openedByRole} withdrew the dispute on item ${item.id}${clock}.`);
  return null;
}

export function resolveDispute(w: Work, command: Of<'resolve_dispute'>): Refused | null {
  if (w.actor.kind !== 'operator') return refuse('forbidden', 'Only an operator may resolve a dispute');
  const item = w.s.items.find((candidate) => candidate.id === command.itemId);
  if (!item) return refuse('not_found', `Item ${command.itemId} is not part of transaction ${w.s.id}`, { itemId: command.itemId });
  const closed = inDispute(w, item);
  if (closed) return closed;
  const note = command.note ? ` (${command.note})` : '';
  const held = heldAmount(item);
  const requested = command.outcome === 'split' ? (command.sellerAmount ?? 0n) : command.outcome === 'release_to_seller' ? held : 0n;
  const tooMuch = amountRefusal(w, item, requested);
  if (tooMuch) return tooMuch;
  const { sellerAmount, buyerAmount } = split(w, item, requested);
  w.dispute({ op: 'close', itemId: item.id, status: 'RESOLVED', sellerAmount, buyerAmount, acceptedProposalId: null, at: w.now });
  if (command.outcome === 'refund_buyer') {
    w.event('refund_resolved', { item_ids: [item.id] });
    w.note('refund_resolved', `An operator resolved the dispute on item ${item.id} for the buyer${note}: the buyer will be refunded.`);
  } else if (command.outcome === 'release_to_seller') {
    w.event('refund_rejected', { item_ids: [item.id] });
    w.note('refund_rejected', `An operator resolved the dispute on item ${item.id} for the seller${note}: the funds will be disbursed.`);
  } else {
    w.event('dispute_settled', { item_ids: [item.id], by: 'operator', seller_amount: formatMoney(sellerAmount), buyer_amount: formatMoney(buyerAmount) });
    w.note(
      'dispute_settled',
      `An operator resolved the dispute on item ${item.id} by a split${note}: ${w.money(sellerAmount)} to the seller, ${w.money(buyerAmount)} back to the buyer.`,
    );
  }
  return null;
}

function amountRefusal(w: Work, item: ItemSnapshot, sellerAmount: bigint): Refused | null {
  const held = heldAmount(item);
  if (sellerAmount <= held) return null;
  const errors = new FieldCollector();
  errors.add(['sellerAmount'], `must be at most ${formatMoney(held)}: the money item ${item.id} holds`);
  return errors.refusal();
}

/**
 * Where a split takes the buyer's part from: the item's held schedules, the last first, each
 * whole while the part lasts (a schedule taken whole is refunded, the next one reduced). The
 * split itself and the quote of a proposal (splitPayout) both follow it.
 */
export function buyerPartTaken<S extends ScheduleSnapshot>(schedules: readonly S[], buyerAmount: bigint): { schedule: S; take: bigint }[] {
  const taken: { schedule: S; take: bigint }[] = [];
  let left = buyerAmount;
  for (const schedule of [...schedules].reverse()) {
    if (left <= 0n) break;
    if (!isHeld(schedule)) continue;
    const take = schedule.amount < left ? schedule.amount : left;
    left -= take;
    taken.push({ schedule, take });
  }
  return taken;
}

/**
 * Ends the item's dispute by paying the seller `sellerAmount` of its held money and the buyer
 * the rest: the buyer's part refunded now, the seller's paid by the settlement run (scheduled).
 */
function split(w: Work, item: ItemSnapshot, sellerAmount: bigint): { sellerAmount: bigint; buyerAmount: bigint } {
  const held = heldAmount(item);
  const buyerAmount = held - sellerAmount;
  if (sellerAmount === 0n) {
    // Everything back to the buyer: the item is returned (the settlement run refunds it).
    w.setItem(item.id, { inDispute: false, acceptedReturned: true });
  } else {
    const refunds = new Map<number, bigint>();
    for (const { schedule, take } of buyerPartTaken(item.schedules, buyerAmount)) {
      refunds.set(schedule.payerCustomerId, (refunds.get(schedule.payerCustomerId) ?? 0n) + take);
      if (take === schedule.amount) w.setSchedule(schedule.id, { refunded: true, disbursedAt: w.now });
      else {
        // The part refunded is a row of its own (as a partial release's part is): what each payer
        // was refunded is its refunded schedules, which the ledger audit checks (paid_out_once).
        w.setSchedule(schedule.id, { amount: schedule.amount - take });
        const { id: _id, ...values } = schedule;
        w.addSchedule(item.id, { ...values, amount: take, refunded: true, disbursedAt: w.now });
      }
    }
    for (const [payer, amount] of refunds) {
      w.post(
        refundPosting({
          transactionId: w.s.id,
          currency: w.s.currency,
          customerId: payer,
          amount,
          description: `The buyer's part of the split of item ${item.id}, refunded to customer ${payer}`,
        }),
      );
      w.event('payment_refunded', { customer_id: payer, amount: formatMoney(amount), item_ids: [item.id] });
      w.note('payment_refunded', `${w.money(amount)} was refunded to customer ${payer} for item ${item.id}.`);
    }
    // The rest of the item is the seller's, paid as accepted goods (totalAmount, the sum of the
    // schedules, is unchanged: the buyer's part stays on the terms as a refunded row).
    w.setItem(item.id, { inDispute: false, accepted: true });
  }
  scheduleSettlement(w);
  return { sellerAmount, buyerAmount };
}
