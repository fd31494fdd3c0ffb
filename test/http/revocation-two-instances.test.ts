/**
 * Revocation on every instance: instance A (in process) and instance B (a real `heldfunds
 * serve` process) share one PostgreSQL database and one real Redis (a redis-server of this
 * test's own). A key deactivated through A ends the graphql-ws socket and the event stream it
 * opened on B within a second. PostgreSQL only, as test/events/two-instances.test.ts: embedded
 * PGlite belongs to one process.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/domain/api-keys.js';
import { testDatabaseUrl } from '../support/databases.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { EventStream, RawGraphQLSocket } from '../support/live.js';
import { hasRedisServer, RedisServer } from '../support/redis-server.js';
import { startProcess, type Started } from '../support/processes.js';

describe.skipIf(!testDatabaseUrl() || !hasRedisServer)('two instances sharing a Redis', { timeout: 120_000 }, () => {
  let redis: RedisServer;
  let harness: Harness;
  let instanceB: Started;
  let urlB: string;
  let partner: TestAccount;
  const sockets: RawGraphQLSocket[] = [];
  const streams: EventStream[] = [];

  beforeAll(async () => {
    redis = await RedisServer.start();
    const channel = `heldfunds:test:${randomBytes(6).toString('hex')}`;
    harness = await createHarness({ redisUrl: redis.url, eventsChannel: channel });
    partner = await createTestAccount(harness, { isPartner: true });
    instanceB = startProcess(['serve'], {
      DATABASE_URL: harness.databaseUrl,
      REDIS_URL: redis.url,
      EVENTS_CHANNEL: channel,
      RUN_WORKERS: 'false',
      PORT: '0',
      LOG_LEVEL: 'info',
    });
    // A loaded machine can take most of a minute to start a process.
    urlB = (await instanceB.waitFor('heldfunds listening', 90_000)).url as string;
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const stream of streams) stream.cancel();
    instanceB?.child.kill('SIGTERM');
    await instanceB?.exited;
    await harness?.close();
    await redis?.kill();
  });

  it('ends the socket and the event stream on B of a key deactivated through A', async () => {
    const socket = await RawGraphQLSocket.connect(urlB, partner.auth, { track: sockets });
    expect(socket.acknowledged).toBe(true);
    const response = await fetch(`${urlB}/graphql`, {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { partnerEvents { name } }' }),
    });
    expect(response.status).toBe(200);
    const stream = new EventStream(response);
    streams.push(stream);
    await stream.waitFor((text) => text.length > 0, 'the stream to open');
    // The socket still works on B.
    expect(await socket.answer(socket.start('{ viewer { email } }'))).toMatchObject({ type: 'next', payload: { data: { viewer: { email: partner.email } } } });

    const [key] = await harness.services.prisma.apiKey.findMany({ where: { customerId: partner.id } });
    const other = await createApiKey(harness.services, partner.id, 'owner');
    const patched = await harness.fetch(`/2017-09-01/customer/me/api_key/${key!.id}`, {
      method: 'PATCH',
      headers: { authorization: basicAuth(partner.email, other.key), 'content-type': 'application/json' },
      body: JSON.stringify({ is_active: false }),
    });
    expect(patched.status).toBe(200);
    const revokedAt = performance.now();
    expect(await socket.waitClosed(5_000)).toEqual({ code: 4401, reason: 'Credentials revoked: sign in again' });
    await stream.waitEnded(5_000);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
  });
});
