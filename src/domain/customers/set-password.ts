import type { Customer } from '../../db/generated/client.js';
import { credentialsChanged } from '../auth/api-key-cache.js';
import { hashPassword, passwordProblems } from '../auth/passwords.js';
import { normalizeEmail } from '../auth/authenticate.js';
import { ValidationError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';

/**
 * Sets (or replaces) the password of the customer with this email: the operator's way to give
 * an invited customer, or one who lost theirs, a login. API keys are left as they are.
 */
export async function setPassword(services: Services, email: string, password: string): Promise<Customer> {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ValidationError({ password: problems });
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const [updated] = await writeTransaction(services, (tx) => tx.customer.updateManyAndReturn({ where: { email: normalized }, data: { passwordHash } }));
  if (!updated) throw new ValidationError({ email: [`no customer with email ${email}`] });
  // Connections signed in with the old password end (API keys are left as they are).
  credentialsChanged(services, updated.id);
  return updated;
}
