/**
 * The accumulator a command handler writes into: every change is recorded as a patch op AND
 * applied at once to a working copy of the snapshot, so later steps of the same decision (and
 * the status code) see it.
 */
import { floatAccountKey } from '../ledger/accounts.js';
import type { Posting } from '../ledger/postings.js';
import { formatMoney } from '../shared/money.js';
import type { ResolvedActor } from './actor.js';
import type {
  Accepted,
  DisputeDirective,
  FeeFields,
  ItemFields,
  JobDirective,
  LifecycleEvent,
  LifecycleEventName,
  PartyFields,
  PatchOp,
  ScheduleFields,
  TimelineNote,
  TransactionFields,
} from './decision.js';
import { applyPatchInPlace, cloneSnapshot } from './patch.js';
import { deriveStatusCode } from './status-code.js';
import type { ScheduleSnapshot, TransactionSnapshot } from './snapshot.js';

export class Work {
  readonly s: TransactionSnapshot;
  readonly patch: PatchOp[] = [];
  readonly events: LifecycleEvent[] = [];
  readonly timeline: TimelineNote[] = [];
  readonly postings: Posting[] = [];
  readonly jobs: JobDirective[] = [];
  readonly disputes: DisputeDirective[] = [];

  constructor(
    snapshot: TransactionSnapshot,
    readonly now: Date,
    readonly actor: ResolvedActor,
  ) {
    this.s = cloneSnapshot(snapshot);
  }

  private op(op: PatchOp): void {
    this.patch.push(op);
    applyPatchInPlace(this.s, [op]);
  }

  /** Only the fields that actually change are recorded; nothing when none does. */
  private changed<T extends object>(current: T, set: Partial<T>): Partial<T> | null {
    const diff: Partial<T> = {};
    let any = false;
    for (const key of Object.keys(set) as (keyof T)[]) {
      const next = set[key];
      const now = current[key];
      const same = next instanceof Date && now instanceof Date ? next.getTime() === now.getTime() : next === now;
      if (!same) {
        diff[key] = next;
        any = true;
      }
    }
    return any ? diff : null;
  }

  setTransaction(set: Partial<TransactionFields>): void {
    const diff = this.changed(this.s, set);
    if (diff) this.op({ entity: 'transaction', set: diff });
  }

  setParty(id: number, set: Partial<PartyFields>): void {
    const party = this.s.parties.find((candidate) => candidate.id === id);
    if (!party) throw new RangeError(`unknown party ${id}`);
    const diff = this.changed(party, set);
    if (diff) this.op({ entity: 'party', id, set: diff });
  }

  setItem(id: number, set: Partial<ItemFields>): void {
    const item = this.s.items.find((candidate) => candidate.id === id);
    if (!item) throw new RangeError(`unknown item ${id}`);
    const diff = this.changed(item, set);
    if (diff) this.op({ entity: 'item', id, set: diff });
  }

  setSchedule(id: number, set: Partial<ScheduleFields>): void {
    const schedule = this.s.items.flatMap((item) => item.schedules).find((candidate) => candidate.id === id);
    if (!schedule) throw new RangeError(`unknown schedule ${id}`);
    const diff = this.changed(schedule, set);
    if (diff) this.op({ entity: 'schedule', id, set: diff });
  }

  /** A new schedule row of the item (answers its provisional id: negative, unique in the snapshot). */
  addSchedule(itemId: number, values: Omit<ScheduleSnapshot, 'id'>): number {
    const ids = this.s.items.flatMap((item) => item.schedules.map((schedule) => schedule.id));
    const id = Math.min(0, ...ids) - 1;
    this.op({ entity: 'new_schedule', itemId, id, values });
    return id;
  }

  setFee(id: number, set: Partial<FeeFields>): void {
    const fee = this.s.items.flatMap((item) => item.fees).find((candidate) => candidate.id === id);
    if (!fee) throw new RangeError(`unknown fee ${id}`);
    const diff = this.changed(fee, set);
    if (diff) this.op({ entity: 'fee', id, set: diff });
  }

  shipment(op: Extract<PatchOp, { entity: 'shipment' }>): void {
    this.op(op);
  }

  recomputeFees(): void {
    if (!this.patch.some((op) => op.entity === 'fees')) this.op({ entity: 'fees', recompute: true });
  }

  event(name: LifecycleEventName, payload: LifecycleEvent['payload'] = {}): void {
    this.events.push({ name, payload });
  }

  note(event: LifecycleEventName | null, notes: string): void {
    this.timeline.push({ event, notes });
  }

  /** Records a posting; postings touching the float account move snapshot.floatAmount. */
  post(posting: Posting): void {
    if (posting.entries.length === 0) return;
    this.postings.push(posting);
    const key = floatAccountKey(this.s.id, this.s.currency);
    for (const entry of posting.entries) if (entry.accountKey === key) this.s.floatAmount += entry.amount;
  }

  job(directive: JobDirective): void {
    this.jobs.push(directive);
  }

  dispute(directive: DisputeDirective): void {
    this.disputes.push(directive);
  }

  money(amount: bigint): string {
    return `${formatMoney(amount)} ${this.s.currency.toUpperCase()}`;
  }

  /** The accepted decision; adds the statusCode change when `withStatus`. */
  finish(withStatus = true): Accepted {
    if (withStatus) this.setTransaction({ statusCode: deriveStatusCode(this.s) });
    return {
      ok: true,
      patch: this.patch,
      events: this.events,
      timeline: this.timeline,
      postings: this.postings,
      jobs: this.jobs,
      disputes: this.disputes,
    };
  }
}
