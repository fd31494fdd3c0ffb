import type { Command, CommandType } from '../../domain/lifecycle/commands.js';
import { ValidationError } from '../../domain/shared/errors.js';
import { act, BatchActionError, type Caller } from '../../domain/transactions/act.js';
import { getTransaction } from '../../domain/transactions/read.js';
import type { TransactionRecord } from '../../domain/transactions/record.js';
import { pathId } from '../params.js';
import type { RestContext, RestResult, Route, RouteDoc } from '../router.js';
import { presentTransaction } from '../serializers/transaction.js';
import { actionRenames, checkAction, parseTransactionAction } from '../parse/transaction-action.js';
import { submit } from '../parse/submit.js';
import { toWireErrors } from '../parse/wire-errors.js';
import { ref } from '../openapi/schemas.js';

const actionFailure = { oneOf: [ref('SingleErrorResponse'), ref('ValidationErrorResponse'), ref('BatchActionValidationResponse')] };

/** Commands an operator sends over REST (docs/decisions.md, "Floats over REST"). */
const operatorCommands: ReadonlySet<CommandType> = new Set(['float_release', 'float_cancel']);

/** An operator sending an operator's command acts as the operator; everyone else as a party. */
function caller(context: RestContext, command: Command): Caller {
  if (context.viewer.customer.isOperator && operatorCommands.has(command.type)) return { kind: 'operator', viewer: context.viewer };
  return { kind: 'customer', viewer: context.viewer, asCustomerEmail: context.request.headers.get('as-customer') };
}

async function perform(context: RestContext, itemId?: number): Promise<RestResult> {
  const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
  const parsed = parseTransactionAction(await context.json(), itemId);
  const asWire = (record: TransactionRecord) => presentTransaction(context, record);
  try {
    const record = await submit(parsed, {
      check: checkAction,
      run: (command) => act(context.services, caller(context, command), transactionId, command),
      renames: actionRenames(parsed.input),
    });
    return { status: 200, body: asWire(record) };
  } catch (error) {
    if (!(error instanceof BatchActionError)) throw error;
    // BatchActionValidationResponse: what happened to each action, and the unchanged transaction.
    const current = await getTransaction(context.services, context.viewer, transactionId);
    const failed = parsed.input.type === 'batch' ? parsed.input.actions[error.failedIndex] : undefined;
    return {
      status: error.failure instanceof ValidationError ? 422 : 409,
      body: {
        actions: error.actions.map((action, index) =>
          index === error.failedIndex
            ? {
                action,
                status: 'failed',
                error: error.failure.message,
                ...(error.failure instanceof ValidationError ? { errors: toWireErrors(error.failure.errors, failed ? actionRenames(failed) : {}) } : {}),
              }
            : { action, status: 'not_applied' },
        ),
        transaction: asWire(current),
      },
    };
  }
}

/** The two action routes (whole transaction, one item) take the same body and answer alike. */
function actionDoc(summary: string): RouteDoc {
  return {
    tag: 'Lifecycle',
    summary,
    asCustomer: true,
    body: { schema: ref('TransactionAction'), required: true },
    success: { status: 200, description: 'The updated transaction', schema: ref('Transaction') },
    errors: [
      403,
      404,
      { status: 409, description: 'Not possible in the current state: `{"error"}`, or for a batch, what became of each action', schema: actionFailure },
      { status: 422, description: 'Field problems: `{"errors"}`, or for a batch, what became of each action', schema: actionFailure },
    ],
  };
}

export const transactionActionRoutes: Route[] = [
  {
    method: 'PATCH',
    path: '/transaction/{transaction_id}',
    doc: actionDoc('Act on a transaction: agree, ship, receive, accept, reject, cancel, modify, batch, …'),
    handler: (context) => perform(context),
  },
  {
    method: 'PATCH',
    path: '/transaction/{transaction_id}/item/{item_id}',
    doc: actionDoc('Act on one item (a milestone): ship, receive, accept, reject and their returns'),
    handler: (context) => perform(context, pathId(context.params.item_id, 'Item not found')),
  },
  {
    method: 'GET',
    path: '/transaction/{transaction_id}/timeline-entries',
    doc: {
      tag: 'Transactions',
      summary: 'The timeline of a transaction (parties only)',
      success: { status: 200, description: 'The entries, oldest first', schema: ref('TimelineEntries') },
      errors: [403, 404],
    },
    handler: async (context) => {
      const transactionId = pathId(context.params.transaction_id, 'Transaction not found');
      await getTransaction(context.services, context.viewer, transactionId);
      const entries = await context.services.prisma.timelineEntry.findMany({ where: { transactionId }, orderBy: { id: 'asc' } });
      return { status: 200, body: entries.map((entry) => ({ date_added: entry.createdAt.toISOString(), notes: entry.notes })) };
    },
  },
];
