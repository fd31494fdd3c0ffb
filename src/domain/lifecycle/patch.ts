/**
 * Applying a Decision to a snapshot, purely: what the database layer does to its rows, done to
 * plain data. The core uses it to decide batches step by step; tests use it to run lifecycles.
 */
import { floatAccountKey } from '../ledger/accounts.js';
import type { Accepted, Patch, PatchOp } from './decision.js';
import type { FeeSnapshot, ItemSnapshot, TransactionSnapshot } from './snapshot.js';

export interface ApplyOptions {
  /**
   * Reprices fees for a `{ entity: 'fees', recompute: true }` op: returns each item's new
   * fees, in item order. Without it the fees are left as they are.
   */
  recomputeFees?: (snapshot: TransactionSnapshot) => FeeSnapshot[][];
}

export function cloneSnapshot(snapshot: TransactionSnapshot): TransactionSnapshot {
  return structuredClone(snapshot);
}

function findItem(s: TransactionSnapshot, id: number): ItemSnapshot {
  const item = s.items.find((candidate) => candidate.id === id);
  if (!item) throw new RangeError(`patch names unknown item ${id}`);
  return item;
}

/** Applies one op IN PLACE. Throws RangeError on ids not in the snapshot (a core bug). */
export function applyOpInPlace(s: TransactionSnapshot, op: PatchOp, options: ApplyOptions = {}): void {
  switch (op.entity) {
    case 'transaction':
      Object.assign(s, op.set);
      return;
    case 'party': {
      const party = s.parties.find((candidate) => candidate.id === op.id);
      if (!party) throw new RangeError(`patch names unknown party ${op.id}`);
      Object.assign(party, op.set);
      return;
    }
    case 'item':
      Object.assign(findItem(s, op.id), op.set);
      return;
    case 'schedule': {
      const schedule = s.items.flatMap((item) => item.schedules).find((candidate) => candidate.id === op.id);
      if (!schedule) throw new RangeError(`patch names unknown schedule ${op.id}`);
      Object.assign(schedule, op.set);
      return;
    }
    case 'fee': {
      const fee = s.items.flatMap((item) => item.fees).find((candidate) => candidate.id === op.id);
      if (!fee) throw new RangeError(`patch names unknown fee ${op.id}`);
      Object.assign(fee, op.set);
      return;
    }
    case 'shipment':
      findItem(s, op.itemId); // shipments are not part of the snapshot; the item must exist
      return;
    case 'fees': {
      if (!options.recomputeFees) return;
      const fees = options.recomputeFees(s);
      s.items.forEach((item, index) => {
        item.fees = fees[index] ?? item.fees;
      });
      return;
    }
  }
}

/** The snapshot after the patch; the input is not modified. */
export function applyPatch(snapshot: TransactionSnapshot, patch: Patch, options: ApplyOptions = {}): TransactionSnapshot {
  const next = cloneSnapshot(snapshot);
  for (const op of patch) applyOpInPlace(next, op, options);
  return next;
}

/** Net change of the transaction's float account in these postings. */
export function floatDelta(snapshot: TransactionSnapshot, postings: Accepted['postings']): bigint {
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
