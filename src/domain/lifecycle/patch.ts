/**
 * Applying a Decision's patch: the ONE place where a patch op changes state. `applyPatchInPlace`
 * changes any state shaped like a transaction (the core's snapshot, the store's record) and
 * answers the writes that make the same change to the stored rows (`PatchWrites`): the store
 * renders those as SQL (src/domain/transactions/store/decision.ts), so what is written and what
 * the core and the answer see cannot diverge. Pure: no database here.
 */
import { floatAccountKey } from '../ledger/accounts.js';
import type { Accepted, FeeFields, ItemFields, Patch, PatchOp, PartyFields, ScheduleFields, TransactionFields } from './decision.js';
import type { ScheduleSnapshot, TransactionSnapshot } from './snapshot.js';

/** What a patch changes: a transaction with its parties and items, each item with its schedules and fees (ids as stored). */
export interface PatchTarget {
  parties: { id: number }[];
  items: { id: number; schedules: { id: number }[]; fees: { id: number }[] }[];
}

export interface ApplyOptions<T extends PatchTarget = TransactionSnapshot> {
  /**
   * Reprices fees for a `{ entity: 'fees', recompute: true }` op: returns each item's new
   * fees, in item order. Without it the fees are left as they are (the store reprices them
   * from the database: `PatchWrites.repriceFees`).
   */
  recomputeFees?: (target: T) => T['items'][number]['fees'][];
}

/** One row's change: every set of the patch on that row, merged in order (what applying them one after the other leaves). */
type RowWrite =
  | { entity: 'party'; id: number; set: Partial<PartyFields> }
  | { entity: 'item'; id: number; set: Partial<ItemFields> }
  | { entity: 'schedule'; id: number; set: Partial<ScheduleFields> }
  | { entity: 'fee'; id: number; set: Partial<FeeFields> };

export type ShipmentWrite = Extract<PatchOp, { entity: 'shipment' }>;

/** A schedule row to insert: its item and its final values (the ops of the patch on its provisional id merged in). */
export interface NewScheduleWrite {
  itemId: number;
  values: Omit<ScheduleSnapshot, 'id'>;
}

/** The stored rows' side of a patch: what the store writes for it. */
export interface PatchWrites {
  /** The transaction row's changed columns (empty when none). */
  transaction: Partial<TransactionFields>;
  /** Child rows' changes, one per row, in the order the patch first names them. */
  rows: RowWrite[];
  /** Shipments to record, in order. */
  shipments: ShipmentWrite[];
  /** Schedule rows to insert (a partial release), in order. */
  newSchedules: NewScheduleWrite[];
  /** The fees are priced again from the state after every other write. */
  repriceFees: boolean;
}

export function cloneSnapshot(snapshot: TransactionSnapshot): TransactionSnapshot {
  return structuredClone(snapshot);
}

function find<T extends { id: number }>(rows: readonly T[], id: number, what: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new RangeError(`patch names unknown ${what} ${id}`);
  return row;
}

/**
 * Applies the patch to `target` IN PLACE and answers the writes that make the same change to
 * the stored rows. Throws RangeError on ids the target does not hold (a core bug).
 */
export function applyPatchInPlace<T extends PatchTarget>(target: T, patch: readonly PatchOp[], options: ApplyOptions<T> = {}): PatchWrites {
  const writes: PatchWrites = { transaction: {}, rows: [], shipments: [], newSchedules: [], repriceFees: false };
  const inserted = new Map<number, NewScheduleWrite>();
  const rows = new Map<string, RowWrite>();
  const merge = (write: RowWrite) => {
    const key = `${write.entity}:${write.id}`;
    const earlier = rows.get(key);
    if (earlier) Object.assign(earlier.set, write.set);
    else {
      const row = { ...write, set: { ...write.set } } as RowWrite;
      rows.set(key, row);
      writes.rows.push(row);
    }
  };
  for (const op of patch) {
    switch (op.entity) {
      case 'transaction':
        Object.assign(target, op.set);
        Object.assign(writes.transaction, op.set);
        break;
      case 'party':
        Object.assign(find(target.parties, op.id, 'party'), op.set);
        merge(op);
        break;
      case 'item':
        Object.assign(find(target.items, op.id, 'item'), op.set);
        merge(op);
        break;
      case 'schedule': {
        const fresh = inserted.get(op.id);
        if (fresh) Object.assign(fresh.values, op.set);
        Object.assign(
          find(
            target.items.flatMap((item) => item.schedules),
            op.id,
            'schedule',
          ),
          op.set,
        );
        if (!fresh) merge(op);
        break;
      }
      case 'new_schedule': {
        const item = find(target.items, op.itemId, 'item');
        const write = { itemId: op.itemId, values: { ...op.values } };
        inserted.set(op.id, write);
        writes.newSchedules.push(write);
        (item.schedules as { id: number }[]).push({ id: op.id, ...op.values });
        break;
      }
      case 'fee':
        Object.assign(
          find(
            target.items.flatMap((item) => item.fees),
            op.id,
            'fee',
          ),
          op.set,
        );
        merge(op);
        break;
      case 'shipment':
        find(target.items, op.itemId, 'item'); // shipments are not part of the state; the item must exist
        writes.shipments.push(op);
        break;
      case 'fees': {
        writes.repriceFees = true;
        if (!options.recomputeFees) break;
        const fees = options.recomputeFees(target);
        target.items.forEach((item, index) => {
          item.fees = fees[index] ?? item.fees;
        });
        break;
      }
    }
  }
  return writes;
}

/** The snapshot after the patch; the input is not modified. */
function applyPatch(snapshot: TransactionSnapshot, patch: Patch, options: ApplyOptions = {}): TransactionSnapshot {
  const next = cloneSnapshot(snapshot);
  applyPatchInPlace(next, patch, options);
  return next;
}

/** Net change of the transaction's float account in these postings. */
function floatDelta(snapshot: TransactionSnapshot, postings: Accepted['postings']): bigint {
  const key = floatAccountKey(snapshot.id, snapshot.currency);
  let delta = 0n;
  for (const posting of postings) for (const entry of posting.entries) if (entry.accountKey === key) delta += entry.amount;
  return delta;
}

/** The snapshot after an accepted decision: its patch, and floatAmount moved by its postings. */
export function applyToSnapshot(snapshot: TransactionSnapshot, decision: Accepted, options: ApplyOptions = {}): TransactionSnapshot {
  const next = applyPatch(snapshot, decision.patch, options);
  next.floatAmount += floatDelta(snapshot, decision.postings);
  return next;
}
