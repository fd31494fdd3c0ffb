/**
 * What some commands need to know beyond the snapshot: facts the database layer looks up (and
 * for modify_party and a new payout method, writes) inside the command's database transaction,
 * before the core decides (prepareCommand in src/domain/transactions/prepare.ts). The core
 * stays pure: it decides on the snapshot, the command and these facts.
 */
import type { FeeTable } from '../fees/fee-table.js';
import type { FeeCharge } from '../ledger/postings.js';
import type { OfferedMethod } from '../payment-methods/catalog.js';
import type { FieldErrors } from '../shared/errors.js';

export interface CommandFacts {
  /** modify_party: the customer its email names (found, or created and invited). */
  partyCustomerId?: number;
  /**
   * select_payment_method: what the payment options depend on besides the snapshot; fund and
   * float_release: what prices the deposit fee of the method the buyer pays by.
   */
  payment?: PaymentFacts;
  /**
   * disburse: the disbursement fee of each payee's chosen method (by customer id), as its
   * disbursement_methods quote prices it. A payee without an entry pays no disbursement fee.
   */
  payoutFees?: ReadonlyMap<number, PayoutFee>;
  /** select_payout_method: the chosen method, saved and checked against the transaction. */
  payoutMethod?: PayoutMethodFact;
  /**
   * release_stranded: the items whose held money has no way out (checkLiveness of
   * src/domain/lifecycle/liveness.ts, with the transaction's pending jobs), looked up before deciding.
   */
  strandedItemIds?: readonly number[];
  /** Production: payment return addresses must be https. */
  httpsOnly?: boolean;
  /**
   * The dispute commands and resolve_dispute: the item's open dispute (null when it has none,
   * or for an item in dispute since before disputes were recorded).
   */
  dispute?: DisputeFact | null;
}

/** An item's open dispute, as the core decides on it. */
export interface DisputeFact {
  id: number;
  itemId: number;
  openedByRole: 'buyer' | 'seller';
  openedAt: Date;
  /** Its proposals still pending (a newer one supersedes the older: at most one). */
  pending: readonly ProposalFact[];
}

interface ProposalFact {
  id: number;
  proposedByRole: 'buyer' | 'seller';
  sellerAmount: bigint;
}

export interface PaymentFacts {
  buyer: { email: string; country: string | null; verified: boolean };
  offered: readonly OfferedMethod[];
  feeTable: FeeTable;
}

/** The method a payee chose, or why it cannot be chosen (reported after who and when). */
export type PayoutMethodFact = { ok: true; id: number; type: string } | { ok: false; errors: FieldErrors; message: string };

/** The disbursement fee of a payee's chosen method: charged once, on its first payout. */
export interface PayoutFee extends FeeCharge {
  methodType: string;
}
