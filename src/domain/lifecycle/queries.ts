/** Read-only questions about a snapshot, shared by the handlers, the status code and tests. */
import { itemPayable } from '../fees/payee-charges.js';
import { isTransferable } from '../shared/item-types.js';
import type { FeeSnapshot, ItemSnapshot, PartyRole, PartySnapshot, ScheduleSnapshot, TransactionSnapshot } from './snapshot.js';
import { agreeingRoles } from './snapshot.js';

export function isTransferableItem(item: ItemSnapshot): boolean {
  return isTransferable(item.type);
}

/** Domain name items need an authorization_type when shipped or returned. */
export function isDomainItem(item: ItemSnapshot): boolean {
  return item.type === 'domain_name' || item.type === 'domain_name_holding';
}

export function hasMilestones(s: TransactionSnapshot): boolean {
  return s.items.some((item) => item.type === 'milestone');
}

export function partyByRole(s: TransactionSnapshot, role: PartyRole): PartySnapshot | undefined {
  return s.parties.find((party) => party.role === role);
}

export function buyerCustomerId(s: TransactionSnapshot): number | null {
  return partyByRole(s, 'buyer')?.customerId ?? null;
}

export function rolesOf(s: TransactionSnapshot, customerId: number): PartyRole[] {
  return s.parties.filter((party) => party.customerId === customerId).map((party) => party.role);
}

/** The parties whose agreement is needed: buyer, seller and (when present) broker. */
function agreeingParties(s: TransactionSnapshot): PartySnapshot[] {
  return s.parties.filter((party) => agreeingRoles.includes(party.role));
}

export function allAgreed(s: TransactionSnapshot): boolean {
  return agreeingParties(s).every((party) => party.agreed);
}

/** The cancel table's condition: once both buyer and seller agreed, only the partner cancels. */
export function buyerAndSellerAgreed(s: TransactionSnapshot): boolean {
  return partyByRole(s, 'buyer')?.agreed === true && partyByRole(s, 'seller')?.agreed === true;
}

export function isHeld(schedule: Pick<ScheduleSnapshot, 'secured' | 'disbursedToBeneficiary' | 'refunded'>): boolean {
  return schedule.secured && !schedule.disbursedToBeneficiary && !schedule.refunded;
}

/** Money of this item still in escrow (a stored item's schedules as well as a snapshot's). */
export function heldAmount(item: { schedules: readonly Pick<ScheduleSnapshot, 'amount' | 'secured' | 'disbursedToBeneficiary' | 'refunded'>[] }): bigint {
  return item.schedules.reduce((sum, schedule) => (isHeld(schedule) ? sum + schedule.amount : sum), 0n);
}

export function escrowHeld(s: TransactionSnapshot): bigint {
  return s.items.reduce((sum, item) => sum + heldAmount(item), 0n);
}

/**
 * A schedule is settled when it was paid out or refunded, or when it was never secured and its
 * item is canceled (nothing was paid, nothing is owed).
 */
function scheduleSettled(item: ItemSnapshot, schedule: ScheduleSnapshot): boolean {
  return schedule.disbursedToBeneficiary || schedule.refunded || (!schedule.secured && item.canceled);
}

export function itemSettled(item: ItemSnapshot): boolean {
  return item.schedules.every((schedule) => scheduleSettled(item, schedule));
}

export function itemDisbursed(item: ItemSnapshot): boolean {
  return item.schedules.some((schedule) => schedule.disbursedToBeneficiary);
}

export function itemRefunded(item: ItemSnapshot): boolean {
  return item.schedules.some((schedule) => schedule.refunded);
}

/** Schedules the buyer pays are funded by the buyer's payment. */
function buyerSchedules(s: TransactionSnapshot, item: ItemSnapshot): ScheduleSnapshot[] {
  const buyer = buyerCustomerId(s);
  return item.schedules.filter((schedule) => schedule.payerCustomerId === buyer);
}

/** Every schedule the buyer pays on this item is secured (vacuously true without any). */
export function itemFunded(s: TransactionSnapshot, item: ItemSnapshot): boolean {
  return buyerSchedules(s, item).every((schedule) => schedule.secured);
}

/** The item still waits for the buyer's money. */
export function itemNeedsFunding(s: TransactionSnapshot, item: ItemSnapshot): boolean {
  return !item.canceled && buyerSchedules(s, item).some((schedule) => !schedule.secured && !schedule.refunded);
}

/** True once any buyer-paid schedule was secured: the first funding has happened. */
function anyFunding(s: TransactionSnapshot): boolean {
  return s.items.some((item) => buyerSchedules(s, item).some((schedule) => schedule.secured));
}

