/**
 * What a payee (the seller or a broker) is charged out of its proceeds: the one rule behind
 * its disbursement_methods quote (payeeQuote) and every settlement run (runCharges), so that
 * the quote is what the payouts add up to, to the cent, however the proceeds are split into
 * runs (milestones paid one by one, items returned and refunded). docs/fees.md, "Payouts".
 *
 * The rule: the payee owes its fee entries (other than the disbursement entries, which the fee
 * of its chosen payout method replaces) on every item that is paid, plus that payout fee once.
 * They are deducted from its proceeds in the order they fall due; a payout too small for what
 * is due pays what it can and the rest is carried to the payee's next payout. What the payee's
 * proceeds never cover is not charged. So in total the payee receives
 * max(0, proceeds - withheld - fees - payout fee), which is its quote.
 */
import { isTransferable, type ItemType } from '../shared/item-types.js';

/** A fee as charged: without taxes, and its taxes (FeeCharge in the ledger). */
export interface Charge {
  amountWithoutTaxes: bigint;
  taxes: readonly { type: string; amount: bigint }[];
}

export interface PricedSchedule {
  amount: bigint;
  payerCustomerId: number;
  beneficiaryCustomerId: number | null;
  secured: boolean;
  disbursedToBeneficiary: boolean;
  disbursedAt: Date | null;
  refunded: boolean;
}

export interface PricedFee extends Charge {
  id: number;
  type: string;
  payerCustomerId: number;
}

export interface PricedItem {
  id: number;
  type: ItemType;
  acceptedReturned: boolean;
  canceled: boolean;
  schedules: readonly PricedSchedule[];
  fees: readonly PricedFee[];
}

/** Fee entries on the terms that the payee's payout fee replaces: never charged themselves. */
const replacedByPayoutFee: readonly string[] = ['wire_disbursement', 'cheque_disbursement'];

/** A payee pays these of its fee entries out of its proceeds. */
export function chargedFromProceeds(fee: Pick<PricedFee, 'type'>): boolean {
  return !replacedByPayoutFee.includes(fee.type);
}

export function chargeTotal(charge: Charge): bigint {
  return charge.taxes.reduce((sum, tax) => sum + tax.amount, charge.amountWithoutTaxes);
}

/** An item that is being or will be paid: not returned, not canceled, not refunded. */
function itemKept(item: PricedItem): boolean {
  return !item.acceptedReturned && !item.canceled && !item.schedules.every((schedule) => schedule.refunded);
}

function sum(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

/** What the payee owes that is withheld from its proceeds (commissions on fee items). */
function owedSchedules(items: readonly PricedItem[], payee: number): PricedSchedule[] {
  return items
    .filter((item) => !isTransferable(item.type) && !item.canceled)
    .flatMap((item) => item.schedules.filter((schedule) => schedule.payerCustomerId === payee && !schedule.refunded));
}

/**
 * The payee's quote: every amount it will be paid (items not returned or refunded), less what
 * it owes, its fees on those items and the payout fee; never below zero.
 */
export function payeeQuote(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): bigint {
  const kept = items.filter(itemKept);
  const received = sum(kept.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === payee && !x.refunded).map((x) => x.amount)));
  const owed = sum(owedSchedules(items, payee).map((schedule) => schedule.amount));
  const fees = sum(
    kept
      .filter((item) => isTransferable(item.type))
      .flatMap((item) => item.fees.filter((fee) => fee.payerCustomerId === payee && chargedFromProceeds(fee)).map(chargeTotal)),
  );
  const total = received - owed - fees - (payoutFee === null ? 0n : chargeTotal(payoutFee));
  return total > 0n ? total : 0n;
}

/** One settlement run's payout to the payee. */
export interface PayoutRun {
  /** Paid to the payee in this run, before anything is withheld or charged. */
  gross: bigint;
  /** Withheld from it to secure what the payee owes. */
  withheld: bigint;
  /** Items paid (to anyone) in this run. */
  paidItemIds: ReadonlySet<number>;
}

interface DueCharge {
  key: string;
  charge: Charge;
}

/** Never paid: sorts after every instant. */
const THIS_RUN = Number.POSITIVE_INFINITY;

function firstPayoutTime(schedules: readonly PricedSchedule[]): number | null {
  const times = schedules.filter((x) => x.disbursedToBeneficiary).map((x) => x.disbursedAt?.getTime() ?? 0);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * The payee's charges in the order they fell due: its fees on each paid item (items by the
 * time of their first payout, then position), its payout fee right after the fees due at its
 * own first payout. `run` adds the items paid in the run being decided (after all others).
 */
