/**
 * A finished report's file, read back a stored chunk at a time: CSV (a header, then one line
 * per transaction) or JSON. Whatever its size, one chunk is in memory at a time, and any
 * instance serves it (the chunks are in the database).
 */
import type { ReportTask } from '../../../db/generated/client.js';
import type { Viewer } from '../../auth/authenticate.js';
import { InvalidStateError } from '../../shared/errors.js';
import type { Services } from '../../services.js';
import { reportChunksOverlapping } from '../store/reports.js';
import { getPartnerReport } from './read.js';
import { csvLine, reportColumns, type ReportRow } from './rows.js';

export type ReportFormat = 'csv' | 'json';

export interface ReportFile {
  task: ReportTask;
  filename: string;
  contentType: string;
  parts: AsyncIterable<string>;
}

/** The report's file; "not ready yet" (invalid state) while it is being built, 404 for another partner's. */
export async function openReportFile(services: Services, viewer: Viewer, id: number, format: ReportFormat): Promise<ReportFile> {
  const task = await getPartnerReport(services, viewer, id);
  requireCompleted(task);
  const base = task.filename.replace(/\.csv$/, '');
  return format === 'csv'
    ? { task, filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', parts: csvParts(services, task) }
    : { task, filename: `${base}.json`, contentType: 'application/json; charset=utf-8', parts: jsonParts(services, task) };
}

function requireCompleted(task: ReportTask): void {
  if (task.status === 'pending' || task.status === 'running') {
    throw new InvalidStateError(`Report ${task.id} is not ready yet (${task.status}); download it once its status is completed`);
  }
  if (task.status === 'failed') throw new InvalidStateError(`Report ${task.id} failed and has no file; request a new report`);
}

/** The stored rows, chunk by chunk, in order. */
async function* chunks(services: Services, task: ReportTask): AsyncGenerator<ReportRow[]> {
  for (let position = 0; position < task.chunkCount; position += 1) {
    const chunk = await services.prisma.reportChunk.findUnique({
      where: { reportTaskId_position: { reportTaskId: task.id, position } },
      select: { rows: true },
    });
    if (chunk) yield JSON.parse(chunk.rows) as ReportRow[];
  }
}

async function* csvParts(services: Services, task: ReportTask): AsyncGenerator<string> {
  yield csvLine(reportColumns);
  for await (const rows of chunks(services, task)) yield rows.map((row) => csvLine(reportColumns.map((column) => row[column]))).join('');
}

async function* jsonParts(services: Services, task: ReportTask): AsyncGenerator<string> {
  yield `{"report_id":${task.id},"filename":${JSON.stringify(task.filename)},"row_count":${task.rowCount},"rows":[`;
  let first = true;
  for await (const rows of chunks(services, task)) {
    if (rows.length === 0) continue;
    yield `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;
    first = false;
  }
  yield ']}';
}

/** Rows `offset` to `offset + limit` of a finished report the viewer reached (GraphQL pages through them). */
export async function reportRows(services: Services, task: ReportTask, offset: number, limit: number): Promise<ReportRow[]> {
  requireCompleted(task);
  const end = offset + limit;
  const found = await reportChunksOverlapping(services.prisma, task.id, offset, end);
  return found.flatMap((chunk) => (JSON.parse(chunk.rows) as ReportRow[]).filter((_row, index) => chunk.firstRow + index >= offset && chunk.firstRow + index < end));
}
