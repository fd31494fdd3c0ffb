/** Checks an item's `fees` list (spec 2.3 Fee and its rules). */
import { feeTypes, type FeeEntry, type FeeType } from '../../fees/compute.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory, PartyRole } from './parties.js';
import { checkCustomer, isAbsent } from './values.js';

export interface FeeInput {
  type?: FeeType | null;
  /** An email address, or `me` for the caller. */
  payerCustomer?: string | null;
  /** escrow only: the payer's share, 0.5 or 1 (absent: 1). */
  split?: number | null;
}

const FULL_SPLIT = 10_000;
const HALF_SPLIT = 5_000;

/** Which role must pay each fee type; the escrow fee may be paid by anyone but the partner. */
const requiredPayerRole: Partial<Record<FeeType, PartyRole>> = {
  paypal_deposit: 'buyer',
  creditcard_deposit: 'buyer',
  cheque_disbursement: 'seller',
  wire_disbursement: 'seller',
};

/**
 * No payout is made by cheque (DisbursementMethod.type is ach, wire, wire_transfer or
 * wire_transfer_international), so a cheque_disbursement fee could never apply: it is refused
 * rather than shown and never charged (docs/fees.md).
 */
const chequeRefusal =
  'cheque_disbursement is not offered: payouts are made by ach, wire, wire_transfer or wire_transfer_international, and the payee pays the disbursement fee of the method it chooses (wire_disbursement)';

/** Without a fee list the buyer pays the whole escrow fee (spec 2.3). */
export function defaultFeeSchedule(directory: PartyDirectory): FeeEntry[] {
  const buyer = directory.emailOf('buyer');
  return buyer === undefined ? [] : [{ type: 'escrow', payerEmail: buyer, splitBasisPoints: FULL_SPLIT }];
}

/**
 * The normalised fee list, or null when invalid (every problem is reported). A list without
 * any escrow entry gets the default one: the buyer pays the whole escrow fee.
 */
export function validateFeeList(fees: readonly FeeInput[], directory: PartyDirectory, errors: ErrorScope): FeeEntry[] | null {
  const entries = fees.map((entry, index) => validateFee(entry, directory, errors.at(index)));
  const valid = entries.filter((entry): entry is FeeEntry => entry !== null);
  const hasDuplicates = reportDuplicatePayers(entries, errors);
  if (hasDuplicates || valid.length !== entries.length) return null;
  if (!checkEscrowSplits(valid, errors)) return null;
  return valid.some((entry) => entry.type === 'escrow') ? valid : [...valid, ...defaultFeeSchedule(directory)];
}

/** A stable text form of a normalised fee list: two lists are the same schedule iff equal. */
export function feeScheduleKey(entries: readonly FeeEntry[]): string {
  return entries
    .map((entry) => `${entry.type}|${entry.payerEmail}|${entry.splitBasisPoints ?? ''}`)
    .sort()
    .join(';');
}

function validateFee(entry: FeeInput, directory: PartyDirectory, errors: ErrorScope): FeeEntry | null {
  const type = checkFeeType(entry.type, errors);
  const split = checkSplit(entry.split, type, errors);
  const payerEmail = checkPayer(entry.payerCustomer, type, directory, errors);
  if (type === null || split === undefined || payerEmail === null) return null;
  return { type, payerEmail, splitBasisPoints: split };
}

function checkFeeType(type: FeeType | null | undefined, errors: ErrorScope): FeeType | null {
  if (isAbsent(type)) {
    errors.add('type', 'is required');
    return null;
  }
  if (!feeTypes.includes(type)) {
    errors.add('type', `must be one of ${feeTypes.join(', ')}`);
    return null;
  }
  if (type === 'cheque_disbursement') {
    errors.add('type', chequeRefusal);
    return null;
  }
  return type;
}

/**
 * The escrow share in basis points (absent means 1.0); null for other fee types; undefined
 * when refused. 0.5 and 1 are the only shares the spec allows.
 */
function checkSplit(split: number | null | undefined, type: FeeType | null, errors: ErrorScope): number | null | undefined {
  if (isAbsent(split)) return type === 'escrow' ? FULL_SPLIT : null;
  if (type !== null && type !== 'escrow') {
    errors.add('split', 'is only allowed on escrow fees');
    return undefined;
  }
  if (split === 1) return FULL_SPLIT;
  if (split === 0.5) return HALF_SPLIT;
  errors.add('split', 'must be 0.5 or 1');
  return undefined;
}

function checkPayer(value: string | null | undefined, type: FeeType | null, directory: PartyDirectory, errors: ErrorScope): string | null {
  const payer = checkCustomer(value, directory.callerEmail);
  const problem = payer.ok ? payerProblem(payer.value, type, directory) : payer.message;
  if (problem !== null) {
    errors.add('payerCustomer', problem);
    return null;
  }
  return payer.ok ? payer.value : null;
}

function payerProblem(email: string, type: FeeType | null, directory: PartyDirectory): string | null {
  const roles = directory.rolesOf(email);
  if (roles.length === 0) return 'must be a party of the transaction';
  if (type === 'escrow' && roles.every((role) => role === 'partner')) return 'must not be the partner: a partner cannot pay the escrow fee';
  const required = type === null ? undefined : requiredPayerRole[type];
  // When that role's party is itself invalid, the parties errors already say so.
  if (required === undefined || directory.emailOf(required) === undefined || roles.includes(required)) return null;
  return `must be the ${required}: the ${required} pays ${type} fees`;
}

/** A customer listed twice for one fee type would make the split ambiguous; true if any. */
function reportDuplicatePayers(entries: readonly (FeeEntry | null)[], errors: ErrorScope): boolean {
  const firstIndex = new Map<string, number>();
  let found = false;
  entries.forEach((entry, index) => {
    if (entry === null) return;
    const key = `${entry.type}|${entry.payerEmail}`;
    const first = firstIndex.get(key);
    if (first === undefined) {
      firstIndex.set(key, index);
      return;
    }
    errors.at(index).add('payerCustomer', `already pays the ${entry.type} fee in fees entry ${first}`);
    found = true;
  });
  return found;
}

function checkEscrowSplits(entries: readonly FeeEntry[], errors: ErrorScope): boolean {
  const escrowEntries = entries.filter((entry) => entry.type === 'escrow');
  if (escrowEntries.length === 0) return true;
  const total = escrowEntries.reduce((sum, entry) => sum + (entry.splitBasisPoints ?? 0), 0);
  if (total === FULL_SPLIT) return true;
  errors.add('all', `the escrow fee splits must sum to 1.0; they sum to ${total / FULL_SPLIT}`);
  return false;
}
