/**
 * TransactionAction (spec 2.5) → the lifecycle core's Command, declared once with zod
 * (shape.ts): one declaration per action, each holding the `*_information` its action carries,
 * is both the parser of that action's body and its entry of the OpenAPI document, where
 * TransactionAction is their union on `action` (a batch entry's likewise). The parser reads types
 * and syntax only, under the wire names and with the messages this endpoint has always answered;
 * what the values must be is the core's to say. The core's domain paths are turned back into
 * wire paths with each action's renames (actionRenames).
 */
import * as z from 'zod';
import { emailProblem } from '../../domain/shared/email.js';
import type { Command, PartyActionType, ShippingInformation, TermsChange, ItemTermsChange } from '../../domain/lifecycle/commands.js';
import { authorizationTypes, batchableActionTypes, isPartyActionType, itemActionTypes, partyActionTypes } from '../../domain/lifecycle/commands.js';
import { validateCommand } from '../../domain/lifecycle/validate.js';
import { flattenFieldErrors, ValidationError, type FieldErrors } from '../../domain/shared/errors.js';
import type { ErrorScope } from '../../domain/shared/field-errors.js';
import { isPlainObject } from '../../domain/shared/validation.js';
import { fail, ok, readMoney, type Read } from './json.js';
import { documentedRequired, oneOf, optional, readBody, text, toJsonSchema, wireObject, wireValue, type DomainNames } from './shape.js';
import { parsed, type Parsed } from './submit.js';
import { insertMessages, type PathRenames } from './wire-errors.js';
import { isRowId } from '../../domain/shared/ids.js';

type BatchableType = (typeof batchableActionTypes)[number];
type ItemActionType = (typeof itemActionTypes)[number];

/** Actions the item endpoint takes: those that concern one item (a milestone) at a time. */
const itemActions = new Set<string>(itemActionTypes);

const isItemAction = (action: string): action is ItemActionType => itemActions.has(action);

// ------------------------------------------------------------------ the declarations

/** An *_information container: anything but an object reads as empty, as it always has. */
function container<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isPlainObject(value) ? value : {}), schema);
}

/** An object or list whose value of another type is reported on the field itself (not under its `all`), as the contract always has. */
function reportedOnField<T extends z.ZodType>(schema: T, isKind: (value: unknown) => boolean, message: string) {
  return z.preprocess((value, context) => {
    if (!isKind(value)) context.issues.push({ code: 'custom', message, input: value });
    return value;
  }, schema);
}

/** A value of any type, read by the command it goes into (modify_party's, which answers for absence too); `json` documents it. */
const passedOn = (json: Record<string, unknown>) => wireValue((value): Read<unknown> => ok(value), json);

/** An id as the contract has always checked it: a positive whole number (within the id column). */
function readId(value: unknown): Read<number> {
  return isRowId(value) ? ok(value) : fail('must be a positive integer');
}
const id = wireValue(readId, { type: 'integer' });

/** A free-form text; null reaches the core as null, as it always has. */
const reason = text('must be a string', {}, 'kept');

const trackingInformation = wireObject({ carrier: reason, tracking_id: reason, carrier_contact: reason });

const shippingInformation = optional(
  reportedOnField(
    wireObject({
      tracking_information: optional(reportedOnField(trackingInformation, isPlainObject, 'must be an object')),
      authorization_type: wireValue(
        (value): Read<(typeof authorizationTypes)[number]> =>
          typeof value === 'string' && (authorizationTypes as readonly string[]).includes(value)
            ? ok(value as (typeof authorizationTypes)[number])
            : fail(`must be one of ${authorizationTypes.join(', ')}`),
        { enum: [...authorizationTypes, null], description: 'Required to ship or return a domain name' },
        'kept',
      ),
    }),
    isPlainObject,
    'must be an object',
  ),
);

const rejectionInformation = optional(container(wireObject({ rejection_reason: reason })));

const amount = wireValue(readMoney, {
  oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }],
  examples: [1000.0, '1000.00'],
  description: 'Decimal amount: a number or a decimal string',
});

const scheduleChange = container(documentedRequired(wireObject({ id, amount }), ['id']));

const itemChange = container(
  documentedRequired(
    wireObject({
      id,
      title: text('must be a non-empty string of at most 255 characters', { maxLength: 255 }),
      description: text('must be a string of at most 1000 characters', { maxLength: 1000 }),
      inspection_period: wireValue(
        (value): Read<number> =>
          typeof value === 'number' && Number.isSafeInteger(value) ? ok(value) : fail('must be a whole number of seconds between 0 and 31536000'),
        { type: 'integer', minimum: 0, maximum: 31536000 },
      ),
      schedule: optional(reportedOnField(z.array(scheduleChange), Array.isArray, 'must be a list')),
    }),
    ['id'],
  ),
);

