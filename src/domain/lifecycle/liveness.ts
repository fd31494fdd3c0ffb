/**
 * Liveness of held money (docs/ledger.md, "Liveness"): every cent a transaction holds, in
 * escrow or in float, has a way out: an action some party may take now, a job that is
 * scheduled, or an operator decision that the operator queue lists. A closed transaction holds
 * nothing; a cancelled one holds only what its settlement still pays or returns.
 *
 * The ways out are not described here a second time: each is asked of the lifecycle core
 * (`decide()`), with the actor who would take it, on the snapshot as it is. So a rule that
 * closes a door (a payee who may not choose a payout method, a cancelled transaction refusing
 * a payout) strands money here at once, whatever the rule's name.
 */
import type { Actor } from './actor.js';
import type { Command, CommandType } from './commands.js';
import type { JobKind } from './decision.js';
import type { CommandFacts } from './facts.js';
import { decide } from './machine.js';
import { applyToSnapshot } from './patch.js';
import { hasDisbursementMethod, heldAmount, isHeld, isTransferableItem, itemSettled, payeeParty } from './queries.js';
import type { ItemSnapshot, PartyRole, TransactionSnapshot } from './snapshot.js';
import { formatMoney } from '../shared/money.js';

/** A job not yet done, as the jobs table (or a test's job runner) holds it. */
export interface PendingJob {
  kind: JobKind;
  itemId: number | null;
  runAt: Date;
}

type WayOut =
  | { kind: 'party_action'; action: CommandType; customerIds: number[]; roles: PartyRole[] }
  | { kind: 'scheduled_job'; job: JobKind; runAt: Date }
  | { kind: 'operator_decision'; decision: 'resolve_dispute' | 'clear_float' }
  /** A fee item or commission settles with the goods, which have a way out of their own. */
  | { kind: 'follows_goods'; itemId: number };

/** One amount a transaction holds: an item's escrow, or the payment in float (itemId null). */
interface HeldMoney {
  itemId: number | null;
  amount: bigint;
  /** Null: stranded. */
  wayOut: WayOut | null;
  /** The way out in words, or why there is none. */
  why: string;
}

export interface Liveness {
  transactionId: number;
  held: HeldMoney[];
  stranded: HeldMoney[];
  strandedAmount: bigint;
  /** What waits for an operator: the operator queue's entries of this transaction. */
  operatorDecisions: HeldMoney[];
}

const service: Actor = { kind: 'service' };
/** The facts a payout choice is decided with: a method that suits (the choice itself is probed, not the bank details). */
const anyPayoutMethod: CommandFacts = { payoutMethod: { ok: true, id: 0, type: 'wire_transfer' } };
/** The party actions that move an item towards its settlement, in the order they are tried. */
const itemActions: readonly CommandType[] = ['ship', 'receive', 'accept', 'reject', 'ship_return', 'receive_return', 'accept_return', 'reject_return'];

function probe(s: TransactionSnapshot, command: Command, actor: Actor, now: Date, facts: CommandFacts = {}): TransactionSnapshot | null {
  const decision = decide(s, command, actor, now, facts);
  return decision.ok ? applyToSnapshot(s, decision) : null;
}

function allowed(s: TransactionSnapshot, command: Command, actor: Actor, now: Date): boolean {
  return decide(s, command, actor, now).ok;
}

function heldOf(s: TransactionSnapshot, itemId: number): bigint {
  const item = s.items.find((candidate) => candidate.id === itemId);
  return item ? heldAmount(item) : 0n;
}

/** The settlement run moves some of this item's money. */
function settlementMoves(s: TransactionSnapshot, itemId: number, now: Date): boolean {
  const after = probe(s, { type: 'disburse' }, service, now);
  return after !== null && heldOf(after, itemId) < heldOf(s, itemId);
}

function roleOf(s: TransactionSnapshot, customerId: number): PartyRole {
  return payeeParty(s, customerId)?.role ?? s.parties.find((party) => party.customerId === customerId)?.role ?? 'seller';
}

