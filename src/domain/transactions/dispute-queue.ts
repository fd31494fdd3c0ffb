/**
 * The operator's dispute queue (docs/lifecycle.md, "The operator's queue"): OPEN disputes whose
 * `respondBy` has passed, oldest deadline first, for an operator to decide (resolveDispute).
 * No job puts a case there: passing the deadline is enough, as the queue is a query. Operators
 * only: the faces guard it (the GraphQL operator scope, the CLI run by whoever holds the
 * database), as they guard the operator queue of held money.
 */
import type { Command } from '../lifecycle/commands.js';
import type { Services } from '../services.js';
import { InvalidStateError, NotFoundError } from '../shared/errors.js';
import { act, type Caller } from './act.js';
import { heldAmount } from '../lifecycle/queries.js';
import { disputeInclude, disputeView, type DisputeView } from './disputes.js';
import { disputeQueueIds, type DisputeQueuePosition } from './store/dispute-queue.js';

export type { DisputeQueuePosition } from './store/dispute-queue.js';

/** A dispute with what an operator needs beside it to decide it. */
export interface DisputeCase {
  dispute: DisputeView;
  currency: string;
  /** The money the disputed item still holds: what a decision divides (0 once the dispute moved it). */
  heldAmount: bigint;
  /** Now on the transaction's own clock (the wall clock plus its sandbox offset), the clock respondBy was set on. */
  now: Date;
}

export interface DisputeQueueRequest {
  /** Every OPEN dispute, those not yet due too. */
  includeNotDue?: boolean;
  after?: DisputeQueuePosition;
  before?: DisputeQueuePosition;
  limit: number;
  /** Read from the far end of the order (a Relay `last` page), answered in that reading order. */
  fromEnd?: boolean;
}

const caseInclude = {
  ...disputeInclude,
  transaction: { select: { ...disputeInclude.transaction.select, currency: true, clockOffsetSeconds: true } },
};

type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

function findCase(services: Services, id: number) {
  return services.prisma.dispute.findUnique({ where: { id }, include: caseInclude });
}

async function toCase(services: Services, row: CaseRow, wallClock: Date): Promise<DisputeCase> {
  return {
    dispute: await disputeView(services, row),
    currency: row.transaction.currency,
    heldAmount: row.status === 'OPEN' ? heldAmount(row.item) : 0n,
    now: new Date(wallClock.getTime() + row.transaction.clockOffsetSeconds * 1000),
  };
}

/** One window of the queue, in reading order: two statements (the ids on the deadline index, then their cases). */
export async function disputesToReview(services: Services, request: DisputeQueueRequest): Promise<DisputeCase[]> {
  const now = services.clock.now();
  const ids = await disputeQueueIds(services.prisma, {
    now,
    includeNotDue: request.includeNotDue ?? false,
    after: request.after,
    before: request.before,
    limit: request.limit,
    fromEnd: request.fromEnd,
  });
  if (ids.length === 0) return [];
  const rows = await services.prisma.dispute.findMany({ where: { id: { in: ids } }, include: caseInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return Promise.all(found.map((row) => toCase(services, row, now)));
}

/** One dispute, whatever its status, for the operator: NotFoundError when there is none. */
export async function disputeCase(services: Services, id: number): Promise<DisputeCase> {
  const row = await findCase(services, id);
  if (!row) throw new NotFoundError(`Dispute ${id} not found`);
  return toCase(services, row, services.clock.now());
}

/** What an operator decides about a dispute: resolveDispute's outcome, split amount and note. */
export type DisputeDecision = Pick<Extract<Command, { type: 'resolve_dispute' }>, 'outcome' | 'sellerAmount' | 'note'>;

/**
 * An operator resolves the dispute named by its id: the lifecycle's resolve_dispute on its
 * transaction and item (what GraphQL resolveDispute runs), refused before it when the dispute
 * is no longer OPEN (the item may have a newer dispute this one must not decide).
 */
export async function resolveDisputeById(
  services: Services,
  caller: Extract<Caller, { kind: 'operator' }>,
  id: number,
  decision: DisputeDecision,
): Promise<DisputeCase> {
  const row = await findCase(services, id);
  if (!row) throw new NotFoundError(`Dispute ${id} not found`);
  if (row.status !== 'OPEN') throw new InvalidStateError(`Dispute ${id} is ${row.status.toLowerCase()}: there is nothing left to decide`);
  await act(services, caller, row.transactionId, { type: 'resolve_dispute', itemId: row.itemId, ...decision });
  return disputeCase(services, id);
}
