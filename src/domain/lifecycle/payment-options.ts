/**
 * Which payment methods the buyer may use now, and what each costs: pure, from a snapshot.
 *
 * - available: can be chosen now; conditionally available: can be chosen once every listed
 *   condition holds (e.g. all parties agreed); neither: not possible in this transaction now.
 * - Nothing can be paid in a completed, cancelled or draft transaction, while a payment is in
 *   float, or once nothing is outstanding: both lists are then empty.
 * - total_without_payment_fee is the outstanding balance (the buyer's unsecured schedules and
 *   fees: what a payment must bring, see docs/lifecycle.md "Funding"). A method with a deposit
 *   fee adds its deposit fee (depositFeeFor): the agreed entries of that type, or else the fee
 *   table's percentage of that balance (plus GST for taxed buyers).
 */
import { taxesFor, type FeeTax } from '../fees/compute.js';
import type { DepositFeeType, FeeTable } from '../fees/fee-table.js';
import type { PaymentFacts } from './facts.js';
import { allAgreed, outstandingFor, type Outstanding } from './queries.js';
import type { FeeSnapshot, TransactionSnapshot } from './snapshot.js';
import { formatMoney, percentOf } from '../shared/money.js';
import {
  conditionDescriptions,
  depositFeeTypeOf,
  isPaymentMethodType,
  methodLabel,
  paymentConditions,
  type OfferedMethod,
  type PaymentMethodType,
} from '../payment-methods/catalog.js';

export interface PaymentFee {
  type: DepositFeeType;
  payerCustomer: string;
  amountWithoutTaxes: bigint;
  taxes: FeeTax[];
  amount: bigint;
}

export interface PaymentMethodOption {
  type: PaymentMethodType;
  /** What the buyer pays with this method: the outstanding balance plus its fee. */
  total: bigint;
  paymentGateway: string;
  conditions: string[];
  /** The method's fee on the outstanding balance, taxes included. */
  feeForOutstandingBalance: bigint;
  fees: PaymentFee[];
}

export interface PaymentMethods {
  available: PaymentMethodOption[];
  conditionallyAvailable: PaymentMethodOption[];
  totalWithoutPaymentFee: bigint;
  selected: PaymentMethodType | null;
}

export interface PaymentSituation {
  /** With floatAmount loaded. */
  snapshot: TransactionSnapshot;
  buyer: { email: string; country: string | null; verified: boolean };
  offered: readonly OfferedMethod[];
  feeTable: FeeTable;
}

/** Why nothing can be paid now, or null when a payment is possible (perhaps on conditions). */
function nothingPayable(s: TransactionSnapshot): string | null {
  if (s.closedAt !== null) return 'The transaction is completed; nothing is left to pay.';
  if (s.isCancelled) return 'The transaction is cancelled; nothing is to be paid.';
  if (s.isDraft) return 'A draft offer is paid once it has been accepted.';
  if (s.floatAmount > 0n) return `A payment of ${formatMoney(s.floatAmount)} is in float; it must clear or be returned first.`;
  if (outstandingFor(s).total === 0n) return 'Nothing is outstanding: the transaction is fully funded.';
  return null;
}

export function paymentMethodsFor(situation: PaymentSituation): PaymentMethods {
  const s = situation.snapshot;
  const outstanding = outstandingFor(s);
  const result: PaymentMethods = {
    available: [],
    conditionallyAvailable: [],
    totalWithoutPaymentFee: outstanding.total,
    selected: isPaymentMethodType(s.selectedPaymentMethod) ? s.selectedPaymentMethod : null,
  };
  if (nothingPayable(s) !== null) return result;
  for (const method of situation.offered) {
    if (method.limit !== null && outstanding.total > method.limit) continue;
    const deposit = depositFeeFor(situation, method.depositFee, outstanding);
    const fees = deposit === null ? [] : [deposit];
    const fee = fees.reduce((sum, entry) => sum + entry.amount, 0n);
    const conditions = [
      ...(allAgreed(s) ? [] : [paymentConditions.allPartiesAgreed]),
      ...(method.needsVerifiedBuyer && !situation.buyer.verified ? [paymentConditions.buyerVerified] : []),
    ];
    const option = { type: method.type, total: outstanding.total + fee, paymentGateway: method.gateway, conditions, feeForOutstandingBalance: fee, fees };
    (conditions.length === 0 ? result.available : result.conditionallyAvailable).push(option);
  }
  return result;
}

