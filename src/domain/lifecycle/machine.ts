/**
 * The lifecycle state machine: decide(snapshot, command, actor, now) → Decision.
 *
 * Every command passes the same gate, in this order:
 *  1. payload shape (validation);
 *  2. the actor: As-Customer checks, the actor kind the command needs, party membership
 *     (forbidden);
 *  3. terminal states: a completed transaction refuses everything, a cancelled one everything
 *     but the service's settlement (disburse) and float resolution (invalid_state); the
 *     choices (payment method, payout method) and the sandbox clock say that themselves;
 *  4. the command's own role rules (forbidden) and state rules (invalid_state, validation).
 * The decision is pure: the same inputs (snapshot, command, actor, clock and the facts looked
 * up before deciding) give the same answer, nothing is mutated.
 */
import { asCustomerActions, resolveActor, type Actor, type ResolvedActor } from './actor.js';
import { agree, modifyParty, modifyTerms, upgradeDraft } from './agreement.js';
import { cancel } from './cancel.js';
import { choiceCommandTypes, disputeCommandTypes, releaseCommandTypes, type Command, type CommandType } from './commands.js';
import { refuse, type Accepted, type Decision, type Refused } from './decision.js';
import { accept, authenticatorRejects, autoAccept, receive, reject, ship, updateTracking } from './delivery.js';
import type { CommandFacts } from './facts.js';
import { fund, floatCancel, floatRelease } from './funding.js';
import { applyToSnapshot } from './patch.js';
import { selectPaymentMethod } from './payment-choice.js';
import { selectPayoutMethod } from './payout-choice.js';
import { acceptReturn, receiveReturn, rejectReturn, shipReturn } from './returns.js';
import { acceptSettlement, openDispute, proposeSettlement, resolveDispute, withdrawDispute } from './disputes.js';
import { advanceClock } from './sandbox-clock.js';
import { releaseStranded } from './release.js';
import { releaseFunds } from './partial-release.js';
import { disburse } from './settlement.js';
import type { TransactionSnapshot } from './snapshot.js';
import { deriveStatusCode } from './status-code.js';
import { validateCommand } from './validate.js';
import { Work } from './work.js';

/** Commands only the service or an operator sends. */
const serviceOrOperator: readonly CommandType[] = ['fund', 'disburse', 'auto_accept', 'float_release', 'float_cancel'];
const operatorOnly: readonly CommandType[] = ['resolve_dispute', 'release_stranded'];
/** Allowed on a cancelled transaction: returning the money still held or floating. */
const allowedWhenCancelled: readonly CommandType[] = ['disburse', 'float_release', 'float_cancel'];
/** Commands that cannot be part of a batch. */
const notBatchable: readonly CommandType[] = [
  'batch',
  'fund',
  'disburse',
  'auto_accept',
  'resolve_dispute',
  'release_stranded',
  ...choiceCommandTypes,
  ...disputeCommandTypes,
  ...releaseCommandTypes,
];
/** Commands whose own rules say what a completed or cancelled transaction allows, in their own words. */
const ownTerminalRules: readonly CommandType[] = [...choiceCommandTypes, 'release_stranded'];

function gate(s: TransactionSnapshot, type: CommandType, actor: ResolvedActor): Refused | null {
  if (actor.onBehalfOf !== null && !asCustomerActions.includes(type)) return refuse('forbidden', `A partner acting for a party (As-Customer) may not ${type}`);
  if (serviceOrOperator.includes(type)) {
    if (actor.kind === 'customer') return refuse('forbidden', `Only an operator or the service may ${type}`);
  } else if (operatorOnly.includes(type)) {
    if (actor.kind !== 'operator') return refuse('forbidden', `Only an operator may ${type}`);
  } else if (type === 'authenticator_rejects') {
    if (actor.kind === 'service' || (actor.kind === 'customer' && !actor.roles.includes('partner')))
      return refuse('forbidden', 'Only the partner (for its authenticator) or an operator may record an authenticator rejection');
  } else if (actor.kind !== 'customer' || actor.roles.length === 0) {
    return refuse('forbidden', 'Only the parties of a transaction may act on it');
  }
  if (ownTerminalRules.includes(type)) return null;
  if (s.closedAt !== null)
    return refuse('invalid_state', `The transaction was completed at ${s.closedAt.toISOString()}; no further action is possible.`, {
      state: 'completed',
    });
  if (s.isCancelled && !allowedWhenCancelled.includes(type))
    return refuse('invalid_state', 'The transaction is cancelled; no further action is possible.', { state: 'cancelled' });
  return null;
}