const modifyTermsInformation = optional(
  container(
    wireObject({
      description: text('must be a non-empty string'),
      // null is reported too: only an absent list changes nothing.
      items: reportedOnField(z.array(itemChange), Array.isArray, 'must be a list').optional(),
    }),
  ),
);

const modifyPartyInformation = optional(
  container(
    documentedRequired(
      wireObject({
        party: container(
          documentedRequired(wireObject({ id: passedOn({ type: 'integer' }), customer: passedOn({ type: 'string', format: 'email' }) }), ['id', 'customer']),
        ),
      }),
      ['party'],
    ),
  ),
);

/** What each action carries besides its name: the wire fields it reads. */
const carried = {
  agree: {},
  ship: { shipping_information: shippingInformation },
  receive: {},
  accept: {},
  reject: { rejection_information: rejectionInformation },
  ship_return: { shipping_information: shippingInformation },
  receive_return: {},
  accept_return: {},
  reject_return: { reject_return_information: rejectionInformation },
  cancel: { cancel_information: optional(container(wireObject({ cancellation_reason: reason }))) },
  update_tracking: { shipping_information: shippingInformation },
  modify_party: { modify_party_information: modifyPartyInformation },
  modify_terms: { modify_terms_information: modifyTermsInformation },
  upgrade_draft: { upgrade_draft_information: optional(container(wireObject({ flow: oneOf(['create'], 'must be create') }))) },
  batch: {},
  authenticator_rejects: { rejection_information: rejectionInformation },
  float_release: {},
  float_cancel: { float_cancel_information: optional(container(wireObject({ reason }))) },
} satisfies Record<PartyActionType, z.ZodRawShape>;

/** What the declarations read, in the domain's names: each action's body holds some of it. */
type ReadAction = Partial<
  DomainNames<
    z.output<
      z.ZodObject<
        (typeof carried)[Exclude<PartyActionType, 'batch'>] & {
          shipping_information: typeof shippingInformation;
          rejection_information: typeof rejectionInformation;
          reject_return_information: typeof rejectionInformation;
          cancel_information: (typeof carried)['cancel']['cancel_information'];
          float_cancel_information: (typeof carried)['float_cancel']['float_cancel_information'];
          upgrade_draft_information: (typeof carried)['upgrade_draft']['upgrade_draft_information'];
          modify_terms_information: typeof modifyTermsInformation;
          modify_party_information: typeof modifyPartyInformation;
          item_id: typeof id;
        }
      >
    >
  >
>;

/** The `action` of an action's body; `modify` is the contract's older name of modify_terms. */
function actionName<A extends PartyActionType>(action: A) {
  return action === 'modify_terms' ? z.enum(['modify_terms', 'modify']).meta({ description: '`modify` is the older name of modify_terms' }) : z.literal(action);
}

const actionTo = oneOf(['buyer', 'seller'], 'must be buyer or seller');

/** A batch entry's item: `item_id` (what the item endpoint names in its path), on the actions that concern one item only. */
function entryItem(action: BatchableType) {
  if (isItemAction(action)) return id;
  const message = `${action} applies to the whole transaction and names no item`;
  return wireValue((): Read<never> => fail(message), {
    type: 'null',
    description: 'Not taken: this action applies to the whole transaction (null reads as absent)',
  });
}

/** One batch entry's body, for each action a batch may hold. */
const entryBodies = Object.fromEntries(
  batchableActionTypes.map((action) => [action, wireObject({ action: actionName(action), item_id: entryItem(action), ...carried[action] })]),
) as unknown as Record<BatchableType, z.ZodType<ReadAction>>;

const batchEntry = z.discriminatedUnion('action', batchableActionTypes.map((action) => entryBodies[action]) as unknown as [z.ZodObject, ...z.ZodObject[]]);

/** The entries are read one by one, each with its action's declaration (entryBodies): the document shows their union. */
const batchInformation = optional(container(documentedRequired(wireObject({ actions: passedOn({ type: 'array', items: toJsonSchema(batchEntry) }) }), ['actions'])));

/** Each action's body: TransactionAction is their union on `action`. */
const actionBodies = Object.fromEntries(
  partyActionTypes.map((action) => [
    action,
    wireObject({ action: actionName(action), action_to: actionTo, ...(action === 'batch' ? { batch_information: batchInformation } : carried[action]) }),
  ]),
) as unknown as Record<PartyActionType, z.ZodType<ReadAction & { batchInformation?: { actions?: unknown } }>>;

