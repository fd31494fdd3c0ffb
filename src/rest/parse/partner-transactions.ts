/** GET /partner/transactions: the query of PartnerTransactionGetParams (spec 2.8, 4.3). */
import { partnerTransactionStatuses, transactionSources, type PartnerTransactionFilter } from '../../domain/transactions/filters.js';
import type { PartnerTransactionsRequest } from '../../domain/partners/transactions.js';
import { cursorDescriptions, cursorParameters, parameter, partnerQuery, sortParameters } from './partner-query.js';
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

/** partnerTransactionsQuery in the OpenAPI document. */
export const partnerTransactionsParameters = partnerQuery(
  {
    ...cursorParameters,
    ...sortParameters,
    status: parameter.oneOf(partnerTransactionStatuses),
    ids: parameter.positiveIntegerList(),
    customer_ids: parameter.positiveIntegerList(),
    min_amount: parameter.money(),
    max_amount: parameter.money(),
    initiation_start_date: parameter.date(),
    initiation_end_date: parameter.date({ endOfDay: true }),
    closed_start_date: parameter.date(),
    closed_end_date: parameter.date({ endOfDay: true }),
    exclude_draft: parameter.boolean(),
    show_cancelled: parameter.boolean(),
    first_time_buyer: parameter.boolean(),
    first_time_seller: parameter.boolean(),
    first_time_either: parameter.boolean(),
    days_taken: parameter.count(),
    status_code: parameter.integer(),
    start_condition: parameter.integer(),
    end_condition: parameter.integer(),
    sources: parameter.stringList({ description: `Comma-separated: ${transactionSources.join(', ')}` }),
  },
  { descriptions: cursorDescriptions },
);

export function readPartnerTransactionsQuery(query: URLSearchParams): PartnerTransactionsRequest {
  const read = partnerTransactionsParameters.read(query);
  const filter: PartnerTransactionFilter = {
    status: read.status,
    ids: read.ids,
    customerIds: read.customerIds,
    minAmount: read.minAmount,
    maxAmount: read.maxAmount,
    initiatedFrom: read.initiationStartDate,
    initiatedTo: read.initiationEndDate,
    closedFrom: read.closedStartDate,
    closedTo: read.closedEndDate,
    excludeDraft: read.excludeDraft,
    showCancelled: read.showCancelled,
    firstTimeBuyer: read.firstTimeBuyer,
    firstTimeSeller: read.firstTimeSeller,
    firstTimeEither: read.firstTimeEither,
    daysTaken: read.daysTaken,
    statusCode: read.statusCode,
    startCondition: read.startCondition,
    endCondition: read.endCondition,
    sources: read.sources,
  };
  return { limit: read.limit, nextCursor: read.nextCursor, sortDirection: read.sortDirection, filter };
}
