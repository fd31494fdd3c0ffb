/** The partner filters as GraphQL inputs: twins of the domain's filter types. */
import {
  customerVerificationStatuses,
  partnerTransactionStatuses,
  type PartnerCustomerFilter,
  type PartnerTransactionFilter,
} from '../../domain/transactions/filters.js';
import type { ViewerTransactionFilter } from '../../domain/transactions/listing.js';
import { builder } from '../builder.js';
import { PartyRoleEnum } from '../transactions/party-role.js';

export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'ASC: smallest first (oldest, lowest); DESC: largest first (newest, highest).',
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});

const PartnerTransactionStatusEnum = builder.enumType('PartnerTransactionStatus', {
  description: 'ongoing: open (drafts included); completed: closed; blocked: open, waiting on a float, a dispute or a payout method.',
  values: partnerTransactionStatuses,
});

const CustomerVerificationStatusEnum = builder.enumType('CustomerVerificationStatus', {
  description: 'verified: personal verification done; company_verified: company verification done; not_verified: neither.',
  values: customerVerificationStatuses,
});

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** The fields of a transaction's own columns: the same in the partner's and the viewer's filters. */
function transactionColumnFields(t: InputFields) {
  return {
    status: t.field({ type: PartnerTransactionStatusEnum }),
    ids: t.intList({ description: 'Transaction databaseIds.' }),
    minAmount: t.field({ type: 'Money', description: 'On the transaction total.' }),
    maxAmount: t.field({ type: 'Money' }),
    initiatedFrom: t.field({ type: 'DateTime' }),
    initiatedTo: t.field({ type: 'DateTime' }),
    closedFrom: t.field({ type: 'DateTime' }),
    closedTo: t.field({ type: 'DateTime' }),
    excludeDraft: t.boolean(),
    showCancelled: t.boolean({ description: 'false leaves cancelled transactions out; absent or true keeps them.' }),
    daysTaken: t.int({ description: 'Closed at most this many days after creation.' }),
    statusCode: t.int(),
    startCondition: t.int({ description: 'Status code at least this one.' }),
    endCondition: t.int({ description: 'Status code at most this one.' }),
  };
}

export const PartnerTransactionFilterInput = builder.inputType('PartnerTransactionFilterInput', {
  description: "Which of the partner's transactions; every field narrows, bounds are inclusive (the REST listing's parameters).",
  fields: (t) => ({
    ...transactionColumnFields(t),
    customerIds: t.intList({ description: 'Transactions in which any of these customers (databaseIds) takes part.' }),
    firstTimeBuyer: t.boolean({ description: "The buyer's first transaction as buyer with this partner." }),
    firstTimeSeller: t.boolean({ description: "The seller's first transaction as seller with this partner." }),
    firstTimeEither: t.boolean(),
    sources: t.stringList({ description: 'Every transaction here comes from the api.' }),
  }),
});

export const ViewerTransactionFilterInput = builder.inputType('ViewerTransactionFilterInput', {
  description: "Which of the viewer's transactions; every field narrows, bounds are inclusive (the partner filter's fields that mean the same for any caller).",
  fields: (t) => ({
    ...transactionColumnFields(t),
    roles: t.field({ type: [PartyRoleEnum], description: 'Transactions in which the viewer holds any of these roles.' }),
  }),
});

export const PartnerCustomerFilterInput = builder.inputType('PartnerCustomerFilterInput', {
  description: "Which of the partner's customers (the REST listing's parameters).",
  fields: (t) => ({
    ids: t.intList({ description: 'Customer databaseIds.' }),
    country: t.string({ description: 'ISO 3166-1 alpha-2.' }),
    verificationStatus: t.field({ type: CustomerVerificationStatusEnum }),
  }),
});

type Nullable<T> = { [K in keyof T]?: T[K] | null };

/** GraphQL leaves absent fields null; the domain wants them absent. */
function withoutNulls<T extends object>(input: Nullable<T> | null | undefined): T {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined)) as T;
}

/** The filter input is the domain's filter, field for field (Money parses to minor units). */
export function toTransactionFilter(input: Nullable<PartnerTransactionFilter> | null | undefined): PartnerTransactionFilter {
  return withoutNulls(input);
}

export function toViewerTransactionFilter(input: Nullable<ViewerTransactionFilter> | null | undefined): ViewerTransactionFilter {
  return withoutNulls(input);
}

export function toCustomerFilter(input: Nullable<PartnerCustomerFilter> | null | undefined): PartnerCustomerFilter {
  return withoutNulls(input);
}
