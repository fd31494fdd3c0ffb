/**
 * What a payee (the seller, a broker, a partner) is charged out of its proceeds: the one rule
 * behind its disbursement_methods quote (payeeQuote) and every settlement run (runCharges).
 *
 * The payee owes its fee entries (other than the disbursement entries, which the fee of its
 * chosen payout method replaces) on every item that is paid, plus that payout fee once. They
 * fall due when the item is paid (the payout fee with the payee's first payout) and are
 * deducted in that order; a payout too small for what is due pays what it can and the rest is
 * carried. A run also keeps back what the goods still to come cannot cover of their own fees
 * (together, or each alone, whichever is more), and gives it back when those goods leave escrow
 * unpaid, so over the transaction the payee is charged min(proceeds, charges on what it was
 * paid for) however its payouts are grouped, and the quote taken at any point is what it is
 * paid. What it owes (a commission) is withheld whole, or in part from its last payout
 * (withholdings); a run that cannot withhold it whole waits for the payee's later goods
 * (payoutWaitsForLaterGoods). The snapshot holds no record
 * of what earlier runs charged: they are replayed from the instants their schedules were paid,
 * refunded and secured. docs/fees.md, "Payouts".
 */
import { isTransferable, type ItemType } from '../shared/item-types.js';

/** A fee as charged: without taxes, and its taxes (FeeCharge in the ledger). */
export interface Charge {
  amountWithoutTaxes: bigint;
  taxes: readonly { type: string; amount: bigint }[];
}

