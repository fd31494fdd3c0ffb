import { createClient as createWsClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Harness } from './harness.js';
import { Changes } from './waiting.js';
import type { Json } from './json.js';

// Helpers for the access matrix (test/domain/access/matrix.test.ts): one request per cell, its
// outcome reduced to one comparable value, and what a refused request must leave unchanged.

export interface RestRequest {
  method: string;
  /** Under the version prefix, e.g. `/transaction/42`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RestAnswer {
  status: number;
  body: Json;
}

/** Sends a REST request with these credentials (none: unauthenticated). */
export async function sendRest(harness: Harness, auth: string | undefined, request: RestRequest): Promise<RestAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (auth) headers.authorization = auth;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const response = await harness.fetch(`/2017-09-01${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: response.status, body };
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  /** The object the cell is about (default: the operation's first field). */
  pick?: (data: Json) => unknown;
}

export interface GraphQLAnswer {
  /** 401 (HTTP, unauthenticated), 'error' (any GraphQL error), else the picked object's __typename, or 'null'. */
  outcome: number | string;
  status: number;
  data: Json;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  picked: Json;
}

/** Sends a plain GraphQL operation (no codegen) and reduces the answer to one outcome. */
export async function sendGraphQL(harness: Harness, auth: string | undefined, request: GraphQLRequest): Promise<GraphQLAnswer> {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify({ query: request.query, variables: request.variables ?? {} }),
  });
  const json = (await response.json()) as { data?: Json; errors?: GraphQLAnswer['errors'] };
  if (response.status !== 200) return { outcome: response.status, status: response.status, data: json.data, errors: json.errors, picked: undefined };
  const pick = request.pick ?? ((data: Json) => (data ? Object.values(data)[0] : undefined));
  const picked = json.data == null ? null : (pick(json.data) ?? null);
  // Any GraphQL error means the object was not given as data (an authorization error on one of
  // its fields leaves `{__typename, field: null}`); the typed error results are no GraphQL errors.
  const outcome = json.errors?.length ? 'error' : picked !== null && typeof picked === 'object' ? String((picked as { __typename?: unknown }).__typename) : 'null';
  return { outcome, status: response.status, data: json.data, errors: json.errors, picked };
}

/**
 * Subscribes over graphql-ws and reports what happened first: `data` (an event arrived; the
 * trigger is repeated until one does, since an event published before the server attached the
 * subscription is not replayed), `error` (refused when subscribing), or `closed <code>`.
 */
export async function trySubscribe(
  serverUrl: string,
  auth: string | undefined,
  request: { query: string; variables?: Record<string, unknown> },
  trigger: () => Promise<void>,
  timeoutMs = 10_000,
): Promise<{ outcome: 'data' | 'error' | `closed ${number}` | 'timeout'; detail: unknown }> {
  const client = createWsClient({
    url: `${serverUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: auth ? { authorization: auth } : {},
    retryAttempts: 0,
    lazy: true,
  });
  const iterator = client.iterate(request) as AsyncIterableIterator<{ data?: unknown; errors?: unknown[] }>;
  const first = (async () => {
    try {
      const next = await iterator.next();
      if (next.done) return { outcome: 'error' as const, detail: 'completed without a result' };
      if (next.value.errors?.length) return { outcome: 'error' as const, detail: next.value.errors };
      return { outcome: 'data' as const, detail: next.value.data };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'number') return { outcome: `closed ${code}` as const, detail: (error as { reason?: unknown }).reason };
      return { outcome: 'error' as const, detail: error };
    }
  })();
  let settled: Awaited<typeof first> | undefined;
  const answered = new Changes();
  void first.then((result) => {
    settled = result;
    answered.changed();
  });
  const started = Date.now();
  try {
    // A refusal answers at once; an accepted subscription answers once a trigger reaches it.
    while (settled === undefined && !(await answered.next(60)) && Date.now() - started < timeoutMs) await trigger();
    return settled ?? { outcome: 'timeout', detail: undefined };
  } finally {
    await iterator.return?.();
    await client.dispose();
  }
}

/**
 * Everything a lifecycle change could alter, read in one statement: the transaction row and
 * every row of its parties, items, schedules, fees, shipments, payments, jobs and ledger
 * accounts, and how many timeline entries, events and ledger postings it has. A refused request
 * must leave all of it as it was.
 */
export async function transactionFingerprint(harness: Harness, id: number): Promise<unknown> {
  const [row] = await harness.services.prisma.$queryRaw<{ fingerprint: unknown }[]>`
    SELECT json_build_object(
      'transaction', (SELECT row_to_json(t) FROM "Transaction" t WHERE t."id" = ${id}),
      'parties', (SELECT json_agg(p ORDER BY p."id") FROM "Party" p WHERE p."transactionId" = ${id}),
      'items', (SELECT json_agg(i ORDER BY i."id") FROM "Item" i WHERE i."transactionId" = ${id}),
      'schedules', (SELECT json_agg(s ORDER BY s."id") FROM "Schedule" s JOIN "Item" i ON i."id" = s."itemId" WHERE i."transactionId" = ${id}),
      'fees', (SELECT json_agg(f ORDER BY f."id") FROM "Fee" f JOIN "Item" i ON i."id" = f."itemId" WHERE i."transactionId" = ${id}),
      'shipments', (SELECT json_agg(s ORDER BY s."id") FROM "Shipment" s JOIN "Item" i ON i."id" = s."itemId" WHERE i."transactionId" = ${id}),
      'payments', (SELECT json_agg(p ORDER BY p."id") FROM "Payment" p WHERE p."transactionId" = ${id}),
      'jobs', (SELECT json_agg(j ORDER BY j."id") FROM "Job" j WHERE j."transactionId" = ${id}),
      'ledgerAccounts', (SELECT json_agg(a ORDER BY a."id") FROM "LedgerAccount" a WHERE a."transactionId" = ${id}),
      'timelineEntries', (SELECT count(*) FROM "TimelineEntry" e WHERE e."transactionId" = ${id}),
      'events', (SELECT count(*) FROM "Event" e WHERE e."transactionId" = ${id}),
      'ledgerPostings', (SELECT count(*) FROM "LedgerPosting" l WHERE l."transactionId" = ${id})
    ) AS fingerprint`;
  if (!(row?.fingerprint as { transaction?: unknown } | undefined)?.transaction) throw new Error(`No transaction ${id} to fingerprint`);
  return row!.fingerprint;
}
