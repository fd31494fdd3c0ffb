import type { Customer } from '../../db/generated/client.js';
import { credentialsChanged } from '../auth/api-key-cache.js';
import { canonicalEmail } from '../shared/email.js';
import { voidOneTimeTokens } from '../auth/one-time-tokens.js';
import { endAllSessions } from '../auth/web-sessions.js';
import { writeTransaction } from '../idempotency/records.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { Services } from '../services.js';

export type CustomerLookup = { id: number } | { email: string };

export interface LockChange {
  locked: boolean;
  /** Why (kept in the audit trail); at most 2,000 characters. */
  reason?: string | null;
  /** Who: "cli", or "operator:<customer id>" for the GraphQL mutation. */
  actor: string;
}

const lockReasonMaxLength = 2000;

/**
 * An operator locks a compromised account at once, or unlocks it: a locked account's API keys,
 * password and browser sessions are refused on every door (AccountLockedError, 403), its web
 * sessions and unused links end, and every open WebSocket and event stream of it ends within a second on every
 * instance (the credentials_changed notice on the event bus). Every change is kept in the audit
 * trail (AccountLockChange) with its actor and reason, even one that changes nothing.
 */
export async function setAccountLock(services: Services, who: CustomerLookup, change: LockChange): Promise<Customer> {
  const reason = change.reason?.trim() || null;
  if (reason !== null && [...reason].length > lockReasonMaxLength) throw new ValidationError({ reason: [`must be at most ${lockReasonMaxLength} characters`] });
  const where = 'id' in who ? { id: who.id } : { email: canonicalEmail(who.email) };
  const now = services.clock.now();
  const updated = await writeTransaction(services, async (tx) => {
    const [customer] = await tx.customer.updateManyAndReturn({
      where,
      data: change.locked ? { lockedAt: now, lockedReason: reason } : { lockedAt: null, lockedReason: null },
    });
    if (!customer) return null;
    await tx.accountLockChange.create({ data: { customerId: customer.id, locked: change.locked, reason, actor: change.actor, createdAt: now } });
    if (change.locked) {
      await endAllSessions(tx, customer.id);
      // The links already handed out (set-password, web links) would let their holder in after an unlock.
      await voidOneTimeTokens(tx, customer.id, now);
    }
    return customer;
  });
  if (!updated) throw new NotFoundError('Customer not found');
  credentialsChanged(services, updated.id);
  services.log.info({ customerId: updated.id, locked: change.locked, actor: change.actor }, change.locked ? 'account locked' : 'account unlocked');
  return updated;
}
