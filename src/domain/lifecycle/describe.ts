/**
 * Names for the states of items and transactions, used in invalid_state errors
 * (details.state) and their messages, and in the docs.
 */
import { isTransferableItem, itemDisbursed, itemFunded, itemRefunded, itemSettled } from './queries.js';
import type { ItemSnapshot, TransactionSnapshot } from './snapshot.js';

export type ItemStateName =
  | 'cancelled'
  | 'awaiting_payment'
  | 'awaiting_shipment'
  | 'shipped'
  | 'rejected_by_authenticator'
  | 'received'
  | 'accepted'
  | 'disbursed'
  | 'rejected'
  | 'return_shipped'
  | 'return_received'
  | 'return_accepted'
  | 'in_dispute'
  | 'dispute_resolved_for_buyer'
  | 'dispute_resolved_for_seller'
  | 'refunded'
  | 'held'
  | 'waived';

const itemLabels: Record<ItemStateName, string> = {
  cancelled: 'cancelled',
  awaiting_payment: 'awaiting payment',
  awaiting_shipment: 'funded and awaiting shipment',
  shipped: 'shipped and awaiting receipt',
  rejected_by_authenticator: 'rejected by the authenticator and awaiting return shipment',
  received: 'received and under inspection',
  accepted: 'accepted and awaiting disbursement',
  disbursed: 'disbursed',
  rejected: 'rejected and awaiting return shipment',
  return_shipped: 'returned (return shipped) and awaiting receipt by the seller',
  return_received: 'returned and received by the seller, awaiting the seller’s decision',
  return_accepted: 'returned and accepted by the seller, awaiting the refund',
  in_dispute: 'in dispute (nothing of it moves until the dispute ends)',
  dispute_resolved_for_buyer: 'resolved for the buyer, awaiting the refund',
  dispute_resolved_for_seller: 'resolved for the seller, awaiting disbursement',
  refunded: 'refunded',
  held: 'funded and awaiting settlement',
  waived: 'waived (never funded)',
};

export function itemState(s: TransactionSnapshot, item: ItemSnapshot): ItemStateName {
  if (itemSettled(item) && item.schedules.length > 0) {
    if (itemDisbursed(item)) return 'disbursed';
    if (itemRefunded(item)) return 'refunded';
    return item.canceled ? (isTransferableItem(item) ? 'cancelled' : 'waived') : 'disbursed';
  }
  if (!isTransferableItem(item)) {
    if (item.canceled && !item.schedules.some((sc) => sc.secured)) return 'cancelled';
    return itemFunded(s, item) ? 'held' : 'awaiting_payment';
  }
  if (item.canceled && !itemFunded(s, item)) return 'cancelled';
  if (item.inDispute) return 'in_dispute';
  if (item.acceptedReturned) return item.rejectedReturned ? 'dispute_resolved_for_buyer' : 'return_accepted';
  if (item.accepted) return item.rejectedReturned ? 'dispute_resolved_for_seller' : 'accepted';
  if (item.receivedReturned) return 'return_received';
  if (item.shippedReturned) return 'return_shipped';
  if (item.rejected) return item.received ? 'rejected' : 'rejected_by_authenticator';
  if (item.received) return 'received';
  if (item.shipped) return 'shipped';
  if (item.canceled) return 'cancelled';
  return itemFunded(s, item) ? 'awaiting_shipment' : 'awaiting_payment';
}

export function itemStateLabel(state: ItemStateName): string {
  return itemLabels[state];
}
