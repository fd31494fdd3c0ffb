import { resolveCursorConnection } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { unsupportedDateProblem } from '../../domain/shared/dates.js';
import { ForbiddenError } from '../../domain/shared/errors.js';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { disputesToReview, type DisputeQueuePosition } from '../../domain/transactions/dispute-queue.js';
import type { DisputeView } from '../../domain/transactions/disputes.js';
import { builder } from '../builder.js';
import { readSortedCursor, sortedCursor } from '../ids.js';
import { DisputeNode } from './dispute.js';

// Operators only: the disputes due for an operator's decision (docs/lifecycle.md, "The
// operator's queue"); `heldfunds dispute list|show|resolve` is the CLI's twin.

/** A cursor is `deadline:<epoch ms>:<id>`: the place in the queue's order (deadline, then id). */
function position(cursor: string): DisputeQueuePosition {
  const read = readSortedCursor(cursor, 'deadline', 'time');
  const respondBy = read.value as Date;
  if (unsupportedDateProblem(respondBy))
    throw new GraphQLError(`Invalid cursor ${JSON.stringify(cursor.slice(0, 100))}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return { respondBy, id: read.id };
}

builder.queryField('disputesToReview', (t) =>
  t.connection({
    type: DisputeNode,
    description: `Operators only: OPEN disputes whose respondBy has passed (on their transaction's clock), oldest deadline first, for resolveDispute; ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}.`,
    args: {
      includeNotDue: t.arg.boolean({ required: false, defaultValue: false, description: 'Every OPEN dispute, those still within respondBy too (same order).' }),
    },
    errors: { types: [ForbiddenError] },
    authScopes: { operator: true },
    unauthorizedError: () => new ForbiddenError('Only operators may read the disputes to review'),
    resolve: (_root, args, context) =>
      resolveCursorConnection<Promise<DisputeView[]>>(
        {
          args,
          toCursor: (dispute: DisputeView) => sortedCursor('deadline', dispute.respondBy, dispute.id),
          defaultSize: defaultPartnerPageSize,
          maxSize: maxPartnerPageSize,
        },
        async ({ before, after, limit, inverted }) => {
          const cases = await disputesToReview(context.services, {
            includeNotDue: args.includeNotDue ?? false,
            after: after === undefined ? undefined : position(after),
            before: before === undefined ? undefined : position(before),
            limit,
            fromEnd: inverted,
          });
          return cases.map((entry) => entry.dispute);
        },
      ),
  }),
);

// The operator reads the case, not the transaction (Dispute.transaction is null for one who is
// not its party): resolveDispute names the transaction, so the case carries its id.
builder.objectField(DisputeNode, 'transactionDatabaseId', (t) =>
  t.exposeInt('transactionId', { description: 'The databaseId of the dispute’s transaction (resolveDispute’s transactionId is its Relay id).' }),
);
