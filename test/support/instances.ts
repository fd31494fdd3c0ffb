import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../src/config.js';
import type { Services } from '../../src/domain/services.js';
import { createApp, type App } from '../../src/http/app.js';
import { attachGraphQLWebSocket } from '../../src/http/websocket.js';
import { createLogger } from '../../src/log.js';
import { createServices } from '../../src/services.js';
import type { Harness } from './harness.js';

export interface Instance {
  url: string;
  services: Services;
  app: App;
  close(): Promise<void>;
}

/**
 * Another API instance on the harness's database, in this process: its own app, event bus and
 * rate limiter (its own Redis connections), listening on a free loopback port with HTTP, SSE and
 * graphql-ws. What two server processes sharing a database and a Redis are, on PGlite too.
 */
export async function startInstance(harness: Harness, overrides: Partial<Config> = {}): Promise<Instance> {
  const config = { ...harness.services.config, ...overrides };
  const services = createServices(config, harness.db, createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent'), { clock: harness.clock });
  const app = createApp(services);
  const server = createServer(app.handler);
  const websocket = attachGraphQLWebSocket(server, app, services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    app,
    async close() {
      services.events.endSubscriptions();
      await websocket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await services.events.close();
    },
  };
}
