/**
 * Runtime checks of a command's payload. Messages are keyed by the command's own field names
 * (domain field paths, e.g. { shippingInformation: { authorizationType: ['...'] } }); each
 * face renames them to its wire or argument names.
 */
import { paymentChoiceProblems } from '../payment-methods/choice.js';
import { isPaymentMethodType } from '../payment-methods/catalog.js';
import type { FieldErrors } from '../shared/errors.js';
import { ErrorReport } from '../shared/field-errors.js';
import { inputLimitProblems } from '../shared/limits.js';
import { MAX_MINOR } from '../shared/money.js';
import { authorizationTypes, isCommandType, type Command, type CommandType, type ShippingInformation, type TermsChange } from './commands.js';
import { refuse, type Refused } from './decision.js';

const MAX_REASON_LENGTH = 1000;
const MAX_TRACKING_LENGTH = 255;
const MAX_BATCH_SIZE = 50;
/** A dispute's opening message and each message posted to it. */
export const MAX_DISPUTE_MESSAGE_LENGTH = 5000;
/** The longest inspection period accepted by modify_terms: 365 days. */
const MAX_INSPECTION_PERIOD = 365 * 86_400;
/** The sandbox clock moves at most ten years at a time. */
const MAX_ADVANCE_SECONDS = 10 * 365 * 86_400;

const partyIdRequiredMessage = 'is required: the id of the party to change';
const partyCustomerRequiredMessage = 'is required: the email of the new customer';

/** The shared collector (shared/field-errors.ts), addressed by whole paths, with the core's refusal. */
export class FieldCollector {
  private readonly report = new ErrorReport();
  get errors(): FieldErrors {
    return this.report.toObject();
  }
  add(path: readonly string[], message: string): void {
    this.report.at(...path.slice(0, -1)).add(path[path.length - 1] ?? 'all', message);
  }
  get empty(): boolean {
    return !this.report.hasErrors;
  }
  refusal(message = 'The action has invalid fields'): Refused {
    return refuse('validation', message, { fields: this.errors });
  }
}

/** What validation needs to know beyond the command. */
export interface ValidationSettings {
  /** A command inside a batch (a batch cannot nest). */
  nested?: boolean;
  /** Production: return addresses must be https. */
  httpsOnly?: boolean;
}

/** The commands with endpoints of their own answer like any request of the service. */
const requestMessages: readonly CommandType[] = ['select_payment_method', 'select_payout_method', 'advance_clock'];

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function optionalText(errors: FieldCollector, path: string[], value: unknown, max: number): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string') errors.add(path, 'must be a string');
  else if (value.length > max) errors.add(path, `must be at most ${max} characters`);
}

function checkShipping(errors: FieldCollector, value: unknown, required: boolean): void {
  const path = ['shippingInformation'];
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
    if (typeof tracking !== 'object' || Array.isArray(tracking)) errors.add([...path, 'trackingInformation'], 'must be an object');
    else {
      optionalText(errors, [...path, 'trackingInformation', 'carrier'], tracking.carrier, MAX_TRACKING_LENGTH);
      optionalText(errors, [...path, 'trackingInformation', 'trackingId'], tracking.trackingId, MAX_TRACKING_LENGTH);
      optionalText(errors, [...path, 'trackingInformation', 'carrierContact'], tracking.carrierContact, MAX_TRACKING_LENGTH);
    }
  }
  const authorization = shipping.authorizationType;
  if (authorization !== undefined && authorization !== null && !authorizationTypes.includes(authorization))
    errors.add([...path, 'authorizationType'], `must be one of ${authorizationTypes.join(', ')}`);
}

function checkItemId(errors: FieldCollector, value: unknown, required: boolean): void {
  if (value === undefined) {
    if (required) errors.add(['itemId'], 'is required');
  } else if (!isId(value)) errors.add(['itemId'], 'must be a positive integer');
}

/** Structural validation of a command; null when it is well-formed. */
export function validateCommand(command: Command, settings: ValidationSettings = {}): Refused | null {
  // Sizes last: a field's own rule says more than its size does.
  // A batch's actions are each validated (sizes too) as the batch applies them.
  return validateCommandFields(command, settings) ?? (command.type === 'batch' ? null : limitRefusal(command));
}

function limitRefusal(command: Command): Refused | null {
  const limits = inputLimitProblems(command);
  if (!limits) return null;
  return refuse('validation', requestMessages.includes(command.type) ? 'The request has invalid fields' : 'The action has invalid fields', { fields: limits });
}