/**
 * The deposit fee a payment of `outstanding` by a method with fee `type` brings on top, or
 * null when that method has no deposit fee. When the agreed terms list the buyer's entries of
 * that type on the funded items, those entries are charged as the Transaction shows them (the
 * table's rate of each item's price); otherwise the table's rate of the outstanding balance,
 * plus GST for a taxed buyer. Entries of other deposit types are never charged. The one price
 * the payment_methods quote shows and the funding collects (see depositFeeOfPayment).
 */
function depositFeeFor(payer: Pick<PaymentFacts, 'buyer' | 'feeTable'>, type: DepositFeeType | null, outstanding: Outstanding): PaymentFee | null {
  if (type === null) return null;
  const agreed = outstanding.depositFees.filter((fee) => fee.type === type);
  if (agreed.length > 0) return agreedDepositFee(payer, type, agreed);
  return depositFee(payer, type, outstanding.total);
}

/** The buyer's agreed entries of one deposit type, summed into one charge. */
function agreedDepositFee(payer: Pick<PaymentFacts, 'buyer'>, type: DepositFeeType, entries: readonly FeeSnapshot[]): PaymentFee {
  const amountWithoutTaxes = entries.reduce((sum, fee) => sum + fee.amountWithoutTaxes, 0n);
  const taxByType = new Map<string, bigint>();
  for (const tax of entries.flatMap((fee) => fee.taxes)) taxByType.set(tax.type, (taxByType.get(tax.type) ?? 0n) + tax.amount);
  const taxes = [...taxByType].filter(([, amount]) => amount > 0n).map(([taxType, amount]) => ({ type: taxType as FeeTax['type'], amount }));
  return { type, payerCustomer: payer.buyer.email, amountWithoutTaxes, taxes, amount: taxes.reduce((sum, tax) => sum + tax.amount, amountWithoutTaxes) };
}

/**
 * The deposit fee of a payment arriving for `outstanding`: priced by the method it came by when
 * that is a payment method (an operator's record), else by the buyer's chosen method (the
 * sandbox simulating the buyer's payment). Null without the facts to price it.
 */
export function depositFeeOfPayment(
  s: TransactionSnapshot,
  facts: PaymentFacts | undefined,
  method: string | null | undefined,
  outstanding: Outstanding,
): PaymentFee | null {
  if (!facts) return null;
  return depositFeeFor(facts, depositFeeTypeOf(isPaymentMethodType(method) ? method : s.selectedPaymentMethod), outstanding);
}

function depositFee(situation: Pick<PaymentFacts, 'buyer' | 'feeTable'>, type: DepositFeeType, balance: bigint): PaymentFee {
  const { buyer, feeTable } = situation;
  const amountWithoutTaxes = percentOf(balance, feeTable.deposit[type].percentBasisPoints);
  const taxes = taxesFor(buyer.email, amountWithoutTaxes, feeTable, new Map([[buyer.email.toLowerCase(), buyer.country]]));
  return { type, payerCustomer: buyer.email, amountWithoutTaxes, taxes, amount: taxes.reduce((sum, tax) => sum + tax.amount, amountWithoutTaxes) };
}

/**
 * The option for `type` if the buyer may choose it now; otherwise the reason it may not, in
 * words an integrator can show (the refusal is an invalid_state: 409).
 */
export function chooseOption(situation: PaymentSituation, type: PaymentMethodType): { ok: true; option: PaymentMethodOption } | { ok: false; reason: string } {
  const methods = paymentMethodsFor(situation);
  const available = methods.available.find((option) => option.type === type);
  if (available) return { ok: true, option: available };
  const label = methodLabel(type);
  const conditional = methods.conditionallyAvailable.find((option) => option.type === type);
  if (conditional) {
    const wanted = conditional.conditions.map((condition) => conditionDescriptions[condition] ?? condition).join(' and ');
    return { ok: false, reason: `Payment by ${label} can be chosen once ${wanted}.` };
  }
  const blocked = nothingPayable(situation.snapshot);
  if (blocked) return { ok: false, reason: blocked };
  const offered = situation.offered.find((method) => method.type === type);
  if (offered?.limit != null) {
    return {
      ok: false,
      reason: `Payment by ${label} is possible for balances up to ${formatMoney(offered.limit)}; this one is ${formatMoney(methods.totalWithoutPaymentFee)}.`,
    };
  }
  const others = [...methods.available, ...methods.conditionallyAvailable].map((option) => option.type);
  return { ok: false, reason: `Payment by ${label} is not offered${others.length > 0 ? `; choose one of ${others.join(', ')}` : ''}.` };
}
