import { operatorQueue, type OperatorQueue, type OperatorQueueEntry } from '../../domain/transactions/held-money.js';
import { act } from '../../domain/transactions/act.js';
import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { transactionMutation } from '../lifecycle/transaction-mutation.js';

// Operators only: what waits for an operator's decision, and the release of stranded money
// (docs/ledger.md, "Liveness"); `heldfunds operator queue|release` are the CLI's twins.

const OperatorDecisionEnum = builder.enumType('OperatorDecision', {
  values: {
    resolve_dispute: { description: 'An item is in dispute: resolveDispute.' },
    clear_float: { description: 'A payment in float has no clearing job: floatRelease or floatCancel.' },
    release_stranded: { description: 'Held money has no way out: releaseStrandedMoney.' },
  },
});

const OperatorQueueEntryType = builder.objectRef<OperatorQueueEntry>('OperatorQueueEntry').implement({
  fields: (t) => ({
    transactionDatabaseId: t.exposeInt('transactionId'),
    currency: t.exposeString('currency'),
    statusCode: t.exposeInt('statusCode'),
    itemDatabaseId: t.exposeInt('itemId', { nullable: true, description: 'Null for a payment in float.' }),
    amount: t.expose('amount', { type: 'Money' }),
    decision: t.expose('decision', { type: OperatorDecisionEnum }),
    why: t.exposeString('why'),
  }),
});

const OperatorQueueType = builder.objectRef<OperatorQueue>('OperatorQueue').implement({
  fields: (t) => ({
    entries: t.field({ type: [OperatorQueueEntryType], resolve: (queue) => queue.entries }),
    truncated: t.exposeBoolean('truncated', { description: 'More entries wait than `limit` listed.' }),
  }),
});

builder.queryField('operatorQueue', (t) =>
  t.field({
    type: OperatorQueueType,
    description: 'Operators only: held money that waits for an operator decision (disputes, floats without a clearing job, stranded money).',
    args: { limit: t.arg.int({ required: false, description: 'At most this many entries (1 … 10000, default 1000).' }) },
    errors: { types: [ForbiddenError, ValidationError] },
    authScopes: { operator: true },
    unauthorizedError: () => new ForbiddenError('Only operators may read the operator queue'),
    resolve: (_root, args, context) => {
      const limit = args.limit ?? 1_000;
      if (limit < 1 || limit > 10_000) throw new ValidationError({ limit: ['must be from 1 to 10000'] });
      return operatorQueue(context.services.prisma, context.services.clock.now(), { limit });
    },
  }),
);

transactionMutation('releaseStrandedMoney', {
  description:
    'Operators only: releases the money the liveness check finds stranded to whom the settlement rules say (accepted goods to their payees, the rest to its payers); recorded on the timeline. Refused (InvalidStateError) when nothing is stranded.',
  actor: 'operator',
  args: (arg) => ({ reason: arg.string({ required: true, description: 'Why: shown in the timeline.' }) }),
  run: ({ args, transactionId, caller, context }) => act(context.services, caller, transactionId, { type: 'release_stranded', reason: args.reason }),
});
