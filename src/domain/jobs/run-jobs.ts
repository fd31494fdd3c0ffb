import type { Command } from '../lifecycle/commands.js';
import type { Services } from '../services.js';
import { act, isSettledRefusal } from '../transactions/act.js';
import { claimDueJobs, dueJobExists, type ClaimedJob } from './store/jobs.js';

const leaseMs = 60_000;

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
  const claimed = await claimDueJobs(services.prisma, now, new Date(now.getTime() + leaseMs), { transactionId: onlyTransaction, limit: options.limit ?? 20 });
  for (const job of claimed) await runJob(services, job);
  return claimed.length;
}

/**
 * Whether a job of this transaction is due and not done: one a runner holds (its lease running)
 * counts too. The sandbox clock helper waits on it for the jobs another runner took first.
 */
export async function hasDueJobs(services: Services, transactionId: number): Promise<boolean> {
  return dueJobExists(services.prisma, transactionId, services.clock.now());
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
