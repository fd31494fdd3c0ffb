/**
 * The pure view of one transaction that the lifecycle core decides on. It mirrors the Prisma
 * models (Transaction, Party, Item, Schedule, Fee, FeeTax) field for field, as plain data:
 * ids are numbers, money is bigint minor units, instants are Dates. The database layer loads
 * it (see loadSnapshot in the db layer), the core never touches the database.
 */
import type { Currency } from '../shared/money.js';
import type { ItemType } from '../shared/item-types.js';

export type { ItemType } from '../shared/item-types.js';

export type PartyRole = 'buyer' | 'seller' | 'broker' | 'partner';

/** The roles whose agreement the transaction needs (the partner never has to agree). */
export const agreeingRoles: readonly PartyRole[] = ['buyer', 'seller', 'broker'];

type FeeType = 'escrow' | 'cheque_disbursement' | 'paypal_deposit' | 'creditcard_deposit' | 'wire_disbursement';

export interface PartySnapshot {
  id: number;
  role: PartyRole;
  customerId: number;
  agreed: boolean;
  agreedAt: Date | null;
  /** Party.initiator: the party that made the offer / started the transaction. */
  initiator: boolean;
  disbursementMethodId: number | null;
}

export interface ScheduleSnapshot {
  id: number;
  /** Minor units, > 0. */
  amount: bigint;
  payerCustomerId: number;
  /** Null: the beneficiary is the service itself ("escrow" on the wire). */
  beneficiaryCustomerId: number | null;
  secured: boolean;
  securedAt: Date | null;
  disbursedToBeneficiary: boolean;
  disbursedAt: Date | null;
  refunded: boolean;
}

interface FeeTaxSnapshot {
  type: string;
  amount: bigint;
}

export interface FeeSnapshot {
  id: number;
  type: FeeType;
  payerCustomerId: number;
  amountWithoutTaxes: bigint;
  taxes: FeeTaxSnapshot[];
}

/** The ten boolean status flags of an item (spec section 3), named as in Prisma. */
export interface ItemFlags {
  accepted: boolean;
  acceptedReturned: boolean;
  canceled: boolean;
  inDispute: boolean;
  received: boolean;
  receivedReturned: boolean;
  rejected: boolean;
  rejectedReturned: boolean;
  shipped: boolean;
  shippedReturned: boolean;
}

export const itemFlagNames: readonly (keyof ItemFlags)[] = [
  'accepted',
  'acceptedReturned',
  'canceled',
  'inDispute',
  'received',
  'receivedReturned',
  'rejected',
  'rejectedReturned',
  'shipped',
  'shippedReturned',
];

/** The ten status flags of an item-shaped row, and nothing else. */
export function itemFlagsOf(item: ItemFlags): ItemFlags {
  return Object.fromEntries(itemFlagNames.map((name) => [name, item[name]])) as unknown as ItemFlags;
}

export interface ItemSnapshot extends ItemFlags {
  id: number;
  title: string;
  description: string;
  type: ItemType;
  /** Seconds. */
  inspectionPeriod: number;
  /** Set when the item is received: the instant the inspection period ends (auto-accept). */
  inspectionEndsAt: Date | null;
  rejectionReason: string | null;
  returnRejectionReason: string | null;
  schedules: ScheduleSnapshot[];
  fees: FeeSnapshot[];
}

export interface TransactionSnapshot {
  id: number;
  currency: Currency;
  description: string;
  creatorId: number;
  isDraft: boolean;
  isCancelled: boolean;
  cancellationReason: string | null;
  closedAt: Date | null;
  statusCode: number;
  /** Sum of the transferable items' schedule amounts (Transaction.totalAmount). */
  totalAmount: bigint;
  /** Transaction.selectedPaymentMethod (wire_transfer, credit_card, paypal, ...) or null. */
  selectedPaymentMethod: string | null;
  /** The buyer's own reference for a wire transfer, with that choice. */
  wireReference: string | null;
  /** Where a card or PayPal landing page sends the buyer back to, with that choice. */
  paymentReturnUrl: string | null;
  /** Sandbox clock: seconds this transaction's clock runs ahead of the wall clock. */
  clockOffsetSeconds: number;
  /**
   * Money received but not yet cleared (a payment "in float"), in minor units. Not a column:
   * the database layer loads it as the balance of the ledger account floatAccountKey(id, currency)
   * (0 when that account does not exist).
   */
  floatAmount: bigint;
  parties: PartySnapshot[];
  /** In Item.position order. */
  items: ItemSnapshot[];
}
