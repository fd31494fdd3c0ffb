/**
 * Prices the fee entries of a transaction's items from the fee table. Pure and deterministic:
 * bigint minor units in and out, no I/O. The rules are in docs/fees.md.
 */
import { allocate, BASIS_POINTS_PER_UNIT, divideRoundHalfUp, percentOf } from '../shared/money.js';
import { isTransferable, type ItemType } from '../shared/item-types.js';
import type { DepositFeeType, DisbursementFeeType, DisbursementMethodType, FeeTable } from './fee-table.js';

export type FeeType = 'escrow' | DepositFeeType | DisbursementFeeType;

export const feeTypes: readonly FeeType[] = ['escrow', 'cheque_disbursement', 'paypal_deposit', 'creditcard_deposit', 'wire_disbursement'];

/** A fee entry as agreed on creation: who pays which fee, and their share of the escrow fee. */
export interface FeeEntry {
  type: FeeType;
  payerEmail: string;
  /** Share of the escrow fee (10000 = 1.0); null for other fee types. */
  splitBasisPoints: number | null;
}

/** The parts of an item that fees depend on (a CreateTransactionInput item fits). */
export interface FeeComputationItem {
  type: ItemType;
  schedule: readonly { amountMinor: bigint }[];
  fees: readonly FeeEntry[];
}

export interface FeeTax {
  type: 'gst';
  amount: bigint;
}

interface ComputedFee extends FeeEntry {
  amountWithoutTaxes: bigint;
  /** Empty when the payer is not taxed or the tax rounds to zero. */
  taxes: FeeTax[];
  /** amountWithoutTaxes plus taxes. */
  amount: bigint;
  /** wire_disbursement only: the DisbursementMethod.type that priced it; null otherwise. */
  disbursementMethodType: DisbursementMethodType | null;
  /**
   * True while the price is an estimate: a wire_disbursement priced with the table's default
   * method type because the payee has not chosen a disbursement method yet.
   */
  provisional: boolean;
}

export interface ItemFees {
  /** The item's whole escrow fee before the split and before taxes. */
  escrowFee: bigint;
  /** One per fee entry of the item, in the same order. */
  fees: ComputedFee[];
}

export interface FeeComputationOptions {
  /** The payee's chosen DisbursementMethod.type; absent or null until one is chosen. */
  disbursementMethodType?: DisbursementMethodType | null;
}

/** Address country (ISO 3166-1 alpha-2) of each payer, keyed by lower-case email. */
export type PayerCountries = ReadonlyMap<string, string | null>;

/**
 * Fees of every item, in item order. Escrow fees: tiered on the item's schedule total, split by
 * the entries' splitBasisPoints so the parts sum exactly to the fee. Deposit fees: the table's
 * percentage of the item's schedule total. Disbursement fees: a fixed amount per payout, charged
 * once per transaction on the first item carrying that fee type (0 on later items).
 * GST is added to every fee whose payer's country is taxed.
 */
export function computeTransactionFees(
  transaction: { items: readonly FeeComputationItem[] },
  table: FeeTable,
  payerCountries: PayerCountries,
  options: FeeComputationOptions = {},
): ItemFees[] {
  const pricedDisbursements = new Set<FeeType>();
  return transaction.items.map((item) => {
    const itemAmount = scheduleTotal(item);
    const escrowFee = escrowFeeFor(item.type, itemAmount, table);
    const escrowShares = escrowFeeShares(item.fees, escrowFee);
    const fees = item.fees.map((entry, index) => {
      const base = priceEntry(entry, { escrowShare: escrowShares.get(index) ?? 0n, itemAmount, table, options });
      const chargedAlready = isDisbursement(entry.type) && pricedDisbursements.has(entry.type);
      if (isDisbursement(entry.type)) pricedDisbursements.add(entry.type);
      const withoutTaxes = chargedAlready ? { ...base, amountWithoutTaxes: 0n } : base;
      return withTaxes(entry, withoutTaxes, table, payerCountries);
    });
    return { escrowFee, fees };
  });
}

/** The sum of an item's schedule amounts: the price the escrow fee is computed on. */
function scheduleTotal(item: Pick<FeeComputationItem, 'schedule'>): bigint {
  return item.schedule.reduce((sum, entry) => sum + entry.amountMinor, 0n);
}

