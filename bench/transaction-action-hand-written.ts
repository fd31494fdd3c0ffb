/**
 * The hand-written reader of the TransactionAction body that src/rest/parse/transaction-action.ts
 * replaced with a zod declaration, kept as bench/shapes.ts's yardstick. Not used by the service.
 */
import { emailProblem } from '../src/domain/shared/email.js';
import type { Command, PartyActionType, ShippingInformation, TermsChange, ItemTermsChange } from '../src/domain/lifecycle/commands.js';
import { authorizationTypes, batchableActionTypes, isPartyActionType, itemActionTypes, partyActionTypes } from '../src/domain/lifecycle/commands.js';
import { ValidationError } from '../src/domain/shared/errors.js';
import { ErrorReport, type ErrorScope } from '../src/domain/shared/field-errors.js';
import { isPlainObject } from '../src/domain/shared/validation.js';
import { fail, field, ok, readMoney, readOneOf, type Read } from '../src/rest/parse/json.js';
import { parsed, type Parsed } from '../src/rest/parse/submit.js';
import { isRowId } from '../src/domain/shared/ids.js';

type Body = Record<string, unknown>;
type BatchableType = (typeof batchableActionTypes)[number];

/** Actions the item endpoint takes: those that concern one item (a milestone) at a time. */
const itemActions = new Set<string>(itemActionTypes);

/**
 * Reads a TransactionAction body; `itemId` is the item of PATCH /transaction/{id}/item/{item_id}.
 * A body that names no action this endpoint takes is refused at once: nothing else of it can
 * be read without knowing the action.
 */
export function parseTransactionActionByHand(body: unknown, itemId?: number): Parsed<Command> {
  if (!isPlainObject(body)) throw new ValidationError({ action: ['is required'] }, 'The body must be a TransactionAction object');
  const action = actionName(body.action);
  if (body.action === undefined || body.action === null || body.action === '') throw new ValidationError({ action: ['is required'] });
  if (action === null) throw new ValidationError({ action: [`must be one of ${[...partyActionTypes, 'modify'].sort().join(', ')}`] });
  if (body.action_to !== undefined && body.action_to !== 'buyer' && body.action_to !== 'seller') {
    throw new ValidationError({ action_to: ['must be buyer or seller'] });
  }
  if (itemId !== undefined && !itemActions.has(action)) {
    throw new ValidationError({ action: [`${action} applies to the whole transaction: PATCH /transaction/{id} instead`] });
  }
  const errors = new ErrorReport();
  const command = action === 'batch' ? readBatch(body, errors.at()) : readAction(action, body, itemId, errors.at());
  return parsed(command, errors);
}

/** `modify` is the contract's older name of modify_terms. */
function actionName(value: unknown): PartyActionType | null {
  const name = value === 'modify' ? 'modify_terms' : value;
  return isPartyActionType(name) ? name : null;
}

function isBatchable(value: unknown): value is BatchableType {
  return (batchableActionTypes as readonly unknown[]).includes(value);
}

function readBatch(body: Body, errors: ErrorScope): Command {
  const actions = info(body.batch_information).actions;
  if (!Array.isArray(actions)) throw new ValidationError({ batch_information: { actions: ['must be a list of actions'] } });
  const scope = errors.at('batch_information', 'actions');
  const commands = actions.map((entry, index): Command => {
    const nested = info(entry);
    const type = nested.action === 'modify' ? 'modify_terms' : nested.action;
    if (!isBatchable(type)) {
      scope.at(index).add('action', 'must be an action other than batch and modify_party');
      return { type: 'agree' };
    }
    return readAction(type, nested, batchItemId(type, nested, scope.at(index)), scope.at(index));
  });
  return { type: 'batch', actions: commands };
}

/**
 * A batch entry names its item with `item_id` (what PATCH /transaction/{id}/item/{item_id}
 * names in its path); only the actions that concern one item take it.
 */
function batchItemId(type: BatchableType, entry: Body, errors: ErrorScope): number | undefined {
  if (entry.item_id === undefined || entry.item_id === null) return undefined;
  if (!itemActions.has(type)) {
    errors.add('item_id', `${type} applies to the whole transaction and names no item`);
    return undefined;
  }
  return field(entry, 'item_id', readId, errors) ?? undefined;
}

/** An *_information container: anything but an object reads as empty, as it always has. */
function info(value: unknown): Body {
  return isPlainObject(value) ? value : {};
}

