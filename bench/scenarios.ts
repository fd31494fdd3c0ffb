import type { BodyCheck } from './check.js';
import type { BenchService, ScaleService } from './service.js';
import { domainNameBody } from '../test/support/transactions.js';

export const scenarioIds = [
  'baseline',
  'floor',
  'rest-get',
  'rest-get-cold',
  'rest-create',
  'rest-agree',
  'rest-ship',
  'graphql-list',
  'partner-list',
  'partner-count',
  'scale-get',
  'scale-partner-list',
] as const;
export type ScenarioId = (typeof scenarioIds)[number];

/**
 * Paths used once each (a lifecycle action is done once per transaction), shared by the checks
 * made in this process and the runs of the load generator.
 */
export interface PathPool {
  /** Up to `max` of the paths not used yet, in order. */
  remaining(max: number): string[];
  /** Marks the first `count` remaining paths used. */
  consume(count: number): void;
  /** What to say when they are used up. */
  readonly exhausted: string;
  /** True: the paths are used again and again, in turn (reads), never used up. */
  readonly cycle?: boolean;
}

export function pathPool(paths: string[], exhausted: string): PathPool {
  let next = 0;
  return {
    remaining: (max) => paths.slice(next, next + max),
    consume: (count) => {
      next = Math.min(paths.length, next + count);
    },
    exhausted,
  };
}

/** Paths read in turn, again and again: a read of many different rows, none of them used up. */
export function cyclingPool(paths: string[]): PathPool {
  return { remaining: (max) => paths.slice(0, max), consume: () => undefined, exhausted: 'never', cycle: true };
}

/** One kind of request, repeated by every connection for the length of a run. */
export interface Scenario {
  /** Stable identifier (also the row order of the report). */
  id: ScenarioId;
  label: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** A path per request, each used once (`path` is then only a description). */
  paths?: PathPool;
  headers: Record<string, string>;
  body?: string;
  /** The status every response must have (anything else fails the run). */
  expectedStatus: number;
  /** Check of each response body; a failed check counts as a mismatch and fails the run. */
  check: BodyCheck;
}

const json = { 'content-type': 'application/json' };

/** The contract's domain-name example, as the tests send it. */
export { domainNameBody };

export const baselineQuery = '{ hello }';
export const listingQuery =
  '{ viewer { transactions(first: 10) { edges { node { databaseId parties { role customer agreed } items { title schedule { amount } } } } } } }';

export function baselineScenario(): Scenario {
  return {
    id: 'baseline',
    label: 'baseline: bare graphql-yoga `{ hello }`',
    method: 'POST',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query: baselineQuery }),
    expectedStatus: 200,
    check: { equals: JSON.stringify({ data: { hello: 'world' } }) },
  };
}

const transactionPath = (id: number) => `/2017-09-01/transaction/${id}`;

/** The floor yardstick (bench/floor-server.ts) answering the GET by id row's request. */
export function floorScenario(service: BenchService): Scenario {
  const { reader } = service;
  return {
    id: 'floor',
    label: 'floor: `node:http` + pg, Basic auth from a cached key table, one prepared statement (GET by id)',
    method: 'GET',
    path: transactionPath(reader.transactionId),
    headers: { authorization: reader.authorization },
    expectedStatus: 200,
    check: { startsWith: `{"id":${reader.transactionId},` },
  };
}

/** How many different transactions the cold GET row reads in turn. */
const coldReads = 5_000;

