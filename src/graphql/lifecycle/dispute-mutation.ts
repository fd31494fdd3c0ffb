/**
 * One factory for the dispute mutations: each takes `input` (the domain command's fields, ids
 * as database ids, a dispute as its Relay id) and, for the party actions a partner may take
 * for a party, `asCustomer`; it finds the transaction and item the input names, lets act()
 * decide the command, and answers `<Name>Result = <Name>Payload { dispute, transaction } |
 * ForbiddenError | NotFoundError | ValidationError | InvalidStateError`.
 */
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { Command } from '../../domain/lifecycle/commands.js';
import { act } from '../../domain/transactions/act.js';
import { disputeTarget, itemDispute, type DisputeView } from '../../domain/transactions/disputes.js';
import { ForbiddenError } from '../../domain/shared/errors.js';
import type { TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { commonErrors } from '../errors/domain-errors.js';
import { DisputeNode } from '../transactions/dispute.js';
import { TransactionNode } from '../transactions/transaction.js';
import { asCustomerArg, callerFor, transactionForCaller, type MutationActor } from './transaction-mutation.js';

type InputFieldBuilder = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

type DisputeTargetInput = { itemId: number } | { disputeId: number } | { proposalId: number };

export interface DisputeMutationSpec<Fields extends InputFieldMap> {
  description: string;
  actor: MutationActor;
  /** As-Customer allowed (the domain decides which commands a partner may send for a party). */
  asCustomer: boolean;
  fields: (t: InputFieldBuilder) => Fields;
  target: (input: InputShapeFromFields<Fields>) => DisputeTargetInput;
  command: (input: InputShapeFromFields<Fields>, itemId: number) => Command;
}

const capitalize = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** A dispute's Relay id, as the input carries it, to its database id. */
export function disputeIdOf(value: { id: string | number }): number {
  return Number(value.id);
}

export function disputeMutation<Fields extends InputFieldMap>(name: string, spec: DisputeMutationSpec<Fields>): void {
  const Name = capitalize(name);
  const input = builder.inputType(`${Name}Input`, { fields: (t) => spec.fields(t) });
  const payload = builder.objectRef<{ dispute: DisputeView | null; transaction: TransactionView }>(`${Name}Payload`).implement({
    fields: (t) => ({
      dispute: t.expose('dispute', { type: DisputeNode, nullable: true, description: 'The item’s dispute after the change.' }),
      transaction: t.expose('transaction', { type: TransactionNode, description: 'The transaction after the change.' }),
    }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: payload,
      description: spec.description,
      args: {
        input: t.arg({ type: input, required: true }),
        ...(spec.asCustomer ? { asCustomer: asCustomerArg(t.arg) } : {}),
      },
      errors: { types: commonErrors },
      authScopes: spec.actor === 'operator' ? { operator: true } : { authenticated: true },
      unauthorizedError: () => new ForbiddenError(`Only operators may use ${name}`),
      resolve: async (_root, rawArgs, context: GraphQLContext) => {
        const args = rawArgs as unknown as { input: InputShapeFromFields<Fields>; asCustomer?: string | null };
        const { transactionId, itemId } = await disputeTarget(context.services, spec.target(args.input));
        const caller = callerFor(spec.actor, context, args.asCustomer);
        const record = await act(context.services, caller, transactionId, spec.command(args.input, itemId));
        return { dispute: await itemDispute(context.services, context.viewer, itemId), transaction: transactionForCaller(context, record) };
      },
    }),
  );
}
