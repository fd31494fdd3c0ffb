import { act } from '../../domain/transactions/act.js';
import type { InputFieldMap } from '@pothos/core';
import { ModifyTermsInput } from './modify-terms-input.js';
import { ShippingInformationInput } from './shipping-information-input.js';
import { actionRules, type ActionPayload, type BatchableAction, type PayloadField } from './action-table.js';
import { transactionMutation, type ArgBuilder } from './transaction-mutation.js';

/** The argument of a payload field, named as in BatchActionInput. */
function payloadArg(arg: ArgBuilder, field: PayloadField, required: boolean) {
  switch (field) {
    case 'itemId':
      return arg.int({ required, description: 'Act on this item (its databaseId) only; without it, on every item the action applies to.' });
    case 'shippingInformation':
      return arg({ type: ShippingInformationInput, required });
    case 'rejectionReason':
      return arg.string({ required, description: 'Why (shown to the parties).' });
    case 'cancellationReason':
      return arg.string({ required, description: 'Why the transaction is cancelled.' });
    case 'reason':
      return arg.string({ required, description: 'Why the payment did not clear.' });
    case 'terms':
      return arg({ type: ModifyTermsInput, required });
  }
}

export interface ActionMutationOptions {
  description: string;
  /** party (default), or party_or_operator for the actions an operator also takes. */
  actor?: 'party' | 'party_or_operator';
  /** Payload fields this mutation requires (all are optional in BatchActionInput). */
  required?: readonly PayloadField[];
}

/** A mutation performing one lifecycle action through act(), with the table's payload fields. */
export function actionMutation(name: string, action: BatchableAction, options: ActionMutationOptions): void {
  const rule = actionRules[action];
  transactionMutation(name, {
    description: options.description,
    actor: options.actor ?? 'party',
    args: (arg) => Object.fromEntries(rule.fields.map((field) => [field, payloadArg(arg, field, options.required?.includes(field) ?? false)])) as InputFieldMap,
    run: ({ args, transactionId, caller, context }) => act(context.services, caller, transactionId, rule.toCommand(args as ActionPayload)),
  });
}
