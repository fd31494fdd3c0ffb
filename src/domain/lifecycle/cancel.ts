/**
 * cancel, exactly as the table of spec section 3:
 * - open and NOT (buyer and seller both agreed): any party may cancel;
 * - open and buyer and seller both agreed: only the partner may cancel (others: forbidden);
 * - and, this product's reading: not while shipped goods that still hold the buyer's money are
 *   neither accepted nor accepted back by the seller (invalid_state goods_shipped). Goods the
 *   buyer has paid for in full (released) hold nothing a cancellation could refund: they do not
 *   stop the partner from closing a deal whose buyer stopped paying for the rest;
 * - completed or cancelled: refused (invalid_state; checked by the machine for every action).
 * Cancelling sets is_cancelled, every item's canceled flag, stores the reason and emits cancel.
 * Money still held is refunded by the settlement run this schedules (items the buyer already
 * accepted are still paid to the seller); a payment in float is returned when it resolves.
 */
import { hasRole } from './actor.js';
import type { Command } from './commands.js';
import { autoAcceptJobKey, disburseJobKey, refuse, type Refused } from './decision.js';
import { buyerAndSellerAgreed, escrowHeld, heldAmount } from './queries.js';
import type { Work } from './work.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

export function cancel(w: Work, command: Of<'cancel'>): Refused | null {
  if (w.actor.roles.length === 0) return refuse('forbidden', 'Only a party of the transaction may cancel it');
  if (buyerAndSellerAgreed(w.s) && !hasRole(w.actor, 'partner'))
    return refuse('forbidden', 'The buyer and the seller both agreed: only the partner may cancel this transaction');
  // Goods on their way cannot be cancelled back: the buyer rejects and returns them, so the
  // seller is never left without both the goods and the money (cancel and ship conflict).
  // Goods already paid for in full hold nothing to refund: the seller has the money.
  if (w.s.items.some((item) => item.shipped && !item.accepted && !item.acceptedReturned && heldAmount(item) > 0n))
    return refuse('invalid_state', 'Goods have been shipped: the buyer rejects and returns them instead of cancelling', { state: 'goods_shipped' });
  const reason = command.cancellationReason ?? null;
  w.setTransaction({ isCancelled: true, cancellationReason: reason });
  for (const item of w.s.items) {
    w.setItem(item.id, { canceled: true });
    if (item.received && !item.accepted && !item.rejected) w.job({ op: 'cancel', uniqueKey: autoAcceptJobKey(item.id) });
  }
  const held = escrowHeld(w.s);
  if (held > 0n) w.job({ op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(w.s.id), runAt: w.now, payload: { transactionId: w.s.id } });
  w.event('cancel');
  const money =
    held > 0n
      ? ` ${w.money(held)} held in escrow will be returned.`
      : w.s.floatAmount > 0n
        ? ` The payment in float (${w.money(w.s.floatAmount)}) will be returned when it resolves.`
        : '';
  w.note('cancel', `The transaction was cancelled${reason ? `: ${reason}` : ''}.${money}`);
  return null;
}
