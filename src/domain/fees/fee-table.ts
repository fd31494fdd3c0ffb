/**
 * The fee table: what the service charges, per item type and payment/disbursement method.
 * All amounts are minor units; rates are basis points (100 bp = 1 %). docs/fees.md describes
 * the defaults and the JSON override format that loadFeeTable reads.
 */
import { isPlainObject } from '../shared/validation.js';
import { formatMoney, parseMoney } from '../shared/money.js';
import { transferableItemTypes, type TransferableItemType } from '../shared/item-types.js';

/**
 * One bracket of a progressive schedule: `percentBasisPoints` applies to the part of the
 * amount above the previous tier's `upTo` and up to this one's (null: no upper bound).
 * Progressive brackets keep the fee monotonic: crossing a threshold never lowers it.
 */
interface FeeTier {
  upTo: bigint | null;
  percentBasisPoints: number;
}

interface EscrowFeeSchedule {
  /** Ascending `upTo`; the last tier has `upTo: null`. */
  tiers: readonly FeeTier[];
  /** Flat part added to every fee of this item type. */
  fixed: bigint;
  /** The fee is never lower than this. */
  minimum: bigint;
}

const depositFeeTypes = ['paypal_deposit', 'creditcard_deposit'] as const;
export type DepositFeeType = (typeof depositFeeTypes)[number];

export type DisbursementFeeType = 'cheque_disbursement' | 'wire_disbursement';

/** DisbursementMethod.type values (spec 2.6). */
export const disbursementMethodTypes = ['ach', 'wire', 'wire_transfer', 'wire_transfer_international'] as const;
export type DisbursementMethodType = (typeof disbursementMethodTypes)[number];

export interface FeeTable {
  escrow: Readonly<Record<TransferableItemType, EscrowFeeSchedule>>;
  /** Payment fees: a percentage of what the buyer pays with that method. */
  deposit: Readonly<Record<DepositFeeType, { percentBasisPoints: number }>>;
  disbursement: {
    /** Fixed fee per payout, by the chosen DisbursementMethod.type. */
    byMethodType: Readonly<Record<DisbursementMethodType, bigint>>;
    /** Fixed fee of a payout by cheque (cheque_disbursement). */
    cheque: bigint;
    /** Prices a wire_disbursement fee while the seller has not chosen a method yet. */
    defaultMethodType: DisbursementMethodType;
  };
  tax: {
    type: 'gst';
    rateBasisPoints: number;
    /** ISO 3166-1 alpha-2 codes (upper case) of payers' address countries that are taxed. */
    countries: readonly string[];
  };
}

const merchandiseSchedule: EscrowFeeSchedule = {
  tiers: [
    { upTo: 500_000n, percentBasisPoints: 325 },
    { upTo: 5_000_000n, percentBasisPoints: 260 },
    { upTo: null, percentBasisPoints: 235 },
  ],
  fixed: 0n,
  minimum: 1_000n,
};

const domainSchedule: EscrowFeeSchedule = {
  tiers: [
    { upTo: 500_000n, percentBasisPoints: 325 },
    { upTo: 5_000_000n, percentBasisPoints: 250 },
    { upTo: null, percentBasisPoints: 150 },
  ],
  fixed: 0n,
  minimum: 2_500n,
};

/** Defaults; docs/fees.md lists them. A domain_name sold for 1000.00 pays 32.50 (3.25 %). */
export const defaultFeeTable: FeeTable = {
  escrow: {
    domain_name: domainSchedule,
    domain_name_holding: domainSchedule,
    general_merchandise: merchandiseSchedule,
    milestone: merchandiseSchedule,
    motor_vehicle: {
      tiers: [
        { upTo: 500_000n, percentBasisPoints: 200 },
        { upTo: 5_000_000n, percentBasisPoints: 125 },
        { upTo: null, percentBasisPoints: 90 },
      ],
      fixed: 0n,
      minimum: 2_500n,
    },
  },
  deposit: {
    paypal_deposit: { percentBasisPoints: 350 },
    creditcard_deposit: { percentBasisPoints: 300 },
  },
  disbursement: {
    byMethodType: { ach: 500n, wire: 2_500n, wire_transfer: 2_500n, wire_transfer_international: 3_500n },
    cheque: 1_500n,
    defaultMethodType: 'wire_transfer',
  },
  tax: { type: 'gst', rateBasisPoints: 1_000, countries: ['AU'] },
};

/**
 * The largest fixed fee, minimum or disbursement fee a table may set (1,000,000.00): with at
 * most 100 items, fixed parts add at most 2 × 100 × this to a quote, so every quote on an
 * accepted amount (MAX_TRANSACTION_AMOUNT, docs/fees.md "Maximum amount") stays recordable.
 */
