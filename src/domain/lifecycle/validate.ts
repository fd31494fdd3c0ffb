/**
 * Runtime checks of a command's payload, for callers that build commands from untrusted input
 * (REST bodies, GraphQL arguments). Messages are keyed by the wire field names of spec 2.5 in
 * the FieldErrors shape, e.g. { shipping_information: { authorization_type: ['...'] } }.
 */
import type { FieldErrors } from '../shared/errors.js';
import { MAX_MINOR } from '../shared/money.js';
import { authorizationTypes, isCommandType, type Command, type ShippingInformation } from './commands.js';
import { refuse, type Refused } from './decision.js';

export const MAX_REASON_LENGTH = 1000;
export const MAX_TRACKING_LENGTH = 255;
export const MAX_BATCH_SIZE = 50;
/** The longest inspection period accepted by modify_terms: 365 days. */
export const MAX_INSPECTION_PERIOD = 365 * 86_400;

export class FieldCollector {
  readonly errors: FieldErrors = {};
  add(path: readonly string[], message: string): void {
    let node: FieldErrors = this.errors;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        const existing = node[segment];
        if (Array.isArray(existing)) existing.push(message);
        else node[segment] = [message];
      } else {
        const existing = node[segment];
        if (existing === undefined || Array.isArray(existing)) node[segment] = {};
        node = node[segment] as FieldErrors;
      }
    });
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  refusal(message = 'The action has invalid fields'): Refused {
    return refuse('validation', message, { fields: this.errors });
  }
}

export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function optionalText(errors: FieldCollector, path: string[], value: unknown, max: number): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') errors.add(path, 'must be a string');
  else if (value.length > max) errors.add(path, `must be at most ${max} characters`);
}

export function checkShipping(errors: FieldCollector, value: unknown, required: boolean): void {
  const path = ['shipping_information'];
  if (value === undefined || value === null) {
    if (required) errors.add(path, 'is required');
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.add(path, 'must be an object');
    return;
  }
  const shipping = value as ShippingInformation;
  const tracking = shipping.trackingInformation;
  if (tracking !== undefined && tracking !== null) {
    if (typeof tracking !== 'object' || Array.isArray(tracking)) errors.add([...path, 'tracking_information'], 'must be an object');
    else {
      optionalText(errors, [...path, 'tracking_information', 'carrier'], tracking.carrier, MAX_TRACKING_LENGTH);
      optionalText(errors, [...path, 'tracking_information', 'tracking_id'], tracking.trackingId, MAX_TRACKING_LENGTH);
      optionalText(errors, [...path, 'tracking_information', 'carrier_contact'], tracking.carrierContact, MAX_TRACKING_LENGTH);
    }
  }
  const authorization = shipping.authorizationType;
  if (authorization !== undefined && authorization !== null && !authorizationTypes.includes(authorization))
    errors.add([...path, 'authorization_type'], `must be one of ${authorizationTypes.join(', ')}`);
}

function checkItemId(errors: FieldCollector, value: unknown, required: boolean): void {
  if (value === undefined) {
    if (required) errors.add(['item_id'], 'is required');
  } else if (!isId(value)) errors.add(['item_id'], 'must be a positive integer');
}

