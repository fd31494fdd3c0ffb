/**
 * release_funds: the buyer pays the seller part of an item's held money now (a deposit, a
 * goodwill payment), before accepting it; the rest stays held under the same rules
 * (docs/lifecycle.md, "Partial release"; docs/fees.md, "Partial release").
 *
 * The part released becomes a schedule row of its own (taken from the item's first held
 * schedules; one it takes whole is released as it is) and is paid at once by the settlement run
 * itself, as accepted goods are: the seller's fees on the item fall due with this first payment,
 * its payout fee with its first payout, a commission it owes is withheld. When the settlement
 * cannot pay it now (the seller has not chosen how to be paid, or owes more than the part can
 * withhold whole while goods are still to come), the release is refused and nothing moves.
 * A release of everything held is a payment, not an acceptance: the goods path goes on with
 * nothing held (a return then refunds nothing).
 */
import { formatMoney } from '../shared/money.js';
import { hasRole } from './actor.js';
import type { Command } from './commands.js';
import { refuse, type Refused } from './decision.js';
import { itemState, itemStateLabel } from './describe.js';
import type { PayoutFee } from './facts.js';
import { hasDisbursementMethod, heldAmount, isHeld, isTransferableItem } from './queries.js';
import { disburse } from './settlement.js';
import type { ItemSnapshot } from './snapshot.js';
import { FieldCollector } from './validate.js';
import type { Work } from './work.js';

/** Item states in which the buyer may no longer release money: decided, or settling. */
const releasableWhile = (item: ItemSnapshot): boolean => !item.accepted && !item.acceptedReturned && !item.canceled;

export function releaseFunds(w: Work, command: Extract<Command, { type: 'release_funds' }>, payoutFees: ReadonlyMap<number, PayoutFee> | undefined): Refused | null {
  if (!hasRole(w.actor, 'buyer')) return refuse('forbidden', 'Only the buyer may release funds to the seller');
  const item = w.s.items.find((candidate) => candidate.id === command.itemId);
  if (!item) return refuse('not_found', `Item ${String(command.itemId)} is not part of transaction ${w.s.id}`, { itemId: command.itemId });
  if (!isTransferableItem(item)) {
    const errors = new FieldCollector();
    errors.add(['itemId'], `item ${item.id} is a ${item.type} item: it is paid with the goods, not released on its own`);
    return errors.refusal();
  }
  if (item.inDispute)
    return refuse('invalid_state', `Item ${item.id} is in dispute: its money moves only by the dispute's end.`, { state: 'in_dispute', itemId: item.id });
  const held = heldAmount(item);
  if (!releasableWhile(item) || held === 0n) {
    const state = itemState(w.s, item);
    return refuse(
      'invalid_state',
      `Cannot release funds of item ${item.id}: it is ${itemStateLabel(state)}; the buyer releases money the item holds, before accepting it.`,
      { state, itemId: item.id },
    );
  }
  const amount = command.amount ?? 0n;
  if (amount > held) {
    const errors = new FieldCollector();
    errors.add(['amount'], `must be at most ${formatMoney(held)}: the money item ${item.id} holds`);
    return errors.refusal();
  }

  // The part released: the first held schedules, the last one it reaches split in two.
  const releasing = new Set<number>();
  let left = amount;
  for (const schedule of item.schedules) {
    if (left === 0n) break;
    if (!isHeld(schedule)) continue;
    if (schedule.amount <= left) {
      releasing.add(schedule.id);
      left -= schedule.amount;
      continue;
    }
    w.setSchedule(schedule.id, { amount: schedule.amount - left });
    const { id: _id, ...values } = schedule;
    releasing.add(w.addSchedule(item.id, { ...values, amount: left }));
    left = 0n;
  }

  w.event('funds_released', { item_ids: [item.id], amount: formatMoney(amount), by: 'buyer' });
  w.note('funds_released', `The buyer released ${w.money(amount)} of item ${item.id} to the seller; ${w.money(held - amount)} of it stays held.`);
  const payees = [...new Set(item.schedules.filter((x) => releasing.has(x.id)).flatMap((x) => (x.beneficiaryCustomerId === null ? [] : [x.beneficiaryCustomerId])))];
  const withoutMethod = payees.filter((payee) => !hasDisbursementMethod(w.s, payee));
  if (withoutMethod.length > 0)
    return refuse(
      'invalid_state',
      `The release is paid out at once, and customer ${withoutMethod.join(', ')} has not chosen how to be paid yet (select a payout method first); nothing moved.`,
      { state: 'awaiting_disbursement_method', itemId: item.id },
    );
  const refused = disburse(w, payoutFees, new Set(), releasing);
  const unpaid = w.s.items.flatMap((candidate) => candidate.schedules).some((schedule) => releasing.has(schedule.id) && isHeld(schedule));
  if (refused || unpaid) {
    const why = w.timeline
      .filter((note) => note.notes.startsWith('Disbursement pending: '))
      .map((note) => note.notes.slice('Disbursement pending: '.length))
      .join(' ');
    return refuse('invalid_state', `The release cannot be paid out now, so nothing moved: ${why || refused?.error.message || 'the settlement cannot pay it'}`, {
      state: 'payout_deferred',
      itemId: item.id,
    });
  }
  return null;
}
