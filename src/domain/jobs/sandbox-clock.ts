import type { Viewer } from '../auth/authenticate.js';
import { hasDueJobs, runDueJobs } from './run-jobs.js';
import { toDomainError } from '../lifecycle/errors.js';
import { validateCommand } from '../lifecycle/validate.js';
import { requireSandbox } from '../access/sandbox.js';
import type { Services } from '../services.js';
import { act } from '../transactions/act.js';
import { getTransaction } from '../transactions/read.js';
import type { TransactionRecord } from '../transactions/record.js';

export interface ClockAdvance {
  seconds?: number;
}

/**
 * Sandbox: moves one transaction's clock forward (the lifecycle command advance_clock, under
 * the transaction's lock like every change) and then applies what falls due on it, as the
 * hosted sandbox does: an inspection period that ends accepts the items, and the payout that
 * follows runs too, each job through its own command. Only that transaction's clock moves.
 * Deployments that are not sandboxes never offer this: each face answers its own "no such
 * endpoint" before calling it.
 */
export async function advanceClock(services: Services, viewer: Viewer, transactionId: number, advance: ClockAdvance): Promise<TransactionRecord> {
  requireSandbox(services.config);
  const command = { type: 'advance_clock', seconds: advance.seconds } as const;
  // A wrong amount of time is answered before who asks: the helper's contract since it exists.
  const invalid = validateCommand(command);
  if (invalid) throw toDomainError(invalid.error);
  await act(services, { kind: 'customer', viewer }, transactionId, command);
  // Run what is due until nothing is (an auto-accept schedules the payout at once). A job another
  // runner claimed first (the event workers, woken by the same change) is waited for, so that the
  // answer shows what fell due; a runner that died holding one is not waited for past 10 s.
  for (let round = 0; ; round += 1) {
    while ((await runDueJobs(services, { transactionId })) > 0);
    if (round >= 400 || !(await hasDueJobs(services, transactionId))) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return getTransaction(services, viewer, transactionId);
}
