import type { Prisma } from '../../db/generated/client.js';
import type { Viewer } from '../auth/authenticate.js';
import { normalizeEmail } from '../auth/authenticate.js';
import { DomainError, ForbiddenError, InvalidStateError, NotFoundError } from '../shared/errors.js';
import { floatAccountKey } from '../ledger/accounts.js';
import type { Actor } from '../lifecycle/actor.js';
import type { Command } from '../lifecycle/commands.js';
import { toDomainError } from '../lifecycle/errors.js';
import { decide } from '../lifecycle/machine.js';
import type { Services } from '../services.js';
import { applyDecision } from './apply-decision.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { toSnapshot } from './snapshot.js';
import { isParty } from '../access/transactions.js';

type Tx = Prisma.TransactionClient;

/** Who asks for a change: a party (maybe a partner acting As-Customer), an operator, or the service. */
export type Caller =
  | { kind: 'customer'; viewer: Viewer; asCustomerEmail?: string | null }
  | { kind: 'operator'; viewer: Viewer }
  | { kind: 'service' };

export interface ActOptions {
  /** Complete this job in the same database transaction (the job runner). */
  jobId?: number;
  /** More writes that belong to the change, e.g. the Payment row of a funding. */
  alsoWrite?: (tx: Tx, record: TransactionRecord) => Promise<void>;
}

/**
 * Performs one lifecycle command on a transaction. The transaction row is locked first, so
 * conflicting actions on one transaction run one after the other: the second sees the first's
 * result and is refused if it no longer applies. The decision (state, timeline, outbox
 * events, ledger, jobs) is written in the same database transaction as the lock.
 */
/** A command, or how to build it inside the database transaction (e.g. resolving an email). */
export type CommandSource = Command | ((tx: Tx, record: TransactionRecord) => Promise<Command>);

export async function act(
  services: Services,
  caller: Caller,
  transactionId: number,
  source: CommandSource,
  options: ActOptions = {},
): Promise<TransactionRecord> {
  const recordedAt = services.clock.now();
  const record = await services.prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" = ${transactionId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Transaction not found');
    const current = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    const actor = await resolveCaller(tx, caller, current);
    const float = await tx.ledgerAccount.findUnique({ where: { key: floatAccountKey(current.id, current.currency) }, select: { balance: true } });
    // The transaction's own clock: the wall clock plus its sandbox offset.
    const now = new Date(recordedAt.getTime() + current.clockOffsetSeconds * 1000);
    const command = typeof source === 'function' ? await source(tx, current) : source;
    const decision = decide(toSnapshot(current, float?.balance ?? 0n), command, actor, now);
    if (!decision.ok) {
      const { index, cause } = decision.error.details ?? {};
      if (command.type === 'batch' && index !== undefined && cause) {
        throw new BatchActionError(command.commands.map((c) => c.type), index, toDomainError(cause));
      }
      throw toDomainError(decision.error);
    }
    if (options.jobId !== undefined) {
      await tx.job.update({ where: { id: options.jobId }, data: { status: 'done', completedAt: recordedAt, leaseUntil: null } });
    }
    await applyDecision(tx, services, decision, {
      transactionId,
      partnerId: current.creatorId,
      actorId: caller.kind === 'service' ? null : caller.viewer.customer.id,
      recordedAt,
    });
    const updated = await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude });
    await options.alsoWrite?.(tx, updated);
    return updated;
  });
  services.outbox.changed();
  return record;
}

async function resolveCaller(tx: Tx, caller: Caller, record: TransactionRecord): Promise<Actor> {
  if (caller.kind === 'service') return { kind: 'service' };
  const customer = caller.viewer.customer;
  if (caller.kind === 'operator') {
    if (!customer.isOperator) throw new ForbiddenError('Only operators may do this');
    return { kind: 'operator', customerId: customer.id };
  }
  if (!isParty(record, customer.id)) throw new ForbiddenError('Only the parties of a transaction may act on it');
  if (!caller.asCustomerEmail) return { kind: 'customer', customerId: customer.id };
  const represented = await tx.customer.findUnique({ where: { email: normalizeEmail(caller.asCustomerEmail) }, select: { id: true } });
  if (!represented || !isParty(record, represented.id)) {
    throw new ForbiddenError('As-Customer must name a party of this transaction');
  }
  return { kind: 'customer', customerId: customer.id, asCustomer: { customerId: represented.id, approved: customer.actAsCustomerApproved } };
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
