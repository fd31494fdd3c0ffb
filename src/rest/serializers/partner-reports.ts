import type { ReportTask } from '../../db/generated/client.js';
import type { CursorPage } from '../../domain/shared/paging.js';
import { reportDownloadUrl, type ReportCount } from '../../domain/partners/reports/read.js';
import type { Services } from '../../domain/services.js';

/** V4PartnerReportsSchema: one report task, with the link to its file once it is completed. */
export function serializeReport(services: Pick<Services, 'config'>, task: ReportTask) {
  return {
    id: task.id,
    customer_id: task.partnerId,
    status: task.status,
    filename: task.filename,
    date_requested_utc: task.createdAt.toISOString(),
    date_completed_utc: task.completedAt?.toISOString() ?? null,
    row_count: task.rowCount,
    storage_object_url: task.status === 'completed' ? reportDownloadUrl(services.config, task.id) : null,
  };
}

/** V4PartnerReportsEntry. */
function serializeReportEntry(task: ReportTask) {
  return {
    id: task.id,
    status: task.status,
    filename: task.filename,
    date_requested: task.createdAt.toISOString(),
    date_completed: task.completedAt?.toISOString() ?? null,
    row_count: task.rowCount,
  };
}

/** V4PartnerReports. */
export function serializeReportList(page: CursorPage<ReportTask>) {
  return {
    reports: page.entries.map(serializeReportEntry),
    limit: page.limit,
    next_cursor: page.nextCursor,
    sort_by: 'id',
    sort_direction: page.sortDirection,
  };
}

export function serializeReportCount(count: ReportCount) {
  return { count: count.total, by_status: count.byStatus };
}
