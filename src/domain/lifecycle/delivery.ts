/**
 * The forward path of goods: ship (seller), receive, accept, reject (buyer), auto_accept (the
 * service when an inspection period ends), authenticator_rejects (the partner or an operator
 * for the authenticator that inspects goods before they reach the buyer), update_tracking.
 */
import { hasRole } from './actor.js';
import type { Command, ShippingInformation } from './commands.js';
import { autoAcceptJobKey, disburseJobKey, refuse, type Refused } from './decision.js';
import { isDomainItem, itemFunded } from './queries.js';
import type { ItemSnapshot } from './snapshot.js';
import { ids, isRefused, itemList, targetItems } from './targets.js';
import { FieldCollector } from './validate.js';
import type { Work } from './work.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

export function roleRefusal(w: Work, action: string, ...roles: ('buyer' | 'seller' | 'broker' | 'partner')[]): Refused | null {
  if (hasRole(w.actor, ...roles)) return null;
  return refuse('forbidden', `Only the ${roles.join(' or ')} may ${action}`);
}

/** domain_name items need an authorization_type (spec 2.5, 4.2). */
export function requireAuthorization(items: readonly ItemSnapshot[], shipping: ShippingInformation | undefined): Refused | null {
  if (!items.some(isDomainItem) || shipping?.authorizationType) return null;
  const errors = new FieldCollector();
  errors.add(['shippingInformation', 'authorizationType'], 'is required for domain name items: push, authorization_code or username_password');
  return errors.refusal();
}

export function recordShipment(w: Work, item: ItemSnapshot, direction: 'forward' | 'return', shipping: ShippingInformation | undefined, update: boolean): void {
  const tracking = shipping?.trackingInformation ?? null;
  w.shipment({
    entity: 'shipment',
    itemId: item.id,
    direction,
    update,
    carrier: tracking?.carrier ?? null,
    trackingId: tracking?.trackingId ?? null,
    carrierContact: tracking?.carrierContact ?? null,
    authorizationType: shipping?.authorizationType ?? null,
  });
}

function trackingText(shipping: ShippingInformation | undefined): string {
  const tracking = shipping?.trackingInformation;
  const parts = [tracking?.carrier, tracking?.trackingId].filter((part): part is string => !!part);
  const auth = shipping?.authorizationType ? ` (authorization: ${shipping.authorizationType})` : '';
  return (parts.length > 0 ? ` via ${parts.join(' ')}` : '') + auth;
}

export function ship(w: Work, command: Of<'ship'>): Refused | null {
  const denied = roleRefusal(w, 'ship items', 'seller');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'ship',
    itemId: command.itemId,
    itemIdRequiredForMilestones: true,
    requirement: 'funded (its schedules secured) and not yet shipped',
    eligible: (item) => !item.canceled && !item.shipped && itemFunded(w.s, item),
  });
  if (isRefused(items)) return items;
  const missing = requireAuthorization(items, command.shippingInformation);
  if (missing) return missing;
  for (const item of items) {
    w.setItem(item.id, { shipped: true });
    recordShipment(w, item, 'forward', command.shippingInformation, false);
  }
  w.event('ship', { item_ids: ids(items) });
  w.note('ship', `The seller shipped ${itemList(items)}${trackingText(command.shippingInformation)}.`);
  return null;
}

export function receive(w: Work, command: Of<'receive'>): Refused | null {
  const denied = roleRefusal(w, 'mark items received', 'buyer');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'receive',
    itemId: command.itemId,
    requirement: 'shipped and not yet received',
    eligible: (item) => item.shipped && !item.received && !item.rejected && !item.canceled && !item.accepted && !item.acceptedReturned,
  });
  if (isRefused(items)) return items;
  for (const item of items) {
    const endsAt = new Date(w.now.getTime() + item.inspectionPeriod * 1000);
    w.setItem(item.id, { received: true, inspectionEndsAt: endsAt });
    w.job({
      op: 'schedule',
      kind: 'auto_accept',
      uniqueKey: autoAcceptJobKey(item.id),
      runAt: endsAt,
      payload: { transactionId: w.s.id, itemId: item.id },
    });
    w.note('receive', `The buyer received item ${item.id}; the inspection period ends at ${endsAt.toISOString()}.`);
  }
  w.event('receive', { item_ids: ids(items) });
  return null;
}

/** Received, not yet decided, inspection period still running. */
function underInspection(w: Work, item: ItemSnapshot): boolean {
  return (
    item.received &&
    !item.accepted &&
    !item.rejected &&
    !item.acceptedReturned &&
    !item.canceled &&
    item.inspectionEndsAt !== null &&
    w.now.getTime() <= item.inspectionEndsAt.getTime()
  );
}

function inspectionEnded(w: Work, action: string) {
  return (item: ItemSnapshot): Refused | null =>
    item.received &&
    !item.accepted &&
    !item.rejected &&
    !item.acceptedReturned &&
    item.inspectionEndsAt !== null &&
    w.now.getTime() > item.inspectionEndsAt.getTime()
      ? refuse(
          'invalid_state',
          `Cannot ${action} item ${item.id}: its inspection period ended at ${item.inspectionEndsAt.toISOString()}; it is accepted automatically.`,
          { state: 'inspection_ended', itemId: item.id },
        )
      : null;
}

