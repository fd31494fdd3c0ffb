/**
 * What the core answers: a typed refusal, or the complete set of changes one command causes.
 * The database layer applies an accepted Decision in ONE database transaction: patch ops in
 * order, then timeline entries, events (outbox), ledger postings and job directives.
 */
import type { Posting } from '../ledger/postings.js';
import type { FieldErrors } from '../shared/errors.js';
import type { FeeSnapshot, ItemFlags, ItemSnapshot, PartySnapshot, ScheduleSnapshot, TransactionSnapshot } from './snapshot.js';

// ------------------------------------------------------------------------------- errors

/**
 * forbidden (403): the actor may not do this. invalid_state (409): the current state does not
 * allow it; details.state names the state. validation (422): the payload is wrong;
 * details.fields holds domain field path → messages (FieldErrors shape). not_found (404): an
 * item or party id of the payload does not belong to the transaction.
 */
export type LifecycleErrorCode = 'forbidden' | 'invalid_state' | 'validation' | 'not_found';

export interface LifecycleError {
  code: LifecycleErrorCode;
  message: string;
  details?: {
    /** invalid_state: machine-readable name of the refusing state (see describe.ts). */
    state?: string;
    itemId?: number;
    /** validation: domain field path → messages. */
    fields?: FieldErrors;
    /** batch: the position (zero-based) of the command that failed, and its error. */
    index?: number;
    cause?: LifecycleError;
  };
}

// -------------------------------------------------------------------------------- patch

/** Transaction columns the core changes. */
export type TransactionFields = Pick<
  TransactionSnapshot,
  | 'isDraft'
  | 'isCancelled'
  | 'cancellationReason'
  | 'closedAt'
  | 'statusCode'
  | 'description'
  | 'totalAmount'
  | 'selectedPaymentMethod'
  | 'wireReference'
  | 'paymentReturnUrl'
  | 'clockOffsetSeconds'
>;
export type PartyFields = Pick<PartySnapshot, 'customerId' | 'agreed' | 'agreedAt' | 'disbursementMethodId'>;
export type ItemFields = ItemFlags &
  Pick<ItemSnapshot, 'title' | 'description' | 'inspectionPeriod' | 'inspectionEndsAt' | 'rejectionReason' | 'returnRejectionReason'>;
export type ScheduleFields = Pick<
  ScheduleSnapshot,
  'amount' | 'payerCustomerId' | 'beneficiaryCustomerId' | 'secured' | 'securedAt' | 'disbursedToBeneficiary' | 'disbursedAt' | 'refunded'
>;
export type FeeFields = Pick<FeeSnapshot, 'payerCustomerId'>;

/**
 * One change. `set` holds Prisma column names and values exactly (bigint money, Date instants),
 * so `prisma.item.update({ where: { id }, data: op.set })` applies it. Ops are applied in order.
 */
export type PatchOp =
  | { entity: 'transaction'; set: Partial<TransactionFields> }
  | { entity: 'party'; id: number; set: Partial<PartyFields> }
  | { entity: 'item'; id: number; set: Partial<ItemFields> }
  | { entity: 'schedule'; id: number; set: Partial<ScheduleFields> }
  | { entity: 'fee'; id: number; set: Partial<FeeFields> }
  /**
   * Record the shipment of an item: create a Shipment row for this direction, or update the
   * latest one of this direction when `update` is true (update_tracking). Null/absent fields of
   * an update leave the column as it is.
   */
  | {
      entity: 'shipment';
      itemId: number;
      direction: 'forward' | 'return';
      update: boolean;
      carrier: string | null;
      trackingId: string | null;
      carrierContact: string | null;
      authorizationType: string | null;
    }
  /**
   * Reprice every fee of the transaction from the fee table (amounts or payers changed):
   * replace Fee/FeeTax rows with computeTransactionFees over the new state, keeping each fee
   * entry's type, payer and split.
   */
  | { entity: 'fees'; recompute: true }
  /**
   * A new schedule row of an item (a partial release splits a schedule: the part released is a
   * row of its own). `id` is provisional (negative, unique in the snapshot): later ops of the
   * same patch may name it; the store inserts the row with its final values and its own id.
   */
  | { entity: 'new_schedule'; itemId: number; id: number; values: Omit<ScheduleSnapshot, 'id'> };

