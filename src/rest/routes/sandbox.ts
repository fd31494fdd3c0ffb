import { sandboxHelpersEnabled } from '../../domain/access/sandbox.js';
import { NotFoundError } from '../../domain/shared/errors.js';
import { sandboxFund } from '../../domain/transactions/funding.js';
import { advanceClock } from '../../domain/jobs/sandbox-clock.js';
import { pathId } from '../params.js';
import { parseClockAdvance } from '../parse/sandbox.js';
import type { RestContext, Route } from '../router.js';
import { presentTransaction } from '../serializers/transaction.js';
import { ref } from '../openapi/schemas.js';

/**
 * The simulation helpers exist in sandbox only; production answers 404 as for any unknown
 * path. The gate is the face's: "no such endpoint" is a routing answer in each face's words.
 */
function sandboxOnly(context: RestContext): number {
  if (!sandboxHelpersEnabled(context.services.config)) {
    throw new NotFoundError(`No such endpoint: ${context.request.method} ${context.request.url.pathname}`);
  }
  return pathId(context.params.transaction_id, 'Transaction not found');
}

export const sandboxRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sandbox/transaction/{transaction_id}/fund',
    doc: {
      tag: 'Sandbox',
      summary: 'Sandbox only: the whole outstanding balance arrives (404 in production)',
      success: { status: 200, description: 'The transaction', schema: ref('Transaction') },
      errors: [403, 404, 409],
    },
    handler: async (context) => {
      const id = sandboxOnly(context);
      return { status: 200, body: presentTransaction(context, await sandboxFund(context.services, context.viewer, id)) };
    },
  },
  {
    method: 'POST',
    path: '/sandbox/transaction/{transaction_id}/advance',
    doc: {
      tag: 'Sandbox',
      summary: 'Sandbox only: move the transaction’s clock on (inspection periods end, payouts run; 404 in production)',
      body: { schema: ref('ClockAdvance'), required: true },
      success: { status: 200, description: 'The transaction', schema: ref('Transaction') },
      errors: [403, 404, 409, 422],
    },
    handler: async (context) => {
      const id = sandboxOnly(context);
      const advance = parseClockAdvance(await context.json());
      return { status: 200, body: presentTransaction(context, await advanceClock(context.services, context.viewer, id, advance)) };
    },
  },
];