/** The body of PATCH /transaction/{id} and /transaction/{id}/item/{item_id} (TransactionAction in the OpenAPI document). */
export const transactionActionBody = z.discriminatedUnion(
  'action',
  partyActionTypes.map((action) => actionBodies[action]) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

// ------------------------------------------------------------------ reading

/**
 * Reads a TransactionAction body; `itemId` is the item of PATCH /transaction/{id}/item/{item_id}.
 * A body that names no action this endpoint takes is refused at once: nothing else of it can
 * be read without knowing the action.
 */
export function parseTransactionAction(body: unknown, itemId?: number): Parsed<Command> {
  if (!isPlainObject(body)) throw new ValidationError({ action: ['is required'] }, 'The body must be a TransactionAction object');
  const action = readActionName(body.action);
  if (body.action === undefined || body.action === null || body.action === '') throw new ValidationError({ action: ['is required'] });
  if (action === null) throw new ValidationError({ action: [`must be one of ${[...partyActionTypes, 'modify'].sort().join(', ')}`] });
  if (body.action_to !== undefined && body.action_to !== 'buyer' && body.action_to !== 'seller') {
    throw new ValidationError({ action_to: ['must be buyer or seller'] });
  }
  if (itemId !== undefined && !itemActions.has(action)) {
    throw new ValidationError({ action: [`${action} applies to the whole transaction: PATCH /transaction/{id} instead`] });
  }
  const read = readBody(actionBodies[action], body);
  const errors = read.errors;
  if (action !== 'batch') return parsed(command(action, read.input, itemId, errors.at()), errors);
  const actions = read.input.batchInformation?.actions;
  if (!Array.isArray(actions)) throw new ValidationError({ batch_information: { actions: ['must be a list of actions'] } });
  return parsed(readBatch(actions, errors.at('batch_information', 'actions')), errors);
}

/** `modify` is the contract's older name of modify_terms. */
function readActionName(value: unknown): PartyActionType | null {
  const name = value === 'modify' ? 'modify_terms' : value;
  return isPartyActionType(name) ? name : null;
}

function isBatchable(value: unknown): value is BatchableType {
  return (batchableActionTypes as readonly unknown[]).includes(value);
}

/** Each entry read with its action's declaration, its problems reported under its position. */
function readBatch(actions: unknown[], scope: ErrorScope): Command {
  const commands = actions.map((entry, index): Command => {
    const object = isPlainObject(entry) ? entry : {};
    const type = object.action === 'modify' ? 'modify_terms' : object.action;
    if (!isBatchable(type)) {
      scope.at(index).add('action', 'must be an action other than batch and modify_party');
      return { type: 'agree' };
    }
    const read = readBody(entryBodies[type], object);
    for (const { path, messages } of flattenFieldErrors(read.errors.toObject())) {
      for (const message of messages) scope.at(index, ...path.slice(0, -1)).add(path[path.length - 1]!, message);
    }
    return command(type, read.input, read.input.itemId, scope.at(index));
  });
  return { type: 'batch', actions: commands };
}

/** The command an action's read body asks for. */
function command(action: Exclude<PartyActionType, 'batch'>, read: ReadAction, itemId: number | undefined, errors: ErrorScope): Command {
  const scope = itemId === undefined ? {} : { itemId };
  switch (action) {
    case 'ship':
    case 'ship_return':
    case 'update_tracking':
      return { type: action, ...scope, ...shipping(read.shippingInformation) };
    case 'reject':
    case 'authenticator_rejects':
      return { type: action, ...scope, rejectionReason: read.rejectionInformation?.rejectionReason };
    case 'reject_return':
      return { type: action, ...scope, rejectionReason: read.rejectReturnInformation?.rejectionReason };
    case 'cancel':
      return { type: action, cancellationReason: read.cancelInformation?.cancellationReason };
    case 'float_cancel':
      return { type: action, reason: read.floatCancelInformation?.reason };
    case 'upgrade_draft': {
      const flow = read.upgradeDraftInformation?.flow;
      return { type: action, ...(flow === undefined ? {} : { flow }) };
    }
    case 'modify_terms':
      return { type: action, terms: terms(read.modifyTermsInformation) };
    case 'modify_party':
      return { type: action, ...party(read.modifyPartyInformation?.party, errors) };
    case 'agree':
    case 'receive':
    case 'accept':
    case 'receive_return':
    case 'accept_return':
    case 'float_release':
      return { type: action, ...scope };
  }
}

function shipping(read: ReadAction['shippingInformation']): { shippingInformation?: ShippingInformation } {
  if (read === undefined) return {};
  const shipping: ShippingInformation = {};
  if (read.trackingInformation !== undefined) shipping.trackingInformation = read.trackingInformation;
  if (read.authorizationType !== undefined) shipping.authorizationType = read.authorizationType;
  return { shippingInformation: shipping };
}

function terms(read: ReadAction['modifyTermsInformation']): TermsChange {
  const terms: TermsChange = {};
  if (read?.description !== undefined) terms.description = read.description;
  if (read?.items !== undefined) terms.items = read.items.map(itemTermsChange);
  return terms;
}

type ReadItemChange = NonNullable<NonNullable<ReadAction['modifyTermsInformation']>['items']>[number];

function itemTermsChange(read: ReadItemChange): ItemTermsChange {
  const change: ItemTermsChange = {};
  if (read.id !== undefined) change.itemId = read.id;
  if (read.title !== undefined) change.title = read.title;
  if (read.description !== undefined) change.description = read.description;
  if (read.inspectionPeriod !== undefined) change.inspectionPeriod = read.inspectionPeriod;
  if (read.schedule !== undefined) {
    change.schedule = read.schedule.map((line) => ({
      ...(line.id === undefined ? {} : { scheduleId: line.id }),
      ...(line.amount === undefined ? {} : { amount: line.amount }),
    }));
  }
  return change;
}

/**
 * The party to change and the new customer's email; the core finds or invites the customer.
 * Both are required here, with the messages the contract has always answered.
 */
function party(read: { id?: unknown; customer?: unknown } | undefined, errors: ErrorScope): { partyId?: number; customer?: string } {
  const scope = errors.at('modify_party_information', 'party');
  const result: { partyId?: number; customer?: string } = {};
  if (isRowId(read?.id)) result.partyId = read.id;
  else scope.add('id', 'is required: the id of the party to change');
  const customer = read?.customer;
  if (typeof customer !== 'string' || customer.trim() === '') scope.add('customer', 'is required: the email of the new customer');
  // The contract has answered an address that is none under modify_party_information itself.
  else if (emailProblem(customer) !== null) errors.add('modify_party_information', emailProblem(customer)!);
  else result.customer = customer;
  return result;
}

// ------------------------------------------------------------------ domain paths → wire paths

/** Where each action's fields sit in TransactionAction, for the core's domain paths. */
export function actionRenames(command: Command): PathRenames {
  // itemId: a batch entry's item_id (on the item endpoint the item is in the path).
  const base: Record<string, string> = { type: 'action', itemId: 'item_id' };
  switch (command.type) {
    case 'reject':
    case 'authenticator_rejects':
      return { ...base, rejectionReason: 'rejection_information.rejection_reason' };
    case 'reject_return':
      return { ...base, rejectionReason: 'reject_return_information.rejection_reason' };
    case 'cancel':
      return { ...base, cancellationReason: 'cancel_information.cancellation_reason' };
    case 'float_cancel':
      return { ...base, reason: 'float_cancel_information.reason' };
    case 'upgrade_draft':
      return { ...base, flow: 'upgrade_draft_information.flow' };
    case 'modify_party':
      return { ...base, partyId: 'modify_party_information.party.id', customer: 'modify_party_information.party.customer' };
    case 'modify_terms':
      return {
        ...base,
        terms: 'modify_terms_information',
        'terms.items.*.itemId': 'modify_terms_information.items.*.id',
        'terms.items.*.schedule.*.scheduleId': 'modify_terms_information.items.*.schedule.*.id',
      };
    case 'batch': {
      const renames: Record<string, string> = { ...base, actions: 'batch_information.actions' };
      command.actions.forEach((entry, index) => {
        for (const [pattern, replacement] of Object.entries(actionRenames(entry))) {
          renames[`actions.${index}.${pattern}`] = `batch_information.actions.${index}.${replacement}`;
        }
      });
      return renames;
    }
    default:
      return base;
  }
}

/** The core's pure checks of an action, a batch's entries included, to answer with the parser's problems. */
export function checkAction(command: Command): FieldErrors | null {
  const errors: FieldErrors = { ...(validateCommand(command)?.error.details?.fields ?? {}) };
  if (command.type === 'batch') {
    command.actions.forEach((entry, index) => {
      const fields = validateCommand(entry, { nested: true })?.error.details?.fields ?? {};
      for (const { path, messages } of flattenFieldErrors(fields)) insertMessages(errors, ['actions', String(index), ...path], messages);
    });
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