function validateCommandFields(command: Command, settings: ValidationSettings): Refused | null {
  const errors = new FieldCollector();
  const raw = command as unknown as Record<string, unknown>;
  if (typeof command !== 'object' || command === null || !isCommandType(raw.type)) {
    errors.add(['type'], 'is not a known action');
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
      checkShipping(errors, command.shippingInformation, false);
      break;
    case 'update_tracking':
      checkItemId(errors, command.itemId, false);
      checkShipping(errors, command.shippingInformation, true);
      if (!errors.empty || !command.shippingInformation) break;
      if (!command.shippingInformation.trackingInformation && !command.shippingInformation.authorizationType)
        errors.add(['shippingInformation', 'trackingInformation'], 'is required to update tracking');
      break;
    case 'reject':
    case 'authenticator_rejects':
    case 'reject_return':
      checkItemId(errors, command.itemId, false);
      optionalText(errors, ['rejectionReason'], command.rejectionReason, MAX_REASON_LENGTH);
      break;
    case 'cancel':
      optionalText(errors, ['cancellationReason'], command.cancellationReason, MAX_REASON_LENGTH);
      break;
    case 'float_cancel':
      optionalText(errors, ['reason'], command.reason, MAX_REASON_LENGTH);
      break;
    case 'modify_party':
      if (command.partyId === undefined) errors.add(['partyId'], partyIdRequiredMessage);
      else if (!isId(command.partyId)) errors.add(['partyId'], 'must be a positive integer');
      // Whether the email is one is the customers domain's to say, when it finds or invites them.
      if (typeof command.customer !== 'string' || command.customer.trim() === '') errors.add(['customer'], partyCustomerRequiredMessage);
      break;
    case 'modify_terms':
      checkTerms(errors, command.terms);
      break;
    case 'upgrade_draft':
      if (command.flow !== 'create') errors.add(['flow'], 'must be create');
      break;
    case 'batch':
      if (settings.nested) errors.add(['actions'], 'a batch cannot contain another batch');
      else if (!Array.isArray(command.actions) || command.actions.length === 0) errors.add(['actions'], 'must be a non-empty list of actions');
      else if (command.actions.length > MAX_BATCH_SIZE) errors.add(['actions'], `must hold at most ${MAX_BATCH_SIZE} actions`);
      break;
    case 'fund':
      if (command.itemIds !== undefined && (!Array.isArray(command.itemIds) || command.itemIds.length === 0 || !command.itemIds.every(isId)))
        errors.add(['itemIds'], 'must be a non-empty list of item ids');
      if (command.amount !== undefined && (typeof command.amount !== 'bigint' || command.amount <= 0n || command.amount > MAX_MINOR))
        errors.add(['amount'], 'must be a positive amount');
      if (command.float !== undefined && typeof command.float !== 'boolean') errors.add(['float'], 'must be a boolean');
      if (command.clearsAt !== undefined) {
        if (!(command.clearsAt instanceof Date) || Number.isNaN(command.clearsAt.getTime())) errors.add(['clearsAt'], 'must be a timestamp');
        else if (command.float !== true) errors.add(['clearsAt'], 'is only allowed for a payment in float');
      }
      if (command.float === true && command.itemIds !== undefined) errors.add(['itemIds'], 'a payment in float covers the whole outstanding balance');
      optionalText(errors, ['method'], command.method, 64);
      break;
    case 'auto_accept':
      checkItemId(errors, command.itemId, true);
      break;
    case 'resolve_dispute':
      checkItemId(errors, command.itemId, true);
      if (command.outcome !== 'refund_buyer' && command.outcome !== 'release_to_seller' && command.outcome !== 'split')
        errors.add(['outcome'], 'must be refund_buyer, release_to_seller or split');
      if (command.outcome === 'split') checkSellerAmount(errors, command.sellerAmount);
      else if (command.sellerAmount !== undefined && command.outcome !== undefined) errors.add(['sellerAmount'], 'is only allowed with the outcome split');
      optionalText(errors, ['note'], command.note, MAX_REASON_LENGTH);
      break;
    case 'open_dispute':
      checkItemId(errors, command.itemId, true);
      if (typeof command.reason !== 'string' || command.reason.trim() === '') errors.add(['reason'], 'is required: what the dispute is about');
      else optionalText(errors, ['reason'], command.reason, MAX_REASON_LENGTH);
      optionalText(errors, ['message'], command.message, MAX_DISPUTE_MESSAGE_LENGTH);
      break;
    case 'propose_settlement':
      checkItemId(errors, command.itemId, true);
      checkSellerAmount(errors, command.sellerAmount);
      break;
    case 'accept_settlement':
      checkItemId(errors, command.itemId, true);
      if (!isId(command.proposalId)) errors.add(['proposalId'], 'must be the id of a proposal');
      break;
    case 'withdraw_dispute':
      checkItemId(errors, command.itemId, true);
      break;
    case 'release_funds':
      checkItemId(errors, command.itemId, true);
      if (command.amount === undefined) errors.add(['amount'], 'is required: what the seller is paid now of the item');
      else if (typeof command.amount !== 'bigint' || command.amount <= 0n || command.amount > MAX_MINOR) errors.add(['amount'], 'must be a positive amount');
      break;
    case 'release_stranded':
      if (typeof command.reason !== 'string' || command.reason.trim() === '') errors.add(['reason'], 'is required: why the money is released');
      else optionalText(errors, ['reason'], command.reason, MAX_REASON_LENGTH);
      break;
    case 'select_payment_method':
      if (!isPaymentMethodType(command.method)) errors.add(['method'], 'is not a payment method');
      else for (const [field, message] of paymentChoiceProblems(command, settings.httpsOnly ?? false)) errors.add([field], message);
      break;
    case 'select_payout_method': {
      const method = command.method as unknown;
      if (typeof method !== 'object' || method === null) errors.add(['method'], 'must name a saved disbursement method or give a new one');
      break;
    }
    case 'advance_clock':
      if (typeof command.seconds !== 'number' || !Number.isSafeInteger(command.seconds) || command.seconds < 1 || command.seconds > MAX_ADVANCE_SECONDS)
        errors.add(['seconds'], `must be a whole number of seconds from 1 to ${MAX_ADVANCE_SECONDS}`);
      break;
  }
  if (errors.empty) return null;
  return requestMessages.includes(command.type) ? errors.refusal('The request has invalid fields') : errors.refusal();
}