/**
 * The escrow fee of one item sold for `amount`: progressive tiers plus the fixed part, never
 * below the minimum. Fee items (broker_fee, partner_fee, shipping_fee) and non-positive amounts
 * carry no escrow fee.
 */
export function escrowFeeFor(type: ItemType, amount: bigint, table: FeeTable): bigint {
  if (!isTransferable(type) || amount <= 0n) return 0n;
  const schedule = table.escrow[type];
  // Accumulate the exact fee times 10000 and round once, so tiers add no rounding error.
  let scaledFee = 0n;
  let tierStart = 0n;
  for (const tier of schedule.tiers) {
    const tierEnd = tier.upTo === null || tier.upTo > amount ? amount : tier.upTo;
    if (tierEnd > tierStart) scaledFee += (tierEnd - tierStart) * BigInt(tier.percentBasisPoints);
    if (tierEnd === amount) break;
    tierStart = tierEnd;
  }
  const fee = divideRoundHalfUp(scaledFee, BASIS_POINTS_PER_UNIT) + schedule.fixed;
  return fee > schedule.minimum ? fee : schedule.minimum;
}

/** Each escrow entry's share of the fee, by entry index; an entry without a split takes 1.0. */
function escrowFeeShares(entries: readonly FeeEntry[], escrowFee: bigint): Map<number, bigint> {
  const escrowIndexes = entries.flatMap((entry, index) => (entry.type === 'escrow' ? [index] : []));
  if (escrowIndexes.length === 0) return new Map();
  const weights = escrowIndexes.map((index) => entries[index]?.splitBasisPoints ?? 10_000);
  if (weights.every((weight) => weight === 0)) return new Map();
  const parts = allocate(escrowFee, weights);
  return new Map(escrowIndexes.map((entryIndex, position) => [entryIndex, parts[position] ?? 0n]));
}

interface PricingContext {
  escrowShare: bigint;
  itemAmount: bigint;
  table: FeeTable;
  options: FeeComputationOptions;
}

type PricedEntry = Pick<ComputedFee, 'amountWithoutTaxes' | 'disbursementMethodType' | 'provisional'>;

function priceEntry(entry: FeeEntry, context: PricingContext): PricedEntry {
  const { table, options } = context;
  switch (entry.type) {
    case 'escrow':
      return fixedPrice(context.escrowShare);
    case 'paypal_deposit':
    case 'creditcard_deposit':
      return fixedPrice(percentOf(context.itemAmount, table.deposit[entry.type].percentBasisPoints));
    case 'cheque_disbursement':
      return fixedPrice(table.disbursement.cheque);
    case 'wire_disbursement': {
      const chosen = options.disbursementMethodType ?? null;
      const methodType = chosen ?? table.disbursement.defaultMethodType;
      return {
        amountWithoutTaxes: table.disbursement.byMethodType[methodType],
        disbursementMethodType: methodType,
        provisional: chosen === null,
      };
    }
  }
}

function fixedPrice(amountWithoutTaxes: bigint): PricedEntry {
  return { amountWithoutTaxes, disbursementMethodType: null, provisional: false };
}

function isDisbursement(type: FeeType): type is DisbursementFeeType {
  return type === 'cheque_disbursement' || type === 'wire_disbursement';
}

function withTaxes(entry: FeeEntry, priced: PricedEntry, table: FeeTable, payerCountries: PayerCountries): ComputedFee {
  const taxes = taxesFor(entry.payerEmail, priced.amountWithoutTaxes, table, payerCountries);
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.amount, 0n);
  return {
    type: entry.type,
    payerEmail: entry.payerEmail,
    splitBasisPoints: entry.splitBasisPoints,
    ...priced,
    taxes,
    amount: priced.amountWithoutTaxes + taxTotal,
  };
}

/** GST on a fee paid by a customer whose address country is taxed (AU by default). */
export function taxesFor(payerEmail: string, amountWithoutTaxes: bigint, table: FeeTable, payerCountries: PayerCountries): FeeTax[] {
  const country = payerCountries.get(payerEmail.toLowerCase())?.toUpperCase() ?? null;
  if (country === null || !table.tax.countries.includes(country)) return [];
  const amount = percentOf(amountWithoutTaxes, table.tax.rateBasisPoints);
  return amount === 0n ? [] : [{ type: table.tax.type, amount }];
}
