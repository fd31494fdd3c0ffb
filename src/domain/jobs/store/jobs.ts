/**
 * The durable jobs' SQL (docs/architecture.md "Stores"): claiming the due jobs and asking
 * whether one is due. Due is judged on each transaction's own clock (the wall clock plus its
 * sandbox offset), so both read the job with its transaction.
 */
import { Prisma, type PrismaClient } from '../../../db/generated/client.js';
import type { JobKind } from '../../lifecycle/decision.js';

export interface ClaimedJob {
  id: number;
  kind: JobKind;
  transactionId: number;
  payload: { transactionId: number; itemId?: number };
  /** Counting this claim. */
  attempts: number;
}

type JobReader = Pick<PrismaClient, '$queryRaw'>;

/** A pending job `j` whose time has come on its transaction `t`'s own clock (the wall clock plus its sandbox offset). */
function dueSql(now: Date): Prisma.Sql {
  return Prisma.sql`j."status" = 'pending' AND j."runAt" <= ${now}::timestamp + make_interval(secs => t."clockOffsetSeconds")`;
}

/**
 * Claims up to `limit` due jobs whose lease ran out (or never started), oldest first, for
 * `leaseUntil`, and counts the attempt: one statement, `FOR UPDATE SKIP LOCKED`, so two
 * runners never claim the same job. `transactionId` limits it to one transaction's jobs.
 */
export function claimDueJobs(db: JobReader, now: Date, leaseUntil: Date, options: { transactionId: number | null; limit: number }): Promise<ClaimedJob[]> {
  return db.$queryRaw<ClaimedJob[]>`
    UPDATE "Job" SET "leaseUntil" = ${leaseUntil}, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT j."id" FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId"
      WHERE ${dueSql(now)}
        AND (j."leaseUntil" IS NULL OR j."leaseUntil" < ${now})
        AND (${options.transactionId}::int IS NULL OR j."transactionId" = ${options.transactionId}::int)
      ORDER BY j."runAt", j."id" LIMIT ${options.limit}
      FOR UPDATE OF j SKIP LOCKED)
    RETURNING "id", "kind", "transactionId", "payload", "attempts"`;
}

/** Whether a job of this transaction is due and not done, held by a runner or not. */
export async function dueJobExists(db: JobReader, transactionId: number, now: Date): Promise<boolean> {
  const rows = await db.$queryRaw<{ due: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Job" j JOIN "Transaction" t ON t."id" = j."transactionId"
      WHERE j."transactionId" = ${transactionId}::int AND ${dueSql(now)}) AS due`;
  return rows[0]?.due === true;
}
