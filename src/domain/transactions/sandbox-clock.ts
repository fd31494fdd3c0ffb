import type { Viewer } from '../auth/authenticate.js';
import { ValidationError } from '../shared/errors.js';
import { runDueJobs } from '../jobs/run-jobs.js';
import type { Services } from '../services.js';
import { requireRole } from './funding.js';
import { getTransaction } from './read.js';
import type { TransactionRecord } from './record.js';

/** At most ten years at a time. */
export const maxAdvanceSeconds = 10 * 365 * 86_400;

/**
 * Sandbox: moves one transaction's clock forward and applies what falls due on it (an
 * inspection period that ends accepts the items; the payout that follows runs too), as the
 * hosted sandbox does. Only that transaction's clock moves.
 */
export async function advanceClock(services: Services, viewer: Viewer, transactionId: number, body: unknown): Promise<TransactionRecord> {
  const seconds = (body as { seconds?: unknown } | undefined)?.seconds;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1 || seconds > maxAdvanceSeconds) {
    throw new ValidationError({ seconds: [`must be a whole number of seconds from 1 to ${maxAdvanceSeconds}`] });
  }
  await requireRole(services, viewer, transactionId, ['buyer', 'seller', 'broker', 'partner'], 'Only the parties of a transaction may act on it');
  await services.prisma.transaction.update({ where: { id: transactionId }, data: { clockOffsetSeconds: { increment: seconds } } });
  // Run what is due until nothing is (an auto-accept schedules the payout at once).
  while ((await runDueJobs(services, { transactionId })) > 0);
  return getTransaction(services, viewer, transactionId);
}
