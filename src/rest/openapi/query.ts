/**
 * Query parameters of the listings, as their parsers read them (src/rest/parse/paging.ts,
 * partner-*.ts). test/rest/openapi.test.ts runs each route's parser and checks that the
 * parameters it reads are exactly those documented here.
 */
import { customerVerificationStatuses, partnerTransactionStatuses, transactionSources } from '../../domain/partners/filters.js';
import { statisticsDateFields, statisticsIntervals } from '../../domain/partners/statistics.js';
import type { RouteDoc } from '../router.js';

type Query = NonNullable<RouteDoc['query']>;

const positive = { type: 'integer', minimum: 1 };
const idList = { type: 'string', pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'Comma-separated, or the parameter repeated (`ids=1&ids=2`)' };
const flag = { type: 'boolean' };
const date = { type: 'string', description: 'A date (YYYY-MM-DD, the whole day, UTC) or an ISO 8601 timestamp' };
const amount = { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' };

const sort: Query = [
  { name: 'sort_by', schema: { enum: ['id'] } },
  { name: 'sort_direction', schema: { enum: ['asc', 'desc'], default: 'desc' } },
];
const cursor: Query = [
  { name: 'limit', schema: { ...positive, default: 10, maximum: 100 }, description: 'At most 100' },
  { name: 'next_cursor', schema: positive, description: 'The `next_cursor` of the previous page' },
];

export const pageQuery: Query = [
  { name: 'page', schema: { ...positive, default: 1 } },
  { name: 'per_page', schema: { ...positive, default: 10 }, description: 'At most 100 (larger values are capped)' },
  ...sort,
];

export const deliveriesQuery: Query = cursor;

export const partnerTransactionsQuery: Query = [
  ...cursor,
  ...sort,
  { name: 'status', schema: { enum: [...partnerTransactionStatuses] } },
  { name: 'ids', schema: idList },
  { name: 'customer_ids', schema: idList },
  { name: 'min_amount', schema: amount },
  { name: 'max_amount', schema: amount },
  { name: 'initiation_start_date', schema: date },
  { name: 'initiation_end_date', schema: date },
  { name: 'closed_start_date', schema: date },
  { name: 'closed_end_date', schema: date },
  { name: 'exclude_draft', schema: flag },
  { name: 'show_cancelled', schema: flag },
  { name: 'first_time_buyer', schema: flag },
  { name: 'first_time_seller', schema: flag },
  { name: 'first_time_either', schema: flag },
  { name: 'days_taken', schema: { type: 'integer', minimum: 0 } },
  { name: 'status_code', schema: { type: 'integer' } },
  { name: 'start_condition', schema: { type: 'integer' } },
  { name: 'end_condition', schema: { type: 'integer' } },
  { name: 'sources', schema: { type: 'string', description: `Comma-separated: ${transactionSources.join(', ')}` } },
];

export const partnerCustomersQuery: Query = [
  ...cursor,
  ...sort,
  { name: 'ids', schema: idList },
  { name: 'country', schema: { type: 'string', description: 'ISO 3166-1 alpha-2 code' } },
  { name: 'verification_status', schema: { enum: [...customerVerificationStatuses] } },
];

export const partnerCustomerQuery: Query = [
  { name: 'customer_id', schema: positive },
  { name: 'party_id', schema: positive, description: 'A party of one of the partner’s transactions' },
];

export const statisticsQuery: Query = [
  { name: 'date_start', schema: date },
  { name: 'date_end', schema: date },
  { name: 'interval', schema: { enum: [...statisticsIntervals] } },
  { name: 'filter_by', schema: { enum: [...statisticsDateFields], default: 'created' } },
];

export const reportsQuery: Query = [...cursor, ...sort];

export const downloadQuery: Query = [{ name: 'as_json', schema: flag, description: 'JSON instead of CSV' }];
