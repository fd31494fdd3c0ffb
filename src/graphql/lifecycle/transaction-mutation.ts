/**
 * One factory for the mutations that change a transaction: each gets `transactionId` (a Relay
 * id), `asCustomer` where a party acts, and answers `<Name>Result = <Name>Payload { transaction }
 * | ForbiddenError | NotFoundError | ValidationError | InvalidStateError`. The rules are the
 * domain's (act, recordPayment, the sandbox helpers); this only reads arguments and shapes
 * results. Arguments are named as the domain's fields, so validation paths pass through.
 */
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import { sandboxHelpersEnabled } from '../../domain/access/sandbox.js';
import { ForbiddenError, InvalidStateError, NotFoundError, ValidationError } from '../../domain/shared/errors.js';
import { BatchActionError, type Caller } from '../../domain/transactions/act.js';
import type { TransactionRecord } from '../../domain/transactions/record.js';
import { isParty } from '../../domain/access/transactions.js';
import { viewTransaction, type TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { commonErrors } from '../errors/domain-errors.js';
import { transactionForViewer, TransactionNode } from '../transactions/transaction.js';

type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationField>[1]>[0];
export type ArgBuilder = MutationFieldBuilder['arg'];

/**
 * party: a customer acting in its roles, or an approved partner with `asCustomer`;
 * operator: staff only (auth scope operator); party_or_operator: an operator when the viewer
 * is one, else a party; sandbox: a sandbox helper that authorizes its caller itself.
 */
export type MutationActor = 'party' | 'operator' | 'party_or_operator' | 'sandbox';

interface TransactionMutationCall<Args extends InputFieldMap> {
  args: InputShapeFromFields<Args>;
  transactionId: number;
  caller: Caller;
  context: GraphQLContext;
}

export interface TransactionMutationSpec<Args extends InputFieldMap> {
  description: string;
  actor: MutationActor;
  args?: (arg: ArgBuilder) => Args;
  run(call: TransactionMutationCall<Args>): Promise<TransactionRecord>;
}

const capitalize = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function transactionPayload(name: string) {
  return builder.objectRef<{ transaction: TransactionView }>(`${capitalize(name)}Payload`).implement({
    fields: (t) => ({ transaction: t.expose('transaction', { type: TransactionNode, description: 'The transaction after the change.' }) }),
  });
}

export function transactionMutation<Args extends InputFieldMap>(name: string, spec: TransactionMutationSpec<Args>): void {
  const payload = transactionPayload(name);
  builder.mutationField(name, (t) =>
    t.field({
      type: payload,
      description: spec.description,
      args: {
        transactionId: t.arg.globalID({ required: true, for: [TransactionNode], description: 'The transaction (its Relay id).' }),
        ...(spec.args?.(t.arg) ?? {}),
        ...(spec.actor === 'party' ? { asCustomer: asCustomerArg(t.arg) } : {}),
      },
      errors: { types: commonErrors },
      authScopes: spec.actor === 'operator' ? { operator: true } : { authenticated: true },
      unauthorizedError: () => new ForbiddenError(`Only operators may use ${name}`),
      resolve: async (_root, rawArgs, context) => {
        const args = rawArgs as unknown as InputShapeFromFields<Args> & { transactionId: { id: string }; asCustomer?: string | null };
        if (spec.actor === 'sandbox' && !sandboxHelpersEnabled(context.services.config)) {
          throw new NotFoundError(`No such mutation: ${name} exists in sandbox deployments only`);
        }
        const caller = callerFor(spec.actor, context, args.asCustomer);
        const record = await spec.run({ args, transactionId: Number(args.transactionId.id), caller, context });
        return { transaction: transactionForCaller(context, record) };
      },
    }),
  );
}

export function asCustomerArg(arg: ArgBuilder) {
  return arg.string({
    description: 'An approved partner acts for the party with this email (the As-Customer header of the REST API).',
  });
}

export function callerFor(actor: MutationActor, context: GraphQLContext, asCustomer?: string | null): Caller {
  const viewer = context.viewer;
  if (actor === 'operator' || (actor === 'party_or_operator' && viewer.customer.isOperator)) return { kind: 'operator', viewer };
  return { kind: 'customer', viewer, asCustomerEmail: asCustomer ?? null };
}

/**
 * The viewer's view; an operator, who is not a party, sees the full view (the partner's) with
 * no roles of its own.
 */
export function transactionForCaller(context: GraphQLContext, record: TransactionRecord): TransactionView {
  if (isParty(record, context.viewer.customer.id) || !context.viewer.customer.isOperator) return transactionForViewer(context, record);
  return { ...viewTransaction(record, record.creatorId, context.services.config), viewerRoles: [] };
}

/** A refused batch answers the failed action's error type; the message and paths name the action's index. */
export function batchFailure(error: BatchActionError): Error {
  const failure = error.failure;
  if (failure instanceof ValidationError) return new ValidationError({ actions: { [String(error.failedIndex)]: failure.errors } }, error.message);
  if (failure instanceof ForbiddenError) return new ForbiddenError(error.message);
  if (failure instanceof NotFoundError) return new NotFoundError(error.message);
  if (failure instanceof InvalidStateError) return new InvalidStateError(error.message);
  return failure;
}
