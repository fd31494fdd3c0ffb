/**
 * The lifecycle actions as GraphQL sees them: which payload fields each takes, how they become
 * the core's Command, and where the core's validation messages point in GraphQL terms. The
 * per-action mutations and batchActions share this one table, so both read payloads alike.
 */
import { ValidationError, type FieldErrors } from '../../domain/shared/errors.js';
import { batchableActionTypes, type AuthorizationType, type Command, type ItemTermsChange, type ShippingInformation } from '../../domain/lifecycle/commands.js';
import type { PathRenames } from '../errors/field-paths.js';

/** The actions a batch may hold, as the core defines them. */
export const batchableActions = batchableActionTypes;
export type BatchableAction = (typeof batchableActions)[number];

/** The payload fields of the action mutations and of BatchActionInput (GraphQL names). */
export interface ActionPayload {
  itemId?: number | null;
  shippingInformation?: {
    trackingInformation?: { carrier?: string | null; trackingId?: string | null; carrierContact?: string | null } | null;
    authorizationType?: AuthorizationType | null;
  } | null;
  rejectionReason?: string | null;
  cancellationReason?: string | null;
  reason?: string | null;
  terms?: {
    description?: string | null;
    items?: { itemId: number; title?: string | null; description?: string | null; inspectionPeriod?: number | null; schedule?: { scheduleId: number; amount: bigint }[] | null }[] | null;
  } | null;
}
export type PayloadField = keyof ActionPayload;

interface ActionRule {
  fields: readonly PayloadField[];
  toCommand(payload: ActionPayload): Command;
  renames: PathRenames;
}

const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const item = (payload: ActionPayload) => (payload.itemId == null ? {} : { itemId: payload.itemId });

function shipping(payload: ActionPayload): ShippingInformation | undefined {
  const info = payload.shippingInformation;
  if (!info) return undefined;
  return { trackingInformation: info.trackingInformation ?? null, authorizationType: info.authorizationType ?? null };
}

function terms(payload: ActionPayload): Pick<Extract<Command, { type: 'modify_terms' }>, 'description' | 'items'> {
  const input = payload.terms;
  const items: ItemTermsChange[] | undefined = input?.items?.map((change) => ({
    id: change.itemId,
    title: present(change.title),
    description: present(change.description),
    inspectionPeriod: present(change.inspectionPeriod),
    schedule: change.schedule?.map((entry) => ({ id: entry.scheduleId, amount: entry.amount })),
  }));
  return { description: present(input?.description), items };
}

const itemOnly = (type: 'receive' | 'accept' | 'receive_return' | 'accept_return'): ActionRule => ({
  fields: ['itemId'],
  toCommand: (payload) => ({ type, ...item(payload) }),
  renames: {},
});

const shipment = (type: 'ship' | 'ship_return' | 'update_tracking'): ActionRule => ({
  fields: ['itemId', 'shippingInformation'],
  toCommand: (payload) => ({ type, ...item(payload), shipping: shipping(payload) }) as Command,
  renames: {},
});

export const actionRules: Record<BatchableAction, ActionRule> = {
  agree: { fields: [], toCommand: () => ({ type: 'agree' }), renames: {} },
  ship: shipment('ship'),
  receive: itemOnly('receive'),
  accept: itemOnly('accept'),
  reject: {
    fields: ['itemId', 'rejectionReason'],
    toCommand: (payload) => ({ type: 'reject', ...item(payload), rejectionReason: payload.rejectionReason }),
    renames: { 'rejection_information.rejection_reason': 'rejectionReason' },
  },
  ship_return: shipment('ship_return'),
  receive_return: itemOnly('receive_return'),
  accept_return: itemOnly('accept_return'),
  reject_return: {
    fields: ['itemId', 'rejectionReason'],
    toCommand: (payload) => ({ type: 'reject_return', ...item(payload), rejectionReason: payload.rejectionReason }),
    renames: { 'reject_return_information.rejection_reason': 'rejectionReason' },
  },
  cancel: {
    fields: ['cancellationReason'],
    toCommand: (payload) => ({ type: 'cancel', cancellationReason: payload.cancellationReason }),
    renames: { 'cancel_information.cancellation_reason': 'cancellationReason' },
  },
  update_tracking: shipment('update_tracking'),
  modify_terms: {
    fields: ['terms'],
    toCommand: (payload) => ({ type: 'modify_terms', ...terms(payload) }),
    renames: {
      'modify_terms_information.items.*.id': 'terms.items.*.itemId',
      'modify_terms_information.items.*.schedule.*.id': 'terms.items.*.schedule.*.scheduleId',
      modify_terms_information: 'terms',
    },
  },
  upgrade_draft: { fields: [], toCommand: () => ({ type: 'upgrade_draft', flow: 'create' }), renames: {} },
  authenticator_rejects: {
    fields: ['itemId', 'rejectionReason'],
    toCommand: (payload) => ({ type: 'authenticator_rejects', ...item(payload), rejectionReason: payload.rejectionReason }),
    renames: { 'rejection_information.rejection_reason': 'rejectionReason' },
  },
  float_release: { fields: [], toCommand: () => ({ type: 'float_release' }), renames: {} },
  float_cancel: { fields: ['reason'], toCommand: (payload) => ({ type: 'float_cancel', reason: payload.reason }), renames: {} },
};

const payloadFields: readonly PayloadField[] = ['itemId', 'shippingInformation', 'rejectionReason', 'cancellationReason', 'reason', 'terms'];

/** The commands of a batch; a payload field the action does not take is a validation error. */
export function batchCommands(entries: readonly (ActionPayload & { action: BatchableAction })[]): Command[] {
  const errors: FieldErrors = {};
  const commands = entries.map((entry, index) => {
    const rule = actionRules[entry.action];
    const stray = payloadFields.filter((field) => entry[field] != null && !rule.fields.includes(field));
    if (stray.length > 0) {
      errors[String(index)] = Object.fromEntries(stray.map((field) => [field, [`does not apply to ${entry.action}`]]));
    }
    return rule.toCommand(entry);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError({ actions: errors });
  return commands;
}