const MAX_FIXED_FEE = 100_000_000n;

export type LoadFeeTableResult = { ok: true; table: FeeTable } | { ok: false; errors: string[] };

/**
 * Reads an operator's JSON override (already parsed) on top of `base`. Objects merge key by
 * key; lists and values replace. Money is a decimal string or number ("5000.00"), rates are
 * integer basis points. Unknown keys are errors: a typo in a price list must not go unnoticed.
 * Errors name the path, e.g. "escrow.domain_name.tiers[1].upTo: must be greater than 5000.00".
 */
export function loadFeeTable(json: unknown, base: FeeTable = defaultFeeTable): LoadFeeTableResult {
  const errors: string[] = [];
  const reader = new OverrideReader(errors);
  const table = reader.table(json, base);
  return errors.length === 0 ? { ok: true, table } : { ok: false, errors };
}

/** Walks the override, recording an error per bad path and keeping base values there. */
class OverrideReader {
  constructor(private readonly errors: string[]) {}

  table(json: unknown, base: FeeTable): FeeTable {
    const root = this.object(json, '(root)', ['escrow', 'deposit', 'disbursement', 'tax']);
    if (!root) return base;
    return {
      escrow: this.escrow(root.escrow, base.escrow),
      deposit: this.deposit(root.deposit, base.deposit),
      disbursement: this.disbursement(root.disbursement, base.disbursement),
      tax: this.tax(root.tax, base.tax),
    };
  }

  private escrow(value: unknown, base: FeeTable['escrow']): FeeTable['escrow'] {
    const section = this.optionalObject(value, 'escrow', transferableItemTypes);
    if (!section) return base;
    const merged = { ...base };
    for (const type of transferableItemTypes) {
      merged[type] = this.escrowSchedule(section[type], `escrow.${type}`, base[type]);
    }
    return merged;
  }

  private escrowSchedule(value: unknown, path: string, base: EscrowFeeSchedule): EscrowFeeSchedule {
    const schedule = this.optionalObject(value, path, ['tiers', 'fixed', 'minimum']);
    if (!schedule) return base;
    return {
      tiers: schedule.tiers === undefined ? base.tiers : this.tiers(schedule.tiers, `${path}.tiers`, base.tiers),
      fixed: this.optionalMoney(schedule.fixed, `${path}.fixed`, base.fixed),
      minimum: this.optionalMoney(schedule.minimum, `${path}.minimum`, base.minimum),
    };
  }

  private tiers(value: unknown, path: string, base: readonly FeeTier[]): readonly FeeTier[] {
    if (!Array.isArray(value) || value.length === 0) return this.fail(path, 'must be a non-empty list of tiers', base);
    const errorsBefore = this.errors.length;
    const tiers = value.map((tier, index) => this.tier(tier, `${path}[${index}]`));
    // Placeholders of unreadable tiers would only add confusing ordering errors.
    const readable = tiers.every((tier) => tier !== null);
    if (readable) tiers.forEach((tier, index) => this.checkTierOrder(tiers, index, `${path}[${index}].upTo`));
    return readable && this.errors.length === errorsBefore ? tiers : base;
  }

  /** A tier, or null when it is not an object at all. */
  private tier(value: unknown, path: string): FeeTier | null {
    const tier = this.object(value, path, ['upTo', 'percentBasisPoints']);
    if (!tier) return null;
    const upTo = tier.upTo === null ? null : this.money(tier.upTo, `${path}.upTo`, 0n);
    return { upTo, percentBasisPoints: this.basisPoints(tier.percentBasisPoints, `${path}.percentBasisPoints`, 0) };
  }

  private checkTierOrder(tiers: readonly FeeTier[], index: number, path: string): void {
    const tier = tiers[index];
    const previous = tiers[index - 1];
    const isLast = index === tiers.length - 1;
    if (!tier) return;
    if (isLast && tier.upTo !== null) this.errors.push(`${path}: the last tier must have upTo null (no upper bound)`);
    if (!isLast && tier.upTo === null) this.errors.push(`${path}: only the last tier may have upTo null`);
    if (tier.upTo !== null && tier.upTo <= 0n) this.errors.push(`${path}: must be greater than zero`);
    if (tier.upTo !== null && previous?.upTo != null && tier.upTo <= previous.upTo) {
      this.errors.push(`${path}: must be greater than the previous tier's upTo`);
    }
  }

