import { resolveCursorConnection, resolveOffsetConnection } from '@pothos/plugin-relay';
import type { ReportTask } from '../../db/generated/client.js';
import { ReportStatus } from '../../db/generated/enums.js';
import { defaultPartnerPageSize, maxPartnerPageSize } from '../../domain/shared/paging.js';
import { reportRows } from '../../domain/partners/reports/download.js';
import { countPartnerReports, getPartnerReport, partnerReportWindow, reportDownloadUrl } from '../../domain/partners/reports/read.js';
import type { ReportRow } from '../../domain/partners/reports/rows.js';
import { InvalidStateError, NotFoundError } from '../../domain/shared/errors.js';
import { builder } from '../builder.js';
import { SortDirectionEnum } from './filter-inputs.js';
import { cursorId, PartnerType } from './partner.js';

const ReportStatusEnum = builder.enumType(ReportStatus, { name: 'ReportStatus' });

const PartnerReportRowType = builder.objectRef<ReportRow>('PartnerReportRow').implement({
  description: 'One transaction of a report: the columns of the CSV file.',
  fields: (t) => ({
    transactionId: t.int({ resolve: (row) => row.transaction_id as number }),
    reference: t.string({ nullable: true, resolve: (row) => row.reference as string | null }),
    description: t.string({ resolve: (row) => row.description as string }),
    currency: t.string({ resolve: (row) => row.currency as string }),
    totalAmount: t.string({ description: 'Decimal string, as in the file.', resolve: (row) => row.total_amount as string }),
    status: t.string({ description: 'ongoing, completed or cancelled', resolve: (row) => row.status as string }),
    statusCode: t.int({ resolve: (row) => row.status_code as number }),
    isDraft: t.boolean({ resolve: (row) => row.is_draft as boolean }),
    creationDate: t.string({ resolve: (row) => row.creation_date as string }),
    closeDate: t.string({ nullable: true, resolve: (row) => row.close_date as string | null }),
    buyerId: t.int({ nullable: true, resolve: (row) => row.buyer_id as number | null }),
    buyerEmail: t.string({ nullable: true, resolve: (row) => row.buyer_email as string | null }),
    buyerName: t.string({ nullable: true, resolve: (row) => row.buyer_name as string | null }),
    buyerCountry: t.string({ nullable: true, resolve: (row) => row.buyer_country as string | null }),
    sellerId: t.int({ nullable: true, resolve: (row) => row.seller_id as number | null }),
    sellerEmail: t.string({ nullable: true, resolve: (row) => row.seller_email as string | null }),
    sellerName: t.string({ nullable: true, resolve: (row) => row.seller_name as string | null }),
    sellerCountry: t.string({ nullable: true, resolve: (row) => row.seller_country as string | null }),
    brokerId: t.int({ nullable: true, resolve: (row) => row.broker_id as number | null }),
    brokerEmail: t.string({ nullable: true, resolve: (row) => row.broker_email as string | null }),
  }),
});

export const PartnerReportType = builder.objectRef<ReportTask>('PartnerReport').implement({
  description: 'A report the partner asked for (REST /partner/reports/{id}); built in the background.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    status: t.expose('status', { type: ReportStatusEnum }),
    filename: t.exposeString('filename'),
    dateRequested: t.expose('createdAt', { type: 'DateTime' }),
    dateCompleted: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    rowCount: t.exposeInt('rowCount', { description: 'Rows stored so far; all of them once completed.' }),
    downloadUrl: t.string({
      nullable: true,
      description: 'The file (CSV; add ?as_json=true for JSON) once completed; the same Basic credentials.',
      resolve: (task, _args, context) => (task.status === 'completed' ? reportDownloadUrl(context.services.config, task.id) : null),
    }),
    rows: t.connection({
      type: PartnerReportRowType,
      description: `The report's rows once completed, ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}.`,
      errors: { types: [InvalidStateError], union: { name: 'PartnerReportRowsResult' } },
      resolve: (task, args, context) =>
        resolveOffsetConnection({ args, defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize }, ({ offset, limit }) =>
          reportRows(context.services, task, offset, limit),
        ),
    }),
  }),
});

const PartnerReportCountType = builder.objectRef<Awaited<ReturnType<typeof countPartnerReports>>>('PartnerReportCount').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    pending: t.int({ resolve: (count) => count.byStatus.pending }),
    running: t.int({ resolve: (count) => count.byStatus.running }),
    completed: t.int({ resolve: (count) => count.byStatus.completed }),
    failed: t.int({ resolve: (count) => count.byStatus.failed }),
  }),
});

builder.objectFields(PartnerType, (t) => ({
  reports: t.connection({
    type: PartnerReportType,
    description: `The partner's reports (REST GET /partner/reports), newest first unless asked, ${defaultPartnerPageSize} a page unless asked, at most ${maxPartnerPageSize}.`,
    args: { sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'desc' }) },
    resolve: (partner, args, context) =>
      resolveCursorConnection<Promise<ReportTask[]>>(
        { args, toCursor: (task: ReportTask) => String(task.id), defaultSize: defaultPartnerPageSize, maxSize: maxPartnerPageSize },
        ({ before, after, limit, inverted }): Promise<ReportTask[]> =>
          partnerReportWindow(context.services, partner.partnerId, {
            sortDirection: args.sortDirection ?? 'desc',
            after: after === undefined ? undefined : cursorId(after),
            before: before === undefined ? undefined : cursorId(before),
            limit,
            fromEnd: inverted,
          }),
      ),
  }),
  reportCount: t.field({
    type: PartnerReportCountType,
    description: 'REST GET /partner/reports/count.',
    resolve: (_partner, _args, context) => countPartnerReports(context.services, context.viewer),
  }),
  report: t.field({
    type: PartnerReportType,
    description: 'One of the partner’s reports; NotFoundError for any other id.',
    args: { id: t.arg.int({ required: true, description: 'The report databaseId.' }) },
    errors: { types: [NotFoundError], union: { name: 'PartnerReportResult' } },
    resolve: (_partner, { id }, context) => getPartnerReport(context.services, context.viewer, id),
  }),
}));