function dueCharges(items: readonly PricedItem[], payee: number, payoutFee: Charge | null, run: PayoutRun | null): DueCharge[] {
  const dueAt = (item: PricedItem): number | null => firstPayoutTime(item.schedules) ?? (run?.paidItemIds.has(item.id) ? THIS_RUN : null);
  const paid = items
    .map((item, position) => ({ item, position, at: dueAt(item) }))
    .filter((entry): entry is { item: PricedItem; position: number; at: number } => entry.at !== null && isTransferable(entry.item.type))
    .sort((a, b) => a.at - b.at || a.position - b.position);
  const ownSchedules = items.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === payee));
  const ownFirst = firstPayoutTime(ownSchedules) ?? (run !== null && run.gross > 0n ? THIS_RUN : null);
  const queue: DueCharge[] = [];
  let payoutQueued = payoutFee === null || ownFirst === null;
  for (const { item, at } of paid) {
    if (!payoutQueued && at > ownFirst!) {
      queue.push({ key: 'payout', charge: payoutFee! });
      payoutQueued = true;
    }
    for (const fee of item.fees) if (fee.payerCustomerId === payee && chargedFromProceeds(fee)) queue.push({ key: `fee:${fee.id}`, charge: fee });
  }
  if (!payoutQueued) queue.push({ key: 'payout', charge: payoutFee! });
  return queue;
}

/** What the payee's payouts so far (and `run`) brought, less what was withheld from them. */
function available(items: readonly PricedItem[], payee: number, run: PayoutRun | null): bigint {
  const paid = sum(items.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === payee && x.disbursedToBeneficiary).map((x) => x.amount)));
  const withheld = sum(owedSchedules(items, payee).filter((schedule) => schedule.secured).map((schedule) => schedule.amount));
  return paid - withheld + (run === null ? 0n : run.gross - run.withheld);
}

/** How much of each due charge `amount` covers, filling them in order. */
function coverage(queue: readonly DueCharge[], amount: bigint): Map<string, bigint> {
  const covered = new Map<string, bigint>();
  let left = amount;
  for (const { key, charge } of queue) {
    const total = chargeTotal(charge);
    const part = left < total ? left : total;
    covered.set(key, part > 0n ? part : 0n);
    left -= part > 0n ? part : 0n;
  }
  return covered;
}

/**
 * The part `covered` of a charge, split between the fee and its taxes in proportion (the taxes
 * rounded down, so every further cent covered adds to the fee or a tax, never takes back).
 */
export function partOf(charge: Charge, covered: bigint): Charge {
  const total = chargeTotal(charge);
  if (covered >= total) return charge;
  if (covered <= 0n) return { amountWithoutTaxes: 0n, taxes: [] };
  let taxesLeft = (covered * (total - charge.amountWithoutTaxes)) / total;
  const taxes = charge.taxes.map((tax) => {
    const amount = taxesLeft < tax.amount ? taxesLeft : tax.amount;
    taxesLeft -= amount;
    return { type: tax.type, amount };
  });
  return { amountWithoutTaxes: covered - sum(taxes.map((tax) => tax.amount)), taxes };
}

function difference(after: Charge, before: Charge): Charge {
  const taxes = after.taxes
    .map((tax, index) => ({ type: tax.type, amount: tax.amount - (before.taxes[index]?.amount ?? 0n) }))
    .filter((tax) => tax.amount !== 0n);
  return { amountWithoutTaxes: after.amountWithoutTaxes - before.amountWithoutTaxes, taxes };
}

export interface RunCharge extends Charge {
  /** A fee entry's id, or null for the payout fee. */
  feeId: number | null;
}

/**
 * The charges deducted from the payee's payout in `run`, given the transaction before the run:
 * what its payouts up to and including this run cover of what is due, less what the earlier
 * payouts covered. Together with `uncovered` they are exact: no cent charged twice or skipped.
 */
export function runCharges(items: readonly PricedItem[], payee: number, payoutFee: Charge | null, run: PayoutRun): { charges: RunCharge[]; uncovered: bigint } {
  const before = coverage(dueCharges(items, payee, payoutFee, null), available(items, payee, null));
  const queue = dueCharges(items, payee, payoutFee, run);
  const after = coverage(queue, available(items, payee, run));
  const charges: RunCharge[] = [];
  let uncovered = 0n;
  for (const { key, charge } of queue) {
    const coveredAfter = after.get(key) ?? 0n;
    uncovered += chargeTotal(charge) - coveredAfter;
    const part = difference(partOf(charge, coveredAfter), partOf(charge, before.get(key) ?? 0n));
    if (chargeTotal(part) <= 0n) continue;
    charges.push({ feeId: key === 'payout' ? null : Number(key.slice('fee:'.length)), ...part });
  }
  return { charges, uncovered };
}
