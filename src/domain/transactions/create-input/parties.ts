/** Checks `parties` of a creation request (spec 2.1 rules 1-3, 2.4). */
import { canonicalEmail } from '../../shared/email.js';
import type { ErrorScope } from '../../shared/field-errors.js';
import { checkCustomer, isAbsent } from './values.js';

/** Roles a request may assign; the partner is always the caller and is never sent. */
export const explicitRoles = ['buyer', 'seller', 'broker'] as const;
type ExplicitRole = (typeof explicitRoles)[number];
export type PartyRole = ExplicitRole | 'partner';

export interface PartyInput {
  /** `partner` is refused: the caller is the partner. */
  role?: PartyRole | null;
  /** An email address, or `me` for the caller. */
  customer?: string | null;
}

export interface ValidatedParty {
  role: ExplicitRole;
  /** Lower-cased. */
  email: string;
}

/** Who holds which role, including the caller as the implicit partner. */
export class PartyDirectory {
  constructor(
    readonly callerEmail: string,
    readonly parties: readonly ValidatedParty[],
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
 * Checks the parties. Buyer, seller and broker must be three different customers: a buyer
 * paying themself, or a broker taking a commission from their own sale, is not a held-funds
 * transaction. The caller may hold one of these roles besides being the partner.
 */
export function validateParties(parties: readonly PartyInput[] | null | undefined, callerEmail: string, errors: ErrorScope): PartyDirectory {
  const caller = canonicalEmail(callerEmail);
  if (isAbsent(parties)) {
    errors.add('all', 'is required: a buyer and a seller');
    return new PartyDirectory(caller, []);
  }
  const rolePositions = new Map<ExplicitRole, number>();
  const accepted: (ValidatedParty & { index: number })[] = [];
  parties.forEach((entry, index) => {
    const party = checkParty(entry, caller, errors.at(index));
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
  return new PartyDirectory(
    caller,
    accepted.map(({ role, email }) => ({ role, email })),
  );
}

/** One entry; a field that is wrong comes back undefined (and is reported). */
function checkParty(entry: PartyInput, caller: string, errors: ErrorScope): { role?: ExplicitRole; email?: string } {
  const role = checkRole(entry.role, errors);
  const customer = checkCustomer(entry.customer, caller);
  if (!customer.ok) errors.add('customer', customer.message);
  return { role, email: customer.ok ? customer.value : undefined };
}

function checkRole(role: PartyRole | null | undefined, errors: ErrorScope): ExplicitRole | undefined {
  if (isAbsent(role)) {
    errors.add('role', 'is required');
    return undefined;
  }
  if (role === 'partner') {
    errors.add('role', 'must not be partner: the caller is added as the partner automatically');
    return undefined;
  }
  if (!(explicitRoles as readonly string[]).includes(role)) {
    errors.add('role', `must be one of ${explicitRoles.join(', ')}`);
    return undefined;
  }
  return role;
}

function duplicateRoleMessage(role: ExplicitRole, takenAt: number): string {
  if (role === 'seller') return `a transaction has exactly one seller: parties entry ${takenAt} is already the seller`;
  return `at most one ${role} is allowed: parties entry ${takenAt} is already the ${role}`;
}
