/**
 * Agreement and the terms before it: agree, upgrade_draft (accept an offer), modify_terms and
 * modify_party. Terms and parties are fixed once both buyer and seller agreed.
 */
import { actingCustomerId, hasRole } from './actor.js';
import type { Command } from './commands.js';
import { refuse, type Refused } from './decision.js';
import { allAgreed, buyerAndSellerAgreed, hasMilestones, isTransferableItem, transferableTotal } from './queries.js';
import { agreeingRoles, type PartyRole } from './snapshot.js';
import { FieldCollector } from './validate.js';
import type { Work } from './work.js';
import { transactionAmountProblem } from '../shared/money.js';

type Of<T extends Command['type']> = Extract<Command, { type: T }>;

/** Marks the actor's own buyer/seller/broker parties agreed; emits agree when all now agreed. */
function agreeFor(w: Work, roles: readonly PartyRole[]): number {
  const wasAll = allAgreed(w.s);
  let count = 0;
  for (const party of w.s.parties) {
    if (!roles.includes(party.role) || !agreeingRoles.includes(party.role) || party.agreed) continue;
    w.setParty(party.id, { agreed: true, agreedAt: w.now });
    w.note(null, `The ${party.role} agreed to the terms.`);
    count++;
  }
  if (!wasAll && allAgreed(w.s)) {
    w.event('agree');
    w.note('agree', 'All parties agreed; the buyer may now pay.');
  }
  return count;
}

export function agree(w: Work): Refused | null {
  const roles = w.actor.roles.filter((role) => agreeingRoles.includes(role));
  if (roles.length === 0) return refuse('forbidden', 'Only the buyer, the seller or the broker agree to a transaction');
  if (w.s.isDraft) return refuse('invalid_state', 'The transaction is a draft offer; accept it with upgrade_draft before agreeing.', { state: 'draft' });
  if (agreeFor(w, roles) === 0) return refuse('invalid_state', `The ${roles.join(' and ')} already agreed.`, { state: 'already_agreed' });
  return null;
}

export function upgradeDraft(w: Work, _command: Of<'upgrade_draft'>): Refused | null {
  const me = actingCustomerId(w.actor);
  const counterparty = w.s.parties.some((party) => party.customerId === me && (party.role === 'buyer' || party.role === 'seller') && !party.initiator);
  if (!hasRole(w.actor, 'partner') && !counterparty) return refuse('forbidden', 'Only the partner or the buyer or seller who received the offer may accept it');
  if (!w.s.isDraft) return refuse('invalid_state', 'The transaction is not a draft offer.', { state: 'not_draft' });
  w.setTransaction({ isDraft: false });
  w.event('offer_accepted');
  w.note('offer_accepted', 'The offer was accepted; the transaction is started.');
  agreeFor(w, w.actor.roles);
  return null;
}

function termsFixed(w: Work, what: string): Refused | null {
  return buyerAndSellerAgreed(w.s)
    ? refuse('invalid_state', `Cannot ${what}: the buyer and the seller both agreed, so the terms are fixed.`, { state: 'agreed' })
    : null;
}

/**
 * Changing the terms resets agreement: the changing party's own buyer/seller/broker parties
 * agree to the new terms, every other agreeing party must agree again.
 */
function resetAgreement(w: Work): void {
  const me = actingCustomerId(w.actor);
  for (const party of w.s.parties) {
    if (!agreeingRoles.includes(party.role)) continue;
    if (party.customerId === me) w.setParty(party.id, party.agreed ? {} : { agreed: true, agreedAt: w.now });
    else w.setParty(party.id, { agreed: false, agreedAt: null });
  }
  if (allAgreed(w.s)) w.event('agree');
}

