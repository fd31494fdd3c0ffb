import { createHash, timingSafeEqual } from 'node:crypto';
import { usePrometheus } from '@graphql-yoga/plugin-prometheus';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Services } from '../domain/services.js';
import { readQueueDepths } from '../events/store/queue-depths.js';

/**
 * The service's Prometheus metrics, one registry per app. Request, statement and delivery
 * counts are kept in memory as they happen (a few label lookups, no allocation beyond them);
 * what the database knows (the outbox backlog, the job queue) is read when scraped, with one
 * indexed query. Every label has a bounded set of values: routes are the route table's
 * templates, never raw paths.
 */
export interface Metrics {
  registry: Registry;
  /** One HTTP request answered: its route template, method and status. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** One request refused for going over a rate limit (`request`) or for too many failed logins (`auth_failure`). */
  rateLimited(kind: 'request' | 'auth_failure'): void;
  /** One webhook attempt's outcome. */
  webhookDelivery(outcome: 'succeeded' | 'retrying' | 'failed' | 'cancelled'): void;
  /** The yoga plugins: GraphQL operations (yoga's Prometheus plugin) and open subscriptions. */
  graphqlPlugins: Plugin[];
  /**
   * Subscriptions served by a stream another subscription opened (graphql-ws's shared
   * executions: src/http/shared-subscriptions.ts), +1 as one joins, -1 as it ends: counted
   * with the streams open, so the gauge counts subscriptions.
   */
  sharedSubscriptions(change: number): void;
  /** The Prometheus text exposition. */
  scrape(): Promise<string>;
  contentType: string;
  /** Stops observing the database. */
  close(): void;
}