/** The heldfunds scenarios, in the order they run and are reported. */
export function serviceScenarios(service: BenchService, expectedListSize: number): Scenario[] {
  const { reader, creator, partner, agreer, shipper } = service;
  const listPrefix = '{"data":{"viewer":{"transactions":{"edges":[{"node":{"databaseId":';
  return [
    {
      id: 'rest-get',
      label: 'REST `GET /2017-09-01/transaction/{id}` (API key)',
      method: 'GET',
      path: transactionPath(reader.transactionId),
      headers: { authorization: reader.authorization },
      expectedStatus: 200,
      check: { startsWith: `{"id":${reader.transactionId},` },
    },
    {
      // The same request over many transactions in turn (more than any cache of recent reads
      // holds): what a read costs when the service has not just read that transaction.
      id: 'rest-get-cold',
      label: `REST \`GET /2017-09-01/transaction/{id}\` (API key), ${coldReads.toLocaleString('en')} transactions in turn`,
      method: 'GET',
      path: '/2017-09-01/transaction/{id}',
      paths: cyclingPool(agreer.pool.slice(0, coldReads).map(transactionPath)),
      headers: { authorization: agreer.authorization },
      expectedStatus: 200,
      check: { startsWith: '{"id":', includes: ['"description":'] },
    },
    {
      id: 'rest-create',
      label: 'REST `POST /2017-09-01/transaction`',
      method: 'POST',
      path: '/2017-09-01/transaction',
      headers: { ...json, authorization: creator.authorization },
      body: JSON.stringify(domainNameBody(creator.sellerEmail)),
      expectedStatus: 201,
      check: { startsWith: '{"id":', includes: ['"description":"The sale of example.com"'] },
    },
    {
      id: 'rest-agree',
      label: 'REST `PATCH /2017-09-01/transaction/{id}` `agree` (the seller agrees; a fresh transaction each)',
      method: 'PATCH',
      path: '/2017-09-01/transaction/{id}',
      paths: pathPool(agreer.pool.map(transactionPath), `the agree pool of ${agreer.pool.length} transactions is used up: raise actionPoolSize in bench/service.ts`),
      headers: { ...json, authorization: agreer.authorization },
      body: JSON.stringify({ action: 'agree' }),
      expectedStatus: 200,
      check: { startsWith: '{"id":', includes: ['"agreed":true'], excludes: ['"agreed":false'] },
    },
    {
      id: 'rest-ship',
      label: 'REST `PATCH /2017-09-01/transaction/{id}` `ship` (the seller ships a funded item; a fresh transaction each)',
      method: 'PATCH',
      path: '/2017-09-01/transaction/{id}',
      paths: pathPool(
        shipper.pool.map(transactionPath),
        `the ship pool of ${shipper.pool.length} transactions is used up: raise actionPoolSize in bench/service.ts`,
      ),
      headers: { ...json, authorization: shipper.authorization },
      body: JSON.stringify({ action: 'ship' }),
      expectedStatus: 200,
      check: { startsWith: '{"id":', includes: ['"shipped":true'], excludes: ['"shipped":false'] },
    },
    {
      id: 'graphql-list',
      label: 'GraphQL `viewer.transactions(first: 10)` with parties and items',
      method: 'POST',
      path: '/graphql',
      headers: { ...json, authorization: reader.authorization },
      body: JSON.stringify({ query: listingQuery }),
      expectedStatus: 200,
      // Ten transactions, each with its parties and its item.
      check: {
        startsWith: listPrefix,
        excludes: ['"errors"'],
        counts: [
          ['"databaseId":', expectedListSize],
          ['"parties":[{"role":"buyer"', expectedListSize],
          ['"items":[{"title":"example.com"', expectedListSize],
        ],
      },
    },
    partnerListScenario('partner-list', partner.authorization, partner.transactions),
    {
      id: 'partner-count',
      label: `REST \`GET /2017-09-01/partner/statistics/transactions/count\` (a year by day, ${partner.transactions.toLocaleString('en')} transactions)`,
      method: 'GET',
      path: `/2017-09-01/partner/statistics/transactions/count?date_start=${partner.firstDay}&date_end=${partner.lastDay}&interval=day`,
      headers: { authorization: partner.authorization },
      expectedStatus: 200,
      check: { includes: [`"transaction_count":{"total":${partner.transactions},`] },
    },
  ];
}

function partnerListScenario(id: 'partner-list' | 'scale-partner-list', authorization: string, transactions: number): Scenario {
  return {
    id,
    label: `REST \`GET /2017-09-01/partner/transactions\` (two filters, ${transactions.toLocaleString('en')} transactions)`,
    method: 'GET',
    path: '/2017-09-01/partner/transactions?status=ongoing&min_amount=1000',
    headers: { authorization },
    expectedStatus: 200,
    // A full page: ten transactions, each with its three parties.
    check: { startsWith: '{"limit":10,"next_cursor":', counts: [['"role":"partner"', 10]] },
  };
}

/** The rows read at 10,000 and again at 1,000,000 transactions (the same account, the same id). */
export function scaleScenarios(scale: ScaleService): Scenario[] {
  const count = scale.transactions.toLocaleString('en');
  return [
    {
      id: 'scale-get',
      label: `REST \`GET /2017-09-01/transaction/{id}\` (one of the account's ${count} transactions)`,
      method: 'GET',
      path: transactionPath(scale.transactionId),
      headers: { authorization: scale.authorization },
      expectedStatus: 200,
      check: { startsWith: `{"id":${scale.transactionId},` },
    },
    partnerListScenario('scale-partner-list', scale.authorization, scale.transactions),
  ];
}
