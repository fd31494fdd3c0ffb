import { canonicalEmail } from '../shared/email.js';
import type { Customer } from '../../db/generated/client.js';
import { hashPassword } from '../auth/credential-guard.js';
import { voidSetPasswordLinks } from '../auth/one-time-tokens.js';
import { passwordProblems } from '../auth/passwords.js';
import { credentialsChanged } from '../auth/api-key-cache.js';
import { ValidationError } from '../shared/errors.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';

/**
 * Sets (or replaces) the password of the customer with this email: the operator's way to give
 * an invited customer, or one who lost theirs, a login. API keys are left as they are;
 * set-password links not yet used stop working.
 */
export async function setPassword(services: Services, email: string, password: string): Promise<Customer> {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ValidationError({ password: problems });
  const normalized = canonicalEmail(email);
  const passwordHash = await hashPassword(password);
  const [updated] = await writeTransaction(services, async (tx) => {
    const changed = await tx.customer.updateManyAndReturn({ where: { email: normalized }, data: { passwordHash } });
    // The links emailed before this password stop working (as after any password change).
    for (const customer of changed) await voidSetPasswordLinks(tx, customer.id, services.clock.now());
    return changed;
  });
  if (!updated) throw new ValidationError({ email: [`no customer with email ${email}`] });
  // Connections signed in with the old password end (API keys are left as they are).
  credentialsChanged(services, updated.id);
  return updated;
}
