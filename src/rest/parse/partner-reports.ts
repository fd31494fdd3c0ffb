/**
 * POST /partner/reports: V4PartnerReportsPostSchema, `{transaction_filters, customer_filters}`,
 * read into a ReportRequest (types and syntax; the domain checks the rest). transaction_filters
 * is PartnerTransactionGetParams (spec 2.8); customer_filters is PartnerCustomerGetParams as
 * decided (ids, country, verification_status). Unknown keys are refused.
 */
import {
  customerVerificationStatuses,
  partnerTransactionStatuses,
  type PartnerCustomerFilter,
  type PartnerTransactionFilter,
} from '../../domain/partners/filters.js';
import type { ReportRequest } from '../../domain/partners/reports/request.js';
import { ErrorReport, type ErrorScope } from '../../domain/shared/field-errors.js';
import { readObjectBody, reportUnknownFields } from './body.js';
import { fail, field, isAbsent, ok, readBoolean, readInteger, readMoney, readObject, readOneOf, readString, readTimestamp, type Read } from './json.js';
import { QueryReader } from './partner-query.js';
import { transactionFilterWireNames } from './partner-transactions.js';
import { parsed, type Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';
import { isRowId } from '../../domain/shared/ids.js';

export const transactionFilterKeys = [
  'first_time_either',
  'first_time_buyer',
  'first_time_seller',
  'show_cancelled',
  'exclude_draft',
  'customer_ids',
  'ids',
  'sort_by',
  'sort_direction',
  'next_cursor',
  'limit',
  'days_taken',
  'initiation_start_date',
  'initiation_end_date',
  'closed_start_date',
  'closed_end_date',
  'min_amount',
  'max_amount',
  'sources',
  'status',
  'status_code',
  'start_condition',
  'end_condition',
] as const;
export const customerFilterKeys = ['ids', 'country', 'verification_status'] as const;

/** Domain paths of a report request → the body's names (sorting and paging sit in transaction_filters). */
export const reportRequestRenames: PathRenames = {
  limit: 'transaction_filters.limit',
  nextCursor: 'transaction_filters.next_cursor',
  sortDirection: 'transaction_filters.sort_direction',
  ...Object.fromEntries(Object.entries(transactionFilterWireNames).map(([domain, wire]) => [`transactionFilters.${domain}`, `transaction_filters.${wire}`])),
};

export function readReportBody(body: unknown): Parsed<ReportRequest> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  const root = report.at();
  reportUnknownFields(object, ['transaction_filters', 'customer_filters'], root, 'is not a field of a report request');
  const request: ReportRequest = {};
  if (!isAbsent(object.transaction_filters)) {
    const filters = readObject(object.transaction_filters, root.at('transaction_filters'));
    if (filters) Object.assign(request, readTransactionFilters(filters, root.at('transaction_filters')));
  }
  if (!isAbsent(object.customer_filters)) {
    const filters = readObject(object.customer_filters, root.at('customer_filters'));
    if (filters) request.customerFilters = readCustomerFilters(filters, root.at('customer_filters'));
  }
  return parsed(request, report);
}

function readTransactionFilters(body: Record<string, unknown>, errors: ErrorScope): ReportRequest {
  reportUnknownFields(body, transactionFilterKeys, errors, 'is not a filter of PartnerTransactionGetParams');
  const read = <T>(name: string, reader: (value: unknown) => Read<T>) => field(body, name, reader, errors) ?? undefined;
  read('sort_by', (value) => readOneOf(value, ['id'] as const));
  const filter: PartnerTransactionFilter = {
    status: read('status', (value) => readOneOf(value, partnerTransactionStatuses)),
    ids: read('ids', readIntegerList),
    customerIds: read('customer_ids', readIntegerList),
    minAmount: read('min_amount', readMoney),
    maxAmount: read('max_amount', readMoney),
    initiatedFrom: read('initiation_start_date', readTimestamp),
    initiatedTo: read('initiation_end_date', readEndTimestamp),
    closedFrom: read('closed_start_date', readTimestamp),
    closedTo: read('closed_end_date', readEndTimestamp),
    excludeDraft: read('exclude_draft', readBoolean),
    showCancelled: read('show_cancelled', readBoolean),
    firstTimeBuyer: read('first_time_buyer', readBoolean),
    firstTimeSeller: read('first_time_seller', readBoolean),
    firstTimeEither: read('first_time_either', readBoolean),
    daysTaken: read('days_taken', readInteger),
    statusCode: read('status_code', readInteger),
    startCondition: read('start_condition', readInteger),
    endCondition: read('end_condition', readInteger),
    sources: read('sources', readStringList),
  };
  return {
    transactionFilters: filter,
    sortDirection: read('sort_direction', (value) => readOneOf(value, ['asc', 'desc'] as const)),
    limit: read('limit', readInteger),
    nextCursor: read('next_cursor', readInteger),
  };
}

function readCustomerFilters(body: Record<string, unknown>, errors: ErrorScope): PartnerCustomerFilter {
  reportUnknownFields(body, customerFilterKeys, errors, 'is not a filter of PartnerCustomerGetParams');
  return {
    ids: field(body, 'ids', readIntegerList, errors) ?? undefined,
    country: field(body, 'country', readString, errors) ?? undefined,
    verificationStatus: field(body, 'verification_status', (value) => readOneOf(value, customerVerificationStatuses), errors) ?? undefined,
  };
}

function readIntegerList(value: unknown): Read<number[]> {
  // The lists name rows (ids, customer ids): an integer past the id column names none.
  if (!Array.isArray(value)) return fail('must be a list of integers');
  return value.every(isRowId) ? ok(value) : fail('must be a list of integers');
}

function readStringList(value: unknown): Read<string[]> {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? ok(value) : fail('must be a list of strings');
}

/** The end of an inclusive range: a plain date covers its whole day (UTC). */
function readEndTimestamp(value: unknown): Read<Date> {
  const read = readTimestamp(value);
  if (!read.ok || typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return read;
  return ok(new Date(read.value.getTime() + 86_400_000 - 1));
}

/** GET /partner/reports: limit, next_cursor, sort_by, sort_direction. */
export function readReportsQuery(query: URLSearchParams) {
  const reader = new QueryReader(query);
  reader.oneOf('sort_by', ['id']);
  const request = {
    limit: reader.positiveInteger('limit'),
    nextCursor: reader.positiveInteger('next_cursor'),
    sortDirection: reader.oneOf('sort_direction', ['asc', 'desc'] as const),
  };
  reader.finish();
  return request;
}

/** GET /partner/reports/{task_id}/download: as_json (default false). */
export function readDownloadQuery(query: URLSearchParams): { asJson: boolean } {
  const reader = new QueryReader(query);
  const asJson = reader.boolean('as_json') ?? false;
  reader.finish();
  return { asJson };
}
