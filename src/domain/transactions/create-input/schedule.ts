/** Validates an item's `schedule` (spec 2.1 rule 5, 2.3 Schedule). */
import { isPlainObject } from '../../shared/validation.js';
import { parseMoney } from '../../shared/money.js';
import { hasScheduledPayments, type ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory, PartyRole } from './parties.js';
import { ESCROW, readCustomer, readTimestamp } from './primitives.js';

export interface ScheduleInput {
  /** Minor units, greater than zero. */
  amountMinor: bigint;
  payerEmail: string;
  /** An email, or `escrow` for the service itself (never accepted on creation, see below). */
  beneficiaryEmail: string | typeof ESCROW;
  /** Set on domain_name_holding and milestone schedules only. */
  dueDate: Date | null;
}

/** Who pays and who receives each item type's schedule entries. */
interface ScheduleRoles {
  payer: readonly PartyRole[];
  beneficiary: PartyRole;
}

function rolesFor(type: ItemType): ScheduleRoles {
  switch (type) {
    case 'broker_fee':
      return { payer: ['buyer', 'seller'], beneficiary: 'broker' };
    case 'partner_fee':
      return { payer: ['buyer', 'seller'], beneficiary: 'partner' };
    default:
      // Transferable goods and shipping fees: the buyer pays the seller.
      return { payer: ['buyer'], beneficiary: 'seller' };
  }
}

/** The item's schedule entries, or null when any is invalid (all problems are reported). */
export function validateSchedule(raw: unknown, type: ItemType | null, directory: PartyDirectory, errors: ErrorScope): ScheduleInput[] | null {
  if (raw === undefined || raw === null) return reject(errors, 'is required: at least one schedule entry');
  if (!Array.isArray(raw)) return reject(errors, 'must be a list of schedule entries');
  if (raw.length === 0) return reject(errors, 'must have at least one entry');
  const tooMany = type !== null && raw.length > 1 && !hasScheduledPayments(type);
  if (tooMany) errors.add('all', 'must have exactly one entry: only milestone and domain_name_holding items may have several');
  const entries = raw.map((entry, index) => validateEntry(entry, type, directory, errors.at(index)));
  if (tooMany || entries.some((entry) => entry === null)) return null;
  return entries as ScheduleInput[];
}

function reject(errors: ErrorScope, message: string): null {
  errors.add('all', message);
  return null;
}

function validateEntry(entry: unknown, type: ItemType | null, directory: PartyDirectory, errors: ErrorScope): ScheduleInput | null {
  if (!isPlainObject(entry)) return reject(errors, 'must be an object with amount, payer_customer and beneficiary_customer');
  const amountMinor = readAmount(entry.amount, errors);
  const roles = type === null ? null : rolesFor(type);
  const payerEmail = readParticipant(entry.payer_customer, 'payer_customer', directory, errors, (email) =>
    roles === null ? null : payerRoleProblem(email, roles, type, directory),
  );
  const beneficiaryEmail = readBeneficiary(entry.beneficiary_customer, roles, type, directory, errors);
  const dueDate = readDueDate(entry.due_date, type, errors);
  if (amountMinor === null || payerEmail === null || beneficiaryEmail === null || dueDate === undefined) return null;
  return { amountMinor, payerEmail, beneficiaryEmail, dueDate };
}

function readAmount(value: unknown, errors: ErrorScope): bigint | null {
  if (value === undefined || value === null) {
    errors.add('amount', 'is required');
    return null;
  }
  const parsed = parseMoney(value);
  if (!parsed.ok) {
    errors.add('amount', parsed.message);
    return null;
  }
  if (parsed.minor <= 0n) {
    errors.add('amount', 'must be greater than zero');
    return null;
  }
  return parsed.minor;
}

/**
 * Reads a payer or beneficiary: its syntax, its being a party, then `roleProblem` (a message,
 * or null when the role fits or cannot be judged because the parties themselves are invalid).
 */
function readParticipant(
  value: unknown,
  field: 'payer_customer' | 'beneficiary_customer',
  directory: PartyDirectory,
  errors: ErrorScope,
  roleProblem: (email: string) => string | null,
): string | null {
  const customer = readCustomer(value, directory.callerEmail, { allowEscrow: field === 'beneficiary_customer' });
  if (!customer.ok) {
    errors.add(field, customer.message);
    return null;
  }
  if (customer.value === ESCROW) {
    errors.add(field, 'must not be escrow: the service is paid through the fees list, not through a schedule entry');
    return null;
  }
  if (!directory.isParty(customer.value)) {
    errors.add(field, 'must be a party of the transaction');
    return null;
  }
  const problem = roleProblem(customer.value);
  if (problem) {
    errors.add(field, problem);
    return null;
  }
  return customer.value;
}

function payerRoleProblem(email: string, roles: ScheduleRoles, type: ItemType | null, directory: PartyDirectory): string | null {
  const expected = roles.payer.map((role) => directory.emailOf(role));
  // An unknown expected party was already reported with the parties; no second guess here.
  if (expected.includes(email) || expected.includes(undefined)) return null;
  const [onlyPayer] = roles.payer;
  if (roles.payer.length === 1) return `must be the ${onlyPayer}: the ${onlyPayer} pays for ${type} items`;
  return `must be the ${roles.payer.join(' or the ')} of the transaction`;
}

function readBeneficiary(
  value: unknown,
  roles: ScheduleRoles | null,
  type: ItemType | null,
  directory: PartyDirectory,
  errors: ErrorScope,
): string | null {
  return readParticipant(value, 'beneficiary_customer', directory, errors, (email) => {
    if (roles === null) return null;
    const expected = directory.emailOf(roles.beneficiary);
    // A broker fee needs a broker even when the parties are otherwise incomplete.
    if (expected === undefined && roles.beneficiary !== 'broker') return null;
    if (expected === email) return null;
    if (roles.beneficiary === 'broker') return 'must be the broker: a broker fee is paid to the broker';
    if (roles.beneficiary === 'partner') return 'must be the partner (the caller): a partner fee is paid to the partner';
    return `must be the seller: the seller is paid for ${type} items`;
  });
}

/** The due date: a Date, null when the type has none, undefined when invalid (reported). */
function readDueDate(value: unknown, type: ItemType | null, errors: ErrorScope): Date | null | undefined {
  const absent = value === undefined || value === null;
  if (type === null) return absent ? null : readTimestampOrReport(value, errors);
  if (!hasScheduledPayments(type)) {
    if (absent) return null;
    errors.add('due_date', 'is only allowed on domain_name_holding and milestone items');
    return undefined;
  }
  if (absent) {
    errors.add('due_date', `is required on ${type} items`);
    return undefined;
  }
  return readTimestampOrReport(value, errors);
}

function readTimestampOrReport(value: unknown, errors: ErrorScope): Date | undefined {
  const timestamp = readTimestamp(value);
  if (timestamp.ok) return timestamp.value;
  errors.add('due_date', timestamp.message);
  return undefined;
}
