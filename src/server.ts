import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { openConfiguredDatabase } from './db/configured.js';
import { checkPortsFree, deploymentWarnings, listenFailure } from './startup-checks.js';
import type { Services } from './domain/services.js';
import { startApiKeyCache } from './domain/auth/api-key-cache.js';
import { createServices } from './services.js';
import { EventWorkers } from './events/workers.js';
import { createServerAdapter } from '@whatwg-node/server';
import { createApp, type App } from './http/app.js';
import { createMetrics, serveMetrics, type Metrics } from './http/metrics.js';
import { attachGraphQLWebSocket } from './http/websocket.js';
import type { Logger } from './log.js';
import { startTracing, type RunningTracing } from './tracing-export.js';

// The CLI's one-shot commands open the database without loading the server.
export { openConfiguredDatabase };

export interface RunningServer {
  url: string;
  server: Server;
  /** The separate metrics server (METRICS_PORT), with its URL; null when /metrics is on the API port. */
  metricsServer: { server: Server; url: string } | null;
  app: App;
  services: Services;
  workers: EventWorkers | null;
  /** The OTLP exporter, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing: RunningTracing | null;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  log.info({ environment: config.environment, node: process.version, pid: process.pid }, 'heldfunds starting');
  for (const warning of deploymentWarnings(config)) log.warn(warning);
  // Before the database is opened (or its folder made, or migrated): a taken port fails at once.
  await checkPortsFree(config);
  const tracing = startTracing(config, log);
  const db = await openConfiguredDatabase(config, log).catch(async (error: unknown) => {
    await tracing?.stop();
    throw error;
  });
  const services = createServices(config, db, log);
  const apiKeyCache = startApiKeyCache(services);
  const app = createApp(services, { metrics: { processMetrics: true } });
  const server: Server =
    config.tlsCertFile && config.tlsKeyFile
      ? createHttpsServer({ cert: await readFile(config.tlsCertFile), key: await readFile(config.tlsKeyFile) }, app.requestListener)
      : createHttpServer(app.requestListener);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await apiKeyCache.stop();
    await app.close();
    await services.events.close();
    await db.close();
    await tracing?.stop();
    throw listenFailure(error as NodeJS.ErrnoException, config.host, config.port);
  }
  // Attached once listening: the WebSocket server would report a failed listen on its own.
  const websocket = attachGraphQLWebSocket(server, app, services);
  const workers = config.runWorkers ? startWorkers(services, app.metrics) : null;
  const address = server.address() as AddressInfo;
  const scheme = config.tlsCertFile ? 'https' : 'http';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `${scheme}://${host}:${address.port}`;
  log.info({ url, environment: config.environment, database: db.kind }, 'heldfunds listening');
  let metricsServer: RunningServer['metricsServer'] = null;
  if (config.metricsPort !== undefined) {
    const server = createMetricsServer(app.metrics, config.metricsToken);
    metricsServer = { server, url: await listen(server, config.metricsPort, config.host, 'http') };
    log.info({ url: `${metricsServer.url}/metrics` }, 'metrics listening');
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // /readyz answers 503 from now on, so a load balancer stops sending work here.
      app.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      metricsServer?.server.close();
      metricsServer?.server.closeAllConnections();
      // Subscriptions end now (SSE streams complete, WebSockets close with 1012): a drained
      // instance's clients reconnect to another one instead of holding the grace period.
      services.events.endSubscriptions();
      await websocket.close();
      // Keep-alive connections that finish their last request while draining become idle
      // later; close them as they do, and cut whatever remains when the grace period ends.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const grace = setTimeout(() => server.closeAllConnections(), config.shutdownGraceSeconds * 1000);
      await closed;
      clearInterval(sweep);
      clearTimeout(grace);
      await workers?.stop();
      await app.close();
      await apiKeyCache.stop();
      await services.events.close();
      await db.close();
      // Last: the spans of the work that finished while draining are sent too.
      await tracing?.stop();
      log.info('heldfunds stopped');
    })());
  return { url, server, metricsServer, app, services, workers, tracing, close };
}

async function listen(server: Server, port: number, host: string, scheme: 'http' | 'https'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return `${scheme}://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}

/**
 * METRICS_PORT: a server of `GET /metrics` alone, kept off the API's port (and its load
 * balancer); for the worker (`ready` given), `GET /readyz` beside it: 200 while it can reach
 * the database and is not stopping, else 503, as the API's own /readyz.
 */
export function createMetricsServer(metrics: Metrics, token: string | undefined, ready?: () => Promise<boolean>): Server {
  const handler = createServerAdapter(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/readyz' && ready) {
      const isReady = await ready();
      return new Response(JSON.stringify({ status: isReady ? 'ready' : 'unavailable' }), {
        status: isReady ? 200 : 503,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    if (path !== '/metrics') {
      return new Response(JSON.stringify({ error: `No such endpoint: only /metrics${ready ? ' and /readyz are' : ' is'} served here` }), {
        status: 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    return serveMetrics(request, metrics, token);
  });
  return createHttpServer(handler.requestListener);
}

/**
 * `heldfunds worker` with METRICS_PORT: the worker's own metrics (webhook deliveries, the queues,
 * SQL statements, the process) on that port; null without METRICS_PORT (a worker has no API port).
 */
export async function startWorkerMetrics(services: Services): Promise<{ metrics: Metrics; url: string; stopping(): void; close(): Promise<void> } | null> {
  const { config, log } = services;
  if (config.metricsPort === undefined) return null;
  const metrics = createMetrics(services, { processMetrics: true });
  let stopping = false;
  const server = createMetricsServer(metrics, config.metricsToken, async () => !stopping && (await services.db.ping()));
  const url = await listen(server, config.metricsPort, config.host, 'http');
  log.info({ url: `${url}/metrics` }, 'metrics listening');
  return {
    metrics,
    url,
    /** Readiness fails from now on: the worker is shutting down. */
    stopping: () => {
      stopping = true;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      metrics.close();
    },
  };
}

/** Dispatches the outbox and delivers webhooks in this process, woken by local changes. */
export function startWorkers(services: Services, metrics?: Metrics): EventWorkers {
  const workers = new EventWorkers(services, services.events, {
    onDeliveryOutcome: metrics ? (outcome) => metrics.webhookDelivery(outcome) : undefined,
    pollMs: services.config.workerPollMs,
    // PGlite's data folder is locked to this process: nothing comes due behind its back.
    soleWriter: services.db.kind === 'pglite',
    webhookTimeoutMs: services.config.webhookTimeoutMs,
    perReceiver: services.config.webhookConcurrencyPerReceiver,
    maxInFlight: services.config.webhookMaxInFlight,
    allowPrivateAddresses: services.config.webhookAllowPrivateUrls,
    mail: services.config.smtpUrl ? { smtpUrl: services.config.smtpUrl, from: services.config.mailFrom } : undefined,
  });
  services.outbox.onChange((_commit, work) => workers.kick(work));
  workers.start();
  return workers;
}
