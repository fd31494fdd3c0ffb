/**
 * Commands the lifecycle core decides on: the actions of spec 2.5 with typed payloads, plus the
 * commands the service itself drives (fund, disburse, auto_accept, resolve_dispute).
 * Field names are camelCase, and validation messages are keyed by them (domain field paths such
 * as `shippingInformation.trackingInformation.carrier`); each face renames them to its own.
 */
import type { DisbursementMethodChoice } from '../disbursement-methods/input.js';
import type { PaymentMethodType } from '../payment-methods/catalog.js';

export type AuthorizationType = 'push' | 'authorization_code' | 'username_password';
export const authorizationTypes: readonly AuthorizationType[] = ['push', 'authorization_code', 'username_password'];

interface TrackingInformation {
  carrier?: string | null;
  trackingId?: string | null;
  carrierContact?: string | null;
}

/** ShippingInformation of spec 2.5. authorizationType is required for domain name items. */
export interface ShippingInformation {
  trackingInformation?: TrackingInformation | null;
  authorizationType?: AuthorizationType | null;
}

/** Item-scoped actions: with itemId they act on that item only, without on every eligible item. */
interface ItemScoped {
  itemId?: number;
}

/** New terms of modify_terms (ModifyTermsInput): only what changes. */
export interface TermsChange {
  description?: string;
  items?: ItemTermsChange[];
}

export interface ItemTermsChange {
  itemId?: number;
  title?: string;
  description?: string;
  /** Seconds. */
  inspectionPeriod?: number;
  /** New amounts of the item's schedule entries, by schedule id. */
  schedule?: { scheduleId?: number; amount?: bigint }[];
}

export type Command =
  // ---- party actions (spec 2.5)
  | { type: 'agree' }
  | ({ type: 'ship'; shippingInformation?: ShippingInformation } & ItemScoped)
  | ({ type: 'receive' } & ItemScoped)
  | ({ type: 'accept' } & ItemScoped)
  | ({ type: 'reject'; rejectionReason?: string | null } & ItemScoped)
  | ({ type: 'ship_return'; shippingInformation?: ShippingInformation } & ItemScoped)
  | ({ type: 'receive_return' } & ItemScoped)
  | ({ type: 'accept_return' } & ItemScoped)
  | ({ type: 'reject_return'; rejectionReason?: string | null } & ItemScoped)
  | { type: 'cancel'; cancellationReason?: string | null }
  | ({ type: 'update_tracking'; shippingInformation?: ShippingInformation } & ItemScoped)
  /** `customer` is an email: the customer it names is found, or created and invited, before deciding (CommandFacts). */
  | { type: 'modify_party'; partyId?: number; customer?: string }
  | { type: 'modify_terms'; terms?: TermsChange }
  | { type: 'upgrade_draft'; flow?: 'create' }
  | { type: 'batch'; actions: Command[] }
  | ({ type: 'authenticator_rejects'; rejectionReason?: string | null } & ItemScoped)
  | { type: 'float_release' }
  | { type: 'float_cancel'; reason?: string | null }
  // ---- disputes (docs/lifecycle.md, "Disputes"): the item's open dispute is looked up before deciding (CommandFacts.dispute)
  | { type: 'open_dispute'; itemId?: number; reason?: string; message?: string | null }
  /** The seller would be paid `sellerAmount` of the item's held money, the buyer refunded the rest. */
  | { type: 'propose_settlement'; itemId?: number; sellerAmount?: bigint }
  | { type: 'accept_settlement'; itemId?: number; proposalId?: number }
  | { type: 'withdraw_dispute'; itemId?: number }
  // ---- partial release (docs/lifecycle.md, "Partial release"): the buyer pays the seller `amount` of the item's held money now
  | { type: 'release_funds'; itemId?: number; amount?: bigint }
  // ---- choices a party makes about paying and being paid, and the sandbox clock
  | { type: 'select_payment_method'; method: PaymentMethodType; wireReference?: string | null; returnUrl?: string | null }
  /** The chosen method is saved (a new one) and checked against the transaction before deciding (CommandFacts). */
  | { type: 'select_payout_method'; method: DisbursementMethodChoice }
  /** Sandbox only: the transaction's clock runs `seconds` further ahead of the wall clock. */
  | { type: 'advance_clock'; seconds?: number }
  // ---- service commands
  | {
      type: 'fund';
      /** Milestone transactions only: fund these items; default every unfunded item. */
      itemIds?: number[];
      /** The amount that arrived; must equal the outstanding balance. Default: exactly that. */
      amount?: bigint;
      /** The payment has not cleared yet: hold it in float until float_release / float_cancel. */
      float?: boolean;
      /** For a float: when it is expected to clear (schedules a float_release job). */
      clearsAt?: Date;
      /** Free text for the timeline: wire_transfer, credit_card, sandbox, ... */
      method?: string;
    }
  | { type: 'disburse' }
  | { type: 'auto_accept'; itemId: number }
  /** `sellerAmount` with the outcome `split` only: what the seller is paid of the item's held money. */
  | { type: 'resolve_dispute'; itemId: number; outcome: DisputeOutcome; sellerAmount?: bigint; note?: string | null }
  /**
   * An operator releases money the liveness check finds stranded (facts.strandedItemIds) to
   * whom the settlement rules say; `reason` goes on the timeline.
   */
  | { type: 'release_stranded'; reason: string };

