import { canonicalEmail } from '../shared/email.js';
import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import type { Actor } from '../lifecycle/actor.js';
import type { CommandType } from '../lifecycle/commands.js';
import { ForbiddenError } from '../shared/errors.js';
import type { TransactionRecord } from './record.js';
import { isParty } from '../access/transactions.js';
import { actsForCustomer } from '../access/customers.js';

/** Who asks for a change: a party (maybe a partner acting As-Customer), an operator, or the service. */
export type Caller = { kind: 'customer'; viewer: Viewer; asCustomerEmail?: string | null } | { kind: 'operator'; viewer: Viewer } | { kind: 'service' };

/** A customer: the buyer itself, or the partner acting As-Customer for a party. */
export type CustomerCaller = Extract<Caller, { kind: 'customer' }>;

const nonPartyMessage = 'Only the parties of a transaction may act on it';

/** The payout choice is made on the page that shows the methods; a stranger may not view it. */
function nonPartyMessageFor(type: CommandType | null): string {
  return type === 'select_payout_method' ? 'Only the parties of a transaction may view it' : nonPartyMessage;
}

/**
 * The core's Actor for a caller: the one place the As-Customer header is resolved (the email
 * must name a party; whether it joined the partner is asked of the access rule; whether the
 * partner may act for it is the core's rule, resolveActor).
 * A customer who is no party of the transaction is refused here, before anything else.
 */
export async function resolveCaller(
  db: Pick<Prisma.TransactionClient, 'customer' | 'partnerCustomer'>,
  caller: Caller,
  record: TransactionRecord,
  commandType: CommandType | null = null,
): Promise<Actor> {
  if (caller.kind === 'service') return { kind: 'service' };
  const customer = caller.viewer.customer;
  if (caller.kind === 'operator') {
    if (!customer.isOperator) throw new ForbiddenError('Only operators may do this');
    return { kind: 'operator', customerId: customer.id };
  }
  if (!isParty(record, customer.id)) throw new ForbiddenError(nonPartyMessageFor(commandType));
  if (!caller.asCustomerEmail) return { kind: 'customer', customerId: customer.id };
  const represented = await db.customer.findUnique({ where: { email: canonicalEmail(caller.asCustomerEmail) }, select: { id: true } });
  if (!represented || !isParty(record, represented.id)) {
    throw new ForbiddenError('As-Customer must name a party of this transaction');
  }
  // Reach by relationship: a customer merely named in the transaction has not joined the partner.
  // A locked customer is acted for by no one (AccountLockedError, the lock's own 403).
  const joined = await actsForCustomer(db, caller.viewer, represented.id);
  return { kind: 'customer', customerId: customer.id, asCustomer: { customerId: represented.id, approved: customer.actAsCustomerApproved, joined } };
}
