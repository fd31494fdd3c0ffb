import { canonicalEmail, emailProblem } from '../shared/email.js';
import type { Customer } from '../../db/generated/client.js';
import { hashPassword } from '../auth/credential-guard.js';
import { passwordProblems } from '../auth/passwords.js';
import { ForbiddenError, ValidationError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { isUniqueViolation } from '../../db/errors.js';

export interface NewAccount {
  email: string;
  password?: string;
  isPartner?: boolean;
  isOperator?: boolean;
}

export const emailInUseMessage = 'A customer with this email address already exists';

/**
 * Creates a customer account (the operator CLI, and the base of POST /customer).
 * An email already in use is refused with 403, as the spec requires.
 */
export async function createAccount(services: Services, account: NewAccount): Promise<Customer> {
  const email = canonicalEmail(account.email ?? '');
  const errors: Record<string, string[]> = {};
  const problem = emailProblem(email);
  if (problem !== null) errors.email = [problem];
  if (account.password !== undefined) {
    const problems = passwordProblems(account.password);
    if (problems.length > 0) errors.password = problems;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = account.password === undefined ? null : await hashPassword(account.password);
  try {
    return await writeTransaction(services, (tx) =>
      tx.customer.create({ data: { email, passwordHash, isPartner: account.isPartner ?? false, isOperator: account.isOperator ?? false } }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ForbiddenError(emailInUseMessage);
    throw error;
  }
}
