import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { apiKeyViewer } from '../src/domain/auth/credential-guard.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import type { Services } from '../src/domain/services.js';
import { createTransaction } from '../src/domain/transactions/create.js';
import { createLogger } from '../src/log.js';
import { parseCreateTransaction } from '../src/rest/parse/create-transaction.js';
import { startServer } from '../src/server.js';
import type { Target } from './baseline.js';
import { tempDirPrefix } from './leftovers.js';
import { copyTransaction } from './action-pool.js';
import { seedPartnerTransactions } from './partner-seed.js';
import { createThrowawayDatabase } from './postgres.js';
import { domainNameBody } from './scenarios.js';
import { StatementTracker } from './statements.js';

export type DatabaseKind = 'pglite' | 'postgresql';

/** An account the load generator authenticates as (Basic with an API key). */
export interface BenchAccount {
  email: string;
  authorization: string;
  sellerEmail: string;
}

/** What every service of the run has: the server, its database, its statements. */
export interface RunningBench extends Target {
  kind: DatabaseKind;
  /** `SHOW server_version` as the service's own database answers it. */
  serverVersion: string;
  /** PostgreSQL connections of the service (the default of DB_POOL_SIZE). */
  poolSize: number;
  /** The service's SQL statements, split into request work and event-worker work. */
  statements: StatementTracker;
  services: Services;
}

export interface BenchService extends RunningBench {
  /** Reads: owns the seeded transactions (GET by id, the GraphQL listing). */
  reader: BenchAccount & { transactionId: number };
  /** Writes: every POST /transaction of the run is its own, so the reader's data stays fixed. */
  creator: BenchAccount;
  /** A partner of long standing (seeded with SQL): the partner listing and statistics. */
  partner: BenchAccount & { transactions: number; firstDay: string; lastDay: string };
  /** The seller of a pool of transactions it has not agreed to yet: the `agree` row. */
  agreer: BenchAccount & { pool: number[] };
  /** The seller of a pool of agreed transactions whose item is funded, not shipped: the `ship` row. */
  shipper: BenchAccount & { pool: number[] };
}

/** Transactions each action row can act on, one per request (more than the requests of its runs). */
export const actionPoolSize: Record<DatabaseKind, number> = { pglite: 30_000, postgresql: 60_000 };

/** The environment the service's configuration is read from (defaults otherwise). */
export const benchEnvironment = { RATE_LIMIT_PER_MINUTE: '1000000' };

/** The GraphQL listing asks for `first: 10`; seed a full page so it returns ten nodes. */
export const seededTransactions = 10;

/**
 * Starts heldfunds exactly as `npm start` does (src/server.ts), on a database made for this
 * run: PGlite in a fresh temporary DATA_DIR, or a throwaway PostgreSQL database. `close()`
 * stops the server and removes the folder or drops the database. Nothing is seeded.
 */
