import { Prisma } from '../../db/generated/client.js';
import { DomainError, InvalidStateError, NotFoundError } from '../shared/errors.js';
import { floatAccountKeyPrefix } from '../ledger/accounts.js';
import type { Actor } from '../lifecycle/actor.js';
import type { Command } from '../lifecycle/commands.js';
import type { CommandFacts } from '../lifecycle/facts.js';
import type { Accepted } from '../lifecycle/decision.js';
import { toDomainError } from '../lifecycle/errors.js';
import { decide } from '../lifecycle/machine.js';
import type { TransactionSnapshot } from '../lifecycle/snapshot.js';
import type { Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { persistDecision, writableAtOnce, writeDecisionAtOnce, type ApplyContext } from './apply-decision.js';
import { resolveCaller, type Caller } from './caller.js';
import { loadTransactionWith, type Reader } from './load.js';
import { commandNeedsPreparation, prepareCommand } from './prepare.js';
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
 * Performs one lifecycle command on a transaction: the one door for changing its state.
 * Conflicting commands on one transaction run one after the other: the second sees the first's
 * result and is refused if it no longer applies. The caller is resolved, what the command needs
 * from the database is prepared (prepareCommand), the pure core decides, and the decision
 * (state, timeline, outbox events, ledger, jobs) is written in one database transaction.
 *
 * Two ways, the same outcome:
 * - **At once** (most commands: no facts to prepare, a decision with no postings or jobs): the
 *   transaction is read, the core decides, and ONE statement writes the decision, guarded by the
 *   version read (writeDecisionAtOnce): two round trips. If another change came first, nothing
 *   was written and the command runs again the locked way, on the new state.
 * - **Locked**: the transaction row is locked first (SELECT … FOR UPDATE), then read, prepared,
 *   decided and written in that database transaction.
 */
export async function act(services: Services, caller: Caller, transactionId: number, command: Command, options: ActOptions = {}): Promise<TransactionRecord> {
  if (options.jobId === undefined && !options.alsoWrite && !commandNeedsPreparation(command)) {
    const record = await actAtOnce(services, caller, transactionId, command);
    if (record) {
      services.outbox.changed();
      return record;
    }
  }
  const recordedAt = services.clock.now();
  const record = await writeTransaction(services, async (tx, scope) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" = ${transactionId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Transaction not found');
    const current = await readForDecision(tx, transactionId);
    if (!current) throw new NotFoundError('Transaction not found');
    const actor = await resolveCaller(tx, caller, current, command.type);
    const facts = await prepareCommand(tx, services, caller, current, command, actor);
    const decision = decideOn(current, command, actor, recordedAt, facts);
    if (options.jobId !== undefined) {
      await tx.job.update({ where: { id: options.jobId }, data: { status: 'done', completedAt: recordedAt, leaseUntil: null } });
    }
    await persistDecision(tx, services, decision, applyContext(caller, current, recordedAt), scope);
    // The answer is the record read under the lock with the decision applied to it, unless the
    // decision changed what the record shows beyond its own columns (a party's customer, fees
    // repriced by the database): then it is read again.
    const updated =
      recordAfter(current, decision, recordedAt) ?? (await tx.transaction.findUniqueOrThrow({ where: { id: transactionId }, include: transactionInclude }));
    await options.alsoWrite?.(tx, updated, toSnapshot(current, current.floatBalance));
    return updated;
  });
  services.outbox.changed();
  return record;
}

/**
 * The at-once way (see act): answers the changed record, or null when the command must run
 * the locked way (its decision needs statements of their own, or another change came first).
 * Refusals are thrown as the locked way throws them.
 */
async function actAtOnce(services: Services, caller: Caller, transactionId: number, command: Command): Promise<TransactionRecord | null> {
  const recordedAt = services.clock.now();
  const current = await readForDecision(services.db, transactionId);
  if (!current) throw new NotFoundError('Transaction not found');
  const actor = await resolveCaller(services.prisma, caller, current, command.type);
  const decision = decideOn(current, command, actor, recordedAt, {});
  if (!writableAtOnce(decision)) return null;
  const written = await writeDecisionAtOnce(services, decision, applyContext(caller, current, recordedAt), current.version);
  if (!written) return null;
  return recordAfter(current, decision, recordedAt);
}

/** The transaction and the balance of its float account (0 while it has none). */
type RecordForDecision = TransactionRecord & { floatBalance: bigint };

/**
 * The transaction with everything a decision reads, its float account's balance in the same
 * statement (the account's key, floatAccountKey, names the transaction and its currency): one
 * JSON statement (load.ts), through the driver outside a transaction (the at-once way), in the
 * database transaction on the locked way.
 */
async function readForDecision(db: Reader, transactionId: number): Promise<RecordForDecision | null> {
  const read = await loadTransactionWith(
    db,
    transactionId,
    Prisma.sql`(SELECT a."balance"::text FROM "LedgerAccount" a WHERE a."key" = ${floatAccountKeyPrefix(transactionId)} || t."currency"::text)`,
  );
  return read ? { ...read.record, floatBalance: BigInt(read.also ?? 0) } : null;
}

/** The core's decision on the transaction as read; a refusal is thrown as the domain error it maps to. */
function decideOn(current: RecordForDecision, command: Command, actor: Actor, recordedAt: Date, facts: CommandFacts): Accepted {
  // The transaction's own clock: the wall clock plus its sandbox offset.
  const now = new Date(recordedAt.getTime() + current.clockOffsetSeconds * 1000);
  const decision = decide(toSnapshot(current, current.floatBalance), command, actor, now, facts);
  if (decision.ok) return decision;
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

function applyContext(caller: Caller, current: TransactionRecord, recordedAt: Date): ApplyContext {
  return { transactionId: current.id, partnerId: current.creatorId, actorId: caller.kind === 'service' ? null : caller.viewer.customer.id, recordedAt };
}

/**
 * The record after the decision's patch, built from the record read under the lock (what
 * `persistDecision` wrote, column for column, and the version and updatedAt it set), or null
 * when the patch changes something the record holds beyond those columns.
 */
export function recordAfter(current: RecordForDecision, decision: Accepted, recordedAt: Date): TransactionRecord | null {
  if (decision.patch.some((op) => op.entity === 'fees' || (op.entity === 'party' && op.set.customerId !== undefined))) return null;
  const { floatBalance: _float, ...record } = current;
  const next: TransactionRecord = structuredClone(record);
  const find = <T extends { id: number }>(rows: T[], id: number, what: string): T => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new RangeError(`the decision names unknown ${what} ${id}`);
    return row;
  };
  for (const op of decision.patch) {
    switch (op.entity) {
      case 'transaction':
        Object.assign(next, op.set);
        break;
      case 'party':
        Object.assign(find(next.parties, op.id, 'party'), op.set);
        break;
      case 'item':
        Object.assign(find(next.items, op.id, 'item'), op.set);
        break;
      case 'schedule':
        Object.assign(
          find(
            next.items.flatMap((item) => item.schedules),
            op.id,
            'schedule',
          ),
          op.set,
        );
        break;
      case 'fee':
        Object.assign(
          find(
            next.items.flatMap((item) => item.fees),
            op.id,
            'fee',
          ),
          op.set,
        );
        break;
      case 'shipment':
      case 'fees':
        break;
    }
  }
  next.version += 1;
  next.updatedAt = recordedAt;
  return next;
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
