import { findOrInviteCustomer } from '../domain/customers/find-or-invite.js';
import { ValidationError } from '../domain/shared/errors.js';
import type { Command } from '../domain/lifecycle/commands.js';
import { batchableActionTypes, isCommandType, itemActionTypes, partyActionTypes, serviceCommandTypes } from '../domain/lifecycle/commands.js';
import { parseMoney } from '../domain/shared/money.js';
import type { Services } from '../domain/services.js';
import type { CommandSource } from '../domain/transactions/act.js';
import { isPlainObject } from '../domain/shared/validation.js';

/** Actions the item endpoint takes: those that concern one item (a milestone) at a time. */
const itemActions = new Set<string>(itemActionTypes);

/** The wire's TransactionAction (spec 2.5) as a lifecycle command; the core validates fields. */
export function parseTransactionAction(services: Services, body: unknown, callerId: number, itemId?: number): CommandSource {
  if (!isPlainObject(body)) throw new ValidationError({ action: ['is required'] }, 'The body must be a TransactionAction object');
  // `modify` is the contract's older name of modify_terms.
  const action = body.action === 'modify' ? 'modify_terms' : body.action;
  if (action === undefined || action === null || action === '') throw new ValidationError({ action: ['is required'] });
  if (!isCommandType(action) || (serviceCommandTypes as readonly string[]).includes(action)) {
    throw new ValidationError({ action: [`must be one of ${[...partyActionTypes, 'modify'].sort().join(', ')}`] });
  }
  if (body.action_to !== undefined && body.action_to !== 'buyer' && body.action_to !== 'seller') {
    throw new ValidationError({ action_to: ['must be buyer or seller'] });
  }
  if (itemId !== undefined && !itemActions.has(action)) {
    throw new ValidationError({ action: [`${action} applies to the whole transaction: PATCH /transaction/{id} instead`] });
  }
  if (action === 'modify_party') return modifyParty(services, body, callerId);
  return toCommand(action, body, itemId);
}

function isBatchable(value: unknown): value is (typeof batchableActionTypes)[number] {
  return (batchableActionTypes as readonly unknown[]).includes(value);
}

function object(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

/** Wire shipping_information → the core's ShippingInformation (non-objects go through for the core to refuse). */
function shipping(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const tracking = value.tracking_information;
  return {
    trackingInformation: isPlainObject(tracking)
      ? { carrier: tracking.carrier, trackingId: tracking.tracking_id, carrierContact: tracking.carrier_contact }
      : tracking,
    authorizationType: value.authorization_type,
  };
}

function toCommand(action: Command['type'], body: Record<string, unknown>, itemId: number | undefined): Command {
  const scope = itemId === undefined ? {} : { itemId };
  const loose = (command: Record<string, unknown>) => command as unknown as Command;
  switch (action) {
    case 'ship':
    case 'ship_return':
    case 'update_tracking':
      return loose({ type: action, shipping: shipping(body.shipping_information), ...scope });
    case 'reject':
    case 'authenticator_rejects':
      return loose({ type: action, rejectionReason: object(body.rejection_information).rejection_reason, ...scope });
    case 'reject_return':
      return loose({ type: action, rejectionReason: object(body.reject_return_information).rejection_reason, ...scope });
    case 'cancel':
      return loose({ type: action, cancellationReason: object(body.cancel_information).cancellation_reason });
    case 'upgrade_draft':
      return loose({ type: action, flow: object(body.upgrade_draft_information).flow });
    case 'float_cancel':
      return loose({ type: action, reason: object(body.float_cancel_information).reason });
    case 'modify_terms':
      return loose({ type: action, ...modifyTerms(body.modify_terms_information) });
    case 'batch': {
      const actions = object(body.batch_information).actions;
      if (!Array.isArray(actions)) throw new ValidationError({ batch_information: { actions: ['must be a list of actions'] } });
      return loose({
        type: 'batch',
        commands: actions.map((entry, index) => {
          const nested = isPlainObject(entry) ? entry : {};
          const type = nested.action === 'modify' ? 'modify_terms' : nested.action;
          if (!isBatchable(type)) {
            throw new ValidationError({ batch_information: { actions: { [String(index)]: { action: ['must be an action other than batch and modify_party'] } } } });
          }
          return toCommand(type, nested, undefined);
        }),
      });
    }
    default:
      return loose({ type: action, ...scope });
  }
}

function modifyTerms(value: unknown): Record<string, unknown> {
  const info = object(value);
  const items = Array.isArray(info.items)
    ? info.items.map((item) => {
        const entry = object(item);
        return {
          id: entry.id,
          title: entry.title,
          description: entry.description,
          inspectionPeriod: entry.inspection_period,
          schedule: Array.isArray(entry.schedule)
            ? entry.schedule.map((schedule) => {
                const line = object(schedule);
                const amount = parseMoney(line.amount);
                if (!amount.ok) throw new ValidationError({ modify_terms_information: { items: { schedule: { amount: [amount.message] } } } });
                return { id: line.id, amount: amount.minor };
              })
            : undefined,
        };
      })
    : info.items;
  return { description: info.description, items };
}

function modifyParty(services: Services, body: Record<string, unknown>, callerId: number): CommandSource {
  const party = object(object(body.modify_party_information).party);
  const errors: Record<string, string[]> = {};
  if (typeof party.id !== 'number' || !Number.isSafeInteger(party.id) || party.id <= 0) errors.id = ['is required: the id of the party to change'];
  if (typeof party.customer !== 'string' || party.customer.trim() === '') errors.customer = ['is required: the email of the new customer'];
  if (Object.keys(errors).length > 0) throw new ValidationError({ modify_party_information: { party: errors } });
  return async (tx) => ({
    type: 'modify_party',
    partyId: party.id as number,
    customerId: await findOrInviteCustomer(tx, services, party.customer as string, callerId, 'modify_party_information'),
  });
}
