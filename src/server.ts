import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { openConfiguredDatabase } from './db/configured.js';
import type { Services } from './domain/services.js';
import { startApiKeyCache } from './domain/auth/api-key-cache.js';
import { createServices } from './services.js';
import { EventWorkers } from './events/workers.js';
import { createApp, type App } from './http/app.js';
import { attachGraphQLWebSocket } from './http/websocket.js';
import type { Logger } from './log.js';

// The CLI's one-shot commands open the database without loading the server.
export { openConfiguredDatabase };

export interface RunningServer {
  url: string;
  server: Server;
  app: App;
  services: Services;
  workers: EventWorkers | null;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  const db = await openConfiguredDatabase(config, log);
  const services = createServices(config, db, log);
  const apiKeyCache = startApiKeyCache(services);
  const app = createApp(services);
  const server: Server =
    config.tlsCertFile && config.tlsKeyFile
      ? createHttpsServer({ cert: await readFile(config.tlsCertFile), key: await readFile(config.tlsKeyFile) }, app.handler.requestListener)
      : createHttpServer(app.handler.requestListener);
  const websocket = attachGraphQLWebSocket(server, app, services);
  const workers = config.runWorkers ? startWorkers(services) : null;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const scheme = config.tlsCertFile ? 'https' : 'http';
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `${scheme}://${host}:${address.port}`;
  log.info({ url, environment: config.environment, database: db.kind }, 'heldfunds listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      app.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Subscriptions end now: a drained instance's clients reconnect to another one.
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
      log.info('heldfunds stopped');
    })());
  return { url, server, app, services, workers, close };
}

/** Dispatches the outbox and delivers webhooks in this process, woken by local changes. */
export function startWorkers(services: Services): EventWorkers {
  const workers = new EventWorkers(services, services.events, {
    pollMs: services.config.workerPollMs,
    webhookTimeoutMs: services.config.webhookTimeoutMs,
    allowPrivateAddresses: services.config.webhookAllowPrivateUrls,
    mail: services.config.smtpUrl ? { smtpUrl: services.config.smtpUrl, from: services.config.mailFrom } : undefined,
  });
  services.outbox.onChange(() => workers.kick());
  workers.start();
  return workers;
}
