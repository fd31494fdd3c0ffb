/**
 * Double-entry postings and their builders. A posting is one balanced movement of money: its
 * entries sum to zero per currency. Builders are pure; they omit zero entries and throw a
 * RangeError on impossible input (negative amounts, deductions larger than the gross), which
 * is a programming error, never a user error.
 */
import type { Currency } from '../shared/money.js';
import { escrowAccountKey, externalAccountKey, feeRevenueAccountKey, floatAccountKey, payoutAccountKey, refundAccountKey, taxAccountKey } from './accounts.js';

type PostingKind =
  /** external (or float) → escrow: schedules secured. */
  | 'funding'
  /** external (or float) → fee revenue + tax: fees the buyer pays with its payment. */
  | 'fee'
  /** external → float: a payment received that has not cleared. */
  | 'float'
  /** float → external: a floating payment that failed or was withdrawn. */
  | 'float_return'
  /** escrow → payout (+ fee revenue + tax for deducted fees; fee revenue + tax → payout for fees given back): paid to a beneficiary. */
  | 'disbursement'
  /** escrow (or float) → refund: returned to the payer. */
  | 'refund';

interface PostingEntry {
  accountKey: string;
  /** Signed minor units: positive = into the account. */
  amount: bigint;
  currency: Currency;
}

export interface Posting {
  kind: PostingKind;
  description: string;
  entries: PostingEntry[];
}

/** A fee as charged: its amount without taxes and its taxes. */
export interface FeeCharge {
  amountWithoutTaxes: bigint;
  taxes: readonly { type: string; amount: bigint }[];
}

export function feeChargeTotal(fee: FeeCharge): bigint {
  return fee.taxes.reduce((sum, tax) => sum + tax.amount, fee.amountWithoutTaxes);
}

interface TxnRef {
  transactionId: number;
  currency: Currency;
}

type Source = 'external' | 'float';

function sourceKey(source: Source, ref: TxnRef): string {
  return source === 'external' ? externalAccountKey(ref.currency) : floatAccountKey(ref.transactionId, ref.currency);
}

function nonNegative(name: string, amount: bigint): void {
  if (amount < 0n) throw new RangeError(`${name} must not be negative (got ${amount})`);
}

function build(kind: PostingKind, description: string, currency: Currency, entries: [string, bigint][]): Posting {
  const merged = new Map<string, bigint>();
  for (const [key, amount] of entries) merged.set(key, (merged.get(key) ?? 0n) + amount);
  return {
    kind,
    description,
    entries: [...merged].filter(([, amount]) => amount !== 0n).map(([accountKey, amount]) => ({ accountKey, amount, currency })),
  };
}

/** Fee revenue and tax entries for fees charged (positive amounts). */
function feeEntries(fees: readonly FeeCharge[], currency: Currency): [string, bigint][] {
  const entries: [string, bigint][] = [];
  for (const fee of fees) {
    nonNegative('fee amount', fee.amountWithoutTaxes);
    entries.push([feeRevenueAccountKey(currency), fee.amountWithoutTaxes]);
    for (const tax of fee.taxes) {
      nonNegative('tax amount', tax.amount);
      entries.push([taxAccountKey(tax.type, currency), tax.amount]);
    }
  }
  return entries;
}

/** The buyer's payment secures schedules: source → escrow. */
export function fundingPosting(ref: TxnRef & { amount: bigint; source: Source; description?: string }): Posting {
  nonNegative('amount', ref.amount);
  return build('funding', ref.description ?? `Funds secured for transaction ${ref.transactionId}`, ref.currency, [
    [sourceKey(ref.source, ref), -ref.amount],
    [escrowAccountKey(ref.transactionId, ref.currency), ref.amount],
  ]);
}

/** Fees the buyer pays with its payment (escrow fee, deposit fees): source → fee revenue + tax. */
export function buyerFeePosting(ref: TxnRef & { fees: readonly FeeCharge[]; source: Source; description?: string }): Posting {
  const total = ref.fees.reduce((sum, fee) => sum + feeChargeTotal(fee), 0n);
  return build('fee', ref.description ?? `Fees paid by the buyer on transaction ${ref.transactionId}`, ref.currency, [
    [sourceKey(ref.source, ref), -total],
    ...feeEntries(ref.fees, ref.currency),
  ]);
}

