/**
 * The lifecycle actions as GraphQL sees them: which payload fields each takes and how they
 * become the core's Command. The payload fields are named as the command's, so the core's
 * validation paths are the mutation's argument paths. The per-action mutations and
 * batchActions share this one table, so both read payloads alike.
 */
import { ValidationError, type FieldErrors } from '../../domain/shared/errors.js';
import { batchableActionTypes, type AuthorizationType, type Command, type TermsChange } from '../../domain/lifecycle/commands.js';

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
    items?:
      | {
          itemId: number;
          title?: string | null;
          description?: string | null;
          inspectionPeriod?: number | null;
          schedule?: { scheduleId: number; amount: bigint }[] | null;
        }[]
      | null;
  } | null;
}
export type PayloadField = keyof ActionPayload;

interface ActionRule {
  fields: readonly PayloadField[];
  toCommand(payload: ActionPayload): Command;
}

const nullAsAbsent = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
const item = (payload: ActionPayload) => (payload.itemId == null ? {} : { itemId: payload.itemId });

function shipping(payload: ActionPayload) {
  const info = payload.shippingInformation;
  if (!info) return {};
  return { shippingInformation: { trackingInformation: info.trackingInformation ?? null, authorizationType: info.authorizationType ?? null } };
}

function terms(payload: ActionPayload): TermsChange {
  const input = payload.terms;
  return {
    description: nullAsAbsent(input?.description),
    items: input?.items?.map((change) => ({
      itemId: change.itemId,
      title: nullAsAbsent(change.title),
      description: nullAsAbsent(change.description),
      inspectionPeriod: nullAsAbsent(change.inspectionPeriod),
      schedule: change.schedule?.map((entry) => ({ scheduleId: entry.scheduleId, amount: entry.amount })),
    })),
  };
}

const itemOnly = (type: 'receive' | 'accept' | 'receive_return' | 'accept_return'): ActionRule => ({
  fields: ['itemId'],
  toCommand: (payload) => ({ type, ...item(payload) }),
});

const shipment = (type: 'ship' | 'ship_return' | 'update_tracking'): ActionRule => ({
  fields: ['itemId', 'shippingInformation'],
  toCommand: (payload) => ({ type, ...item(payload), ...shipping(payload) }),
});

const rejection = (type: 'reject' | 'reject_return' | 'authenticator_rejects'): ActionRule => ({
  fields: ['itemId', 'rejectionReason'],
  toCommand: (payload) => ({ type, ...item(payload), rejectionReason: payload.rejectionReason }),
});

export const actionRules: Record<BatchableAction, ActionRule> = {
  agree: { fields: [], toCommand: () => ({ type: 'agree' }) },
  ship: shipment('ship'),
  receive: itemOnly('receive'),
  accept: itemOnly('accept'),
  reject: rejection('reject'),
  ship_return: shipment('ship_return'),
  receive_return: itemOnly('receive_return'),
  accept_return: itemOnly('accept_return'),
  reject_return: rejection('reject_return'),
  cancel: { fields: ['cancellationReason'], toCommand: (payload) => ({ type: 'cancel', cancellationReason: payload.cancellationReason }) },
  update_tracking: shipment('update_tracking'),
  modify_terms: { fields: ['terms'], toCommand: (payload) => ({ type: 'modify_terms', terms: terms(payload) }) },
  upgrade_draft: { fields: [], toCommand: () => ({ type: 'upgrade_draft', flow: 'create' }) },
  authenticator_rejects: rejection('authenticator_rejects'),
  float_release: { fields: [], toCommand: () => ({ type: 'float_release' }) },
  float_cancel: { fields: ['reason'], toCommand: (payload) => ({ type: 'float_cancel', reason: payload.reason }) },
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
