import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startProcess, until, type Started } from '../support/processes.js';
import { partnerSaleBody } from '../support/transactions.js';
import { Changes } from '../support/waiting.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

const redisUp = await reachable(redisUrl);

// Two real server processes sharing one PostgreSQL database and one Redis.
describe.skipIf(!testDatabaseUrl() || !redisUp)('two instances', { timeout: 120_000 }, () => {
  let harness: Harness;
  let partner: TestAccount;
  const servers: Started[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    harness = await createHarness();
    partner = await createTestAccount(harness, { email: 'console@example.com', isPartner: true });
    const channel = `heldfunds:test:${randomBytes(6).toString('hex')}`;
    const start = async (runWorkers: boolean) => {
      const server = startProcess(['serve'], {
        DATABASE_URL: harness.databaseUrl,
        REDIS_URL: redisUrl,
        EVENTS_CHANNEL: channel,
        RUN_WORKERS: String(runWorkers),
        WORKER_POLL_MS: '50',
        PORT: '0',
        LOG_LEVEL: 'info',
      });
      servers.push(server);
      return (await server.waitFor('heldfunds listening')).url as string;
    };
    // A runs no workers: whatever A's subscribers see was dispatched by B and came through Redis.
    [a, b] = await Promise.all([start(false), start(true)]);
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await harness.close();
  });

  it('shows a subscriber on instance A an action taken on instance B', async () => {
    const received: { name: string; transaction: { databaseId: number } | null }[] = [];
    const client = createClient({
      url: `${a.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: partner.auth },
      retryAttempts: 0,
    });
    const subscription = client.iterate<{ partnerEvents: (typeof received)[number] }>({
      query: 'subscription { partnerEvents { name transaction { databaseId } } }',
    });
    const arrivals = new Changes();
    const reading = (async () => {
      for await (const result of subscription) {
        if (result.data) received.push(result.data.partnerEvents);
        arrivals.changed();
      }
    })();
    // The subscription is open on A once its events flow: keep acting on B until one arrives.
    const created: number[] = [];
    await until(
      async () => {
        if (received.length > 0) return true;
        const response = await fetch(`${b}/2017-09-01/transaction`, {
          method: 'POST',
          headers: { authorization: partner.auth, 'content-type': 'application/json' },
          body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com', 10)),
        });
        expect(response.status).toBe(201);
        created.push(((await response.json()) as { id: number }).id);
        // The next attempt only if nothing arrives meanwhile.
        await arrivals.next(300);
        return received.length > 0;
      },
      30_000,
      'an event on instance A',
    );
    expect(received[0]).toEqual({ name: 'create', transaction: { databaseId: expect.any(Number) } });
    expect(created).toContain(received[0]!.transaction!.databaseId);
    await subscription.return?.();
    await reading;
    await client.dispose();
  });

  it('resumes a subscriber on the other instance after the last event it had, with no gap and no duplicate', async () => {
    const sale = async (on: string) => {
      const response = await fetch(`${on}/2017-09-01/transaction`, {
        method: 'POST',
        headers: { authorization: partner.auth, 'content-type': 'application/json' },
        body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com', 10)),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    // The last event the subscriber had (on instance A), then two it missed while away.
    const seen = await sale(a);
    const events = await fetch(`${a}/2017-09-01/events?transaction_id=${seen}`, { headers: { authorization: partner.auth } });
    const after = ((await events.json()) as { events: { id: string }[] }).events[0]!.id;
    const missed = [await sale(a), await sale(a)];
    // It comes back on instance B, while A goes on committing.
    const received: { eventId: string; transaction: { databaseId: number } | null }[] = [];
    const client = createClient({
      url: `${b.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: partner.auth },
      retryAttempts: 0,
    });
    const subscription = client.iterate<{ partnerEvents: (typeof received)[number] }>({
      query: 'subscription($after: String) { partnerEvents(after: $after) { eventId transaction { databaseId } } }',
      variables: { after },
    });
    const arrivals = new Changes();
    const reading = (async () => {
      for await (const result of subscription) {
        if (result.data) received.push(result.data.partnerEvents);
        arrivals.changed();
      }
    })();
    const meanwhile = await Promise.all([sale(a), sale(a)]);
    const later = await sale(a);
    const expected = [...missed, ...meanwhile, later];
    await arrivals.until(() => expected.every((id) => received.some((event) => event.transaction?.databaseId === id)), 30_000, 'the resumed events on B');
    expect(received.slice(0, 2).map((event) => event.transaction?.databaseId)).toEqual(missed);
    expect(new Set(received.map((event) => event.eventId)).size).toBe(received.length);
    expect(received.map((event) => event.transaction?.databaseId).sort()).toEqual([...expected].sort());
    await subscription.return?.();
    await reading;
    await client.dispose();
  });
});
