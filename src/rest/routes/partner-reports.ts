import { requirePartner } from '../../domain/access/partners.js';
import { openReportFile } from '../../domain/partners/reports/download.js';
import { countPartnerReports, getPartnerReport, listPartnerReports, reportNotFoundMessage } from '../../domain/partners/reports/read.js';
import { checkReportRequest, requestReport } from '../../domain/partners/reports/request.js';
import { readDownloadQuery, readReportBody, readReportsQuery, reportRequestRenames } from '../parse/partner-reports.js';
import { parsed, submit } from '../parse/submit.js';
import { pathId } from '../params.js';
import type { Route } from '../router.js';
import { serializeReport, serializeReportCount, serializeReportList } from '../serializers/partner-reports.js';
import { ref } from '../openapi/schemas.js';
import { downloadQuery, reportsQuery } from '../openapi/query.js';

export const partnerReportRoutes: Route[] = [
  {
    method: 'POST',
    path: '/partner/reports',
    doc: {
      tag: 'Partner',
      summary: 'Ask for a report of your transactions (built in the background)',
      body: { schema: ref('ReportRequest'), required: false },
      success: { status: 201, description: 'The report, pending', schema: ref('Report') },
      errors: [403, 422],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const task = await submit(readReportBody(await context.json()), {
        check: checkReportRequest,
        run: (input) => requestReport(context.services, context.viewer, input),
        renames: reportRequestRenames,
      });
      return { status: 201, body: serializeReport(context.services, task) };
    },
  },
  {
    method: 'GET',
    path: '/partner/reports',
    doc: {
      tag: 'Partner',
      summary: 'Your reports, by cursor',
      query: reportsQuery,
      success: { status: 200, description: 'A page of reports', schema: ref('ReportList') },
      errors: [400, 403],
    },
    handler: async (context) => {
      requirePartner(context.viewer);
      const page = await submit(parsed(readReportsQuery(context.query)), {
        run: (input) => listPartnerReports(context.services, context.viewer, input),
      });
      return { status: 200, body: serializeReportList(page) };
    },
  },
  {
    method: 'GET',
    path: '/partner/reports/count',
    doc: {
      tag: 'Partner',
      summary: 'How many reports you have, by status',
      success: { status: 200, description: 'The counts', schema: ref('ReportCount') },
      errors: [403],
    },
    handler: async ({ services, viewer }) => ({ status: 200, body: serializeReportCount(await countPartnerReports(services, viewer)) }),
  },
  {
    method: 'GET',
    path: '/partner/reports/{task_id}',
    doc: {
      tag: 'Partner',
      summary: 'One report: poll until `status` is completed',
      success: { status: 200, description: 'The report', schema: ref('Report') },
      errors: [403, 404],
    },
    handler: async ({ services, viewer, params }) => {
      requirePartner(viewer);
      return { status: 200, body: serializeReport(services, await getPartnerReport(services, viewer, pathId(params.task_id, reportNotFoundMessage))) };
    },
  },
  {
    method: 'GET',
    path: '/partner/reports/{task_id}/download',
    doc: {
      tag: 'Partner',
      summary: 'Download a completed report, as CSV or JSON (409 until it is ready)',
      query: downloadQuery,
      success: {
        status: 200,
        description: 'The report file (an attachment)',
        content: { 'text/csv': { type: 'string' }, 'application/json': { type: 'array', items: { type: 'object' } } },
      },
      errors: [400, 403, 404, 409],
    },
    handler: async ({ services, viewer, params, query }) => {
      requirePartner(viewer);
      const id = pathId(params.task_id, reportNotFoundMessage);
      const { asJson } = readDownloadQuery(query);
      const file = await openReportFile(services, viewer, id, asJson ? 'json' : 'csv');
      return {
        status: 200,
        // Streamed: the file is read from the database a chunk at a time as the client reads it.
        body: streamOf(file.parts),
        headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"` },
      };
    },
  },
];

function streamOf(parts: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
