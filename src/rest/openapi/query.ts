/**
 * Query parameters of the listings, as their parsers read them (src/rest/parse/paging.ts,
 * partner-*.ts). test/rest/openapi.test.ts runs each route's parser and checks that the
 * parameters it reads are exactly those documented here.
 */
import { deliveriesParameters, pageParameters } from '../parse/paging.js';
import { eventsParameters } from '../parse/events.js';
import { downloadParameters, reportsParameters } from '../parse/partner-reports.js';
import { partnerTransactionsParameters } from '../parse/partner-transactions.js';
import { partnerCustomerParameters, partnerCustomersParameters } from '../parse/partner-customers.js';
import { statisticsParameters } from '../parse/partner-statistics.js';
import type { RouteDoc } from '../router.js';

type Query = NonNullable<RouteDoc['query']>;

export const pageQuery: Query = pageParameters.doc;

export const deliveriesQuery: Query = deliveriesParameters.doc;

export const eventsQuery: Query = eventsParameters.doc;

export const partnerTransactionsQuery: Query = partnerTransactionsParameters.doc;

export const partnerCustomersQuery: Query = partnerCustomersParameters.doc;

export const partnerCustomerQuery: Query = partnerCustomerParameters.doc;

export const statisticsQuery: Query = statisticsParameters.doc;

export const reportsQuery: Query = reportsParameters.doc;

export const downloadQuery: Query = downloadParameters.doc;
