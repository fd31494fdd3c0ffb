import { Prisma } from '../../db/generated/client.js';
import type { Command } from '../lifecycle/commands.js';
import type { JobKind } from '../lifecycle/decision.js';
import type { Services } from '../services.js';
import { act, isSettledRefusal } from '../transactions/act.js';

interface ClaimedJob {
  id: number;
  kind: JobKind;
  transactionId: number;
  payload: { transactionId: number; itemId?: number };
  attempts: number;
}

const leaseMs = 60_000;

/** A pending job `j` whose time has come on its transaction `t`'s own clock (the wall clock plus its sandbox offset). */
function dueSql(now: Date): Prisma.Sql {
  return Prisma.sql`j."status" = 'pending' AND j."runAt" <= ${now}::timestamp + make_interval(secs => t."clockOffsetSeconds")`;
}

/**
 * Runs the durable jobs that are due (inspection periods ending, payouts, floats clearing).
 * Due means `runAt` has passed on the transaction's own clock (the wall clock plus its sandbox
 * offset). Claimed with `FOR UPDATE SKIP LOCKED` and a lease, so with many instances each job
 * runs once; a job completes in the same database transaction as its change, so it never
 * fires twice. A job the state no longer needs (the buyer accepted first) is simply done.
 */
export async function runDueJobs(services: Services, options: { transactionId?: number; limit?: number } = {}): Promise<number> {
  const now = services.clock.now();
  const onlyTransaction = options.transactionId ?? null;
  const claimed = await services.prisma.$queryRaw<ClaimedJob[]>`
    UPDATE "Job" SET "leaseUntil" = ${new Date(now.getTime() + leaseMs)}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT j."id" FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId"
      WHERE ${dueSql(now)}
        AND (j."leaseUntil" IS NULL OR j."leaseUntil" < ${now})
        AND (${onlyTransaction}::int IS NULL OR j."transactionId" = ${onlyTransaction}::int)
      ORDER BY j."runAt", j."id" LIMIT ${options.limit ?? 20}
      FOR UPDATE OF j SKIP LOCKED)
    RETURNING "id", "kind", "transactionId", "payload", "attempts"`;
  for (const job of claimed) await runJob(services, job);
  return claimed.length;
}

/**
 * Whether a job of this transaction is due and not done: one a runner holds (its lease running)
 * counts too. The sandbox clock helper waits on it for the jobs another runner took first.
 */
export async function hasDueJobs(services: Services, transactionId: number): Promise<boolean> {
  const now = services.clock.now();
  const rows = await services.prisma.$queryRaw<{ due: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId"
      WHERE j."transactionId" = ${transactionId}::int AND ${dueSql(now)}) AS due`;
  return rows[0]?.due === true;
}

function commandFor(job: ClaimedJob): Command {
  switch (job.kind) {
    case 'auto_accept':
      return { type: 'auto_accept', itemId: job.payload.itemId! };
    case 'disburse':
      return { type: 'disburse' };
    case 'float_release':
      return { type: 'float_release' };
  }
}

async function runJob(services: Services, job: ClaimedJob): Promise<void> {
  try {
    await act(services, { kind: 'service' }, job.transactionId, commandFor(job), { jobId: job.id });
    services.log.info({ jobId: job.id, kind: job.kind, transactionId: job.transactionId }, 'job done');
  } catch (error) {
    const now = services.clock.now();
    // Only the job as claimed (its attempts as the claim counted them): a command that re-armed
    // it meanwhile (an accept scheduling the payout this run found nothing for) set its attempts
    // back to 0, and that new run must not be marked done or put off.
    const asClaimed = { id: job.id, status: 'pending' as const, attempts: job.attempts };
    if (isSettledRefusal(error)) {
      await services.prisma.job.updateMany({
        where: asClaimed,
        data: { status: 'done', completedAt: now, leaseUntil: null, lastError: (error as Error).message },
      });
      return;
    }
    // Try again later, backing off; the lease is released so any instance may take it.
    const delaySeconds = Math.min(30 * 2 ** (job.attempts - 1), 3600);
    await services.prisma.job.updateMany({
      where: asClaimed,
      data: { runAt: new Date(now.getTime() + delaySeconds * 1000), leaseUntil: null, lastError: String((error as Error).message ?? error) },
    });
    services.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed; will retry');
  }
}