/** What the seller is paid of an item in a split: zero up to the item's held money (the core checks the upper bound). */
function checkSellerAmount(errors: FieldCollector, amount: unknown): void {
  if (amount === undefined) errors.add(['sellerAmount'], 'is required: what the seller is paid of the item');
  else if (typeof amount !== 'bigint' || amount < 0n || amount > MAX_MINOR) errors.add(['sellerAmount'], 'must be an amount of zero or more');
}

function checkTerms(errors: FieldCollector, terms: TermsChange | undefined): void {
  const base = ['terms'];
  const { description, items } = terms ?? {};
  if (description !== undefined) {
    if (typeof description !== 'string' || description.trim() === '') errors.add([...base, 'description'], 'must be a non-empty string');
    else if (description.length > MAX_REASON_LENGTH) errors.add([...base, 'description'], `must be at most ${MAX_REASON_LENGTH} characters`);
  }
  if (items === undefined) {
    if (description === undefined) errors.add(base, 'must change the description or items');
    return;
  }
  if (!Array.isArray(items)) {
    errors.add([...base, 'items'], 'must be a list');
    return;
  }
  items.forEach((change, index) => {
    const path = [...base, 'items', String(index)];
    if (!isId(change.itemId)) errors.add([...path, 'itemId'], 'must be a positive integer');
    if (change.title !== undefined && (typeof change.title !== 'string' || change.title.trim() === '' || change.title.length > 255))
      errors.add([...path, 'title'], 'must be a non-empty string of at most 255 characters');
    if (change.description !== undefined && (typeof change.description !== 'string' || change.description.length > MAX_REASON_LENGTH))
      errors.add([...path, 'description'], `must be a string of at most ${MAX_REASON_LENGTH} characters`);
    if (
      change.inspectionPeriod !== undefined &&
      (!Number.isSafeInteger(change.inspectionPeriod) || change.inspectionPeriod < 0 || change.inspectionPeriod > MAX_INSPECTION_PERIOD)
    )
      errors.add([...path, 'inspectionPeriod'], `must be a whole number of seconds between 0 and ${MAX_INSPECTION_PERIOD}`);
    if (change.schedule !== undefined) {
      if (!Array.isArray(change.schedule)) errors.add([...path, 'schedule'], 'must be a list');
      else
        change.schedule.forEach((entry, position) => {
          if (!isId(entry.scheduleId)) errors.add([...path, 'schedule', String(position), 'scheduleId'], 'must be a positive integer');
          if (typeof entry.amount !== 'bigint' || entry.amount <= 0n || entry.amount > MAX_MINOR)
            errors.add([...path, 'schedule', String(position), 'amount'], 'must be a positive amount');
        });
    }
  });
}
