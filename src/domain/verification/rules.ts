/**
 * When a party must verify its identity (Party `verification_required`): the operator's rules
 * (VERIFICATION_REQUIRED_ABOVE, VERIFICATION_REQUIRED_ROLES) applied to the transaction as it
 * stands and to the customer's verification as it stands. Computed when read, never stored, so
 * an approval, a change of terms or a change of the rules shows at once everywhere.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { VerificationConfig } from '../../config.js';

export type VerificationKind = 'personal' | 'company';

/** The statuses of a customer's personal and company verification. */
export type VerificationStatus = 'not_verified' | 'pending' | 'verified' | 'rejected';

export type VerificationRules = Pick<VerificationConfig, 'requiredAbove' | 'requiredRoles'>;

export interface VerifyingCustomer {
  personalVerificationStatus: string;
  companyVerificationStatus: string;
  /** Company details on file (account_type company): the company must verify too. */
  companyName: string | null;
}

/** Whether the customer has verified what the rules ask of it: its identity, and its company when it declares one. */
export function customerVerified(customer: VerifyingCustomer): boolean {
  return customer.personalVerificationStatus === 'verified' && (customer.companyName === null || customer.companyVerificationStatus === 'verified');
}

/** Whether the rules ask a party in `role` of a transaction of `totalAmount` (minor units) to verify. */
function rulesApply(rules: VerificationRules, role: string, totalAmount: bigint): boolean {
  return rules.requiredAbove !== null && (rules.requiredRoles as string[]).includes(role) && totalAmount > rules.requiredAbove;
}

/** Party.verification_required: the rules apply and the customer has not verified yet (pending and rejected included). */
export function partyVerificationRequired(rules: VerificationRules, role: string, totalAmount: bigint, customer: VerifyingCustomer): boolean {
  return rulesApply(rules, role, totalAmount) && !customerVerified(customer);
}

/** The customer's parties the rules apply to in open (neither cancelled nor closed) transactions, as a filter. */
export function partiesRequiringVerificationWhere(rules: VerificationRules): Prisma.PartyWhereInput | null {
  if (rules.requiredAbove === null) return null;
  return {
    role: { in: rules.requiredRoles },
    transaction: { isCancelled: false, closedAt: null, totalAmount: { gt: rules.requiredAbove } },
  };
}
