/**
 * The party_verification_* events (spec section 6): one per open transaction the customer is a
 * party of, written to the outbox in the database transaction of the status change, so the
 * webhook and the live subscription go out exactly when the change committed.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { WrittenEvents } from '../services.js';
import type { VerificationKind } from './rules.js';
import { currentTraceParent } from '../../tracing.js';

export type VerificationEventName = 'party_verification_submitted' | 'party_verification_approved' | 'party_verification_rejected';

export interface VerificationEventFacts {
  customerId: number;
  kind: VerificationKind;
  /** Who caused it: the customer (or the partner acting for it), the operator; null for the service (CLI). */
  actorId: number | null;
  at: Date;
}

type Tx = Pick<Prisma.TransactionClient, 'transaction' | 'event'>;

/**
 * Writes `name` for every open (neither cancelled nor closed) transaction of the customer.
 * Answers what it wrote, for `OutboxSignal.changed` once the database transaction committed.
 */
export async function writeVerificationEvents(tx: Tx, name: VerificationEventName, facts: VerificationEventFacts): Promise<WrittenEvents> {
  const transactions = await tx.transaction.findMany({
    where: { isCancelled: false, closedAt: null, parties: { some: { customerId: facts.customerId } } },
    select: { id: true, creatorId: true },
    orderBy: { id: 'asc' },
  });
  if (transactions.length > 0) {
    const traceParent = currentTraceParent();
    await tx.event.createMany({
      data: transactions.map((transaction) => ({
        name,
        transactionId: transaction.id,
        // Webhooks go to the transaction's partner (its creator), as for every transaction event.
        partnerId: transaction.creatorId,
        actorId: facts.actorId,
        payload: { customer_id: facts.customerId, kind: facts.kind },
        createdAt: facts.at,
        traceParent,
      })),
    });
  }
  return { at: facts.at, transactions: transactions.map((transaction) => ({ transactionId: transaction.id, creatorId: transaction.creatorId })) };
}
