import { resolveCursorConnection } from '@pothos/plugin-relay';
import { ForbiddenError, NotFoundError } from '../../domain/shared/errors.js';
import { getTransaction, getTransactionByReference, maxPageSize, defaultPageSize } from '../../domain/transactions/read.js';
import {
  checkViewerTransactionFilter,
  countViewerTransactions,
  listingPosition,
  viewerTransactionWindow,
  type ListingPosition,
  type ViewerTransactionSortKey,
} from '../../domain/transactions/listing.js';
import { viewTransaction, type TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { CurrencyEnum } from '../shared/currency.js';
import { PartyRoleEnum } from './party-role.js';
import { ItemType } from './item.js';
import { PartyType } from './party.js';
import { PrivacyType } from './privacy.js';
import { cursorId, readSortedCursor, sortedCursor } from '../ids.js';
import { TransactionSortKeyEnum } from './transaction-sort-key.js';
import { badArguments } from '../errors/domain-errors.js';
import { SortDirectionEnum, toViewerTransactionFilter, ViewerTransactionFilterInput } from '../partners/filter-inputs.js';
import { isStatusCode, statusCodes } from '../../domain/lifecycle/status-code.js';

/** The viewer's view of a stored transaction: the same content the REST API returns. */
export function transactionForViewer(context: GraphQLContext, record: Parameters<typeof viewTransaction>[0]): TransactionView {
  return viewTransaction(record, context.viewer.customer.id, context.services.config);
}

export const TransactionNode = builder.node(builder.objectRef<TransactionView>('Transaction'), {
  description: 'A held-funds transaction, as the viewer may see it (broker privacy applies).',
  id: { resolve: (view) => view.id },
  // node(id) answers null for a transaction that does not exist or is not the viewer's. The
  // relay plugin brands what a node loader answers with a property of its own, which a shared
  // view (frozen) cannot take: the loader answers a copy of its top level.
  loadOne: async (id, context) => {
    try {
      return { ...transactionForViewer(context, await getTransaction(context.services, context.viewer, Number(id))) };
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof ForbiddenError) return null;
      throw error;
    }
  },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The integer id used by the REST API.' }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    description: t.exposeString('description'),
    reference: t.exposeString('reference', { nullable: true }),
    auctionId: t.exposeInt('auctionId', { nullable: true }),
    isDraft: t.exposeBoolean('isDraft'),
    isCancelled: t.exposeBoolean('isCancelled'),
    cancellationReason: t.exposeString('cancellationReason', { nullable: true }),
    statusCode: t.exposeInt('statusCode', { description: 'Numeric status code (docs/lifecycle.md).' }),
    statusName: t.string({
      description: 'What statusCode means, in the words of the status code table (docs/lifecycle.md), e.g. "Funds secured; awaiting shipment".',
      resolve: (view) => (isStatusCode(view.statusCode) ? statusCodes[view.statusCode] : `Status ${view.statusCode}`),
    }),
    amount: t.field({
      type: 'Money',
      description: 'What the items come to as the viewer sees them (the sum of their schedule amounts), before fees.',
      resolve: (view) => view.items.flatMap((item) => item.schedule).reduce((sum, entry) => sum + entry.amount, 0n),
    }),
    creationDate: t.expose('creationDate', { type: 'DateTime' }),
    closeDate: t.expose('closeDate', { type: 'DateTime', nullable: true }),
    parties: t.expose('parties', { type: [PartyType] }),
    items: t.expose('items', { type: [ItemType] }),
    privacy: t.expose('privacy', { type: PrivacyType, nullable: true }),
    viewerRoles: t.expose('viewerRoles', { type: [PartyRoleEnum], description: "The viewer's roles in this transaction." }),
  }),
});

builder.queryFields((t) => ({
  transaction: t.field({
    type: TransactionNode,
    description: 'A transaction the viewer is a party of.',
    args: { id: t.arg.globalID({ required: true, for: [TransactionNode] }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, { id }, context) => transactionForViewer(context, await getTransaction(context.services, context.viewer, Number(id.id))),
  }),
  transactionByReference: t.field({
    type: TransactionNode,
    description: "The newest of the viewer's transactions with this external reference.",
    args: { reference: t.arg.string({ required: true }) },
    errors: { types: [NotFoundError, ForbiddenError] },
    resolve: async (_root, { reference }, context) => transactionForViewer(context, await getTransactionByReference(context.services, context.viewer, reference)),
  }),
}));

builder.prismaObjectField('Customer', 'transactions', (t) =>
  t.connection(
    {
      type: TransactionNode,
      description: `The customer's transactions in any role, newest first unless sorted otherwise (${defaultPageSize} a page unless asked, at most ${maxPageSize}); the REST GET /transaction with the partner listing's filters. Invalid arguments are a BAD_USER_INPUT error listing every problem in extensions.fields.`,
      authScopes: (customer) => ({ self: customer.id }),
      args: {
        filter: t.arg({ type: ViewerTransactionFilterInput }),
        sortBy: t.arg({ type: TransactionSortKeyEnum, defaultValue: 'id' }),
        sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'desc' }),
      },
      resolve: (_customer, args, context) => {
        const filter = toViewerTransactionFilter(args.filter);
        const problems = checkViewerTransactionFilter(filter);
        if (problems) throw badArguments({ filter: problems });
        const sortBy = args.sortBy ?? 'id';
        const sortDirection = args.sortDirection ?? 'desc';
        const cursors = new Map<TransactionView, string>();
        const position = (cursor: string) => readListingCursor(cursor, sortBy);
        // Counted only when a client selects totalCount: one statement more, for the whole connection.
        const totalCount = () => countViewerTransactions(context.services, context.viewer, filter);
        const connection = resolveCursorConnection<Promise<TransactionView[]>>(
          { args, toCursor: (view: TransactionView) => cursors.get(view) ?? String(view.id), defaultSize: defaultPageSize, maxSize: maxPageSize },
          async ({ before, after, limit, inverted }): Promise<TransactionView[]> => {
            const records = await viewerTransactionWindow(context.services, context.viewer, filter, {
              sortBy,
              sortDirection,
              after: after === undefined ? undefined : position(after),
              before: before === undefined ? undefined : position(before),
              limit,
              fromEnd: inverted,
            });
            return records.map((record) => {
              const view = transactionForViewer(context, record);
              cursors.set(view, listingCursor(listingPosition(record, sortBy), sortBy));
              return view;
            });
          },
        );
        return connection.then((page) => ({ ...page, totalCount }));
      },
    },
    {
      fields: (connection) => ({
        totalCount: connection.int({
          description: "How many transactions the filter keeps (REST GET /transaction's page_count is this over per_page).",
          resolve: (page) => page.totalCount(),
        }),
      }),
    },
  ),
);

/** A cursor of the viewer's listing: the id alone when sorted by id (as before sorting existed), else key, value and id. */
function listingCursor(position: ListingPosition, sortBy: ViewerTransactionSortKey): string {
  return position.value === undefined ? String(position.id) : sortedCursor(sortBy, position.value, position.id);
}

function readListingCursor(cursor: string, sortBy: ViewerTransactionSortKey): ListingPosition {
  if (sortBy === 'id') return { id: cursorId(cursor) };
  return readSortedCursor(cursor, sortBy, sortBy === 'created' ? 'time' : 'integer');
}
