import type { ReportTask } from '../../db/generated/client.js';
import { requestReport } from '../../domain/partners/reports/request.js';
import { ForbiddenError, ValidationError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { PartnerCustomerFilterInput, PartnerTransactionFilterInput, SortDirectionEnum, toCustomerFilter, toTransactionFilter } from './filter-inputs.js';
import { PartnerReportType } from './reports.js';

const RequestPartnerReportInput = builder.inputType('RequestPartnerReportInput', {
  description: 'REST POST /partner/reports: which transactions, in which order, how many.',
  fields: (t) => ({
    transactionFilters: t.field({ type: PartnerTransactionFilterInput }),
    customerFilters: t.field({ type: PartnerCustomerFilterInput, description: 'Transactions in which a buyer, seller or broker matches.' }),
    sortDirection: t.field({ type: SortDirectionEnum, description: 'Row order by transaction id; default DESC.' }),
    limit: t.int({ description: 'At most this many rows; default all.' }),
    nextCursor: t.int({ description: 'Start at this transaction id (inclusive).' }),
  }),
});

const RequestPartnerReportPayload = builder.objectRef<{ report: ReportTask }>('RequestPartnerReportPayload').implement({
  fields: (t) => ({ report: t.field({ type: PartnerReportType, resolve: (payload) => payload.report }) }),
});

builder.mutationField('requestPartnerReport', (t) =>
  t.field({
    type: RequestPartnerReportPayload,
    description: 'Asks for a report of the partner’s transactions; subscribe to partnerReportReady (or a webhook) to learn when it is ready.',
    args: { input: t.arg({ type: RequestPartnerReportInput, required: true }) },
    errors: { types: [ValidationError, ForbiddenError] },
    resolve: async (_root, { input }, context) => ({
      report: await requestReport(context.services, context.viewer, {
        transactionFilters: toTransactionFilter(input.transactionFilters),
        customerFilters: toCustomerFilter(input.customerFilters),
        sortDirection: input.sortDirection ?? undefined,
        limit: input.limit ?? undefined,
        nextCursor: input.nextCursor ?? undefined,
      }),
    }),
  }),
);
