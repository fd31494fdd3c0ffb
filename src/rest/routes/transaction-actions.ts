import { NotFoundError, ValidationError } from '../../domain/errors.js';
import { act, BatchActionError, type Caller } from '../../domain/transactions/act.js';
import { getTransaction } from '../../domain/transactions/read.js';
import { viewTransaction } from '../../domain/transactions/view.js';
import { parseId, type RestContext, type RestResult, type Route } from '../router.js';
import { serializeTransaction } from '../serializers/transaction.js';
import { parseTransactionAction } from '../transaction-action.js';

function pathId(context: RestContext, name: string, what: string): number {
  const id = parseId(context.params[name]);
  if (id === null) throw new NotFoundError(`${what} not found`);
  return id;
}

function caller(context: RestContext): Caller {
  return { kind: 'customer', viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
}

async function perform(context: RestContext, itemId?: number): Promise<RestResult> {
  const transactionId = pathId(context, 'transaction_id', 'Transaction');
  const command = parseTransactionAction(context.services, await context.json(), context.viewer.customer.id, itemId);
  const present = (record: Parameters<typeof viewTransaction>[0]) =>
    serializeTransaction(viewTransaction(record, context.viewer.customer.id, context.services.config.publicUrl));
  try {
    return { status: 200, body: present(await act(context.services, caller(context), transactionId, command)) };
  } catch (error) {
    if (!(error instanceof BatchActionError)) throw error;
    // BatchActionValidationResponse: what happened to each action, and the unchanged transaction.
    const current = await getTransaction(context.services, context.viewer, transactionId);
    return {
      status: error.failure instanceof ValidationError ? 422 : 409,
      body: {
        actions: error.actions.map((action, index) =>
          index === error.failedIndex
            ? {
                action,
                status: 'failed',
                error: error.failure.message,
                ...(error.failure instanceof ValidationError ? { errors: error.failure.errors } : {}),
              }
            : { action, status: 'not_applied' },
        ),
        transaction: present(current),
      },
    };
  }
}

export const transactionActionRoutes: Route[] = [
  { method: 'PATCH', path: '/transaction/{transaction_id}', handler: (context) => perform(context) },
  {
    method: 'PATCH',
    path: '/transaction/{transaction_id}/item/{item_id}',
    handler: (context) => perform(context, pathId(context, 'item_id', 'Item')),
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/timeline-entries',
    handler: async (context) => {
      const transactionId = pathId(context, 'transaction_id', 'Transaction');
      await getTransaction(context.services, context.viewer, transactionId);
      const entries = await context.services.prisma.timelineEntry.findMany({ where: { transactionId }, orderBy: { id: 'asc' } });
      return { status: 200, body: entries.map((entry) => ({ date_added: entry.createdAt.toISOString(), notes: entry.notes })) };
    },
  },
];