interface PricedSchedule {
  id: number;
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

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const instant = (date: Date | null): number => date?.getTime() ?? 0;

/**
 * The instant a schedule left escrow: `disbursedAt` is set when it is paid to its beneficiary
 * and when it is refunded (a refund recorded before that rule reads as the earliest instant).
 */
const paidBy = (schedule: PricedSchedule, at: number): boolean => schedule.disbursedToBeneficiary && instant(schedule.disbursedAt) <= at;
const refundedBy = (schedule: PricedSchedule, at: number): boolean => schedule.refunded && instant(schedule.disbursedAt) <= at;
const securedBy = (schedule: PricedSchedule, at: number): boolean => schedule.secured && instant(schedule.securedAt) <= at;
const itemPaidBy = (item: PricedItem, at: number): boolean => item.schedules.some((schedule) => paidBy(schedule, at));
const itemPaid = (item: PricedItem): boolean => item.schedules.some((schedule) => schedule.disbursedToBeneficiary);
/** Still to be settled as the transaction stood at `at`: not every schedule refunded by then. */
const itemExpectedAt = (item: PricedItem, at: number): boolean => !item.schedules.every((schedule) => refundedBy(schedule, at));

/** Schedules the payee owes, withheld from its proceeds (commissions on fee items), in order. */
function owedSchedules(items: readonly PricedItem[], payee: number): PricedSchedule[] {
  return items.filter((item) => !isTransferable(item.type)).flatMap((item) => item.schedules.filter((schedule) => schedule.payerCustomerId === payee));
}

/** Owed schedules a settlement may still withhold: not secured, not refunded, not disbursed, of an item not cancelled. */
function openOwed(items: readonly PricedItem[], payee: number): { itemId: number; schedule: PricedSchedule }[] {
  return items.flatMap((item) =>
    isTransferable(item.type) || item.canceled
      ? []
      : item.schedules
          .filter((schedule) => schedule.payerCustomerId === payee && !schedule.secured && !schedule.refunded && !schedule.disbursedToBeneficiary)
          .map((schedule) => ({ itemId: item.id, schedule })),
  );
}

/** Whether goods not paid yet (and not returned or refunded) may still bring the payee proceeds. */
export function payeeExpectsProceeds(items: readonly PricedItem[], payee: number): boolean {
  return items.some(
    (item) =>
      isTransferable(item.type) &&
      itemKept(items, item) &&
      item.schedules.some((schedule) => schedule.beneficiaryCustomerId === payee && !schedule.disbursedToBeneficiary && !schedule.refunded),
  );
}

/**
 * Whether a run paying the payee `gross` (of the goods `paying`) is put off until its later
 * goods: it owes something (a commission) that this run cannot withhold whole, and goods not
 * in this run may still bring it proceeds. Paid together with those, what it owes is withheld
 * as one payout of everything would withhold it, so the quote does not depend on the grouping.
 */
export function payoutWaitsForLaterGoods(items: readonly PricedItem[], payee: number, gross: bigint, paying: ReadonlySet<number>): boolean {
  const open = openOwed(items, payee);
  if (open.length === 0 || withholdings(items, payee, gross, false).length === open.length) return false;
  return items.some(
    (item) =>
      !paying.has(item.id) &&
      isTransferable(item.type) &&
      itemKept(items, item) &&
      item.schedules.some((schedule) => schedule.beneficiaryCustomerId === payee && !schedule.disbursedToBeneficiary && !schedule.refunded),
  );
}

/** One owed schedule withheld by a run: `amount` is less than the schedule's when only part of it fits. */
export interface Withholding {
  itemId: number;
  schedule: PricedSchedule;
  amount: bigint;
}

/**
 * What a run withholds of what the payee owes, out of `available` (its proceeds in the run), in
 * order: each owed schedule whole when it fits; when the payee expects no further proceeds
 * (`last`), a schedule that does not fit takes what is left and the rest of it is waived.
 */
export function withholdings(items: readonly PricedItem[], payee: number, available: bigint, last: boolean): Withholding[] {
  const taken: Withholding[] = [];
  let left = available;
  for (const { itemId, schedule } of openOwed(items, payee)) {
    if (left <= 0n) break;
    const amount = schedule.amount <= left ? schedule.amount : last ? left : 0n;
    if (amount === 0n) continue;
    taken.push({ itemId, schedule, amount });
    left -= amount;
  }
  return taken;
}

interface DueCharge {
  key: string;
  charge: Charge;
}

/**
 * A run of the payee's settlement: the charges that fall due in it, what it brings the payee
 * (paid to it less withheld), and, as the transaction stood then, the charges still to fall
 * due on goods not paid yet and what those goods would bring the payee.
 */
interface Later {
  due: DueCharge[];
  available: bigint;
  /** Each good still to come: its charges and what it alone brings the payee (any of them may still be returned). */
  goods: { due: DueCharge[]; gross: bigint }[];
}

interface PayeeRun {
  due: DueCharge[];
  available: bigint;
  later: Later;
  /** Charges on goods returned or refunded by then and never paid: what was kept back for them is given back. */
  released: string[];
}

function feesDue(item: PricedItem, payee: number): DueCharge[] {
  return item.fees.filter((fee) => fee.payerCustomerId === payee && chargedFromProceeds(fee)).map((fee) => ({ key: `fee:${fee.id}`, charge: fee }));
}

/** The payee's charges on goods that left escrow by `at` without being paid to anyone (returned or refunded). */
function releasedAt(items: readonly PricedItem[], payee: number, at: number): string[] {
  return items
    .filter((item) => isTransferable(item.type) && !itemExpectedAt(item, at) && !itemPaidBy(item, at))
    .flatMap((item) => feesDue(item, payee).map((entry) => entry.key));
}

/** What is still to come at `at`: fees on goods expected and unpaid, and what they would bring. */
function laterAt(items: readonly PricedItem[], payee: number, at: number): Later {
  const expected = items.filter((item) => itemExpectedAt(item, at) && !itemPaidBy(item, at));
  const grossOf = (item: PricedItem): bigint =>
    sum(item.schedules.filter((x) => x.beneficiaryCustomerId === payee && !paidBy(x, at) && !refundedBy(x, at)).map((x) => x.amount));
  const goods = expected.filter((item) => isTransferable(item.type)).map((item) => ({ due: feesDue(item, payee), gross: grossOf(item) }));
  const due = expected.filter((item) => isTransferable(item.type)).flatMap((item) => feesDue(item, payee));
  // Goods partly paid by then (a partial release) bring the rest later; their fees fell due with the first part.
  const partlyPaid = items.filter((item) => isTransferable(item.type) && itemExpectedAt(item, at) && itemPaidBy(item, at));
  const gross = sum(
    [...expected, ...partlyPaid].flatMap((item) =>
      item.schedules.filter((x) => x.beneficiaryCustomerId === payee && !paidBy(x, at) && !refundedBy(x, at)).map((x) => x.amount),
    ),
  );
  const owed = sum(
    owedSchedules(items, payee)
      .filter((x) => !securedBy(x, at) && !refundedBy(x, at) && !paidBy(x, at))
      .map((x) => x.amount),
  );
  return { due, available: gross > owed ? gross - owed : 0n, goods };
}

/**
 * The payee's past runs, in order: at each instant something was paid to it, or withheld from
 * it, or goods first paid, the payee's fees on the goods first paid then fall due (in item
 * order), then its payout fee if that is its first payout; what it was paid then, less what was
 * withheld then, is what the run brought.
 */
function history(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): PayeeRun[] {
  const runs = new Map<number, { due: DueCharge[]; available: bigint }>();
  const runAt = (at: number) => {
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
  // A refund of goods is a run too: what an earlier run kept back for them is given back then.
  for (const item of items.filter((x) => isTransferable(x.type) && feesDue(x, payee).length > 0))
    for (const schedule of item.schedules) if (schedule.refunded) runAt(instant(schedule.disbursedAt));
  for (const schedule of owedSchedules(items, payee)) if (schedule.secured) runAt(instant(schedule.securedAt)).available -= schedule.amount;
  const ordered = [...runs].sort(([a], [b]) => a - b);
  const firstOwn = ordered.find(([, run]) => run.available > 0n);
  if (firstOwn && payoutFee !== null) firstOwn[1].due.push({ key: 'payout', charge: payoutFee });
  return ordered.map(([at, run]) => ({ ...run, later: laterAt(items, payee, at), released: releasedAt(items, payee, at) }));
}

/**
 * What the runs cover of the payee's charges, keyed by charge. A run covers, out of what it
 * brings, first what is due (carried from earlier runs included, in the order it fell due),
 * then as much of the charges still to fall due as the goods still to come could not cover
 * themselves; the rest is paid to the payee. So every run leaves no more open than later runs
 * bring, and the total covered is min(all charges, all proceeds) however the payouts are grouped.
 */
class Coverage {
  readonly covered = new Map<string, bigint>();
  private readonly known = new Map<string, Charge>();
  private readonly queue: DueCharge[] = [];
  /** Net paid to the payee over the runs. */
  paid = 0n;

  private open(key: string, charge: Charge): bigint {
    return chargeTotal(charge) - (this.covered.get(key) ?? 0n);
  }

  private cover(entries: readonly DueCharge[], budget: bigint): bigint {
    let left = budget;
    for (const { key, charge } of entries) {
      if (left <= 0n) break;
      const part = min(this.open(key, charge), left);
      if (part <= 0n) continue;
      this.covered.set(key, (this.covered.get(key) ?? 0n) + part);
      left -= part;
    }
    return budget - left;
  }

  run(run: PayeeRun): void {
    for (const entry of [...run.due, ...run.later.due]) this.known.set(entry.key, entry.charge);
    this.queue.push(...run.due);
    let left = run.available > 0n ? run.available : 0n;
    // What was kept back for goods that will never be paid is the payee's again: it pays what
    // is due like any proceeds, and the rest is paid out.
    for (const key of run.released) {
      left += this.covered.get(key) ?? 0n;
      this.covered.delete(key);
    }
    left -= this.cover(this.queue, left);
    const openOf = (due: readonly DueCharge[]): bigint => sum(due.map(({ key, charge }) => this.open(key, charge)));
    // What the goods to come cannot cover together, or, since any of them may be returned,
    // what each cannot cover of its own charges: whichever is more.
    const pooled = openOf(run.later.due) - run.later.available;
    const each = sum(run.later.goods.map((good) => openOf(good.due) - good.gross).filter((part) => part > 0n));
    const short = pooled > each ? pooled : each;
    if (short > 0n) left -= this.cover(run.later.due, min(short, left));
    this.paid += left;
  }

  uncovered(): bigint {
    return sum(this.queue.map(({ key, charge }) => this.open(key, charge)));
  }

  charges(): [string, Charge][] {
    return [...this.known];
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

/**
 * The payee's quote: what its past payouts paid, plus what one payout of everything still to
 * be paid to it (items not returned or refunded) pays by the rule of the runs. Because every
 * run leaves open no more than the goods still to come bring, the total is the same however
 * the rest is grouped into payouts: min(proceeds, charges) is charged and the rest paid.
 */
export function payeeQuote(items: readonly PricedItem[], payee: number, payoutFee: Charge | null): bigint {
  const coverage = replay(items, payee, payoutFee);
  const unpaid = items.filter((item) => itemKept(items, item) && !item.schedules.some((x) => x.disbursedToBeneficiary));
  // Goods partly paid (a partial release): the rest is still to be paid; their fees fell due with the first part.
  const partlyPaid = items.filter((item) => isTransferable(item.type) && itemKept(items, item) && itemPaid(item));
  const grossOf = (customer: number): bigint =>
    sum([
      ...unpaid.flatMap((item) => item.schedules.filter((x) => x.beneficiaryCustomerId === customer && !x.refunded).map((x) => expected(item, x))),
      ...partlyPaid.flatMap((item) =>
        item.schedules.filter((x) => x.beneficiaryCustomerId === customer && !x.refunded && !x.disbursedToBeneficiary).map((x) => x.amount),
      ),
    ]);
  // A schedule another payee owes (a commission the seller pays) brings what that payee's
  // remaining proceeds withhold of it: all of it, part of it, or nothing.
  const withheldFrom = new Map<PricedSchedule, bigint>();
  const goodsPayees = new Set(items.filter((item) => isTransferable(item.type)).flatMap((item) => item.schedules.map((x) => x.beneficiaryCustomerId)));
  const expected = (item: PricedItem, schedule: PricedSchedule): bigint => {
    // An unfunded fee item of a cancelled transaction, or one waived, is never paid.
    if (!schedule.secured && item.canceled && !isTransferable(item.type)) return 0n;
    if (schedule.secured || !goodsPayees.has(schedule.payerCustomerId) || schedule.payerCustomerId === payee) return schedule.amount;
    if (!withheldFrom.has(schedule)) {
      const payer = schedule.payerCustomerId;
      for (const { schedule: owed } of openOwed(items, payer)) withheldFrom.set(owed, 0n);
      for (const taken of withholdings(items, payer, grossOf(payer), true)) withheldFrom.set(taken.schedule, taken.amount);
    }
    return withheldFrom.get(schedule) ?? schedule.amount;
  };
  const gross = grossOf(payee);
  const withheld = sum(withholdings(items, payee, gross, true).map((taken) => taken.amount));
  const available = gross - withheld;
  const due = unpaid.filter((item) => isTransferable(item.type)).flatMap((item) => feesDue(item, payee));
  const released = items
    .filter((item) => isTransferable(item.type) && !itemKept(items, item) && !itemPaid(item))
    .flatMap((item) => feesDue(item, payee).map((x) => x.key));
  if (!coverage.has('payout') && available > 0n && payoutFee !== null) due.push({ key: 'payout', charge: payoutFee });
  coverage.run({ due, available, later: { due: [], available: 0n, goods: [] }, released });
  return coverage.paid;
}

export interface RunCharge extends Charge {
  /** A fee entry's id, or null for the payout fee. */
  feeId: number | null;
}

/**
 * The charges deducted from the payee's payout in a run, given the transaction before the run
 * and after it (its payouts, withholdings and refunds stamped with the run's instant): both
 * are replayed, and what the runs after cover beyond what they covered before is this run's.
 * `released` is what earlier runs kept back for goods that left escrow unpaid in this run
 * (returned or refunded): it is given back to the payee (less what it pays of what is due).
 * `uncovered` is what is due and still open after it. `available` (what the run brings the
 * payee) and what is released cap the charges: two runs paying one payee within the same
 * millisecond read as one.
 */
export function runCharges(
  before: readonly PricedItem[],
  after: readonly PricedItem[],
  payee: number,
  payoutFee: Charge | null,
  available: bigint,
): { charges: RunCharge[]; released: RunCharge[]; uncovered: bigint } {
  const earlier = replay(before, payee, payoutFee);
  const was = earlier.covered;
  const coverage = replay(after, payee, payoutFee);
  const feeId = (key: string): number | null => (key === 'payout' ? null : Number(key.slice('fee:'.length)));
  const released: RunCharge[] = [];
  const known = new Map([...earlier.charges(), ...coverage.charges()]);
  for (const [key, from] of was) {
    const charge = known.get(key);
    const to = coverage.covered.get(key) ?? 0n;
    if (charge === undefined || to >= from) continue;
    const part = difference(partOf(charge, from), partOf(charge, to));
    released.push({ feeId: feeId(key), ...part });
  }
  const charges: RunCharge[] = [];
  let left = available + sum(released.map(chargeTotal));
  for (const [key, charge] of coverage.charges()) {
    const from = was.get(key) ?? 0n;
    const to = min(coverage.covered.get(key) ?? 0n, from + (left > 0n ? left : 0n));
    const part = difference(partOf(charge, to), partOf(charge, from));
    if (chargeTotal(part) <= 0n) continue;
    left -= chargeTotal(part);
    charges.push({ feeId: feeId(key), ...part });
  }
  return { charges, released, uncovered: coverage.uncovered() };
}

/**
 * The part `covered` of a charge, split between the fee and its taxes in proportion (the taxes
 * rounded down, so every further cent covered adds to the fee or a tax, never takes back).
 */
function partOf(charge: Charge, covered: bigint): Charge {
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
