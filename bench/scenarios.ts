import type { BenchService } from './service.js';
import { domainNameBody } from '../test/support/transactions.js';

/** One kind of request, repeated by every connection for the length of a run. */
export interface Scenario {
  /** Stable identifier (also the row order of the report). */
  id: 'baseline' | 'rest-get' | 'rest-create' | 'rest-action' | 'graphql-list' | 'partner-list' | 'partner-count';
  label: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** The path of each request, when it changes from one request to the next (`path` is the first). */
  nextPath?: () => string;
  headers: Record<string, string>;
  body?: string;
  /** The status every response must have (anything else fails the run). */
  expectedStatus: number;
  /** Cheap check of each response body; a false answer counts as a mismatch and fails the run. */
  verifyBody(body: string): boolean;
}

const json = { 'content-type': 'application/json' };

/** The contract's domain-name example, as the tests send it. */
export { domainNameBody };

export const baselineQuery = '{ hello }';
export const listingQuery = '{ viewer { transactions(first: 10) { edges { node { databaseId items { schedule { amount } } } } } } }';

export function baselineScenario(): Scenario {
  const expected = JSON.stringify({ data: { hello: 'world' } });
  return {
    id: 'baseline',
    label: 'baseline: bare graphql-yoga `{ hello }`',
    method: 'POST',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query: baselineQuery }),
    expectedStatus: 200,
    verifyBody: (body) => body === expected,
  };
}

/** The heldfunds scenarios, in the order they run and are reported. */
export function serviceScenarios(service: BenchService, expectedListSize: number): Scenario[] {
  const { reader, creator, partner, agreer } = service;
  const actionPath = () => `/2017-09-01/transaction/${agreer.nextTransactionId()}`;
  const getPrefix = `{"id":${reader.transactionId},`;
  const listPrefix = '{"data":{"viewer":{"transactions":{"edges":[{"node":{"databaseId":';
  return [
    {
      id: 'rest-get',
      label: 'REST `GET /2017-09-01/transaction/{id}`',
      method: 'GET',
      path: `/2017-09-01/transaction/${reader.transactionId}`,
      headers: { authorization: reader.authorization },
      expectedStatus: 200,
      verifyBody: (body) => body.startsWith(getPrefix),
    },
    {
      id: 'rest-create',
      label: 'REST `POST /2017-09-01/transaction`',
      method: 'POST',
      path: '/2017-09-01/transaction',
      headers: { ...json, authorization: creator.authorization },
      body: JSON.stringify(domainNameBody(creator.sellerEmail)),
      expectedStatus: 201,
      verifyBody: (body) => body.startsWith('{"id":') && body.includes('"description":"The sale of example.com"'),
    },
    {
      id: 'rest-action',
      label: 'REST `PATCH /2017-09-01/transaction/{id}` `agree` (the seller agrees; a fresh transaction each)',
      method: 'PATCH',
      path: '/2017-09-01/transaction/{id}',
      nextPath: actionPath,
      headers: { ...json, authorization: agreer.authorization },
      body: JSON.stringify({ action: 'agree' }),
      expectedStatus: 200,
      verifyBody: (body) => body.startsWith('{"id":') && body.includes('"agreed":true') && !body.includes('"agreed":false'),
    },
    {
      id: 'graphql-list',
      label: 'GraphQL `viewer.transactions(first: 10)`',
      method: 'POST',
      path: '/graphql',
      headers: { ...json, authorization: reader.authorization },
      body: JSON.stringify({ query: listingQuery }),
      expectedStatus: 200,
      verifyBody: (body) => body.startsWith(listPrefix) && !body.includes('"errors"') && occurrences(body, '"databaseId":') === expectedListSize,
    },
    {
      id: 'partner-list',
      label: `REST \`GET /2017-09-01/partner/transactions\` (two filters, ${partner.transactions.toLocaleString('en')} transactions)`,
      method: 'GET',
      path: '/2017-09-01/partner/transactions?status=ongoing&min_amount=1000',
      headers: { authorization: partner.authorization },
      expectedStatus: 200,
      // A full page: ten transactions, each with its three parties.
      verifyBody: (body) => body.startsWith('{"limit":10,"next_cursor":') && occurrences(body, '"role":"partner"') === 10,
    },
    {
      id: 'partner-count',
      label: `REST \`GET /2017-09-01/partner/statistics/transactions/count\` (a year by day, ${partner.transactions.toLocaleString('en')} transactions)`,
      method: 'GET',
      path: `/2017-09-01/partner/statistics/transactions/count?date_start=${partner.firstDay}&date_end=${partner.lastDay}&interval=day`,
      headers: { authorization: partner.authorization },
      expectedStatus: 200,
      verifyBody: (body) => body.includes(`"transaction_count":{"total":${partner.transactions},`),
    },
  ];
}

function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}
