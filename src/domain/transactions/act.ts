import type { Prisma } from '../../db/generated/client.js';
import { DomainError, InvalidStateError, NotFoundError } from '../shared/errors.js';
import type { Actor } from '../lifecycle/actor.js';
import type { Command } from '../lifecycle/commands.js';
import type { CommandFacts } from '../lifecycle/facts.js';
import type { Accepted } from '../lifecycle/decision.js';
import { toDomainError } from '../lifecycle/errors.js';
import { decide } from '../lifecycle/machine.js';
import { applyPatchInPlace } from '../lifecycle/patch.js';
import type { TransactionSnapshot } from '../lifecycle/snapshot.js';
import type { PendingWork, Services } from '../services.js';
import { writeTransaction } from '../idempotency/records.js';
import { resolveCaller, type Caller } from './caller.js';
import { commandNeedsPreparation, prepareCommand } from './prepare.js';
import { repriceFees } from './reprice-fees.js';
import type { TransactionRecord } from './record.js';
import { transactionStore as store, type ApplyContext, type DecisionToWrite, type RecordForDecision } from './store/index.js';
import { toSnapshot } from './snapshot.js';
import { inSpan } from '../../tracing.js';

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
export function act(services: Services, caller: Caller, transactionId: number, command: Command, options: ActOptions = {}): Promise<TransactionRecord> {
  const attributes = { 'heldfunds.transaction.id': transactionId, 'heldfunds.command': command.type };
  return inSpan(`act ${command.type}`, { attributes }, () => actOnce(services, caller, transactionId, command, options));
}

async function actOnce(services: Services, caller: Caller, transactionId: number, command: Command, options: ActOptions): Promise<TransactionRecord> {
  if (options.jobId === undefined && !options.alsoWrite && !commandNeedsPreparation(command)) {
    const done = await actAtOnce(services, caller, transactionId, command);
    if (done) {
      services.outbox.changed(done.record, done.work);
      return done.record;
    }
  }
  const recordedAt = services.clock.now();
  let work: PendingWork = 'events';
  const record = await writeTransaction(services, async (tx, scope) => {
    if (!(await store.lock(tx, transactionId))) throw new NotFoundError('Transaction not found');
    const current = await store.loadForDecision(tx, transactionId);
    if (!current) throw new NotFoundError('Transaction not found');
    const actor = await resolveCaller(tx, caller, current, command.type);
    const facts = await prepareCommand(tx, services, caller, current, command, actor);
    const decision = decideOn(current, command, actor, recordedAt, facts);
    if (options.jobId !== undefined) {
      await tx.job.update({ where: { id: options.jobId }, data: { status: 'done', completedAt: recordedAt, leaseUntil: null } });
    }
    const { after, toWrite } = applyDecision(current, decision, recordedAt);
    await store.writeDecision(tx, toWrite, applyContext(services, caller, current, recordedAt), scope);
    if (toWrite.writes.repriceFees) await repriceFees(tx, services, transactionId);
    // The answer is the record read under the lock with the decision applied to it, unless the
    // decision changed what the record shows beyond its own columns (a party's customer, fees
    // repriced by the database, a schedule row added): then it is read again.
    const updated = after ?? (await store.load(tx, transactionId));
    if (!updated) throw new NotFoundError('Transaction not found');
    await options.alsoWrite?.(tx, updated, toSnapshot(current, current.floatBalance));
    work = leftForWorkers(current, updated, toWrite);
    return updated;
  });
  services.outbox.changed(record, work);
  return record;
}

/**
 * The at-once way (see act): answers the changed record, or null when the command must run
 * the locked way (its decision needs statements of their own, or another change came first).
 * Refusals are thrown as the locked way throws them.
 */
async function actAtOnce(
  services: Services,
  caller: Caller,
  transactionId: number,
  command: Command,
): Promise<{ record: TransactionRecord; work: PendingWork } | null> {
  const recordedAt = services.clock.now();
  const current = await store.loadForDecision(services.db, transactionId);
  if (!current) throw new NotFoundError('Transaction not found');
  const actor = await resolveCaller(services.prisma, caller, current, command.type);
  const decision = decideOn(current, command, actor, recordedAt, {});
  const { after, toWrite } = applyDecision(current, decision, recordedAt);
  if (!store.writableAtOnce(toWrite)) return null;
  const written = await store.writeDecisionAtOnce(services, toWrite, applyContext(services, caller, current, recordedAt), current.version);
  if (!written) return null;
  const answer = after ?? (await store.load(services.db, transactionId));
  if (!answer) throw new NotFoundError('Transaction not found');
  return { record: answer, work: leftForWorkers(current, answer, toWrite) };
}

/**
 * What a commit leaves the event workers: its events, and the job runner too when a job was
 * scheduled (it may be due at once: a payout after an accept) or the transaction's clock moved
 * (sandbox: its jobs fall due sooner, and workers that sleep until the next due job look again).
 */
function leftForWorkers(before: TransactionRecord, after: TransactionRecord, toWrite: DecisionToWrite): PendingWork {
  const scheduled = toWrite.jobs.some((job) => job.op === 'schedule');
  return scheduled || after.clockOffsetSeconds !== before.clockOffsetSeconds ? 'jobs' : 'events';
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

function applyContext(services: Services, caller: Caller, current: TransactionRecord, recordedAt: Date): ApplyContext {
  return {
    transactionId: current.id,
    partnerId: current.creatorId,
    actorId: caller.kind === 'service' ? null : caller.viewer.customer.id,
    recordedAt,
    disputeResponseDays: services.config.disputeResponseDays,
  };
}

/**
 * The decision applied to the record read (applyPatchInPlace: the one application of a patch):
 * the record after it, with the version and updatedAt the write sets, and what the store
 * writes. `after` is null when the patch changes something the record holds beyond its own
 * columns (a party's customer, fees repriced by the database): the record is then read again.
 */
export function applyDecision(current: RecordForDecision, decision: Accepted, recordedAt: Date): { after: TransactionRecord | null; toWrite: DecisionToWrite } {
  const { floatBalance: _float, ...record } = current;
  const next: TransactionRecord = structuredClone(record);
  const writes = applyPatchInPlace(next, decision.patch);
  next.version += 1;
  next.updatedAt = recordedAt;
  const exact = !writes.repriceFees && writes.newSchedules.length === 0 && !writes.rows.some((row) => row.entity === 'party' && row.set.customerId !== undefined);
  return {
    after: exact ? next : null,
    toWrite: { writes, timeline: decision.timeline, events: decision.events, postings: decision.postings, jobs: decision.jobs, disputes: decision.disputes },
  };
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