  private deposit(value: unknown, base: FeeTable['deposit']): FeeTable['deposit'] {
    const section = this.optionalObject(value, 'deposit', depositFeeTypes);
    if (!section) return base;
    const merged = { ...base };
    for (const type of depositFeeTypes) {
      const entry = this.optionalObject(section[type], `deposit.${type}`, ['percentBasisPoints']);
      const path = `deposit.${type}.percentBasisPoints`;
      merged[type] = { percentBasisPoints: this.optionalBasisPoints(entry?.percentBasisPoints, path, base[type].percentBasisPoints) };
    }
    return merged;
  }

  private disbursement(value: unknown, base: FeeTable['disbursement']): FeeTable['disbursement'] {
    const section = this.optionalObject(value, 'disbursement', ['byMethodType', 'cheque', 'defaultMethodType']);
    if (!section) return base;
    const methods = this.optionalObject(section.byMethodType, 'disbursement.byMethodType', disbursementMethodTypes);
    const byMethodType = { ...base.byMethodType };
    for (const type of disbursementMethodTypes) {
      byMethodType[type] = this.optionalMoney(methods?.[type], `disbursement.byMethodType.${type}`, base.byMethodType[type]);
    }
    return {
      byMethodType,
      cheque: this.optionalMoney(section.cheque, 'disbursement.cheque', base.cheque),
      defaultMethodType: this.methodType(section.defaultMethodType, 'disbursement.defaultMethodType', base.defaultMethodType),
    };
  }

  private methodType(value: unknown, path: string, base: DisbursementMethodType): DisbursementMethodType {
    if (value === undefined) return base;
    if ((disbursementMethodTypes as readonly unknown[]).includes(value)) return value as DisbursementMethodType;
    return this.fail(path, `must be one of ${disbursementMethodTypes.join(', ')}`, base);
  }

  private tax(value: unknown, base: FeeTable['tax']): FeeTable['tax'] {
    const section = this.optionalObject(value, 'tax', ['type', 'rateBasisPoints', 'countries']);
    if (!section) return base;
    if (section.type !== undefined && section.type !== 'gst') this.fail('tax.type', 'must be gst', null);
    return {
      type: 'gst',
      rateBasisPoints: this.optionalBasisPoints(section.rateBasisPoints, 'tax.rateBasisPoints', base.rateBasisPoints),
      countries: this.countries(section.countries, base.countries),
    };
  }

  private countries(value: unknown, base: readonly string[]): readonly string[] {
    if (value === undefined) return base;
    const valid = Array.isArray(value) && value.every((code) => typeof code === 'string' && /^[A-Za-z]{2}$/.test(code));
    if (!valid) return this.fail('tax.countries', 'must be a list of ISO 3166-1 alpha-2 country codes, such as ["AU"]', base);
    return (value as string[]).map((code) => code.toUpperCase());
  }

  private object(value: unknown, path: string, knownKeys: readonly string[]): Record<string, unknown> | null {
    if (!isPlainObject(value)) return this.fail(path, 'must be an object', null);
    for (const key of Object.keys(value)) {
      if (!knownKeys.includes(key)) this.errors.push(`${path}.${key}: unknown key (expected one of ${knownKeys.join(', ')})`);
    }
    return value;
  }

  private optionalObject(value: unknown, path: string, knownKeys: readonly string[]): Record<string, unknown> | null {
    return value === undefined ? null : this.object(value, path, knownKeys);
  }

  private money(value: unknown, path: string, fallback: bigint): bigint {
    const parsed = parseMoney(value);
    if (!parsed.ok) return this.fail(path, parsed.message, fallback);
    if (parsed.minor < 0n) return this.fail(path, 'must not be negative', fallback);
    return parsed.minor;
  }

  /** A fixed fee or a minimum: bounded, so that a quote on any accepted amount stays recordable. */
  private optionalMoney(value: unknown, path: string, base: bigint): bigint {
    if (value === undefined) return base;
    const amount = this.money(value, path, base);
    if (amount <= MAX_FIXED_FEE) return amount;
    return this.fail(path, `must be at most ${formatMoney(MAX_FIXED_FEE)}`, base);
  }

  private basisPoints(value: unknown, path: string, fallback: number): number {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000) return value;
    return this.fail(path, 'must be an integer number of basis points from 0 to 10000 (325 = 3.25 %)', fallback);
  }

  private optionalBasisPoints(value: unknown, path: string, base: number): number {
    return value === undefined ? base : this.basisPoints(value, path, base);
  }

  private fail<T>(path: string, message: string, fallback: T): T {
    this.errors.push(`${path}: ${message}`);
    return fallback;
  }
}
