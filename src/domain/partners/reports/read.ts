/** The partner's report tasks: listed, counted, read one at a time; another partner's are not found. */
import type { ReportStatus } from '../../../db/generated/enums.js';
import type { ReportTask } from '../../../db/generated/client.js';
import type { Config } from '../../../config.js';
import { partnerReportsWhere, requirePartner } from '../../access/partners.js';
import type { Viewer } from '../../auth/authenticate.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../../shared/errors.js';
import { ErrorReport } from '../../shared/field-errors.js';
import type { Services } from '../../services.js';
import { reportIdOfEvent } from './events.js';
import { appliedLimit, checkLimit, cursorPage, windowOf, windowWhere, type CursorPage, type CursorPageRequest, type IdWindow } from '../../shared/paging.js';

export const reportNotFoundMessage = 'Report not found';
const reportStatuses: readonly ReportStatus[] = ['pending', 'running', 'completed', 'failed'];

/** Where the finished file is served (the REST download path), for links in answers. */
export function reportDownloadUrl(config: Pick<Config, 'publicUrl'>, id: number): string {
  return `${config.publicUrl}/2017-09-01/partner/reports/${id}/download`;
}

function checkReportsRequest(request: CursorPageRequest): FieldErrors | null {
  const report = new ErrorReport();
  checkLimit(request.limit, report.at());
  return report.hasErrors ? report.toObject() : null;
}

export async function listPartnerReports(services: Services, viewer: Viewer, request: CursorPageRequest): Promise<CursorPage<ReportTask>> {
  const partnerId = requirePartner(viewer);
  const problems = checkReportsRequest(request);
  if (problems) throw new ValidationError(problems);
  const limit = appliedLimit(request.limit);
  const window = windowOf(request, limit);
  return cursorPage(await partnerReportWindow(services, partnerId, window), (task) => task.id, limit, window.sortDirection);
}

export function partnerReportWindow(services: Services, partnerId: number, window: IdWindow): Promise<ReportTask[]> {
  const bounds = windowWhere(window);
  return services.prisma.reportTask.findMany({
    where: { ...partnerReportsWhere(partnerId), id: bounds.id },
    orderBy: bounds.orderBy,
    take: window.limit,
  });
}

export interface ReportCount {
  total: number;
  byStatus: Record<ReportStatus, number>;
}

export async function countPartnerReports(services: Services, viewer: Viewer): Promise<ReportCount> {
  const partnerId = requirePartner(viewer);
  const groups = await services.prisma.reportTask.groupBy({ by: ['status'], where: partnerReportsWhere(partnerId), _count: { _all: true } });
  const byStatus = Object.fromEntries(reportStatuses.map((status) => [status, groups.find((group) => group.status === status)?._count._all ?? 0])) as Record<
    ReportStatus,
    number
  >;
  return { total: Object.values(byStatus).reduce((sum, count) => sum + count, 0), byStatus };
}

export async function getPartnerReport(services: Services, viewer: Viewer, id: number): Promise<ReportTask> {
  const partnerId = requirePartner(viewer);
  const task = await services.prisma.reportTask.findFirst({ where: { id, ...partnerReportsWhere(partnerId) } });
  if (!task) throw new NotFoundError(reportNotFoundMessage);
  return task;
}

/** The report a `report_ready` event announced, if it is this partner's (live subscriptions). */
export async function reportOfEvent(services: Services, partnerId: number, eventPublicId: string): Promise<ReportTask | null> {
  const event = await services.prisma.event.findUnique({ where: { publicId: eventPublicId }, select: { payload: true, partnerId: true } });
  const reportId = event?.partnerId === partnerId ? reportIdOfEvent(event.payload) : null;
  if (reportId === null) return null;
  return services.prisma.reportTask.findFirst({ where: { id: reportId, ...partnerReportsWhere(partnerId) } });
}
