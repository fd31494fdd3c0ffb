/**
 * The filters of the partner facilities (spec 2.8 PartnerTransactionGetParams, 4.3), in domain
 * terms, and their pure checks. The same filter drives the listing, the GraphQL connection and
 * reports, so a filter means one thing everywhere (docs/decisions.md "Partners").
 */
import { readCountryCode } from '../shared/countries.js';
import type { ErrorScope } from '../shared/field-errors.js';

/**
 * `ongoing`: open (neither completed nor cancelled), drafts included. `completed`: closed.
 * `blocked`: open and waiting on something outside the buyer's and seller's steps (a payment
 * in float, a dispute under review, a payout method still missing); a subset of ongoing.
 */
export const partnerTransactionStatuses = ['ongoing', 'completed', 'blocked'] as const;
type PartnerTransactionStatus = (typeof partnerTransactionStatuses)[number];

/** Status codes that make an open transaction `blocked` (docs/lifecycle.md). */
export const blockedStatusCodes = [23, 65, 68] as const;

/** The status codes the contract lists for status_code, start_condition and end_condition. */
const filterableStatusCodes = [
  0, 1, 3, 5, 6, 9, 10, 15, 18, 19, 20, 21, 22, 23, 25, 26, 30, 31, 32, 35, 40, 43, 45, 46, 50, 55, 60, 65, 66, 67, 68, 70, 75, 80, 85,
] as const;

/** Every transaction here is created through this service's API (REST or GraphQL). */
export const transactionSources = ['api'] as const;

export const customerVerificationStatuses = ['verified', 'not_verified', 'company_verified'] as const;
type CustomerVerificationStatus = (typeof customerVerificationStatuses)[number];

export type { SortDirection } from '../shared/paging.js';

/** Most ids a list filter takes. */
const maxFilterIds = 1000;

/**
 * Which of the partner's transactions. Every field narrows; absent (or false for the flags
 * that switch a restriction on) means no restriction. Bounds are inclusive.
 */
export interface PartnerTransactionFilter {
  status?: PartnerTransactionStatus;
  ids?: number[];
  /** Transactions in which any of these customers holds a role. */
  customerIds?: number[];
  /** On the transaction's total (its transferable items' schedules), minor units. */
  minAmount?: bigint;
  maxAmount?: bigint;
  initiatedFrom?: Date;
  initiatedTo?: Date;
  closedFrom?: Date;
  closedTo?: Date;
  excludeDraft?: boolean;
  /** False leaves cancelled transactions out; absent or true keeps them. */
  showCancelled?: boolean;
  /** The buyer's first transaction as buyer with this partner. */
  firstTimeBuyer?: boolean;
  /** The seller's first transaction as seller with this partner. */
  firstTimeSeller?: boolean;
  /** Either of the two above. */
  firstTimeEither?: boolean;
  /** Closed at most this many days after creation. */
  daysTaken?: number;
  statusCode?: number;
  /** Status code at least this one. */
  startCondition?: number;
  /** Status code at most this one. */
  endCondition?: number;
  sources?: string[];
  /** Transactions in which a buyer, seller or broker matches this customer filter (reports' customer_filters). */
  parties?: PartnerCustomerFilter;
}

/**
 * The filters on a transaction's own columns: the part of the partner filter that means the
 * same for any caller, shared with the viewer's own listing (`viewer.transactions`).
 */
export type TransactionColumnFilter = Pick<
  PartnerTransactionFilter,
  | 'status'
  | 'ids'
  | 'minAmount'
  | 'maxAmount'
  | 'initiatedFrom'
  | 'initiatedTo'
  | 'closedFrom'
  | 'closedTo'
  | 'excludeDraft'
  | 'showCancelled'
  | 'daysTaken'
  | 'statusCode'
  | 'startCondition'
  | 'endCondition'
>;

/** Which of the partner's customers (PartnerCustomerGetParams, decided in docs/decisions.md). */
export interface PartnerCustomerFilter {
  ids?: number[];
  /** ISO 3166-1 alpha-2, any case. */
  country?: string;
  /**
   * `verified`: personal verification done; `company_verified`: company verification done;
   * `not_verified`: neither.
   */
  verificationStatus?: CustomerVerificationStatus;
}

export function reportTransactionFilter(filter: PartnerTransactionFilter, errors: ErrorScope): void {
  checkIds(filter.ids, 'ids', errors);
  checkIds(filter.customerIds, 'customerIds', errors);
  if (filter.minAmount !== undefined && filter.minAmount < 0n) errors.add('minAmount', 'must not be negative');
  if (filter.maxAmount !== undefined && filter.maxAmount < 0n) errors.add('maxAmount', 'must not be negative');
  else if (filter.minAmount !== undefined && filter.maxAmount !== undefined && filter.maxAmount < filter.minAmount) {
    errors.add('maxAmount', 'must not be less than the minimum amount');
  }
  checkRange(filter.initiatedFrom, filter.initiatedTo, 'initiatedTo', errors);
  checkRange(filter.closedFrom, filter.closedTo, 'closedTo', errors);
  if (filter.daysTaken !== undefined && (!Number.isSafeInteger(filter.daysTaken) || filter.daysTaken < 0)) {
    errors.add('daysTaken', 'must be a whole number of days, 0 or more');
  }
  for (const field of ['statusCode', 'startCondition', 'endCondition'] as const) {
    const code = filter[field];
    if (code !== undefined && !(filterableStatusCodes as readonly number[]).includes(code)) {
      errors.add(field, `must be one of ${filterableStatusCodes.join(', ')}`);
    }
  }
  if (filter.startCondition !== undefined && filter.endCondition !== undefined && filter.endCondition < filter.startCondition) {
    errors.add('endCondition', 'must not be less than the start condition');
  }
  filter.sources?.forEach((source, index) => {
    if (!(transactionSources as readonly string[]).includes(source)) errors.at('sources').add(index, `must be one of ${transactionSources.join(', ')}`);
  });
  if (filter.parties !== undefined) reportCustomerFilter(filter.parties, errors.at('parties'));
}

export function reportCustomerFilter(filter: PartnerCustomerFilter, errors: ErrorScope): void {
  checkIds(filter.ids, 'ids', errors);
  if (filter.country !== undefined && readCountryCode(filter.country) === null) errors.add('country', 'must be an ISO 3166-1 alpha-2 country code, such as US');
}

function checkIds(ids: number[] | undefined, field: string, errors: ErrorScope): void {
  if (ids === undefined) return;
  if (ids.length > maxFilterIds) errors.add(field, `must list at most ${maxFilterIds} ids`);
  ids.forEach((id, index) => {
    if (!Number.isSafeInteger(id) || id < 1) errors.at(field).add(index, 'must be a positive integer');
  });
}

function checkRange(from: Date | undefined, to: Date | undefined, toField: string, errors: ErrorScope): void {
  if (from !== undefined && to !== undefined && to < from) errors.add(toField, 'must not be before the start date');
}
