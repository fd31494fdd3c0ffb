/**
 * The partner reports' SQL (docs/architecture.md "Stores"): finding and claiming a task that
 * needs work (`FOR UPDATE SKIP LOCKED`, so one worker builds a task at a time across instances)
 * and reading back the stored chunks that hold a range of rows. The worker's steps stay in
 * ../reports/build.ts, the file's reading in ../reports/download.ts.
 */
import type { Prisma, ReportTask } from '../../../db/generated/client.js';
import { timestamp } from '../../transactions/store/filters.js';

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * Whether some task needs work from `workerId`: pending, held by it, or running with its lease
 * run out. One cheap statement, with no transaction, that an idle instance asks on every pass.
 */
export async function reportWorkWaiting(db: Reader, workerId: string, now: Date): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "ReportTask" WHERE "status" = 'pending' OR ("status" = 'running' AND ("leasedBy" = ${workerId} OR "leaseUntil" IS NULL OR "leaseUntil" < ${timestamp(now)})) LIMIT 1`;
  return rows.length > 0;
}

/**
 * Locks the next task that needs work for `workerId` in `tx` (its own tasks first, then by id),
 * skipping those another worker has locked; undefined when there is none.
 */
export async function claimReportTask(tx: Reader, workerId: string, now: Date): Promise<ReportTask | undefined> {
  const [task] = await tx.$queryRaw<ReportTask[]>`
    SELECT * FROM "ReportTask"
    WHERE "status" = 'pending'
       OR ("status" = 'running' AND ("leasedBy" = ${workerId} OR "leaseUntil" IS NULL OR "leaseUntil" < ${timestamp(now)}))
    ORDER BY ("leasedBy" IS NOT DISTINCT FROM ${workerId}) DESC, "id"
    LIMIT 1
    FOR UPDATE SKIP LOCKED`;
  return task;
}

/** The chunks of a task holding any of rows `offset` to `end` (exclusive), in order, each with its first row's index and its rows as JSON. */
export function reportChunksOverlapping(db: Reader, reportTaskId: number, offset: number, end: number): Promise<{ firstRow: number; rows: string }[]> {
  return db.$queryRaw<{ firstRow: number; rows: string }[]>`
    SELECT "firstRow", "rows" FROM "ReportChunk"
    WHERE "reportTaskId" = ${reportTaskId} AND "firstRow" < ${end} AND "firstRow" + "rowCount" > ${offset}
    ORDER BY "position"`;
}
