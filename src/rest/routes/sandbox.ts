import { NotFoundError } from '../../domain/errors.js';
import { sandboxFund } from '../../domain/transactions/funding.js';
import { advanceClock } from '../../domain/transactions/sandbox-clock.js';
import { viewTransaction } from '../../domain/transactions/view.js';
import { parseId, type RestContext, type Route } from '../router.js';
import { serializeTransaction } from '../serializers/transaction.js';

/** The simulation helpers exist in sandbox only; production answers 404 as for any unknown path. */
function sandboxOnly(context: RestContext): number {
  if (context.services.config.environment !== 'sandbox') {
    throw new NotFoundError(`No such endpoint: ${context.request.method} ${new URL(context.request.url).pathname}`);
  }
  const id = parseId(context.params.transaction_id);
  if (id === null) throw new NotFoundError('Transaction not found');
  return id;
}

const present = (context: RestContext, record: Parameters<typeof viewTransaction>[0]) =>
  serializeTransaction(viewTransaction(record, context.viewer.customer.id, context.services.config.publicUrl));

export const sandboxRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sandbox/transaction/{transaction_id}/fund',
    handler: async (context) => {
      const id = sandboxOnly(context);
      return { status: 200, body: present(context, await sandboxFund(context.services, context.viewer, id)) };
    },
  },
  {
    method: 'POST',
    path: '/sandbox/transaction/{transaction_id}/advance',
    handler: async (context) => {
      const id = sandboxOnly(context);
      return { status: 200, body: present(context, await advanceClock(context.services, context.viewer, id, await context.json())) };
    },
  },
];