function run(w: Work, command: Command, facts: CommandFacts): Refused | null {
  switch (command.type) {
    case 'agree':
      return agree(w);
    case 'upgrade_draft':
      return upgradeDraft(w, command);
    case 'modify_terms':
      return modifyTerms(w, command);
    case 'modify_party':
      return modifyParty(w, command, facts.partyCustomerId);
    case 'cancel':
      return cancel(w, command);
    case 'ship':
      return ship(w, command);
    case 'receive':
      return receive(w, command);
    case 'accept':
      return accept(w, command);
    case 'reject':
      return reject(w, command);
    case 'auto_accept':
      return autoAccept(w, command);
    case 'authenticator_rejects':
      return authenticatorRejects(w, command);
    case 'update_tracking':
      return updateTracking(w, command);
    case 'ship_return':
      return shipReturn(w, command);
    case 'receive_return':
      return receiveReturn(w, command);
    case 'accept_return':
      return acceptReturn(w, command);
    case 'reject_return':
      return rejectReturn(w, command);
    case 'resolve_dispute':
      return resolveDispute(w, command);
    case 'open_dispute':
      return openDispute(w, command);
    case 'propose_settlement':
      return proposeSettlement(w, command, facts.dispute);
    case 'accept_settlement':
      return acceptSettlement(w, command, facts.dispute);
    case 'withdraw_dispute':
      return withdrawDispute(w, command, facts.dispute);
    case 'release_funds':
      return releaseFunds(w, command, facts.payoutFees);
    case 'fund':
      return fund(w, command, facts.payment);
    case 'float_release':
      return floatRelease(w, facts.payment);
    case 'float_cancel':
      return floatCancel(w, command);
    case 'disburse':
      return disburse(w, facts.payoutFees);
    case 'release_stranded':
      return releaseStranded(w, command, facts);
    case 'select_payment_method':
      return selectPaymentMethod(w, command, facts.payment);
    case 'select_payout_method':
      return selectPayoutMethod(w, facts.payoutMethod);
    case 'advance_clock':
      return advanceClock(w, command);
    case 'batch':
      throw new Error('batch is decided by decideBatch');
  }
}

function decideOne(snapshot: TransactionSnapshot, command: Command, actor: Actor, now: Date, facts: CommandFacts, nested: boolean): Decision {
  const invalid = validateCommand(command, { nested, httpsOnly: facts.httpsOnly });
  if (invalid) return invalid;
  const resolved = resolveActor(snapshot, actor);
  if ('ok' in resolved) return resolved;
  const denied = gate(snapshot, command.type, resolved);
  if (denied) return denied;
  if (command.type === 'batch') return decideBatch(snapshot, command.actions, actor, now);
  const work = new Work(snapshot, now, resolved);
  const refused = run(work, command, facts);
  return refused ?? work.finish(false);
}

/** All or nothing: each command is decided on the state the previous ones left. */
function decideBatch(snapshot: TransactionSnapshot, commands: readonly Command[], actor: Actor, now: Date): Decision {
  const combined: Accepted = { ok: true, patch: [], events: [], timeline: [], postings: [], jobs: [], disputes: [] };
  let current = snapshot;
  for (const [index, command] of commands.entries()) {
    const type = typeof command === 'object' && command !== null ? String(command.type) : 'unknown';
    if (notBatchable.includes(type as CommandType))
      return refuse('validation', `Action ${index} of the batch cannot be batched: ${type}`, {
        index,
        fields: { actions: { [String(index)]: [`${type} cannot be part of a batch`] } },
      });
    const decision = decideOne(current, command, actor, now, {}, true);
    if (!decision.ok)
      return refuse(decision.error.code, `Action ${index} of the batch (${type}) was refused: ${decision.error.message}`, {
        ...decision.error.details,
        index,
        cause: decision.error,
      });
    combined.patch.push(...decision.patch);
    combined.events.push(...decision.events);
    combined.timeline.push(...decision.timeline);
    combined.postings.push(...decision.postings);
    combined.jobs.push(...decision.jobs);
    combined.disputes.push(...decision.disputes);
    current = applyToSnapshot(current, decision);
  }
  return combined;
}

/**
 * Decides one command. On success the patch ends with the new statusCode when it changed.
 * `now` is the transaction's clock (wall clock plus the sandbox clockOffsetSeconds); `facts`
 * what the command needs beyond the snapshot (see facts.ts).
 */
export function decide(snapshot: TransactionSnapshot, command: Command, actor: Actor, now: Date, facts: CommandFacts = {}): Decision {
  const decision = decideOne(snapshot, command, actor, now, facts, false);
  if (!decision.ok) return decision;
  const after = applyToSnapshot(snapshot, decision);
  const code = deriveStatusCode(after);
  if (code !== after.statusCode) decision.patch.push({ entity: 'transaction', set: { statusCode: code } });
  return decision;
}