export async function startBareService(kind: DatabaseKind, postgresAdminUrl?: string, environment: Record<string, string> = {}): Promise<RunningBench> {
  const cleanups: Array<() => Promise<void>> = [];
  // Every step runs even when an earlier one fails (a stuck server must not leave a database).
  const cleanup = async () => {
    const failures: unknown[] = [];
    for (const step of cleanups.splice(0).reverse()) await step().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  try {
    const overrides: Partial<Config> = { host: '127.0.0.1', port: 0, logLevel: 'silent', shutdownGraceSeconds: 1 };
    if (kind === 'pglite') {
      const dir = await mkdtemp(join(tmpdir(), tempDirPrefix));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      Object.assign(overrides, { databaseUrl: undefined, dataDir: join(dir, 'data') });
    } else {
      if (!postgresAdminUrl) throw new Error('PostgreSQL needs an administrative URL');
      const database = await createThrowawayDatabase(postgresAdminUrl);
      cleanups.push(() => database.drop());
      overrides.databaseUrl = database.url;
    }
    // Not process.env: stray DATABASE_URL, REDIS_URL or TLS settings of the shell must not change
    // what is measured. One caller drives all the load, so its per-endpoint rate limit is raised
    // out of reach (the limiter still runs; a name loadConfig does not know is ignored).
    const config: Config = { ...loadConfig({ ...benchEnvironment, ...environment }), ...overrides };
    const running = await startServer(config, createLogger('silent'));
    cleanups.push(() => running.close());
    const { services } = running;
    const rows = await services.prisma.$queryRawUnsafe<Array<{ server_version: string }>>('SHOW server_version');
    return {
      kind,
      url: running.url,
      server: running.server,
      services,
      serverVersion: rows[0]?.server_version ?? 'unknown',
      poolSize: config.dbPoolSize,
      statements: new StatementTracker(running.server, services.db.queries),
      close: cleanup,
    };
  } catch (error) {
    await cleanup().catch((cleanupError: unknown) => console.error('cleanup failed:', cleanupError));
    throw error;
  }
}

/** A fresh service with the data of the main rows: readers, writers, a partner, the action pools. */
export async function startService(kind: DatabaseKind, partnerTransactions: number, postgresAdminUrl?: string): Promise<BenchService> {
  const bench = await startBareService(kind, postgresAdminUrl);
  try {
    const { services } = bench;
    const reader = await createBenchAccount(services, 'reader@bench.example', 'seller-read@bench.example');
    const creator = await createBenchAccount(services, 'creator@bench.example', 'seller-create@bench.example');
    const viewer = await apiKeyViewer(services.prisma, services.config.environment, reader.credentials);
    let transactionId = 0;
    for (let i = 0; i < seededTransactions; i += 1) {
      transactionId = (await createTransaction(services, viewer, parseCreateTransaction(domainNameBody(reader.account.sellerEmail)).input)).id;
    }
    const partner = await createBenchAccount(services, 'partner@bench.example', 'seller-partner@bench.example', { isPartner: true });
    await seedPartnerTransactions(services.prisma, partner.id, partnerTransactions);

    // The action rows: a sale made through the API, copied with SQL. The agree pool's copies
    // wait for their seller (the agreer) to agree; the ship pool's are agreed by both and
    // funded (in the sandbox), waiting for their seller (the shipper) to ship.
    const agreer = await createBenchAccount(services, 'agreer@bench.example', 'seller-agreer@bench.example');
    const poolBuyer = await createBenchAccount(services, 'pool-buyer@bench.example', 'agreer@bench.example');
    const agreeTemplate = await createTransaction(
      services,
      await apiKeyViewer(services.prisma, services.config.environment, poolBuyer.credentials),
      parseCreateTransaction(domainNameBody(agreer.account.email)).input,
    );
    const agreePool = await copyTransaction(services.prisma, agreeTemplate.id, actionPoolSize[kind]);
    const shipper = await createBenchAccount(services, 'shipper@bench.example', 'seller-shipper@bench.example');
    const shipTemplate = await fundedSale(bench.url, poolBuyer.account, shipper.account);
    const shipPool = await copyTransaction(services.prisma, shipTemplate, actionPoolSize[kind]);

    return {
      ...bench,
      reader: { ...reader.account, transactionId },
      creator: creator.account,
      // The seed spreads its transactions over 2025, one every five minutes.
      partner: { ...partner.account, transactions: partnerTransactions, firstDay: '2025-01-01', lastDay: '2025-12-31' },
      agreer: { ...agreer.account, pool: agreePool },
      shipper: { ...shipper.account, pool: shipPool },
    };
  } catch (error) {
    await bench.close().catch((cleanupError: unknown) => console.error('cleanup failed:', cleanupError));
    throw error;
  }
}

/** A general-merchandise sale from `buyer` to `seller`, agreed by both and funded, through the REST API. */
async function fundedSale(baseUrl: string, buyer: BenchAccount, seller: BenchAccount): Promise<number> {
  const call = async (account: BenchAccount, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/2017-09-01${path}`, {
      method,
      headers: { authorization: account.authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as { id: number };
  };
  const { id } = await call(buyer, 'POST', '/transaction', {
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'A bench lamp',
    items: [
      {
        title: 'Lamp',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '250.00', payer_customer: 'me', beneficiary_customer: seller.email }],
      },
    ],
  });
  await call(seller, 'PATCH', `/transaction/${id}`, { action: 'agree' });
  await call(buyer, 'POST', `/sandbox/transaction/${id}/fund`);
  return id;
}

/** The service of the scale rows: one partner whose transactions are seeded with SQL, in two steps. */
export interface ScaleService extends BenchAccount {
  /** The partner's transactions now (all the database holds, beside its own account). */
  transactions: number;
  /** The transaction GET reads: the same one at every size, seeded in the first step. */
  transactionId: number;
}

export async function createScaleAccount(services: Services): Promise<BenchAccount & { id: number }> {
  const partner = await createBenchAccount(services, 'scale.partner@bench.example', 'seller-scale@bench.example', { isPartner: true });
  return { ...partner.account, id: partner.id };
}

export async function createBenchAccount(services: Services, email: string, sellerEmail: string, options: { isPartner?: boolean } = {}) {
  // No password: API keys are what integrators use, and a password would cost a scrypt here.
  const customer = await createAccount(services, { email, isPartner: options.isPartner });
  const { key } = await createApiKey(services, customer.id, 'benchmark');
  const authorization = `Basic ${Buffer.from(`${customer.email}:${key}`).toString('base64')}`;
  return {
    id: customer.id,
    account: { email: customer.email, authorization, sellerEmail },
    credentials: { email: customer.email, secret: key },
  };
}
