/** Checks an item's `schedule` (spec 2.1 rule 5, 2.3 Schedule). */
import { hasScheduledPayments, type ItemType } from '../../shared/item-types.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import type { PartyDirectory, PartyRole } from './parties.js';
import { checkCustomer, ESCROW, isAbsent } from './values.js';

export interface ScheduleInput {
  /** Minor units. */
  amount?: bigint | null;
  /** An email address, or `me` for the caller. */
  payerCustomer?: string | null;
  beneficiaryCustomer?: string | null;
  /** Only on domain_name_holding and milestone items, where it is required. */
  dueDate?: Date | null;
}

export interface ValidatedScheduleEntry {
  /** Minor units, greater than zero. */
  amountMinor: bigint;
  payerEmail: string;
  /** A party's email: the service is never a schedule beneficiary on creation. */
  beneficiaryEmail: string;
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
export function validateSchedule(
  schedule: readonly ScheduleInput[] | null | undefined,
  type: ItemType | null,
  directory: PartyDirectory,
  errors: ErrorScope,
): ValidatedScheduleEntry[] | null {
  if (isAbsent(schedule)) return reject(errors, 'is required: at least one schedule entry');
  if (schedule.length === 0) return reject(errors, 'must have at least one entry');
  const tooMany = type !== null && schedule.length > 1 && !hasScheduledPayments(type);
  if (tooMany) errors.add('all', 'must have exactly one entry: only milestone and domain_name_holding items may have several');
  const entries = schedule.map((entry, index) => validateEntry(entry, type, directory, errors.at(index)));
  if (tooMany || entries.some((entry) => entry === null)) return null;
  return entries as ValidatedScheduleEntry[];
}

function reject(errors: ErrorScope, message: string): null {
  errors.add('all', message);
  return null;
}

function validateEntry(entry: ScheduleInput, type: ItemType | null, directory: PartyDirectory, errors: ErrorScope): ValidatedScheduleEntry | null {
  const amountMinor = checkAmount(entry.amount, errors);
  const roles = type === null ? null : rolesFor(type);
  const payerEmail = checkParticipant(entry.payerCustomer, 'payerCustomer', directory, errors, (email) =>
    roles === null ? null : payerRoleProblem(email, roles, type, directory),
  );
  const beneficiaryEmail = checkBeneficiary(entry.beneficiaryCustomer, roles, type, directory, errors);
  const dueDate = checkDueDate(entry.dueDate, type, errors);
  if (amountMinor === null || payerEmail === null || beneficiaryEmail === null || dueDate === undefined) return null;
  return { amountMinor, payerEmail, beneficiaryEmail, dueDate };
}

function checkAmount(amount: bigint | null | undefined, errors: ErrorScope): bigint | null {
  if (isAbsent(amount)) {
    errors.add('amount', 'is required');
    return null;
  }
  if (amount <= 0n) {
    errors.add('amount', 'must be greater than zero');
    return null;
  }
  return amount;
}

/**
 * Checks a payer or beneficiary: its syntax, its being a party, then `roleProblem` (a message,
 * or null when the role fits or cannot be judged because the parties themselves are invalid).
 */
function checkParticipant(
  value: string | null | undefined,
  field: 'payerCustomer' | 'beneficiaryCustomer',
  directory: PartyDirectory,
  errors: ErrorScope,
  roleProblem: (email: string) => string | null,
): string | null {
  const customer = checkCustomer(value, directory.callerEmail, { allowEscrow: field === 'beneficiaryCustomer' });
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

function checkBeneficiary(
  value: string | null | undefined,
  roles: ScheduleRoles | null,
  type: ItemType | null,
  directory: PartyDirectory,
  errors: ErrorScope,
): string | null {
  return checkParticipant(value, 'beneficiaryCustomer', directory, errors, (email) => {
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

/** The due date: a Date, null when the type has none, undefined when refused (reported). */
function checkDueDate(dueDate: Date | null | undefined, type: ItemType | null, errors: ErrorScope): Date | null | undefined {
  if (type === null) return dueDate ?? null;
  if (!hasScheduledPayments(type)) {
    if (isAbsent(dueDate)) return null;
    errors.add('dueDate', 'is only allowed on domain_name_holding and milestone items');
    return undefined;
  }
  if (isAbsent(dueDate)) {
    errors.add('dueDate', `is required on ${type} items`);
    return undefined;
  }
  return dueDate;
}
