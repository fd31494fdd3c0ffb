import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startInstance, type Instance } from '../support/instances.js';
import { Receiver } from '../support/receiver.js';
import { hasRedisServer, RedisServer } from '../support/redis-server.js';
import { partnerSaleBody } from '../support/transactions.js';
import { Changes, until } from '../support/waiting.js';

// Redis killed (SIGKILL) and restarted under concurrent REST and GraphQL load, with two API
// instances sharing the database and the Redis: instance A runs the event workers (outbox
// dispatch, webhooks), instance B only serves. Nothing may crash or answer 5xx, every
// acknowledged write is stored, every committed event reaches the webhook receiver and A's live
// subscribers, and B's subscribers see A's events again once Redis is back.

let redis: RedisServer;
let harness: Harness;
let partner: TestAccount;
/** A: the harness's own app and services, listening (its event workers run with it). */
let a: { url: string };
let b: Instance;
let receiver: Receiver;
const clients: Client[] = [];

beforeAll(async () => {
  if (!hasRedisServer) return;
  redis = await RedisServer.start();
  harness = await createHarness({ redisUrl: redis.url, eventsChannel: `heldfunds:test:${randomBytes(6).toString('hex')}` });
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  receiver = await new Receiver().start();
  await harness.services.prisma.webhook.create({
    data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==' },
  });
  harness.workers().start();
  a = await harness.listen();
  b = await startInstance(harness);
});
afterAll(async () => {
  if (!hasRedisServer) return;
  for (const client of clients) await client.dispose();
  await b?.close();
  await receiver?.stop();
  await harness?.close();
  await redis?.kill();
});

interface Feed {
  eventIds: Set<string>;
  errors: unknown[];
  arrivals: Changes;
}

/** The partner's live events on one instance (graphql-ws), collected as they arrive. */
function partnerFeed(instance: { url: string }): Feed {
  const client = createClient({
    url: `${instance.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: partner.auth },
    retryAttempts: 0,
  });
  clients.push(client);
  const feed: Feed = { eventIds: new Set(), errors: [], arrivals: new Changes() };
  void (async () => {
    try {
      for await (const result of client.iterate<{ partnerEvents: { eventId: string } }>({ query: 'subscription { partnerEvents { eventId } }' })) {
        if (result.errors) feed.errors.push(...result.errors);
        if (result.data) feed.eventIds.add(result.data.partnerEvents.eventId);
        feed.arrivals.changed();
      }
    } catch (error) {
      feed.errors.push(error);
    }
  })();
  return feed;
}

const restCreate = async (instance: { url: string }): Promise<{ status: number; id?: number }> => {
  const response = await fetch(`${instance.url}/2017-09-01/transaction`, {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com', 10)),
  });
  const body = (await response.json()) as { id?: number };
  return { status: response.status, id: body.id };
};

const graphqlCreate = async (instance: { url: string }): Promise<{ status: number; id?: number; body: unknown }> => {
  const input = {
    currency: 'usd',
    description: 'The sale of example.com',
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    items: [
      {
        title: 'example.com',
        type: 'domain_name',
        inspectionPeriod: 259200,
        schedule: [{ amount: '10.00', payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
      },
    ],
  };
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename ... on CreateTransactionPayload { transaction { databaseId } } } }',
      variables: { input },
    }),
  });
  const body = (await response.json()) as { data?: { createTransaction: { transaction?: { databaseId: number } } } };
  return { status: response.status, id: body.data?.createTransaction.transaction?.databaseId, body };
};

const restRead = async (instance: { url: string }) => (await fetch(`${instance.url}/2017-09-01/customer/me`, { headers: { authorization: partner.auth } })).status;

const graphqlRead = async (instance: { url: string }) => {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { email } }' }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return body.errors ? 500 : response.status;
};

/** `rounds` rounds of a REST write, a GraphQL write and a read of each face, on both instances at once; the ids written. */
async function load(rounds: number): Promise<number[]> {
  const written: number[] = [];
  const failures: unknown[] = [];
  await Promise.all(
    Array.from({ length: rounds }, (_, round) => round).flatMap((round) => {
      const instance = round % 2 === 0 ? a : b;
      return [
        restCreate(instance).then((answer) => (answer.status === 201 && answer.id ? written.push(answer.id) : failures.push(answer))),
        graphqlCreate(instance).then((answer) => (answer.status === 200 && answer.id ? written.push(answer.id) : failures.push(answer))),
        restRead(instance).then((status) => status === 200 || failures.push({ restRead: status })),
        graphqlRead(instance).then((status) => status === 200 || failures.push({ graphqlRead: status })),
      ];
    }),
  );
  expect(failures).toEqual([]);
  return written;
}

const readiness = async (instance: { url: string }) => {
  const response = await fetch(`${instance.url}/readyz`);
  return { status: response.status, body: (await response.json()) as unknown };
};

/** Acts on A until B's feed shows one of the events (the relay through Redis works). */
async function crossInstanceDelivery(feedOnB: Feed): Promise<void> {
  const before = feedOnB.eventIds.size;
  await until(
    async () => {
      if (feedOnB.eventIds.size > before) return true;
      expect((await restCreate(a)).status).toBe(201);
      await feedOnB.arrivals.next(500);
      return feedOnB.eventIds.size > before;
    },
    20_000,
    "an event of A's on B's subscription",
  );
}

describe.skipIf(!hasRedisServer)('Redis killed and restarted under load', { timeout: 120_000 }, () => {
  it('serves throughout, delivers every committed event to the webhook and to local subscribers, and relays again once Redis is back', async () => {
    const onA = partnerFeed(a);
    const onB = partnerFeed(b);
    await crossInstanceDelivery(onB);
    expect(await readiness(a)).toEqual({ status: 200, body: { status: 'ready', dependencies: { database: 'up', redis: 'up' } } });

    await redis.kill();
    await until(async () => (await readiness(a)).status === 503 && (await readiness(b)).status === 503, 10_000, '/readyz 503 on both instances');
    expect(await readiness(b)).toEqual({ status: 503, body: { status: 'unavailable', dependencies: { database: 'up', redis: 'down' } } });

    const writtenDuringOutage = await load(6);
    expect(writtenDuringOutage).toHaveLength(12);
    // Every acknowledged write is stored.
    expect(await harness.services.prisma.transaction.count({ where: { id: { in: writtenDuringOutage } } })).toBe(12);
    // Every event they committed reaches the webhook receiver and A's subscriber (A dispatched them).
    const events = await harness.services.prisma.event.findMany({ where: { transactionId: { in: writtenDuringOutage } }, select: { publicId: true } });
    expect(events).toHaveLength(12);
    const delivered = () => new Set(receiver.received.map((message) => (JSON.parse(message.body) as { event_id: string }).event_id));
    await until(() => events.every((event) => delivered().has(event.publicId)), 30_000, 'a webhook of every event committed during the outage');
    await onA.arrivals.until(() => events.every((event) => onA.eventIds.has(event.publicId)), 30_000, "every event on A's subscription");

    await redis.start();
    await until(async () => (await readiness(a)).status === 200 && (await readiness(b)).status === 200, 15_000, '/readyz 200 on both instances');
    await crossInstanceDelivery(onB);
    expect(await load(2)).toHaveLength(4);
    expect(onA.errors).toEqual([]);
    expect(onB.errors).toEqual([]);
  });
});
