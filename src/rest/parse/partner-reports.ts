/**
 * POST /partner/reports: V4PartnerReportsPostSchema, `{transaction_filters, customer_filters}`,
 * read into a ReportRequest (types and syntax; the domain checks the rest). transaction_filters
 * is PartnerTransactionGetParams (spec 2.8); customer_filters is PartnerCustomerGetParams as
 * decided (ids, country, verification_status). Unknown keys are refused.
 */
import { customerVerificationStatuses, partnerTransactionStatuses, transactionSources, type PartnerTransactionFilter } from '../../domain/transactions/filters.js';
import type { ReportRequest } from '../../domain/partners/reports/request.js';
import { readObjectBody } from './body.js';
import { fail, ok, readBoolean, readInteger, readMoney, readOneOf, readString, readTimestamp, type Read } from './json.js';
import { optional, readBody, wireObject, wireValue, type JsonSchema } from './shape.js';
import { cursorDescriptions, cursorParameters, parameter, partnerQuery, sortParameters } from './partner-query.js';
import { transactionFilterWireNames } from './partner-transactions.js';
import { parsed, type Parsed } from './submit.js';
import type { PathRenames } from './wire-errors.js';
import { isRowId } from '../../domain/shared/ids.js';

/** Domain paths of a report request → the body's names (sorting and paging sit in transaction_filters). */
export const reportRequestRenames: PathRenames = {
  limit: 'transaction_filters.limit',
  nextCursor: 'transaction_filters.next_cursor',
  sortDirection: 'transaction_filters.sort_direction',
  ...Object.fromEntries(Object.entries(transactionFilterWireNames).map(([domain, wire]) => [`transactionFilters.${domain}`, `transaction_filters.${wire}`])),
};

const integers: JsonSchema = { type: 'array', items: { type: 'integer' } };
const flag = () => wireValue(readBoolean, { type: 'boolean' });
const integer = () => wireValue(readInteger, { type: 'integer' });
const moneyInput: JsonSchema = {
  oneOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' }],
  examples: [1000.0, '1000.00'],
  description: 'Decimal amount: a number or a decimal string',
};
const oneOf = <const T extends string>(allowed: readonly T[]) => wireValue((value) => readOneOf(value, allowed), { enum: [...allowed] });

/** PartnerTransactionGetParams in a body, declared in the order its problems are listed. */
const transactionFilters = wireObject(
  {
    sort_by: oneOf(['id']),
    status: oneOf(partnerTransactionStatuses),
    ids: wireValue(readIntegerList, integers),
    customer_ids: wireValue(readIntegerList, integers),
    min_amount: wireValue(readMoney, moneyInput),
    max_amount: wireValue(readMoney, moneyInput),
    initiation_start_date: wireValue(readTimestamp, { type: 'string' }),
    initiation_end_date: wireValue(readEndTimestamp, { type: 'string' }),
    closed_start_date: wireValue(readTimestamp, { type: 'string' }),
    closed_end_date: wireValue(readEndTimestamp, { type: 'string' }),
    exclude_draft: flag(),
    show_cancelled: flag(),
    first_time_buyer: flag(),
    first_time_seller: flag(),
    first_time_either: flag(),
    days_taken: integer(),
    status_code: integer(),
    start_condition: integer(),
    end_condition: integer(),
    sources: wireValue(readStringList, { type: 'array', items: { enum: [...transactionSources] } }),
    sort_direction: oneOf(['asc', 'desc']),
    limit: integer(),
    next_cursor: integer(),
  },
  undefined,
  { unknownFields: 'is not a filter of PartnerTransactionGetParams' },
);

/** PartnerCustomerGetParams in a body. */
const customerFilters = wireObject(
  {
    ids: wireValue(readIntegerList, integers),
    country: wireValue(readString, { type: 'string' }),
    verification_status: oneOf(customerVerificationStatuses),
  },
  undefined,
  { unknownFields: 'is not a filter of PartnerCustomerGetParams' },
);

/** The body of POST /partner/reports (ReportRequest in the OpenAPI document). */
export const reportRequestBody = wireObject({ transaction_filters: optional(transactionFilters), customer_filters: optional(customerFilters) }, undefined, {
  unknownFields: 'is not a field of a report request',
});

export function readReportBody(body: unknown): Parsed<ReportRequest> {
  const { input, errors } = readBody(reportRequestBody, readObjectBody(body));
  const request: ReportRequest = {};
  const wire = input.transactionFilters;
  if (wire) {
    const filter: PartnerTransactionFilter = {
      status: wire.status,
      ids: wire.ids,
      customerIds: wire.customerIds,
      minAmount: wire.minAmount,
      maxAmount: wire.maxAmount,
      initiatedFrom: wire.initiationStartDate,
      initiatedTo: wire.initiationEndDate,
      closedFrom: wire.closedStartDate,
      closedTo: wire.closedEndDate,
      excludeDraft: wire.excludeDraft,
      showCancelled: wire.showCancelled,
      firstTimeBuyer: wire.firstTimeBuyer,
      firstTimeSeller: wire.firstTimeSeller,
      firstTimeEither: wire.firstTimeEither,
      daysTaken: wire.daysTaken,
      statusCode: wire.statusCode,
      startCondition: wire.startCondition,
      endCondition: wire.endCondition,
      sources: wire.sources,
    };
    Object.assign(request, { transactionFilters: filter, sortDirection: wire.sortDirection, limit: wire.limit, nextCursor: wire.nextCursor });
  }
  if (input.customerFilters) request.customerFilters = input.customerFilters;
  return parsed(request, errors);
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

/** GET /partner/reports: limit, next_cursor, sort_by, sort_direction (reportsQuery in the OpenAPI document). */
export const reportsParameters = partnerQuery(
  { ...cursorParameters, ...sortParameters },
  { descriptions: cursorDescriptions, checkOrder: ['sort_by', 'limit', 'next_cursor', 'sort_direction'] },
);

export function readReportsQuery(query: URLSearchParams) {
  const { limit, nextCursor, sortDirection } = reportsParameters.read(query);
  return { limit, nextCursor, sortDirection };
}

/** GET /partner/reports/{task_id}/download: as_json (default false; downloadQuery in the OpenAPI document). */
export const downloadParameters = partnerQuery({ as_json: parameter.boolean() }, { descriptions: { as_json: 'JSON instead of CSV' } });

export function readDownloadQuery(query: URLSearchParams): { asJson: boolean } {
  return { asJson: downloadParameters.read(query).asJson ?? false };
}
