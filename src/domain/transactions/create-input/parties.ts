/** Validates `parties` of a creation request (spec 2.1 rules 1-3, 2.4). */
import { isPlainObject } from '../../shared/validation.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import { readCustomer } from './primitives.js';

/** Roles a request may assign; the partner is always the caller and is never sent. */
export const explicitRoles = ['buyer', 'seller', 'broker'] as const;
export type ExplicitRole = (typeof explicitRoles)[number];
export type PartyRole = ExplicitRole | 'partner';

export interface PartyInput {
  role: ExplicitRole;
  /** Lower-cased. */
  email: string;
}

/** Who holds which role, including the caller as the implicit partner. */
export class PartyDirectory {
  constructor(
    readonly callerEmail: string,
    readonly parties: readonly PartyInput[],
  ) {}

  emailOf(role: PartyRole): string | undefined {
    if (role === 'partner') return this.callerEmail;
    return this.parties.find((party) => party.role === role)?.email;
  }

  rolesOf(email: string): PartyRole[] {
    const roles: PartyRole[] = this.parties.filter((party) => party.email === email).map((party) => party.role);
    return email === this.callerEmail ? [...roles, 'partner'] : roles;
  }

  isParty(email: string): boolean {
    return this.rolesOf(email).length > 0;
  }
}

/**
 * Reads the parties. Buyer, seller and broker must be three different customers: a buyer
 * paying themself, or a broker taking a commission from their own sale, is not a held-funds
 * transaction. The caller may hold one of these roles besides being the partner.
 */
export function validateParties(raw: unknown, callerEmail: string, errors: ErrorScope): PartyDirectory {
  const caller = callerEmail.toLowerCase();
  if (raw === undefined || raw === null) {
    errors.add('all', 'is required: a buyer and a seller');
    return new PartyDirectory(caller, []);
  }
  if (!Array.isArray(raw)) {
    errors.add('all', 'must be a list of parties');
    return new PartyDirectory(caller, []);
  }
  const rolePositions = new Map<ExplicitRole, number>();
  const accepted: (PartyInput & { index: number })[] = [];
  raw.forEach((entry, index) => {
    const party = readParty(entry, caller, errors.at(index));
    if (!party.role) return;
    const takenAt = rolePositions.get(party.role);
    if (takenAt !== undefined) {
      errors.at(index).add('role', duplicateRoleMessage(party.role, takenAt));
      return;
    }
    rolePositions.set(party.role, index);
    if (!party.email) return;
    const sameCustomer = accepted.find((other) => other.email === party.email);
    if (sameCustomer) {
      const message = `is already the ${sameCustomer.role} (parties entry ${sameCustomer.index}): the buyer, seller and broker must be different customers`;
      errors.at(index).add('customer', message);
      return;
    }
    accepted.push({ role: party.role, email: party.email, index });
  });
  if (!rolePositions.has('buyer')) errors.add('all', 'a buyer is required');
  if (!rolePositions.has('seller')) errors.add('all', 'exactly one seller is required');
  return new PartyDirectory(caller, accepted.map(({ role, email }) => ({ role, email })));
}

/** One entry; a field that is wrong comes back undefined (and is reported). */
function readParty(entry: unknown, caller: string, errors: ErrorScope): { role?: ExplicitRole; email?: string } {
  if (!isPlainObject(entry)) {
    errors.add('all', 'must be an object with role and customer');
    return {};
  }
  const role = readRole(entry.role, errors);
  const customer = readCustomer(entry.customer, caller);
  if (!customer.ok) errors.add('customer', customer.message);
  return { role, email: customer.ok ? customer.value : undefined };
}

function readRole(value: unknown, errors: ErrorScope): ExplicitRole | undefined {
  if (value === undefined || value === null) {
    errors.add('role', 'is required');
    return undefined;
  }
  if (value === 'partner') {
    errors.add('role', 'must not be partner: the caller is added as the partner automatically');
    return undefined;
  }
  if (!(explicitRoles as readonly unknown[]).includes(value)) {
    errors.add('role', `must be one of ${explicitRoles.join(', ')}`);
    return undefined;
  }
  return value as ExplicitRole;
}

function duplicateRoleMessage(role: ExplicitRole, takenAt: number): string {
  if (role === 'seller') return `a transaction has exactly one seller: parties entry ${takenAt} is already the seller`;
  return `at most one ${role} is allowed: parties entry ${takenAt} is already the ${role}`;
}