function readAction(action: Exclude<PartyActionType, 'batch'>, body: Body, itemId: number | undefined, errors: ErrorScope): Command {
  const scope = itemId === undefined ? {} : { itemId };
  switch (action) {
    case 'ship':
    case 'ship_return':
    case 'update_tracking':
      return { type: action, ...scope, ...readShipping(body, errors) };
    case 'reject':
    case 'authenticator_rejects':
      return { type: action, ...scope, rejectionReason: text(info(body.rejection_information), 'rejection_reason', errors.at('rejection_information')) };
    case 'reject_return':
      return { type: action, ...scope, rejectionReason: text(info(body.reject_return_information), 'rejection_reason', errors.at('reject_return_information')) };
    case 'cancel':
      return { type: action, cancellationReason: text(info(body.cancel_information), 'cancellation_reason', errors.at('cancel_information')) };
    case 'float_cancel':
      return { type: action, reason: text(info(body.float_cancel_information), 'reason', errors.at('float_cancel_information')) };
    case 'upgrade_draft': {
      const flow = info(body.upgrade_draft_information).flow;
      if (flow !== undefined && flow !== null && flow !== 'create') errors.at('upgrade_draft_information').add('flow', 'must be create');
      return { type: action, ...(flow === 'create' ? { flow } : {}) };
    }
    case 'modify_terms':
      return { type: action, terms: readTerms(info(body.modify_terms_information), errors.at('modify_terms_information')) };
    case 'modify_party':
      return { type: action, ...readParty(info(info(body.modify_party_information).party), errors) };
    case 'agree':
    case 'receive':
    case 'accept':
    case 'receive_return':
    case 'accept_return':
    case 'float_release':
      return { type: action, ...scope };
  }
}

/** A string or null; anything else is reported with `message`. */
const textOr =
  (message: string) =>
  (value: unknown): Read<string> =>
    typeof value === 'string' ? ok(value) : fail(message);

function text(object: Body, name: string, errors: ErrorScope, message = 'must be a string'): string | null | undefined {
  return field(object, name, textOr(message), errors, { nullable: true });
}

function readShipping(body: Body, errors: ErrorScope): { shippingInformation?: ShippingInformation } {
  const value = body.shipping_information;
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) {
    errors.add('shipping_information', 'must be an object');
    return {};
  }
  const scope = errors.at('shipping_information');
  const shipping: ShippingInformation = {};
  const tracking = value.tracking_information;
  if (isPlainObject(tracking)) {
    const at = scope.at('tracking_information');
    shipping.trackingInformation = {
      carrier: text(tracking, 'carrier', at),
      trackingId: text(tracking, 'tracking_id', at),
      carrierContact: text(tracking, 'carrier_contact', at),
    };
  } else if (tracking !== undefined && tracking !== null) scope.add('tracking_information', 'must be an object');
  const authorization = field(value, 'authorization_type', (v) => readOneOf(v, authorizationTypes), scope, { nullable: true });
  if (authorization !== undefined) shipping.authorizationType = authorization;
  return { shippingInformation: shipping };
}

/** An id as the contract has always checked it: a positive whole number (within the id column). */
function readId(value: unknown): Read<number> {
  return isRowId(value) ? ok(value) : fail('must be a positive integer');
}

function readTerms(object: Body, errors: ErrorScope): TermsChange {
  const terms: TermsChange = {};
  const description = field(object, 'description', textOr('must be a non-empty string'), errors);
  if (description !== undefined && description !== null) terms.description = description;
  const items = object.items;
  if (items === undefined) return terms;
  if (!Array.isArray(items)) {
    errors.add('items', 'must be a list');
    return terms;
  }
  terms.items = items.map((entry, index) => readItemChange(info(entry), errors.at('items', index)));
  return terms;
}

function readItemChange(object: Body, errors: ErrorScope): ItemTermsChange {
  const change: ItemTermsChange = {};
  const id = field(object, 'id', readId, errors);
  if (id != null) change.itemId = id;
  const title = field(object, 'title', textOr('must be a non-empty string of at most 255 characters'), errors);
  if (title != null) change.title = title;
  const description = field(object, 'description', textOr('must be a string of at most 1000 characters'), errors);
  if (description != null) change.description = description;
  const period = field(object, 'inspection_period', wholeSeconds, errors);
  if (period != null) change.inspectionPeriod = period;
  const schedule = object.schedule;
  if (Array.isArray(schedule)) {
    change.schedule = schedule.map((line, position) => {
      const entry = info(line);
      const at = errors.at('schedule', position);
      const scheduleId = field(entry, 'id', readId, at);
      const amount = field(entry, 'amount', readMoney, at);
      return { ...(scheduleId == null ? {} : { scheduleId }), ...(amount == null ? {} : { amount }) };
    });
  } else if (schedule !== undefined && schedule !== null) errors.add('schedule', 'must be a list');
  return change;
}

function wholeSeconds(value: unknown): Read<number> {
  return typeof value === 'number' && Number.isSafeInteger(value) ? ok(value) : fail('must be a whole number of seconds between 0 and 31536000');
}

/** The party to change and the new customer's email; the core finds or invites the customer. */
function readParty(party: Body, errors: ErrorScope): { partyId?: number; customer?: string } {
  const scope = errors.at('modify_party_information', 'party');
  const result: { partyId?: number; customer?: string } = {};
  const id = readId(party.id);
  if (id.ok) result.partyId = id.value;
  else scope.add('id', 'is required: the id of the party to change');
  const customer = party.customer;
  if (typeof customer !== 'string' || customer.trim() === '') scope.add('customer', 'is required: the email of the new customer');
  // The contract has answered an address that is none under modify_party_information itself.
  else if (emailProblem(customer) !== null) errors.add('modify_party_information', emailProblem(customer)!);
  else result.customer = customer;
  return result;
}
