import type { Prisma } from '../../db/generated/client.js';
import { DomainError, InvalidStateError, NotFoundError } from '../shared/errors.js';
import { floatAccountKey, floatAccountKeyPrefix } from '../ledger/accounts.js';
import type { Command } from '../lifecycle/commands.js';
import { toDomainError } from '../lifecycle/errors.js';
import { decide } from '../lifecycle/machine.js';
import type { TransactionSnapshot } from '../lifecycle/snapshot.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { persistDecision } from './apply-decision.js';
import { resolveCaller, type Caller } from './caller.js';
import { prepareCommand } from './prepare.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { toSnapshot } from './snapshot.js';

export type { Caller } from './caller.js';

type Tx = Prisma.TransactionClient;

export interface ActOptions {
  /** Complete this job in the same database transaction (the job runner). */
  jobId?: number;
  /** More writes that belong to the change, e.g. the Payment row of a funding; `before` is what the core decided on. */
  alsoWrite?: (tx: Tx, record: TransactionRecord, before: TransactionSnapshot) => Promise<void>;
}

/**
 * Performs one lifecycle command on a transaction: the one door for changing its state. The
 * transaction row is locked first, so conflicting commands on one transaction run one after
 * the other: the second sees the first's result and is refused if it no longer applies. Then
 * the caller is resolved, what the command needs from the database is prepared
 * (prepareCommand), the pure core decides, and the decision (state, timeline, outbox events,
 * ledger, jobs) is written in the same database transaction as the lock.
 */
export async function act(services: Services, caller: Caller, transactionId: number, command: Command, options: ActOptions = {}): Promise<TransactionRecord> {
  const recordedAt = services.clock.now();
  const record = await writeTransaction(services, async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" = ${transactionId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Transaction not found');
    // The float account's balance comes in the same statement (its key names the transaction).
    const current = await tx.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      include: {
        ...transactionInclude,
        ledgerAccounts: { where: { key: { startsWith: floatAccountKeyPrefix(transactionId) } }, select: { key: true, balance: true } },
      },
    });
    const actor = await resolveCaller(tx, caller, current, command.type);
    const float = current.ledgerAccounts.find((account) => account.key === floatAccountKey(current.id, current.currency));
    const snapshot = toSnapshot(current, float?.balance ?? 0n);
    // The transaction's own clock: the wall clock plus its sandbox offset.
    const now = new Date(recordedAt.getTime() + current.clockOffsetSeconds * 1000);
    const facts = await prepareCommand(tx, services, caller, current, command, actor);
    const decision = decide(snapshot, command, actor, now, facts);
    if (!decision.ok) {
      const { index, cause } = decision.error.details ?? {};
      if (command.type === 'batch' && index !== undefined && cause) {
        throw new BatchActionError(
          command.actions.map((c) => c.type),
          index,
          toDomainError(cause),
        );
      }
      throw toDomainError(decision.error);
    }
    if (options.jobId !== undefined) {
      await tx.job.update({ where: { id: options.jobId }, data: { status: 'done', completedAt: recordedAt, leaseUntil: null } });
    }
    await persistDecision(tx, services, decision, {
      transactionId,
      partnerId: current.creatorId,
      actorId: caller.kind === 'service' ? null : caller.viewer.customer.id,
      recordedAt,
    });
    const updated = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    await options.alsoWrite?.(tx, updated, snapshot);
    return updated;
  });
  services.outbox.changed();
  return record;
}

/** A batch refused as a whole because one of its actions was: nothing of it was applied. */
export class BatchActionError extends DomainError {
  readonly code = 'batch_failed';
  constructor(
    readonly actions: string[],
    readonly failedIndex: number,
    readonly failure: DomainError,
  ) {
    super(`Action ${failedIndex} (${actions[failedIndex]}) of the batch failed: ${failure.message}; no action was applied`);
  }
}

/** Errors that mean "nothing to do now" for a job: it is finished, not failed. */
export function isSettledRefusal(error: unknown): boolean {
  return error instanceof InvalidStateError;
}