export interface MetricsOptions {
  /** Also report the process's CPU, memory, event-loop delay and garbage collection (the server does; tests do not). */
  processMetrics?: boolean;
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const statements = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);
const durationBuckets: [number, ...number[]] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const statementBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export function createMetrics(services: Services, options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) {
    collectDefaultMetrics({ register: registry });
    // Which process answered: under `serve --workers N` each scrape reaches one of them.
    new Gauge({
      name: 'heldfunds_process_info',
      help: 'This process: its pid, and its number under serve --workers (0 otherwise).',
      labelNames: ['pid', 'worker'] as const,
      registers: [registry],
    }).set({ pid: String(process.pid), worker: process.env.HELDFUNDS_WORKER_NUMBER ?? '0' }, 1);
  }

  const httpRequests = new Counter({
    name: 'heldfunds_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'heldfunds_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response headers), by route template and method.',
    labelNames: ['route', 'method'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'heldfunds_rate_limited_total',
    help: 'Requests refused with 429: over the per-endpoint limit (request) or too many failed logins (auth_failure).',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const dbStatements = new Histogram({
    name: 'heldfunds_db_statement_duration_seconds',
    help: 'SQL statements sent to the database and their durations, by statement kind and outcome.',
    labelNames: ['statement', 'outcome'] as const,
    buckets: statementBuckets,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: 'heldfunds_webhook_deliveries_total',
    help: 'Webhook delivery attempts made by this process, by outcome (succeeded, retrying, failed: given up, cancelled: webhook deleted).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const subscriptions = new Gauge({
    name: 'heldfunds_graphql_subscriptions_open',
    help: 'GraphQL subscriptions open on this instance (SSE and WebSocket).',
    registers: [registry],
  });
  for (const outcome of ['succeeded', 'retrying', 'failed', 'cancelled']) deliveries.inc({ outcome }, 0);
  for (const kind of ['request', 'auth_failure']) rateLimited.inc({ kind }, 0);

  const backlog = queueGauges(services, registry);
  const stopObserving = services.db.queries.observe((sql, seconds, failed) => {
    dbStatements.observe({ statement: statementKind(sql), outcome: failed ? 'error' : 'ok' }, seconds);
  });

  const graphqlPlugins: Plugin[] = [
    usePrometheus({
      registry,
      // /metrics is served by the app, with its own access rules.
      endpoint: false,
      // Operation names are chosen by clients: as labels they would be unbounded.
      labels: { operationName: false, operationType: true },
      metrics: {
        graphql_envelop_request: true,
        graphql_envelop_request_duration: durationBuckets,
        graphql_envelop_error_result: true,
        graphql_envelop_request_time_summary: false,
        graphql_envelop_phase_parse: false,
        graphql_envelop_phase_validate: false,
        graphql_envelop_phase_context: false,
        graphql_envelop_phase_execute: false,
        graphql_envelop_phase_subscribe: false,
        graphql_envelop_deprecated_field: false,
        graphql_envelop_schema_change: false,
        graphql_envelop_execute_resolver: false,
        // The HTTP histogram above covers /graphql by route.
        graphql_yoga_http_duration: false,
      },
    }),
    {
      onSubscribe: () => ({
        onSubscribeResult: ({ result }) => {
          if (!isAsyncIterable(result)) return;
          subscriptions.inc();
          return { onEnd: () => subscriptions.dec() };
        },
      }),
    },
  ];

  return {
    registry,
    request(route, method, status, seconds) {
      const knownMethod = methods.has(method) ? method : 'other';
      httpRequests.inc({ route, method: knownMethod, status });
      httpDuration.observe({ route, method: knownMethod }, seconds);
    },
    rateLimited: (kind) => rateLimited.inc({ kind }),
    webhookDelivery: (outcome) => deliveries.inc({ outcome }),
    graphqlPlugins,
    sharedSubscriptions: (change) => subscriptions.inc(change),
    async scrape() {
      await backlog.refresh();
      return registry.metrics();
    },
    contentType: registry.contentType,
    close: stopObserving,
  };
}

/** The first keyword of a statement (`select`, `insert`, …), or `other`. */
function statementKind(sql: string): string {
  const keyword = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toLowerCase();
  return keyword !== undefined && statements.has(keyword) ? keyword : 'other';
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * What waits in the database, read on scrape with one statement whose every part is answered
 * from an index (`Event(dispatchedAt, id)`, `Job(status, runAt)`, `WebhookDelivery(status, nextAttemptAt)`).
 */
function queueGauges(services: Services, registry: Registry) {
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const outboxBacklog = gauge('heldfunds_outbox_backlog', 'Committed events not yet dispatched to webhooks and subscribers.');
  const outboxAge = gauge('heldfunds_outbox_oldest_age_seconds', 'Age of the oldest undispatched event (0 when none waits).');
  const jobs = new Gauge({
    name: 'heldfunds_jobs_pending',
    help: 'Pending durable jobs (inspection periods, payouts, clearing payments): all of them, and those already due.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const pendingDeliveries = new Gauge({
    name: 'heldfunds_webhook_deliveries_pending',
    help: 'Webhook deliveries not yet succeeded nor given up: all of them, and those due now.',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: 'heldfunds_metrics_scrape_errors_total',
    help: 'Scrapes whose database gauges could not be read (the gauges keep their last values).',
    registers: [registry],
  });
  return {
    async refresh(): Promise<void> {
      const now = services.clock.now();
      try {
        const row = await readQueueDepths(services.prisma, now);
        if (!row) return;
        outboxBacklog.set(Number(row.outbox_backlog));
        outboxAge.set(row.outbox_oldest === null ? 0 : Math.max(0, (now.getTime() - row.outbox_oldest.getTime()) / 1000));
        jobs.set({ state: 'all' }, Number(row.jobs_pending));
        jobs.set({ state: 'due' }, Number(row.jobs_due));
        pendingDeliveries.set({ state: 'all' }, Number(row.deliveries_pending));
        pendingDeliveries.set({ state: 'due' }, Number(row.deliveries_due));
      } catch (error) {
        // A scrape while the database is away still answers, with the process's own series.
        scrapeErrors.inc();
        services.log.warn({ err: error }, 'metrics: could not read the queue gauges');
      }
    },
  };
}

/** Compares a presented bearer token with the configured one in constant time. */
function bearerTokenMatches(header: string | null, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (presented === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * `GET /metrics`: the exposition, behind the bearer token when one is configured. Errors are
 * in the API's `{"error": …}` shape.
 */
export async function serveMetrics(
  request: { method: string; headers: { get(name: string): string | null } },
  metrics: Metrics,
  token: string | undefined,
): Promise<Response> {
  const error = (status: number, message: string, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ error: message }), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
  if (request.method !== 'GET' && request.method !== 'HEAD') return error(405, `Method ${request.method} is not allowed here; use GET`, { allow: 'GET, HEAD' });
  if (token !== undefined && !bearerTokenMatches(request.headers.get('authorization'), token)) {
    return error(401, 'Metrics need "Authorization: Bearer <METRICS_TOKEN>"', { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  const body = await metrics.scrape();
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' } });
}