export type Patch = PatchOp[];

// ------------------------------------------------------------------------------- events

/** Event names of spec section 6 that the lifecycle emits (create is emitted by creation). */
export type LifecycleEventName =
  | 'agree'
  | 'payment_sent'
  | 'payment_received'
  | 'payment_approved'
  | 'payment_rejected'
  | 'payment_refunded'
  | 'payment_disbursed'
  | 'ship'
  | 'receive'
  | 'accept'
  | 'reject'
  | 'ship_return'
  | 'receive_return'
  | 'accept_return'
  | 'reject_return'
  | 'complete'
  | 'cancel'
  | 'offer_accepted'
  | 'refund_resolved'
  | 'refund_rejected'
  | 'dispute_opened'
  | 'settlement_proposed'
  | 'dispute_settled'
  | 'dispute_withdrawn'
  | 'funds_released';

/** An outbox event. `payload` is JSON-safe (amounts are decimal strings, "1000.00"). */
export interface LifecycleEvent {
  name: LifecycleEventName;
  payload: {
    item_ids?: number[];
    customer_id?: number;
    amount?: string;
    by?: string;
    /** The dispute events: what the seller is paid and the buyer refunded of the item (decimal strings). */
    seller_amount?: string;
    buyer_amount?: string;
  };
}

/** A TimelineEntry: `event` is the related event name or null. */
export interface TimelineNote {
  event: LifecycleEventName | null;
  notes: string;
}

// --------------------------------------------------------------------------------- jobs

export type JobKind = 'auto_accept' | 'disburse' | 'float_release';

/**
 * Job directives. `schedule` upserts the Job row with this uniqueKey: status pending, runAt,
 * payload, attempts 0 (a done job with the same key is re-armed). `cancel` sets a pending job
 * with this key to cancelled (no-op when absent or finished).
 */
export type JobDirective =
  { op: 'schedule'; kind: JobKind; uniqueKey: string; runAt: Date; payload: { transactionId: number; itemId?: number } } | { op: 'cancel'; uniqueKey: string };

export function autoAcceptJobKey(itemId: number): string {
  return `auto_accept:item:${itemId}`;
}
export function disburseJobKey(transactionId: number): string {
  return `disburse:txn:${transactionId}`;
}
export function floatReleaseJobKey(transactionId: number): string {
  return `float_release:txn:${transactionId}`;
}

// ----------------------------------------------------------------------------- disputes

/**
 * Writes to an item's dispute records (Dispute, SettlementProposal), made with the decision.
 * Each names the item: an item has at most one open dispute.
 * - `open`: a new open dispute; `respondBy` is `openedAt` plus DISPUTE_RESPONSE_DAYS (the store's).
 * - `propose`: a pending proposal of the open dispute; the older pending ones are superseded.
 * - `close`: the open dispute ends (its pending proposals are closed, the accepted one marked).
 */
export type DisputeDirective =
  | { op: 'open'; itemId: number; openedByRole: 'buyer' | 'seller'; openedById: number | null; reason: string; message: string | null; at: Date }
  | { op: 'propose'; itemId: number; proposedByRole: 'buyer' | 'seller'; proposedById: number; sellerAmount: bigint; at: Date }
  | {
      op: 'close';
      itemId: number;
      status: 'SETTLED' | 'RESOLVED' | 'WITHDRAWN';
      sellerAmount: bigint | null;
      buyerAmount: bigint | null;
      acceptedProposalId: number | null;
      at: Date;
    };

// ----------------------------------------------------------------------------- decision

export interface Accepted {
  ok: true;
  patch: Patch;
  events: LifecycleEvent[];
  timeline: TimelineNote[];
  postings: Posting[];
  jobs: JobDirective[];
  disputes: DisputeDirective[];
}

export interface Refused {
  ok: false;
  error: LifecycleError;
}

export type Decision = Accepted | Refused;

export function refuse(code: LifecycleErrorCode, message: string, details?: LifecycleError['details']): Refused {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}
