/**
 * The operator's dispute queue as SQL (docs/lifecycle.md, "The operator's queue"): the ids of
 * OPEN disputes in the order of their deadline (`respondBy`, then id), those whose deadline
 * has passed unless every open one is asked for. A deadline is judged on its transaction's own
 * clock (the wall clock plus its sandbox offset), the clock that set it, as the jobs store
 * judges a job due. One statement, read on the index `Dispute(status, respondBy)`: the open
 * rows in deadline order, stopping at the page's end, no sort of the table
 * (test/domain/transactions/dispute-queue.test.ts reads the plan).
 */
import { Prisma } from '../../../db/generated/client.js';

/** A place in the queue's order: a dispute's deadline and its id (ties broken by id). */
export interface DisputeQueuePosition {
  respondBy: Date;
  id: number;
}

export interface DisputeQueueWindow {
  now: Date;
  /** Every OPEN dispute, not only those whose respondBy has passed. */
  includeNotDue: boolean;
  /** Disputes strictly after this place in the order. */
  after?: DisputeQueuePosition;
  /** Disputes strictly before this place in the order. */
  before?: DisputeQueuePosition;
  limit: number;
  /** Read from the far end (a Relay `last` page), answered in that reading order. */
  fromEnd?: boolean;
}

/** `respondBy` and `id` strictly after (or before) `position`, written so that the index bounds respondBy. */
function beyond(position: DisputeQueuePosition, side: 'after' | 'before'): Prisma.Sql {
  const at = Prisma.sql`${position.respondBy}::timestamp`;
  return side === 'after'
    ? Prisma.sql`d."respondBy" >= ${at} AND (d."respondBy" > ${at} OR d."id" > ${position.id})`
    : Prisma.sql`d."respondBy" <= ${at} AND (d."respondBy" < ${at} OR d."id" < ${position.id})`;
}

/** The statement of one window: one column, `id`, in reading order. */
export function disputeQueueIdsSql(window: DisputeQueueWindow): Prisma.Sql {
  const conditions = [Prisma.sql`d."status" = 'OPEN'`];
  if (!window.includeNotDue) conditions.push(Prisma.sql`d."respondBy" <= ${window.now}::timestamp + make_interval(secs => t."clockOffsetSeconds")`);
  if (window.after) conditions.push(beyond(window.after, 'after'));
  if (window.before) conditions.push(beyond(window.before, 'before'));
  const order = window.fromEnd ? Prisma.sql`d."respondBy" DESC, d."id" DESC` : Prisma.sql`d."respondBy" ASC, d."id" ASC`;
  return Prisma.sql`SELECT d."id" FROM "Dispute" d JOIN "Transaction" t ON t."id" = d."transactionId"
    WHERE ${Prisma.join(conditions, ' AND ')} ORDER BY ${order} LIMIT ${window.limit}`;
}

/** The ids of one window of the queue, in reading order. */
export async function disputeQueueIds(db: Pick<Prisma.TransactionClient, '$queryRaw'>, window: DisputeQueueWindow): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>(disputeQueueIdsSql(window));
  return rows.map((row) => row.id);
}