function markAccepted(w: Work, items: readonly ItemSnapshot[], by: string): void {
  for (const item of items) {
    w.setItem(item.id, { accepted: true });
    w.job({ op: 'cancel', uniqueKey: autoAcceptJobKey(item.id) });
  }
  w.job({ op: 'schedule', kind: 'disburse', uniqueKey: disburseJobKey(w.s.id), runAt: w.now, payload: { transactionId: w.s.id } });
  w.event('accept', { item_ids: ids(items), by });
}

export function accept(w: Work, command: Of<'accept'>): Refused | null {
  const denied = roleRefusal(w, 'accept items', 'buyer');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'accept',
    itemId: command.itemId,
    requirement: 'received and within its inspection period',
    eligible: (item) => underInspection(w, item),
    explain: inspectionEnded(w, 'accept'),
  });
  if (isRefused(items)) return items;
  markAccepted(w, items, 'buyer');
  w.note('accept', `The buyer accepted ${itemList(items)}; the funds will be disbursed.`);
  return null;
}

export function reject(w: Work, command: Of<'reject'>): Refused | null {
  const denied = roleRefusal(w, 'reject items', 'buyer');
  if (denied) return denied;
  const items = targetItems(w.s, {
    action: 'reject',
    itemId: command.itemId,
    requirement: 'received and within its inspection period',
    eligible: (item) => underInspection(w, item),
    explain: inspectionEnded(w, 'reject'),
  });
  if (isRefused(items)) return items;
  const reason = command.rejectionReason ?? null;
  for (const item of items) {
    w.setItem(item.id, { rejected: true, rejectionReason: reason });
    w.job({ op: 'cancel', uniqueKey: autoAcceptJobKey(item.id) });
  }
  w.event('reject', { item_ids: ids(items), by: 'buyer' });
  w.note('reject', `The buyer rejected ${itemList(items)}${reason ? `: ${reason}` : ''}; the goods are to be returned.`);
  return null;
}

export function autoAccept(w: Work, command: Of<'auto_accept'>): Refused | null {
  const item = w.s.items.find((candidate) => candidate.id === command.itemId);
  if (!item) return refuse('not_found', `Item ${command.itemId} is not part of transaction ${w.s.id}`, { itemId: command.itemId });
  if (item.inDispute)
    return refuse('invalid_state', `Item ${item.id} is in dispute: it is not accepted automatically while the dispute is open.`, {
      state: 'in_dispute',
      itemId: item.id,
    });
  // A dispute that gave the buyer everything back (acceptedReturned) ended the inspection too.
  if (!item.received || item.accepted || item.rejected || item.acceptedReturned || item.canceled || item.inspectionEndsAt === null)
    return refuse('invalid_state', `Item ${item.id} is not under inspection; nothing to accept automatically.`, {
      state: 'not_under_inspection',
      itemId: item.id,
    });
  if (w.now.getTime() < item.inspectionEndsAt.getTime())
    return refuse('invalid_state', `The inspection period of item ${item.id} runs until ${item.inspectionEndsAt.toISOString()}.`, {
      state: 'inspection_running',
      itemId: item.id,
    });
  markAccepted(w, [item], 'auto_accept');
  w.note('accept', `The inspection period of item ${item.id} ended without a decision: it is accepted automatically.`);
  return null;
}

export function authenticatorRejects(w: Work, command: Of<'authenticator_rejects'>): Refused | null {
  if (w.actor.kind !== 'operator' && !hasRole(w.actor, 'partner'))
    return refuse('forbidden', 'Only the partner (for its authenticator) or an operator may record an authenticator rejection');
  const items = targetItems(w.s, {
    action: 'record an authenticator rejection for',
    itemId: command.itemId,
    requirement: 'shipped and not yet received by the buyer (authenticators inspect goods before delivery)',
    eligible: (item) => item.shipped && !item.received && !item.rejected && !item.canceled && !item.accepted && !item.acceptedReturned,
  });
  if (isRefused(items)) return items;
  const reason = command.rejectionReason ?? null;
  for (const item of items) w.setItem(item.id, { rejected: true, rejectionReason: reason });
  w.event('reject', { item_ids: ids(items), by: 'authenticator' });
  w.note('reject', `The authenticator rejected ${itemList(items)}${reason ? `: ${reason}` : ''}; the goods are to be returned to the seller.`);
  return null;
}

export function updateTracking(w: Work, command: Of<'update_tracking'>): Refused | null {
  const seller = hasRole(w.actor, 'seller');
  const buyer = hasRole(w.actor, 'buyer');
  if (!seller && !buyer) return refuse('forbidden', 'Only the seller (shipments) or the buyer (returns) may update tracking');
  const direction = seller ? 'forward' : 'return';
  const items = targetItems(w.s, {
    action: 'update the tracking of',
    itemId: command.itemId,
    requirement: seller ? 'shipped and not yet received' : 'returned (return shipped) and not yet received by the seller',
    duringDispute: true,
    eligible: (item) =>
      seller ? item.shipped && !item.received && !item.rejected && !item.canceled : item.shippedReturned && !item.receivedReturned && !item.canceled,
  });
  if (isRefused(items)) return items;
  for (const item of items) recordShipment(w, item, direction, command.shippingInformation, true);
  w.note(null, `Tracking updated for the ${direction === 'forward' ? 'shipment' : 'return'} of ${itemList(items)}${trackingText(command.shippingInformation)}.`);
  return null;
}
