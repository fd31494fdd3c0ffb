/**
 * The liveness of held money (liveness.ts) read from the database: each transaction's
 * snapshot, its float and its pending jobs; and the operator queue, what waits for an
 * operator: disputes, payments in float without a clearing job, and stranded money.
 */
import type { Prisma } from '../../db/generated/client.js';
import type { JobKind } from '../lifecycle/decision.js';
import { transactionInclude, type TransactionRecord } from './record.js';
import { toSnapshot } from './snapshot.js';
import { checkLiveness, type Liveness } from '../lifecycle/liveness.js';
import { holdingTransactionIdPage, type LedgerReader } from '../ledger/store/audit.js';

type Db = LedgerReader & Pick<Prisma.TransactionClient, 'transaction' | 'job' | 'ledgerAccount'>;

/**
 * The liveness of these transactions (records as loaded with transactionInclude). `now` is the
 * wall clock; each transaction is judged on its own clock (plus its sandbox offset).
 */
export async function loadLiveness(db: Pick<Db, 'job' | 'ledgerAccount'>, records: readonly TransactionRecord[], now: Date): Promise<Map<number, Liveness>> {
  const ids = records.map((record) => record.id);
  const result = new Map<number, Liveness>();
  if (ids.length === 0) return result;
  const [jobs, floats] = await Promise.all([
    db.job.findMany({ where: { transactionId: { in: ids }, status: 'pending' }, select: { transactionId: true, kind: true, payload: true, runAt: true } }),
    db.ledgerAccount.findMany({ where: { transactionId: { in: ids }, kind: 'float_holding' }, select: { transactionId: true, balance: true } }),
  ]);
  for (const record of records) {
    const float = floats.filter((row) => row.transactionId === record.id).reduce((sum, row) => sum + row.balance, 0n);
    const pending = jobs
      .filter((job) => job.transactionId === record.id)
      .map((job) => ({ kind: job.kind as JobKind, itemId: itemIdOf(job.payload), runAt: job.runAt }));
    const clock = new Date(now.getTime() + record.clockOffsetSeconds * 1000);
    result.set(record.id, checkLiveness(toSnapshot(record, float), pending, clock));
  }
  return result;
}

function itemIdOf(payload: Prisma.JsonValue): number | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const itemId = (payload as Record<string, unknown>).itemId;
  return typeof itemId === 'number' ? itemId : null;
}

export interface OperatorQueueEntry {
  transactionId: number;
  currency: string;
  statusCode: number;
  itemId: number | null;
  amount: bigint;
  /** resolve_dispute, clear_float, or release_stranded (the liveness check found no way out). */
  decision: 'resolve_dispute' | 'clear_float' | 'release_stranded';
  why: string;
}

export interface OperatorQueue {
  entries: OperatorQueueEntry[];
  /** More entries exist than `limit`. */
  truncated: boolean;
}

/**
 * What needs an operator decision, oldest transaction first: read page by page over the
 * transactions whose escrow or float holds money.
 */
export async function operatorQueue(db: Db, now: Date, options: { limit?: number; pageSize?: number } = {}): Promise<OperatorQueue> {
  const limit = options.limit ?? 1_000;
  const pageSize = options.pageSize ?? 500;
  const entries: OperatorQueueEntry[] = [];
  for (let after = 0; ;) {
    const ids = await holdingTransactionIdPage(db, after, pageSize);
    const records = ids.length === 0 ? [] : await db.transaction.findMany({ where: { id: { in: ids } }, include: transactionInclude, orderBy: { id: 'asc' } });
    const liveness = await loadLiveness(db, records, now);
    for (const record of records) {
      for (const held of liveness.get(record.id)?.held ?? []) {
        const decision = held.wayOut === null ? 'release_stranded' : held.wayOut.kind === 'operator_decision' ? held.wayOut.decision : null;
        if (decision === null) continue;
        if (entries.length === limit) return { entries, truncated: true };
        entries.push({
          transactionId: record.id,
          currency: record.currency,
          statusCode: record.statusCode,
          itemId: held.itemId,
          amount: held.amount,
          decision,
          why: held.why,
        });
      }
    }
    if (ids.length < pageSize) break;
    after = ids[ids.length - 1]!;
  }
  return { entries, truncated: false };
}
