import { resolveCursorConnection } from '@pothos/plugin-relay';
import { checkPartnerTransactionsRequest, partnerTransactionWindow } from '../../domain/partners/transactions.js';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { ValidationError } from '../../domain/shared/errors.js';
import type { TransactionView } from '../../domain/transactions/view.js';
import { builder } from '../builder.js';
import { transactionForViewer } from '../transactions/transaction.js';
import { TransactionNode } from '../transactions/transaction.js';
import { PartnerTransactionFilterInput, SortDirectionEnum, toTransactionFilter } from './filter-inputs.js';
import { cursorId, PartnerType } from './partner.js';

builder.objectField(PartnerType, 'transactions', (t) =>
  t.connection({
    type: TransactionNode,
    description: `The partner's transactions, filtered (REST GET /partner/transactions), ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}. Transactions as the partner sees them.`,
    args: {
      filter: t.arg({ type: PartnerTransactionFilterInput }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'desc' }),
    },
    errors: { types: [ValidationError], union: { name: 'PartnerTransactionsResult' } },
    resolve: (partner, args, context) => {
      const filter = toTransactionFilter(args.filter);
      const problems = checkPartnerTransactionsRequest({ filter });
      if (problems) throw new ValidationError(problems);
      const sortDirection = args.sortDirection ?? 'desc';
      return resolveCursorConnection<Promise<TransactionView[]>>(
        { args, toCursor: (view: TransactionView) => String(view.id), defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize },
        async ({ before, after, limit, inverted }): Promise<TransactionView[]> => {
          const records = await partnerTransactionWindow(context.services.db, partner.partnerId, filter, {
            sortDirection,
            after: after === undefined ? undefined : cursorId(after),
            before: before === undefined ? undefined : cursorId(before),
            limit,
            fromEnd: inverted,
          });
          return records.map((record) => transactionForViewer(context, record));
        },
      );
    },
  }),
);
