import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { hashPassword } from '../../src/domain/auth/credential-guard.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import type { Clock, Services } from '../../src/domain/services.js';
import { createServices } from '../../src/services.js';
import { EventWorkers } from '../../src/events/workers.js';
import { createApp, type App } from '../../src/http/app.js';
import { attachGraphQLWebSocket } from '../../src/http/websocket.js';
import { createLogger } from '../../src/log.js';
import { createDatabaseFromTemplate, testDatabaseUrl } from './databases.js';
import { borrowMigratedPGlite, returnMigratedPGlite } from './pglite-pool.js';

export const restBase = 'http://heldfunds.test/2017-09-01';

/** A controllable clock for tests. */
export class TestClock implements Clock {
  /** Since when (performance.now() ms) time passes on this clock as on the wall clock; undefined: it stands still. */
  private flowingSince: number | undefined;
  constructor(private current = new Date('2026-01-15T12:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current.getTime() + (this.flowingSince === undefined ? 0 : performance.now() - this.flowingSince));
  }
  /** From now on time passes on this clock too (workers that sleep until a due time need it); `advance` still jumps. */
  flow(): void {
    this.flowingSince ??= performance.now();
  }
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface Harness {
  db: Database;
  /** The PostgreSQL database of this harness (TEST_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
  services: Services;
  app: App;
  clock: TestClock;
  /** Calls the app in-process (no socket), like a client would over HTTP. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /**
   * Starts a real listening server (HTTP, SSE and graphql-ws) on a free loopback port, mounting
   * `app.requestListener` as src/server.ts does; `transport: 'adapter'` mounts the server adapter
   * alone (every request as a fetch Request: the parity test of the two transports).
   */
  listen(options?: { transport?: 'node' | 'adapter' }): Promise<{ url: string; close(): Promise<void>; sharing(): { executions: number; subscribers: number } }>;
  /**
   * Event workers on the test clock, reaching the tests' loopback receivers. `soleWriter`: as the
   * server runs them on PGlite (no poll; each commit's kick says what it left).
   */
  workers(options?: { webhookTimeoutMs?: number; smtpUrl?: string; soleWriter?: boolean }): EventWorkers;
  close(): Promise<void>;
}

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  apiKey: string;
  /** `Basic base64(email:apiKey)` */
  auth: string;
}

/** Opens an isolated, migrated database (PGlite from the run's dump, or a PostgreSQL clone). */
async function openTestDatabase(options: HarnessOptions): Promise<{ db: Database; url: string | undefined; drop(): Promise<void> }> {
  const url = testDatabaseUrl();
  if (url) {
    const database = await createDatabaseFromTemplate(url, inject('postgresTemplate'));
    const connection = options.connectTo?.(database.url) ?? database.url;
    const db = await openDatabase({ url: connection, migrate: false, poolSize: options.poolSize ?? 5, connectTimeoutMs: options.connectTimeoutMs });
    return { db, url: database.url, drop: database.drop };
  }
  const pglite = await borrowMigratedPGlite();
  const db = await openDatabase({ pglite, migrate: false });
  return { db, url: undefined, drop: () => returnMigratedPGlite(pglite) };
}

/** How the harness reaches its PostgreSQL database (TEST_DATABASE_URL runs; ignored on PGlite). */
export interface HarnessOptions {
  /** The connection string the service uses instead of the database's own (e.g. through a fault test's TCP proxy). */
  connectTo?: (url: string) => string;
  poolSize?: number;
  connectTimeoutMs?: number;
}

export async function createHarness(overrides: Partial<Config> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const { db, url: databaseUrl, drop } = await openTestDatabase(options);
  const config: Config = { ...loadConfig({}), ...overrides };
  const clock = new TestClock();
  const services = createServices(config, db, createLogger(process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'silent'), { clock });
  const app = createApp(services);
  const servers: Server[] = [];
  const closers: (() => Promise<void>)[] = [];
  return {
    db,
    databaseUrl,
    services,
    app,
    clock,
    fetch: async (input, init) => app.handler.fetch(new Request(new URL(input, restBase), init)),
    async listen(options = {}) {
      const server = createServer(options.transport === 'adapter' ? app.handler.requestListener : app.requestListener);
      servers.push(server);
      const websocket = attachGraphQLWebSocket(server, app, services);
      closers.push(() => websocket.close());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
        sharing: websocket.sharing,
      };
    },
    workers(options = {}) {
      const workers = new EventWorkers(services, services.events, {
        pollMs: 20,
        soleWriter: options.soleWriter,
        webhookTimeoutMs: options.webhookTimeoutMs ?? 2000,
        allowPrivateAddresses: true,
        random: () => 0.5,
        mail: options.smtpUrl ? { smtpUrl: options.smtpUrl, from: 'heldfunds <test@heldfunds.invalid>' } : undefined,
        onDeliveryOutcome: (outcome) => app.metrics.webhookDelivery(outcome),
      });
      services.outbox.onChange((_commit, work) => workers.kick(options.soleWriter ? work : 'any'));
      closers.push(() => workers.stop());
      return workers;
    },
    async close() {
      for (const close of closers) await close();
      for (const server of servers) server.closeAllConnections();
      await app.close();
      await services.events.close();
      await db.close();
      await drop();
    },
  };
}

export function basicAuth(email: string, secret: string): string {
  return `Basic ${Buffer.from(`${email}:${secret}`).toString('base64')}`;
}

let accountCounter = 0;

const testPassword = 'correct horse battery staple';
/** Every test account has this password: scrypt is slow on purpose, so it is hashed once per worker. */
let testPasswordHash: Promise<string> | undefined;

/** Creates a customer with a password and an API key. */
export async function createTestAccount(harness: Harness, options: { email?: string; isPartner?: boolean; isOperator?: boolean } = {}): Promise<TestAccount> {
  accountCounter += 1;
  const email = options.email ?? `customer${accountCounter}-${process.pid}@example.com`;
  const customer = await createAccount(harness.services, { email, isPartner: options.isPartner, isOperator: options.isOperator });
  testPasswordHash ??= hashPassword(testPassword);
  await harness.services.prisma.customer.update({ where: { id: customer.id }, data: { passwordHash: await testPasswordHash } });
  const { key } = await createApiKey(harness.services, customer.id, 'test key');
  return { id: customer.id, email: customer.email, password: testPassword, apiKey: key, auth: basicAuth(customer.email, key) };
}

/** A harness and its accounts, made at once (`name: options` as for createTestAccount). */
export async function createHarnessWithAccounts<Name extends string>(
  accounts: Record<Name, Parameters<typeof createTestAccount>[1]>,
  overrides: Partial<Config> = {},
): Promise<{ harness: Harness; accounts: Record<Name, TestAccount> }> {
  const harness = await createHarness(overrides);
  const made = {} as Record<Name, TestAccount>;
  for (const [name, options] of Object.entries(accounts) as [Name, Parameters<typeof createTestAccount>[1]][])
    made[name] = await createTestAccount(harness, options);
  return { harness, accounts: made };
}