/** A payment received that has not cleared: external → float. */
export function floatPosting(ref: TxnRef & { amount: bigint; description?: string }): Posting {
  nonNegative('amount', ref.amount);
  return build('float', ref.description ?? `Payment in float for transaction ${ref.transactionId}`, ref.currency, [
    [externalAccountKey(ref.currency), -ref.amount],
    [floatAccountKey(ref.transactionId, ref.currency), ref.amount],
  ]);
}

/** A floating payment that did not clear goes back: float → external. */
export function floatReturnPosting(ref: TxnRef & { amount: bigint; description?: string }): Posting {
  nonNegative('amount', ref.amount);
  return build('float_return', ref.description ?? `Floating payment returned for transaction ${ref.transactionId}`, ref.currency, [
    [floatAccountKey(ref.transactionId, ref.currency), -ref.amount],
    [externalAccountKey(ref.currency), ref.amount],
  ]);
}

/**
 * Paying a beneficiary: escrow -(gross - withheld) → payout +(gross - withheld - fees),
 * fee revenue + tax for the fees deducted. `withheld` is the part of the gross kept in escrow
 * to secure schedules the payee owes (e.g. a broker commission the seller pays).
 * `released` are fees charged by earlier payouts and given back (a fee kept back for goods that
 * were then returned): fee revenue and tax → payout.
 * A null payee is the service itself: the whole gross is fee revenue (no withholding, no fees).
 */
export function disbursementPosting(
  ref: TxnRef & {
    payeeCustomerId: number | null;
    gross: bigint;
    withheld?: bigint;
    fees?: readonly FeeCharge[];
    released?: readonly FeeCharge[];
    description?: string;
  },
): Posting {
  const withheld = ref.withheld ?? 0n;
  const fees = ref.fees ?? [];
  const released = ref.released ?? [];
  nonNegative('gross', ref.gross);
  nonNegative('withheld', withheld);
  const deductions = fees.reduce((sum, fee) => sum + feeChargeTotal(fee), 0n);
  const net = ref.gross - withheld - deductions + released.reduce((sum, fee) => sum + feeChargeTotal(fee), 0n);
  if (net < 0n) throw new RangeError(`deductions (${withheld + deductions}) exceed the gross (${ref.gross})`);
  const escrow = escrowAccountKey(ref.transactionId, ref.currency);
  if (ref.payeeCustomerId === null) {
    if (withheld !== 0n || fees.length > 0 || released.length > 0) throw new RangeError('the service pays itself no fees and withholds nothing');
    return build('disbursement', ref.description ?? `Service amounts of transaction ${ref.transactionId}`, ref.currency, [
      [escrow, -ref.gross],
      [feeRevenueAccountKey(ref.currency), ref.gross],
    ]);
  }
  return build('disbursement', ref.description ?? `Disbursement to customer ${ref.payeeCustomerId} for transaction ${ref.transactionId}`, ref.currency, [
    [escrow, -(ref.gross - withheld)],
    [payoutAccountKey(ref.payeeCustomerId, ref.currency), net],
    ...feeEntries(fees, ref.currency),
    ...feeEntries(released, ref.currency).map(([key, amount]): [string, bigint] => [key, -amount]),
  ]);
}

/** Returning money to its payer: escrow (or float) → refund account of the customer. */
export function refundPosting(ref: TxnRef & { customerId: number; amount: bigint; source?: 'escrow' | 'float'; description?: string }): Posting {
  nonNegative('amount', ref.amount);
  const from = (ref.source ?? 'escrow') === 'escrow' ? escrowAccountKey(ref.transactionId, ref.currency) : floatAccountKey(ref.transactionId, ref.currency);
  return build('refund', ref.description ?? `Refund to customer ${ref.customerId} for transaction ${ref.transactionId}`, ref.currency, [
    [from, -ref.amount],
    [refundAccountKey(ref.customerId, ref.currency), ref.amount],
  ]);
}
