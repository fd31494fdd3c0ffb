/**
 * The return path: ship_return (buyer), receive_return, accept_return, reject_return (seller),
 * (which opens a dispute: disputes.ts).
 * Money moves in the settlement run (disburse), which these schedule.
 */
import type { Command } from './commands.js';
import { disburseJobKey, type Refused } from './decision.js';
import { openOn } from './disputes.js';
import { recordShipment, requireAuthorization, roleRefusal } from './delivery.js';
import { ids, isRefused, itemList, targetItems } from './targets.js';
import type { ItemSnapshot } from './snapshot.js';
import type { Work } from './work.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

/** A dispute that ended with the item's money to the seller (accepted) or back to the buyer ended its return too. */
function moneyDecided(item: ItemSnapshot): boolean {
  return item.accepted || item.acceptedReturned;
}

function scheduleSettlement(w: Work): void {
  w.job({ op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(w.s.id), runAt: w.now, payload: { transactionId: w.s.id } });
}

export function shipReturn(w: Work, command: Of<'ship_return'>): Refused | null {
  const denied = roleRefusal(w, 'ship a return', 'buyer');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'return',
    itemId: command.itemId,
    itemIdRequiredForMilestones: true,
    requirement: 'rejected and not yet shipped back',
    eligible: (item) => item.rejected && !item.shippedReturned && !item.canceled && !moneyDecided(item),
  });
  if (isRefused(items)) return items;
  const missing = requireAuthorization(items, command.shippingInformation);
  if (missing) return missing;
  for (const item of items) {
    w.setItem(item.id, { shippedReturned: true });
    recordShipment(w, item, 'return', command.shippingInformation, false);
  }
  w.event('ship_return', { item_ids: ids(items) });
  w.note('ship_return', `The buyer shipped ${itemList(items)} back to the seller.`);
  return null;
}

export function receiveReturn(w: Work, command: Of<'receive_return'>): Refused | null {
  const denied = roleRefusal(w, 'receive a return', 'seller');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'receive the return of',
    itemId: command.itemId,
    requirement: 'shipped back by the buyer and not yet received',
    eligible: (item) => item.shippedReturned && !item.receivedReturned && !item.canceled && !moneyDecided(item),
  });
  if (isRefused(items)) return items;
  for (const item of items) w.setItem(item.id, { receivedReturned: true });
  w.event('receive_return', { item_ids: ids(items) });
  w.note('receive_return', `The seller received the return of ${itemList(items)}.`);
  return null;
}

const awaitingDecision = {
  requirement: 'returned and received by the seller, not yet accepted or rejected',
};

export function acceptReturn(w: Work, command: Of<'accept_return'>): Refused | null {
  const denied = roleRefusal(w, 'accept a return', 'seller');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'accept the return of',
    itemId: command.itemId,
    ...awaitingDecision,
    eligible: (item) => item.receivedReturned && !item.acceptedReturned && !item.rejectedReturned && !item.canceled && !moneyDecided(item),
  });
  if (isRefused(items)) return items;
  for (const item of items) w.setItem(item.id, { acceptedReturned: true });
  scheduleSettlement(w);
  w.event('accept_return', { item_ids: ids(items) });
  w.note('accept_return', `The seller accepted the return of ${itemList(items)}; the buyer will be refunded.`);
  return null;
}

export function rejectReturn(w: Work, command: Of<'reject_return'>): Refused | null {
  const denied = roleRefusal(w, 'reject a return', 'seller');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'reject the return of',
    itemId: command.itemId,
    ...awaitingDecision,
    eligible: (item) => item.receivedReturned && !item.acceptedReturned && !item.rejectedReturned && !item.canceled && !moneyDecided(item),
  });
  if (isRefused(items)) return items;
  const reason = command.rejectionReason ?? null;
  for (const item of items) w.setItem(item.id, { rejectedReturned: true, returnRejectionReason: reason });
  w.event('reject_return', { item_ids: ids(items) });
  w.note(
    'reject_return',
    `The seller rejected the return of ${itemList(items)}${reason ? `: ${reason}` : ''}; the item is in dispute until the parties settle it or an operator resolves it.`,
  );
  for (const item of items) openOn(w, item, 'seller', reason ?? 'The seller rejected the return', null);
  return null;
}