/** Structural validation of a command; null when it is well-formed. */
export function validateCommand(command: Command, nested = false): Refused | null {
  const errors = new FieldCollector();
  const raw = command as unknown as Record<string, unknown>;
  if (typeof command !== 'object' || command === null || !isCommandType(raw.type)) {
    errors.add(['action'], 'is not a known action');
    return errors.refusal();
  }
  switch (command.type) {
    case 'agree':
    case 'float_release':
    case 'disburse':
      break;
    case 'receive':
    case 'accept':
    case 'receive_return':
    case 'accept_return':
      checkItemId(errors, command.itemId, false);
      break;
    case 'ship':
    case 'ship_return':
      checkItemId(errors, command.itemId, false);
      checkShipping(errors, command.shipping, false);
      break;
    case 'update_tracking':
      checkItemId(errors, command.itemId, false);
      checkShipping(errors, command.shipping, true);
      if (!errors.empty) break;
      if (!command.shipping.trackingInformation && !command.shipping.authorizationType)
        errors.add(['shipping_information', 'tracking_information'], 'is required to update tracking');
      break;
    case 'reject':
    case 'authenticator_rejects':
      checkItemId(errors, command.itemId, false);
      optionalText(errors, ['rejection_information', 'rejection_reason'], command.rejectionReason, MAX_REASON_LENGTH);
      break;
    case 'reject_return':
      checkItemId(errors, command.itemId, false);
      optionalText(errors, ['reject_return_information', 'rejection_reason'], command.rejectionReason, MAX_REASON_LENGTH);
      break;
    case 'cancel':
      optionalText(errors, ['cancel_information', 'cancellation_reason'], command.cancellationReason, MAX_REASON_LENGTH);
      break;
    case 'float_cancel':
      optionalText(errors, ['reason'], command.reason, MAX_REASON_LENGTH);
      break;
    case 'modify_party':
      if (!isId(command.partyId)) errors.add(['modify_party_information', 'party', 'id'], 'must be a positive integer');
      if (!isId(command.customerId)) errors.add(['modify_party_information', 'party', 'customer'], 'must name a customer');
      break;
    case 'modify_terms':
      checkTerms(errors, command);
      break;
    case 'upgrade_draft':
      if (command.flow !== 'create') errors.add(['upgrade_draft_information', 'flow'], 'must be create');
      break;
    case 'batch':
      if (nested) errors.add(['batch_information', 'actions'], 'a batch cannot contain another batch');
      else if (!Array.isArray(command.commands) || command.commands.length === 0)
        errors.add(['batch_information', 'actions'], 'must be a non-empty list of actions');
      else if (command.commands.length > MAX_BATCH_SIZE)
        errors.add(['batch_information', 'actions'], `must hold at most ${MAX_BATCH_SIZE} actions`);
      break;
    case 'fund':
      if (command.itemIds !== undefined && (!Array.isArray(command.itemIds) || command.itemIds.length === 0 || !command.itemIds.every(isId)))
        errors.add(['item_ids'], 'must be a non-empty list of item ids');
      if (command.amount !== undefined && (typeof command.amount !== 'bigint' || command.amount <= 0n || command.amount > MAX_MINOR))
        errors.add(['amount'], 'must be a positive amount');
      if (command.float !== undefined && typeof command.float !== 'boolean') errors.add(['float'], 'must be a boolean');
      if (command.clearsAt !== undefined) {
        if (!(command.clearsAt instanceof Date) || Number.isNaN(command.clearsAt.getTime())) errors.add(['clears_at'], 'must be a timestamp');
        else if (command.float !== true) errors.add(['clears_at'], 'is only allowed for a payment in float');
      }
      if (command.float === true && command.itemIds !== undefined)
        errors.add(['item_ids'], 'a payment in float covers the whole outstanding balance');
      optionalText(errors, ['method'], command.method, 64);
      break;
    case 'auto_accept':
      checkItemId(errors, command.itemId, true);
      break;
    case 'resolve_dispute':
      checkItemId(errors, command.itemId, true);
      if (command.outcome !== 'refund_buyer' && command.outcome !== 'release_to_seller')
        errors.add(['outcome'], 'must be refund_buyer or release_to_seller');
      optionalText(errors, ['note'], command.note, MAX_REASON_LENGTH);
      break;
  }
  return errors.empty ? null : errors.refusal();
}

function checkTerms(errors: FieldCollector, command: Extract<Command, { type: 'modify_terms' }>): void {
  const base = ['modify_terms_information'];
  if (command.description !== undefined) {
    if (typeof command.description !== 'string' || command.description.trim() === '')
      errors.add([...base, 'description'], 'must be a non-empty string');
    else if (command.description.length > MAX_REASON_LENGTH)
      errors.add([...base, 'description'], `must be at most ${MAX_REASON_LENGTH} characters`);
  }
  if (command.items === undefined) {
    if (command.description === undefined) errors.add(base, 'must change the description or items');
    return;
  }
  if (!Array.isArray(command.items)) {
    errors.add([...base, 'items'], 'must be a list');
    return;
  }
  command.items.forEach((change, index) => {
    const path = [...base, 'items', String(index)];
    if (!isId(change.id)) errors.add([...path, 'id'], 'must be a positive integer');
    if (change.title !== undefined && (typeof change.title !== 'string' || change.title.trim() === '' || change.title.length > 255))
      errors.add([...path, 'title'], 'must be a non-empty string of at most 255 characters');
    if (change.description !== undefined && (typeof change.description !== 'string' || change.description.length > MAX_REASON_LENGTH))
      errors.add([...path, 'description'], `must be a string of at most ${MAX_REASON_LENGTH} characters`);
    if (
      change.inspectionPeriod !== undefined &&
      (!Number.isSafeInteger(change.inspectionPeriod) || change.inspectionPeriod < 0 || change.inspectionPeriod > MAX_INSPECTION_PERIOD)
    )
      errors.add([...path, 'inspection_period'], `must be a whole number of seconds between 0 and ${MAX_INSPECTION_PERIOD}`);
    if (change.schedule !== undefined) {
      if (!Array.isArray(change.schedule)) errors.add([...path, 'schedule'], 'must be a list');
      else
        change.schedule.forEach((entry, position) => {
          if (!isId(entry.id)) errors.add([...path, 'schedule', String(position), 'id'], 'must be a positive integer');
          if (typeof entry.amount !== 'bigint' || entry.amount <= 0n || entry.amount > MAX_MINOR)
            errors.add([...path, 'schedule', String(position), 'amount'], 'must be a positive amount');
        });
    }
  });
}
