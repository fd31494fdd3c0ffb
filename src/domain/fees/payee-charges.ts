/**
 * What a payee (the seller or a broker) is charged out of its proceeds: the one rule behind
 * its disbursement_methods quote (payeeQuote) and every settlement run (runCharges).
 *
 * The payee owes its fee entries (other than the disbursement entries, which the fee of its
 * chosen payout method replaces) on every item that is paid, plus that payout fee once. They
 * fall due when the item is paid (the payout fee with the payee's first payout) and are
 * deducted in that order; a payout too small for what is due pays what it can and the rest is
 * carried to the payee's next payout. What its proceeds never cover is not charged. The
 * snapshot holds no record of what earlier runs charged: they are replayed from the instants
 * their schedules were paid and secured. docs/fees.md, "Payouts".
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
  securedAt: Date | null;
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
  accepted: boolean;
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

/**
 * Whether the settlement pays an item to its beneficiaries: accepted goods not returned, and
 * non-transferable items (fee items, commissions) once goods are paid for. A cancellation does
 * not change it: the accepted goods of a cancelled transaction are still paid (docs/lifecycle.md).
 */
export function itemPayable(items: readonly PricedItem[], item: PricedItem): boolean {
  if (isTransferable(item.type)) return item.accepted && !item.acceptedReturned;
  return items.some(
    (other) => isTransferable(other.type) && ((other.accepted && !other.acceptedReturned) || other.schedules.some((schedule) => schedule.disbursedToBeneficiary)),
  );
}

/** An item that is being or will be paid: not returned, not refunded, and not cancelled unless the settlement still pays it. */
function itemKept(items: readonly PricedItem[], item: PricedItem): boolean {
  if (item.acceptedReturned || item.schedules.every((schedule) => schedule.refunded)) return false;
  return !item.canceled || itemPayable(items, item);
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
 * The payee's quote: what its past payouts paid, plus what one payout of everything still to
 * be paid to it (items not returned or refunded) would pay, by the rule of runCharges. Exact
 * for the remaining items paid together, and for milestones whose fees fit their own payout.
 */
export function payeeQuote(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): bigint {
  const coverage = replay(items, payee, payoutFee);
  const kept = items.filter((item) => itemKept(items, item));
  const unpaid = kept.filter((item) => !item.schedules.some((x) => x.disbursedToBeneficiary));
  const gross = sum(unpaid.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === payee && !x.refunded).map((x) => x.amount)));
  const withheld = sum(
    owedSchedules(items, payee)
      .filter((schedule) => !schedule.secured)
      .map((schedule) => schedule.amount),
  );
  coverage.run(nextRun(items, payee, payoutFee, { gross, withheld, paidItemIds: new Set(unpaid.map((item) => item.id)) }, coverage));
  return coverage.paid;
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

/** A run of the payee's history: what fell due in it and what it brought the payee. */
interface HistoricRun {
  due: DueCharge[];
  available: bigint;
}

const instant = (date: Date | null): number => date?.getTime() ?? 0;

/**
 * The payee's past runs, in order: at each instant some item was paid, the payee's fees on the
 * items first paid then fall due (in item order), then its payout fee if that is its first
 * payout; what it was paid then, less what was withheld then, is what the run brought.
 */
function history(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): HistoricRun[] {
  const runs = new Map<number, HistoricRun>();
  const runAt = (at: number): HistoricRun => {
    const run = runs.get(at) ?? { due: [], available: 0n };
    runs.set(at, run);
    return run;
  };
  for (const item of items) {
    const paid = item.schedules.filter((x) => x.disbursedToBeneficiary);
    if (paid.length === 0) continue;
    const first = Math.min(...paid.map((x) => instant(x.disbursedAt)));
    if (isTransferable(item.type)) runAt(first).due.push(...feesDue(item, payee));
    for (const schedule of paid) if (schedule.beneficiaryCustomerId === payee) runAt(instant(schedule.disbursedAt)).available += schedule.amount;
  }
  for (const schedule of owedSchedules(items, payee)) if (schedule.secured) runAt(instant(schedule.securedAt)).available -= schedule.amount;
  const ordered = [...runs].sort(([a], [b]) => a - b).map(([, run]) => run);
  const firstOwn = ordered.find((run) => run.available > 0n);
  if (firstOwn && payoutFee !== null) firstOwn.due.push({ key: 'payout', charge: payoutFee });
  return ordered;
}