/** The way out of one item's held money, or why there is none. */
function itemWayOut(s: TransactionSnapshot, item: ItemSnapshot, jobs: readonly PendingJob[], now: Date): { wayOut: WayOut | null; why: string } {
  if (s.closedAt !== null) return { wayOut: null, why: 'the transaction is closed, yet escrow still holds it' };
  if (settlementMoves(s, item.id, now)) {
    const job = jobs.find((candidate) => candidate.kind === 'disburse');
    return job
      ? { wayOut: { kind: 'scheduled_job', job: 'disburse', runAt: job.runAt }, why: `the settlement job (${job.runAt.toISOString()}) pays it out or refunds it` }
      : { wayOut: null, why: 'its settlement is due but no settlement job is scheduled' };
  }
  if (item.inDispute) return { wayOut: { kind: 'operator_decision', decision: 'resolve_dispute' }, why: 'the dispute awaits an operator decision' };

  // Payees without a payout method: the settlement pays once they choose, if they may.
  const waiting = [...new Set(item.schedules.filter((x) => isHeld(x) && x.beneficiaryCustomerId !== null).map((x) => x.beneficiaryCustomerId as number))].filter(
    (payee) => !hasDisbursementMethod(s, payee),
  );
  if (waiting.length > 0) {
    let chosen = s;
    const refusals: string[] = [];
    for (const payee of waiting) {
      const decision = decide(chosen, { type: 'select_payout_method', method: { id: 0 } }, { kind: 'customer', customerId: payee }, now, anyPayoutMethod);
      if (decision.ok) chosen = applyToSnapshot(chosen, decision);
      else refusals.push(`customer ${payee} may not choose a payout method (${decision.error.message})`);
    }
    if (refusals.length === 0 && settlementMoves(chosen, item.id, now))
      return {
        wayOut: { kind: 'party_action', action: 'select_payout_method', customerIds: waiting, roles: waiting.map((payee) => roleOf(s, payee)) },
        why: `paid once ${waiting.map((payee) => `the ${roleOf(s, payee)} (customer ${payee})`).join(' and ')} chooses a payout method`,
      };
    if (refusals.length > 0 && (isTransferableItem(item) ? item.accepted && !item.acceptedReturned : true))
      return { wayOut: null, why: `it awaits a payout method, but ${refusals.join('; ')}` };
  }

  if (isTransferableItem(item)) {
    // Accepted goods whose payee owes more than they bring are paid with its later goods
    // (src/domain/lifecycle/settlement.ts): they follow those goods' way out.
    if (item.accepted && !item.acceptedReturned)
      for (const goods of s.items.filter(
        (other) => isTransferableItem(other) && other.id !== item.id && !itemSettled(other) && !(other.accepted && !other.acceptedReturned),
      )) {
        const way = itemWayOut(s, goods, jobs, now);
        if (way.wayOut) return { wayOut: { kind: 'follows_goods', itemId: goods.id }, why: `it is paid with item ${goods.id}, whose way out is: ${way.why}` };
      }
    for (const action of itemActions)
      for (const party of s.parties) {
        const command = { type: action, itemId: item.id, shippingInformation: { authorizationType: 'push' } } as Command;
        if (allowed(s, command, { kind: 'customer', customerId: party.customerId }, now))
          return { wayOut: { kind: 'party_action', action, customerIds: [party.customerId], roles: [party.role] }, why: `the ${party.role} may ${action} it` };
      }
    const autoAccept = jobs.find((job) => job.kind === 'auto_accept' && job.itemId === item.id);
    if (autoAccept && item.received && !item.accepted && !item.rejected)
      return {
        wayOut: { kind: 'scheduled_job', job: 'auto_accept', runAt: autoAccept.runAt },
        why: `accepted by the auto-accept job at ${autoAccept.runAt.toISOString()}`,
      };
    const cancel = s.parties.find((party) => allowed(s, { type: 'cancel' }, { kind: 'customer', customerId: party.customerId }, now));
    if (cancel)
      return {
        wayOut: { kind: 'party_action', action: 'cancel', customerIds: [cancel.customerId], roles: [cancel.role] },
        why: `the ${cancel.role} may cancel (a refund)`,
      };
    return { wayOut: null, why: 'no party, job or operator decision can move it' };
  }

  // A fee item or commission settles once every transferable item is settled.
  for (const goods of s.items.filter(isTransferableItem)) {
    if (itemSettled(goods)) continue;
    const way = itemWayOut(s, goods, jobs, now);
    if (way.wayOut) return { wayOut: { kind: 'follows_goods', itemId: goods.id }, why: `it settles with item ${goods.id}, whose way out is: ${way.why}` };
  }
  return { wayOut: null, why: 'every item of goods is settled or stuck, and the settlement cannot pay or refund it' };
}

/**
 * The liveness of one transaction's held money. `jobs` are its pending jobs; `now` is the
 * transaction's own clock (the wall clock plus its sandbox offset).
 */
export function checkLiveness(s: TransactionSnapshot, jobs: readonly PendingJob[], now: Date): Liveness {
  const held: HeldMoney[] = [];
  for (const item of s.items) {
    const amount = heldAmount(item);
    if (amount === 0n) continue;
    held.push({ itemId: item.id, amount, ...itemWayOut(s, item, jobs, now) });
  }
  if (s.floatAmount > 0n) {
    const job = jobs.find((candidate) => candidate.kind === 'float_release');
    held.push({
      itemId: null,
      amount: s.floatAmount,
      ...(s.closedAt !== null
        ? { wayOut: null, why: 'the transaction is closed, yet a payment is still in float' }
        : job
          ? { wayOut: { kind: 'scheduled_job', job: 'float_release', runAt: job.runAt }, why: `the payment in float clears at ${job.runAt.toISOString()}` }
          : { wayOut: { kind: 'operator_decision', decision: 'clear_float' }, why: 'the payment in float awaits an operator: released or cancelled' }),
    });
  }
  const stranded = held.filter((entry) => entry.wayOut === null);
  return {
    transactionId: s.id,
    held,
    stranded,
    strandedAmount: stranded.reduce((sum, entry) => sum + entry.amount, 0n),
    operatorDecisions: held.filter((entry) => entry.wayOut?.kind === 'operator_decision'),
  };
}

/** "500.00 usd of item 3: <why>" for each stranded amount. */
export function strandedMessages(liveness: Liveness, currency: string): string[] {
  return liveness.stranded.map(
    (entry) => `${formatMoney(entry.amount)} ${currency} ${entry.itemId === null ? 'in float' : `of item ${entry.itemId}`}: ${entry.why}`,
  );
}
