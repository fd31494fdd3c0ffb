/**
 * select_payment_method: the buyer (or an approved partner acting for it) chooses how it pays.
 * The options are the payments domain's (options.ts), decided on the snapshot and the facts
 * loaded before deciding; the choice sets the status code it implies (20 wire transfer, 22
 * card or PayPal, ...). A new choice replaces an earlier one until the money arrives.
 */
import { methodLabel } from '../payment-methods/catalog.js';
import { storedChoice } from '../payment-methods/choice.js';
import { chooseOption } from './payment-options.js';
import { hasRole, type ResolvedActor } from './actor.js';
import type { Command } from './commands.js';
import { refuse, type Refused } from './decision.js';
import type { PaymentFacts } from './facts.js';
import type { Work } from './work.js';

const payerOnlyMessage = 'Only the buyer, or an approved partner acting for the buyer (As-Customer), may see and choose payment methods';

/** Only the buyer sees and chooses payment methods, or an approved partner for it (spec 5.4). */
export function payerRefusal(actor: ResolvedActor): Refused | null {
  return hasRole(actor, 'buyer') ? null : refuse('forbidden', payerOnlyMessage);
}

export function selectPaymentMethod(w: Work, command: Extract<Command, { type: 'select_payment_method' }>, facts: PaymentFacts | undefined): Refused | null {
  const denied = payerRefusal(w.actor);
  if (denied) return denied;
  if (!facts) return refuse('invalid_state', 'The transaction has no buyer to pay it.');
  const chosen = chooseOption({ snapshot: w.s, ...facts }, command.method);
  if (!chosen.ok) return refuse('invalid_state', chosen.reason, { state: 'payment_not_possible' });
  w.setTransaction({ selectedPaymentMethod: command.method, ...storedChoice(command) });
  const who = w.actor.onBehalfOf === null ? 'The buyer' : 'The partner, for the buyer,';
  w.note(null, `${who} chose to pay ${w.money(chosen.option.total)} by ${methodLabel(command.method)}.`);
  return null;
}