function feesDue(item: PricedItem, payee: number): DueCharge[] {
  return item.fees.filter((fee) => fee.payerCustomerId === payee && chargedFromProceeds(fee)).map((fee) => ({ key: `fee:${fee.id}`, charge: fee }));
}

/** What runs cover of what is due, in order; a charge not covered by one run is carried to the next. */
class Coverage {
  readonly covered = new Map<string, bigint>();
  private readonly queue: DueCharge[] = [];
  /** Net paid to the payee over the runs. */
  paid = 0n;

  run(run: HistoricRun): Map<string, bigint> {
    this.queue.push(...run.due);
    const before = new Map(this.covered);
    let left = run.available;
    for (const { key, charge } of this.queue) {
      if (left <= 0n) break;
      const open = chargeTotal(charge) - (this.covered.get(key) ?? 0n);
      const part = open < left ? open : left;
      if (part <= 0n) continue;
      this.covered.set(key, (this.covered.get(key) ?? 0n) + part);
      left -= part;
    }
    this.paid += left > 0n ? left : 0n;
    return before;
  }

  uncovered(): bigint {
    return this.queue.reduce((sum, { key, charge }) => sum + chargeTotal(charge) - (this.covered.get(key) ?? 0n), 0n);
  }

  charges(): readonly DueCharge[] {
    return this.queue;
  }

  has(key: string): boolean {
    return this.queue.some((entry) => entry.key === key);
  }
}

function replay(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): Coverage {
  const coverage = new Coverage();
  for (const run of history(items, payee, payoutFee)) coverage.run(run);
  return coverage;
}

/** The run to come: what is due when it pays `paidItemIds`, and what it brings the payee. */
function nextRun(items: readonly PricedItem[], payee: number, payoutFee: Charge | null, run: PayoutRun, coverage: Coverage): HistoricRun {
  const paidBefore = coverage.has('payout');
  const due = items
    .filter((item) => run.paidItemIds.has(item.id) && isTransferable(item.type) && !item.schedules.some((x) => x.disbursedToBeneficiary))
    .flatMap((item) => feesDue(item, payee));
  const available = run.gross - run.withheld;
  if (!paidBefore && available > 0n && payoutFee !== null) due.push({ key: 'payout', charge: payoutFee });
  return { due, available };
}

export interface RunCharge extends Charge {
  /** A fee entry's id, or null for the payout fee. */
  feeId: number | null;
}

/**
 * The charges deducted from the payee's payout in `run`, given the transaction before the run:
 * its earlier runs are replayed to know what they covered, and this run covers, in the order
 * they fell due, what is still open. `uncovered` is what is left open after it.
 */
export function runCharges(items: readonly PricedItem[], payee: number, payoutFee: Charge | null, run: PayoutRun): { charges: RunCharge[]; uncovered: bigint } {
  const coverage = replay(items, payee, payoutFee);
  const before = coverage.run(nextRun(items, payee, payoutFee, run, coverage));
  const charges: RunCharge[] = [];
  for (const { key, charge } of coverage.charges()) {
    const part = difference(partOf(charge, coverage.covered.get(key) ?? 0n), partOf(charge, before.get(key) ?? 0n));
    if (chargeTotal(part) <= 0n) continue;
    charges.push({ feeId: key === 'payout' ? null : Number(key.slice('fee:'.length)), ...part });
  }
  return { charges, uncovered: coverage.uncovered() };
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
  const taxes = after.taxes.map((tax, index) => ({ type: tax.type, amount: tax.amount - (before.taxes[index]?.amount ?? 0n) })).filter((tax) => tax.amount !== 0n);
  return { amountWithoutTaxes: after.amountWithoutTaxes - before.amountWithoutTaxes, taxes };
}