export function modifyTerms(w: Work, command: Of<'modify_terms'>): Refused | null {
  if (w.actor.roles.length === 0) return refuse('forbidden', 'Only a party of the transaction may modify its terms');
  const fixed = termsFixed(w, 'modify the terms');
  if (fixed) return fixed;
  const errors = new FieldCollector();
  const base = ['terms'];
  const terms = command.terms ?? {};
  let amountsChanged = false;
  const changes: string[] = [];
  for (const [index, change] of (terms.items ?? []).entries()) {
    const item = w.s.items.find((candidate) => candidate.id === change.itemId);
    if (!item) {
      errors.add([...base, 'items', String(index), 'itemId'], `item ${change.itemId} is not part of this transaction`);
      continue;
    }
    for (const [position, entry] of (change.schedule ?? []).entries())
      if (!item.schedules.some((schedule) => schedule.id === entry.scheduleId))
        errors.add([...base, 'items', String(index), 'schedule', String(position), 'scheduleId'], `schedule ${entry.scheduleId} is not part of item ${item.id}`);
  }
  if (!errors.empty) return errors.refusal();

  const before = JSON.stringify(w.s, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  if (terms.description !== undefined) w.setTransaction({ description: terms.description });
  for (const change of terms.items ?? []) {
    const set: { title?: string; description?: string; inspectionPeriod?: number } = {};
    if (change.title !== undefined) set.title = change.title;
    if (change.description !== undefined) set.description = change.description;
    if (change.inspectionPeriod !== undefined) set.inspectionPeriod = change.inspectionPeriod;
    w.setItem(change.itemId!, set);
    for (const entry of change.schedule ?? []) {
      const length = w.patch.length;
      w.setSchedule(entry.scheduleId!, { amount: entry.amount! });
      if (w.patch.length > length) {
        amountsChanged = true;
        changes.push(`item ${change.itemId} amount ${w.money(entry.amount!)}`);
      }
    }
  }
  const after = JSON.stringify(w.s, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  if (before === after) {
    errors.add(base, 'changes nothing');
    return errors.refusal();
  }
  if (!hasMilestones(w.s)) {
    const periods = new Set(w.s.items.filter(isTransferableItem).map((item) => item.inspectionPeriod));
    if (periods.size > 1) {
      errors.add([...base, 'items'], 'inspection periods must be equal across items of a non-milestone transaction');
      return errors.refusal();
    }
  }
  const amountProblem = amountsChanged
    ? transactionAmountProblem(w.s.items.reduce((sum, item) => item.schedules.reduce((inner, x) => inner + x.amount, sum), 0n))
    : null;
  if (amountProblem !== null) {
    errors.add([...base, 'items'], amountProblem);
    return errors.refusal();
  }
  if (amountsChanged) {
    w.setTransaction({ totalAmount: transferableTotal(w.s) });
    w.recomputeFees();
  }
  resetAgreement(w);
  w.note(null, `The terms were modified${changes.length > 0 ? ` (${changes.join(', ')})` : ''}; the other parties must agree again.`);
  return null;
}

/** `customerId`: the customer the command's email names, looked up before deciding (CommandFacts). */
export function modifyParty(w: Work, command: Of<'modify_party'>, customerId: number | undefined): Refused | null {
  if (customerId === undefined) throw new Error('modify_party is decided with the customer its email names (CommandFacts.partyCustomerId)');
  if (w.actor.roles.length === 0) return refuse('forbidden', 'Only a party of the transaction may modify its parties');
  const party = w.s.parties.find((candidate) => candidate.id === command.partyId);
  if (!party) return refuse('not_found', `Party ${command.partyId} is not part of transaction ${w.s.id}`);
  if (party.customerId === actingCustomerId(w.actor) && !hasRole(w.actor, 'partner'))
    return refuse('forbidden', 'A party cannot hand its own place in the transaction to another customer');
  const fixed = termsFixed(w, 'modify a party');
  if (fixed) return fixed;
  const errors = new FieldCollector();
  if (party.role === 'partner') errors.add(['partyId'], 'the partner of a transaction cannot be replaced');
  else if (party.customerId === customerId) errors.add(['customer'], 'is already this party');
  else {
    const other = w.s.parties.find((candidate) => candidate.customerId === customerId && candidate.role !== 'partner' && candidate.id !== party.id);
    if (other) errors.add(['customer'], `already takes part as the ${other.role}`);
  }
  if (!errors.empty) return errors.refusal();

  const previous = party.customerId;
  // A partner that is also the buyer or the seller stays the partner: the partner_fee it is paid
  // stays its own (else the fee's payee would be a customer who may not choose its payout method,
  // and the fee's held money would have no way out).
  const stillPartner = w.s.parties.some((candidate) => candidate.role === 'partner' && candidate.customerId === previous);
  w.setParty(party.id, { customerId, agreed: false, agreedAt: null });
  for (const item of w.s.items) {
    const partnersFee = stillPartner && item.type === 'partner_fee';
    for (const schedule of item.schedules) {
      if (schedule.payerCustomerId === previous) w.setSchedule(schedule.id, { payerCustomerId: customerId });
      if (schedule.beneficiaryCustomerId === previous && !partnersFee) w.setSchedule(schedule.id, { beneficiaryCustomerId: customerId });
    }
    for (const fee of item.fees) if (fee.payerCustomerId === previous) w.setFee(fee.id, { payerCustomerId: customerId });
  }
  w.recomputeFees();
  w.note(null, `The ${party.role} was changed to another customer; they must agree to the transaction.`);
  return null;
}