export interface Outstanding {
  /** Items whose buyer schedules the payment secures. */
  items: ItemSnapshot[];
  schedules: ScheduleSnapshot[];
  scheduleTotal: bigint;
  /** Fees the buyer pays with this payment whatever the method (deposit fees excluded). */
  fees: FeeSnapshot[];
  feeTotal: bigint;
  /**
   * The buyer's deposit fee entries (paypal_deposit, creditcard_deposit) on the funded items:
   * only those of the method the payment comes by are charged (depositFeeFor).
   */
  depositFees: FeeSnapshot[];
  /** Schedules plus fees: what a payment by a method without a deposit fee brings. */
  total: bigint;
}

const depositFeeTypes: readonly string[] = ['paypal_deposit', 'creditcard_deposit'];

function isDepositFee(fee: Pick<FeeSnapshot, 'type'>): boolean {
  return depositFeeTypes.includes(fee.type);
}

function feeTotal(fee: FeeSnapshot): bigint {
  return fee.taxes.reduce((sum, tax) => sum + tax.amount, fee.amountWithoutTaxes);
}

/**
 * What the buyer owes for a funding of `transferable` (default: every transferable item that
 * needs funding): their unsecured buyer schedules, plus every non-transferable item that needs
 * funding (commissions and shipping fees are always secured with the first payment), plus the
 * buyer's fees on the funded items. Buyer fees on items with no buyer schedule are collected
 * with the first funding. Deposit fee entries are set apart: a payment is charged only the one
 * of the method it comes by (see depositFeeFor in src/domain/lifecycle/payment-options.ts).
 */
export function outstandingFor(s: TransactionSnapshot, transferable?: readonly ItemSnapshot[]): Outstanding {
  const chosen = transferable ?? s.items.filter((item) => isTransferableItem(item) && itemNeedsFunding(s, item));
  const others = s.items.filter((item) => !isTransferableItem(item) && itemNeedsFunding(s, item));
  const items = [...chosen, ...others].sort((a, b) => s.items.indexOf(a) - s.items.indexOf(b));
  const buyer = buyerCustomerId(s);
  const schedules = items.flatMap((item) => item.schedules.filter((schedule) => schedule.payerCustomerId === buyer && !schedule.secured && !schedule.refunded));
  const feeItems = [...items];
  if (!anyFunding(s)) feeItems.push(...s.items.filter((item) => !item.canceled && buyerSchedules(s, item).length === 0));
  const buyerFees = feeItems.flatMap((item) => item.fees.filter((fee) => fee.payerCustomerId === buyer));
  const fees = buyerFees.filter((fee) => !isDepositFee(fee));
  const scheduleTotal = schedules.reduce((sum, schedule) => sum + schedule.amount, 0n);
  const feesTotal = fees.reduce((sum, fee) => sum + feeTotal(fee), 0n);
  return { items, schedules, scheduleTotal, fees, feeTotal: feesTotal, depositFees: buyerFees.filter(isDepositFee), total: scheduleTotal + feesTotal };
}

/**
 * The party through which a customer is paid: its seller or broker party, or its partner party
 * when the customer is the beneficiary of a schedule (a partner_fee names the partner). The
 * one rule of who chooses a payout method, sees the payout quote and is charged a payout fee:
 * every beneficiary of a schedule can be paid (docs/lifecycle.md, "Who is paid out").
 */
export function payeeParty(s: TransactionSnapshot, customerId: number): PartySnapshot | undefined {
  const beneficiary = s.items.some((item) => item.schedules.some((schedule) => schedule.beneficiaryCustomerId === customerId));
  const own = s.parties.filter((party) => party.customerId === customerId);
  return (
    own.find((party) => party.role === 'seller') ?? own.find((party) => party.role === 'broker') ?? own.find((party) => party.role === 'partner' && beneficiary)
  );
}

/**
 * Money still in escrow that the settlement will pay to this customer (accepted goods, and the
 * fee items and commissions that follow them): what keeps a payee's choice of payout method
 * open after a cancellation.
 */
export function heldForPayee(s: TransactionSnapshot, customerId: number): bigint {
  let held = 0n;
  for (const item of s.items) {
    if (!itemPayable(s.items, item)) continue;
    for (const schedule of item.schedules) if (isHeld(schedule) && schedule.beneficiaryCustomerId === customerId) held += schedule.amount;
  }
  return held;
}

/** Some party with this customer has chosen a disbursement method. */
export function hasDisbursementMethod(s: TransactionSnapshot, customerId: number): boolean {
  return s.parties.some((party) => party.customerId === customerId && party.disbursementMethodId !== null);
}

/** Sum of the transferable items' schedule amounts (Transaction.totalAmount). */
export function transferableTotal(s: TransactionSnapshot): bigint {
  return s.items.filter(isTransferableItem).reduce((sum, item) => item.schedules.reduce((inner, schedule) => inner + schedule.amount, sum), 0n);
}

/** How a payment arrived, for the records: as given, else the buyer's chosen method, else a wire transfer. */
export function fundingMethod(s: TransactionSnapshot, given: string | null | undefined): string {
  return given ?? s.selectedPaymentMethod ?? 'wire_transfer';
}
