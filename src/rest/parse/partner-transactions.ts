/** GET /partner/transactions: the query of PartnerTransactionGetParams (spec 2.8, 4.3). */
import { partnerTransactionStatuses, type PartnerTransactionFilter } from '../../domain/partners/filters.js';
import type { PartnerTransactionsRequest } from '../../domain/partners/transactions.js';
import { QueryReader } from './partner-query.js';
import type { PathRenames } from './wire-errors.js';

/** Domain paths of a transaction filter → the contract's parameter names. */
export const transactionFilterWireNames = {
  initiatedFrom: 'initiation_start_date',
  initiatedTo: 'initiation_end_date',
  closedFrom: 'closed_start_date',
  closedTo: 'closed_end_date',
} as const;

export const partnerTransactionsRenames: PathRenames = {
  filter: '',
  ...Object.fromEntries(Object.entries(transactionFilterWireNames).map(([domain, wire]) => [`filter.${domain}`, wire])),
};

export function readPartnerTransactionsQuery(query: URLSearchParams): PartnerTransactionsRequest {
  const reader = new QueryReader(query);
  const request: PartnerTransactionsRequest = {
    limit: reader.positiveInteger('limit'),
    nextCursor: reader.positiveInteger('next_cursor'),
    sortDirection: readSort(reader),
    filter: readTransactionFilter(reader),
  };
  reader.finish();
  return request;
}

/** `sort_by` is id, the only order; `sort_direction` asc or desc. */
export function readSort(reader: QueryReader): 'asc' | 'desc' | undefined {
  reader.oneOf('sort_by', ['id']);
  return reader.oneOf('sort_direction', ['asc', 'desc']);
}

function readTransactionFilter(reader: QueryReader): PartnerTransactionFilter {
  return {
    status: reader.oneOf('status', partnerTransactionStatuses),
    ids: reader.positiveIntegerList('ids'),
    customerIds: reader.positiveIntegerList('customer_ids'),
    minAmount: reader.money('min_amount'),
    maxAmount: reader.money('max_amount'),
    initiatedFrom: reader.date('initiation_start_date'),
    initiatedTo: reader.date('initiation_end_date', { endOfDay: true }),
    closedFrom: reader.date('closed_start_date'),
    closedTo: reader.date('closed_end_date', { endOfDay: true }),
    excludeDraft: reader.boolean('exclude_draft'),
    showCancelled: reader.boolean('show_cancelled'),
    firstTimeBuyer: reader.boolean('first_time_buyer'),
    firstTimeSeller: reader.boolean('first_time_seller'),
    firstTimeEither: reader.boolean('first_time_either'),
    daysTaken: reader.count('days_taken'),
    statusCode: reader.integer('status_code'),
    startCondition: reader.integer('start_condition'),
    endCondition: reader.integer('end_condition'),
    sources: reader.stringList('sources'),
  };
}
