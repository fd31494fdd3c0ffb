/**
 * The payment methods of spec 2.7 and what this service offers of them. docs/decisions.md
 * ("Payment methods") explains the choices; the numbers live here, once.
 */
import type { Environment } from '../../config.js';
import type { DepositFeeType } from '../fees/fee-table.js';

export const paymentMethodTypes = ['check', 'credit_card', 'direct_debit', 'paypal', 'poli', 'wire_transfer'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

export function isPaymentMethodType(value: unknown): value is PaymentMethodType {
  return typeof value === 'string' && (paymentMethodTypes as readonly string[]).includes(value);
}

/** Methods with a hosted page the buyer is sent to (LandingPage); the others get instructions. */
export const redirectMethods: readonly PaymentMethodType[] = ['credit_card', 'paypal'];

export interface OfferedMethod {
  type: PaymentMethodType;
  /** Who processes it (PaymentMethod.payment_gateway). */
  gateway: string;
  /** The deposit fee of the fee table charged on top of the outstanding balance, if any. */
  depositFee: DepositFeeType | null;
  /** The largest outstanding balance (minor units) it may pay; null: no limit. */
  limit: bigint | null;
  /** Only a buyer whose identity is verified may use it (a condition until then). */
  needsVerifiedBuyer: boolean;
}

/** The deposit fee of the fee table each method brings on top of the balance it pays. */
const depositFeeTypes: Readonly<Partial<Record<PaymentMethodType, DepositFeeType>>> = { credit_card: 'creditcard_deposit', paypal: 'paypal_deposit' };

export function depositFeeTypeOf(method: string | null | undefined): DepositFeeType | null {
  return isPaymentMethodType(method) ? (depositFeeTypes[method] ?? null) : null;
}

/** Card and PayPal payments are for balances up to 10,000.00 (chargeback exposure). */
const redirectLimit = 1_000_000n;

/**
 * What a deployment offers, in display order. Wire transfers need the service's bank details
 * (WIRE_*, placeholders in the sandbox). Cards and PayPal need a payment gateway, which this
 * version integrates in the sandbox only (a simulated landing page); production does not offer
 * them. Checks are offered where CHECK_* names where to mail them; direct debit and POLi are
 * not offered at all.
 */
export function offeredMethods(environment: Environment, wireConfigured: boolean, checkConfigured = false): OfferedMethod[] {
  const wire: OfferedMethod = { type: 'wire_transfer', gateway: 'bank_wire', depositFee: null, limit: null, needsVerifiedBuyer: false };
  // Checks are mailed to the address the operator configured (CHECK_*), in any environment.
  const check: OfferedMethod[] = checkConfigured ? [{ type: 'check', gateway: 'mail', depositFee: null, limit: null, needsVerifiedBuyer: false }] : [];
  if (environment === 'production') return [...(wireConfigured ? [wire] : []), ...check];
  return [
    wire,
    ...check,
    { type: 'credit_card', gateway: 'sandbox', depositFee: depositFeeTypes.credit_card ?? null, limit: redirectLimit, needsVerifiedBuyer: true },
    { type: 'paypal', gateway: 'sandbox', depositFee: depositFeeTypes.paypal ?? null, limit: redirectLimit, needsVerifiedBuyer: false },
  ];
}

/** Machine-readable conditions (PaymentMethod.conditions). */
export const paymentConditions = {
  /** Payment is accepted once the buyer, the seller (and the broker) agreed. */
  allPartiesAgreed: 'all_parties_agreed',
  /** The buyer's personal verification must be `verified`. */
  buyerVerified: 'buyer_identity_verified',
} as const;

export const conditionDescriptions: Record<string, string> = {
  [paymentConditions.allPartiesAgreed]: 'every party has agreed to the transaction',
  [paymentConditions.buyerVerified]: "the buyer's identity is verified",
};

export function methodLabel(type: PaymentMethodType): string {
  return type === 'paypal' ? 'PayPal' : type.replace(/_/g, ' ');
}
