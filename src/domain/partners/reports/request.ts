/**
 * Asking for a report (POST /partner/reports, V4PartnerReportsPostSchema): the partner's
 * transactions matching a transaction filter and a customer filter, one row each. The request
 * is stored as a task; the report worker builds it (build.ts).
 */
import type { ReportTask } from '../../../db/generated/client.js';
import { requirePartner } from '../../access/partners.js';
import type { Viewer } from '../../auth/authenticate.js';
import { inputLimitProblems } from '../../shared/limits.js';
import { ValidationError, type FieldErrors } from '../../shared/errors.js';
import { ErrorReport } from '../../shared/field-errors.js';
import type { Services } from '../../services.js';
import { writeTransaction } from '../../idempotency/records.js';
import {
  reportCustomerFilter,
  reportTransactionFilter,
  type PartnerCustomerFilter,
  type PartnerTransactionFilter,
  type SortDirection,
} from '../../transactions/filters.js';

export interface ReportRequest {
  transactionFilters?: PartnerTransactionFilter;
  /** Transactions in which a buyer, seller or broker matches (PartnerCustomerGetParams). */
  customerFilters?: PartnerCustomerFilter;
  /** Row order by transaction id; default desc, as the listing. */
  sortDirection?: SortDirection;
  /** At most this many rows; default every matching transaction. */
  limit?: number;
  /** Start at this transaction id (inclusive), as the listing's next_cursor. */
  nextCursor?: number;
}

export function checkReportRequest(request: ReportRequest): FieldErrors | null {
  const report = new ErrorReport();
  const root = report.at();
  reportTransactionFilter(request.transactionFilters ?? {}, root.at('transactionFilters'));
  reportCustomerFilter(request.customerFilters ?? {}, root.at('customerFilters'));
  if (request.limit !== undefined && (!Number.isSafeInteger(request.limit) || request.limit < 1)) root.add('limit', 'must be at least 1');
  if (request.nextCursor !== undefined && (!Number.isSafeInteger(request.nextCursor) || request.nextCursor < 1)) root.add('nextCursor', 'must be a transaction id');
  return report.hasErrors ? report.toObject() : inputLimitProblems(request);
}

/** The filter a report's rows match: the transaction filter narrowed by the customer filter. */
export function reportTransactionFilterOf(request: ReportRequest): PartnerTransactionFilter {
  return { ...request.transactionFilters, ...(request.customerFilters === undefined ? {} : { parties: request.customerFilters }) };
}

export async function requestReport(services: Services, viewer: Viewer, request: ReportRequest): Promise<ReportTask> {
  const partnerId = requirePartner(viewer);
  const problems = checkReportRequest(request);
  if (problems) throw new ValidationError(problems);
  const now = services.clock.now();
  const task = await writeTransaction(services, (tx) =>
    tx.reportTask.create({ data: { partnerId, filters: reportRequestToJson(request), filename: reportFilename(now), createdAt: now } }),
  );
  // Wake this instance's workers: the report starts at once rather than at the next poll.
  services.outbox.changed();
  return task;
}

function reportFilename(requestedAt: Date): string {
  return `transactions-${requestedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')}.csv`;
}

// The stored request: JSON with bigint amounts as strings and dates as ISO strings.

const moneyFields = ['minAmount', 'maxAmount'] as const;
const dateFields = ['initiatedFrom', 'initiatedTo', 'closedFrom', 'closedTo'] as const;

function reportRequestToJson(request: ReportRequest): object {
  return JSON.parse(JSON.stringify(request, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))) as object;
}

export function reportRequestFromJson(json: unknown): ReportRequest {
  const request = (json ?? {}) as ReportRequest & { transactionFilters?: Record<string, unknown> };
  const filters = request.transactionFilters ? { ...request.transactionFilters } : undefined;
  if (filters) {
    for (const field of moneyFields) if (typeof filters[field] === 'string') filters[field] = BigInt(filters[field]);
    for (const field of dateFields) if (typeof filters[field] === 'string') filters[field] = new Date(filters[field]);
  }
  return { ...request, transactionFilters: filters };
}
