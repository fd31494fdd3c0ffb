import type { Prisma } from '../../db/generated/client.js';
import { normalizeEmail } from '../auth/authenticate.js';
import { ForbiddenError } from '../shared/errors.js';
import { resolveActor, type Actor } from '../lifecycle/actor.js';
import { toDomainError } from '../lifecycle/errors.js';
import type { Caller } from '../transactions/act.js';
import type { TransactionRecord } from '../transactions/record.js';
import { toSnapshot } from '../transactions/snapshot.js';
import { isParty } from '../access/transactions.js';

/** A customer asking about paying: the buyer itself, or the partner acting As-Customer. */
export type PayingCaller = Extract<Caller, { kind: 'customer' }>;

export interface Payer {
  /** The customer making the request. */
  customerId: number;
  /** As-Customer: the buyer the partner acts for; null when the buyer asks itself. */
  onBehalfOf: number | null;
}

/**
 * Only the buyer sees and chooses payment methods, or an approved partner of the transaction
 * acting for the buyer (spec 5.4). The As-Customer rules are the lifecycle core's.
 */
export async function resolvePayer(db: Pick<Prisma.TransactionClient, 'customer'>, caller: PayingCaller, record: TransactionRecord): Promise<Payer> {
  const customerId = caller.viewer.customer.id;
  if (!isParty(record, customerId)) throw new ForbiddenError('Only the parties of a transaction may act on it');
  let actor: Actor = { kind: 'customer', customerId };
  if (caller.asCustomerEmail) {
    const represented = await db.customer.findUnique({ where: { email: normalizeEmail(caller.asCustomerEmail) }, select: { id: true } });
    if (!represented || !isParty(record, represented.id)) throw new ForbiddenError('As-Customer must name a party of this transaction');
    actor = { ...actor, asCustomer: { customerId: represented.id, approved: caller.viewer.customer.actAsCustomerApproved } };
  }
  const resolved = resolveActor(toSnapshot(record, 0n), actor);
  if ('ok' in resolved) throw toDomainError(resolved.error);
  if (!resolved.roles.includes('buyer')) {
    throw new ForbiddenError('Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods');
  }
  return { customerId, onBehalfOf: resolved.onBehalfOf };
}
