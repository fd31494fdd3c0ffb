import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth } from '../support/harness.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import { createLogger } from '../../src/log.js';
import { createServices } from '../../src/services.js';
import { startProcess, until, type Started } from '../support/processes.js';
import { Receiver } from '../support/receiver.js';
import { hasRedisServer, RedisServer } from '../support/redis-server.js';
import { partnerSaleBody } from '../support/transactions.js';

// A real `heldfunds serve` process and a real redis-server: Redis absent when the process
// starts, then started, then killed (SIGKILL) mid-run, then back. The process stays up and
// serves writes that publish events the whole time; /readyz names Redis while it is down.

let database: ConfiguredDatabase;
let redis: RedisServer;
let receiver: Receiver;
let server: Started;
let url: string;
let auth: string;

beforeAll(async () => {
  if (!hasRedisServer) return;
  database = await createConfiguredDatabase('heldfunds-redis-');
  // The partner and its key, written before the server holds the database (PGlite is one process's).
  const db = await openDatabase({ url: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR, migrate: false });
  const services = createServices(loadConfig({}), db, createLogger('silent'));
  try {
    const partner = await createAccount(services, { email: 'partner@example.com', isPartner: true });
    auth = basicAuth(partner.email, (await createApiKey(services, partner.id, 'faults')).key);
  } finally {
    await services.events.close();
    await db.close();
  }
  receiver = await new Receiver().start();
  redis = await RedisServer.start();
  // Absent at start: the process is given a Redis that is not running yet.
  await redis.kill();
  server = startProcess(['serve'], {
    ...database.env,
    REDIS_URL: redis.url,
    EVENTS_CHANNEL: `heldfunds:test:${randomBytes(6).toString('hex')}`,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    WORKER_POLL_MS: '50',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  });
  url = (await server.waitFor('heldfunds listening', 120_000)).url as string;
  const webhook = await fetch(`${url}/2017-09-01/customer/me/webhook`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ url: receiver.url }),
  });
  expect(webhook.status).toBe(201);
}, 200_000);
afterAll(async () => {
  if (!hasRedisServer) return;
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await redis?.kill();
  await receiver?.stop();
  await database?.cleanup();
});

const readiness = async () => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { dependencies: Record<string, string> } };
};

/** A write that commits an event: answered 201, readable at once, and its event reaches the webhook. */
async function writeAndDeliver(): Promise<void> {
  const created = await fetch(`${url}/2017-09-01/transaction`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com', 10)),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await fetch(`${url}/2017-09-01/transaction/${id}`, { headers: { authorization: auth } })).status).toBe(200);
  await until(
    () => receiver.received.some((message) => (JSON.parse(message.body) as { transaction_id: number }).transaction_id === id),
    20_000,
    `the webhook of transaction ${id}`,
  );
}

describe.skipIf(!hasRedisServer)('heldfunds serve while Redis comes and goes', { timeout: 120_000 }, () => {
  it('starts and serves without Redis, names it in /readyz, and uses it once it is there', async () => {
    expect(await readiness()).toEqual({ status: 503, body: { status: 'unavailable', dependencies: { database: 'up', redis: 'down' } } });
    await writeAndDeliver();
    await redis.start();
    await until(async () => (await readiness()).status === 200, 15_000, '/readyz 200 once Redis runs');
    expect((await readiness()).body).toEqual({ status: 'ready', dependencies: { database: 'up', redis: 'up' } });
    await writeAndDeliver();
  });

  it('keeps serving when Redis is killed mid-run, and recovers when it returns', async () => {
    await redis.kill();
    await until(async () => (await readiness()).status === 503, 10_000, '/readyz 503 once Redis is gone');
    // Several writes, each publishing an event, well past the time ioredis gives up on a command.
    for (let write = 0; write < 3; write += 1) await writeAndDeliver();
    await redis.start();
    await until(async () => (await readiness()).status === 200, 15_000, '/readyz 200 once Redis is back');
    await writeAndDeliver();
    expect(server.child.exitCode).toBeNull();
    expect(server.logs.filter((entry) => entry.msg === 'unhandled rejection')).toEqual([]);
  });
});
