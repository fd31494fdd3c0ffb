/**
 * The report worker: builds report tasks a page at a time. Each step, in one database
 * transaction, claims a task with `FOR UPDATE SKIP LOCKED`, reads the next page of its
 * transactions after the last one stored, stores the page's rows as one chunk with the
 * progress, and renews the worker's lease. So a report is never held in memory whole (one page
 * at a time), runs once across instances (the row lock, and a lease that keeps other instances
 * off a task while its worker lives), and survives restarts: a task whose lease expired is
 * resumed by any instance after its last stored page. The last step marks the task completed
 * and writes the `report_ready` event to the outbox in the same transaction.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Prisma, ReportTask } from '../../../db/generated/client.js';
import type { Services } from '../../services.js';
import { partnerTransactionWindow } from '../transactions.js';
import { claimReportTask, reportWorkWaiting } from '../store/reports.js';
import { reportReadyEvent } from './events.js';
import { reportRequestFromJson, reportTransactionFilterOf } from './request.js';
import { reportRow } from './rows.js';
import { joinedAmong } from '../../access/partners.js';
import { currentTraceParent } from '../../../tracing.js';

export interface ReportWorkerOptions {
  /** Names this worker's leases; one per process. */
  workerId?: string;
  /** Transactions per stored chunk. */
  pageSize?: number;
  /** How long a claimed task stays with its worker between steps. */
  leaseMs?: number;
  /** Failed steps before a task is marked failed. */
  maxAttempts?: number;
}

const defaultReportWorkerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const defaults = { pageSize: 500, leaseMs: 60_000, maxAttempts: 3 };

/**
 * Runs report steps until `maxSteps` is reached or nothing is left to do; the number of steps
 * that did something. The event workers call it with a small budget on every pass, so a long
 * report never holds up webhook delivery.
 */
export async function runReportSteps(services: Services, options: ReportWorkerOptions & { maxSteps?: number } = {}): Promise<number> {
  let steps = 0;
  while (steps < (options.maxSteps ?? 4) && (await runReportStep(services, options))) steps += 1;
  return steps;
}

/** One page of one report; false when no task needs work. */
export async function runReportStep(services: Services, options: ReportWorkerOptions = {}): Promise<boolean> {
  const workerId = options.workerId ?? defaultReportWorkerId;
  const { pageSize, leaseMs, maxAttempts } = { ...defaults, ...options };
  // An idle instance asks one cheap question per pass, without opening a transaction.
  if (!(await reportWorkWaiting(services.prisma, workerId, services.clock.now()))) return false;
  let claimedId: number | null = null;
  try {
    const outcome = await services.prisma.$transaction(async (tx) => {
      const now = services.clock.now();
      const task = await claimReportTask(tx, workerId, now);
      if (!task) return 'idle' as const;
      claimedId = task.id;
      return buildPage(services, tx, task, { workerId, pageSize, leaseMs, now });
    });
    if (outcome === 'completed') services.outbox.changed();
    return outcome !== 'idle';
  } catch (error) {
    if (claimedId === null) throw error;
    await recordFailure(services, claimedId, error, { leaseMs, maxAttempts });
    return true;
  }
}

async function buildPage(
  services: Services,
  tx: Prisma.TransactionClient,
  task: ReportTask,
  step: { workerId: string; pageSize: number; leaseMs: number; now: Date },
): Promise<'page' | 'completed'> {
  const request = reportRequestFromJson(task.filters);
  const remaining = request.limit === undefined ? step.pageSize : Math.min(step.pageSize, request.limit - task.rowCount);
  const records =
    remaining <= 0
      ? []
      : await partnerTransactionWindow(tx, task.partnerId, reportTransactionFilterOf(request), {
          sortDirection: request.sortDirection ?? 'desc',
          ...(task.resumeAfterId === null ? { startAt: request.nextCursor } : { after: task.resumeAfterId }),
          limit: remaining,
        });
  const finished = records.length < remaining || remaining <= 0 || (request.limit !== undefined && task.rowCount + records.length >= request.limit);
  if (records.length > 0) {
    const customerIds = records.flatMap((record) => record.parties.map((party) => party.customerId));
    const joined = await joinedAmong(tx, task.partnerId, customerIds);
    await tx.reportChunk.create({
      data: {
        reportTaskId: task.id,
        position: task.chunkCount,
        firstRow: task.rowCount,
        rowCount: records.length,
        rows: JSON.stringify(records.map((record) => reportRow(record, joined))),
      },
    });
  }
  const lease = new Date(step.now.getTime() + step.leaseMs);
  await tx.reportTask.update({
    where: { id: task.id },
    data: {
      status: finished ? 'completed' : 'running',
      completedAt: finished ? step.now : null,
      leasedBy: finished ? null : step.workerId,
      leaseUntil: finished ? null : lease,
      resumeAfterId: records.at(-1)?.id ?? task.resumeAfterId,
      chunkCount: task.chunkCount + (records.length > 0 ? 1 : 0),
      rowCount: task.rowCount + records.length,
    },
  });
  if (!finished) return 'page';
  await tx.event.create({
    data: { name: reportReadyEvent, partnerId: task.partnerId, payload: { reportId: task.id }, createdAt: step.now, traceParent: currentTraceParent() },
  });
  services.log.info({ reportId: task.id, rows: task.rowCount + records.length }, 'report completed');
  return 'completed';
}

/** A step that failed: retried after the lease, marked failed after `maxAttempts` failures. */
async function recordFailure(services: Services, id: number, error: unknown, options: { leaseMs: number; maxAttempts: number }): Promise<void> {
  const now = services.clock.now();
  const task = await services.prisma.reportTask.findUnique({ where: { id }, select: { attempts: true } });
  const attempts = (task?.attempts ?? 0) + 1;
  const failed = attempts >= options.maxAttempts;
  await services.prisma.reportTask.update({
    where: { id },
    data: {
      attempts,
      lastError: String((error as Error)?.message ?? error).slice(0, 1000),
      status: failed ? 'failed' : 'running',
      completedAt: failed ? now : null,
      leasedBy: null,
      leaseUntil: failed ? null : new Date(now.getTime() + options.leaseMs),
    },
  });
  services.log.error({ err: error, reportId: id, attempts }, failed ? 'report failed' : 'report step failed; will retry');
}