type DisputeOutcome = 'refund_buyer' | 'release_to_seller' | 'split';

/** The dispute commands: a party's, each with an endpoint of its own (never batched). */
export const disputeCommandTypes = ['open_dispute', 'propose_settlement', 'accept_settlement', 'withdraw_dispute'] as const satisfies readonly CommandType[];

/** Partial release: the buyer's own, with an endpoint of its own (never batched). */
export const releaseCommandTypes = ['release_funds'] as const satisfies readonly CommandType[];

export type CommandType = Command['type'];

export const partyActionTypes = [
  'agree',
  'ship',
  'receive',
  'accept',
  'reject',
  'ship_return',
  'receive_return',
  'accept_return',
  'reject_return',
  'cancel',
  'update_tracking',
  'modify_party',
  'modify_terms',
  'upgrade_draft',
  'batch',
  'authenticator_rejects',
  'float_release',
  'float_cancel',
] as const satisfies readonly CommandType[];

export type PartyActionType = (typeof partyActionTypes)[number];

/** Actions a batch may hold: every party action but batch itself and modify_party (whose email is resolved first). */
export const batchableActionTypes = partyActionTypes.filter(
  (type): type is Exclude<PartyActionType, 'batch' | 'modify_party'> => type !== 'batch' && type !== 'modify_party',
);

/** Actions that may name a single item (a milestone): PATCH /transaction/{id}/item/{item_id}. */
export const itemActionTypes = [
  'ship',
  'receive',
  'accept',
  'reject',
  'ship_return',
  'receive_return',
  'accept_return',
  'reject_return',
  'update_tracking',
  'authenticator_rejects',
] as const satisfies readonly PartyActionType[];

const serviceCommandTypes = ['fund', 'disburse', 'auto_accept', 'resolve_dispute', 'release_stranded'] as const satisfies readonly CommandType[];

/** Commands with their own endpoints rather than TransactionAction's: never batched. */
export const choiceCommandTypes = ['select_payment_method', 'select_payout_method', 'advance_clock'] as const satisfies readonly CommandType[];

const commandTypes: readonly CommandType[] = [...partyActionTypes, ...serviceCommandTypes, ...choiceCommandTypes, ...disputeCommandTypes, ...releaseCommandTypes];

export function isPartyActionType(value: unknown): value is PartyActionType {
  return typeof value === 'string' && (partyActionTypes as readonly string[]).includes(value);
}

export function isCommandType(value: unknown): value is CommandType {
  return typeof value === 'string' && (commandTypes as readonly string[]).includes(value);
}
