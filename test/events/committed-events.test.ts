import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CommittedEvents } from '../../src/events/committed-events.js';
import { createEventBus } from '../../src/events/event-bus.js';
import type { PublishedEvent } from '../../src/domain/services.js';
import { loadTransactions } from '../../src/domain/transactions/store/load.js';
import { createLogger } from '../../src/log.js';
import { send } from '../support/accounts.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startInstance, type Instance } from '../support/instances.js';
import { Receiver } from '../support/receiver.js';
import { hasRedisServer, RedisServer } from '../support/redis-server.js';
import { partnerSaleBody } from '../support/transactions.js';
import { base64, pdfBytes, personalBody } from '../support/verification.js';
import { Changes, until } from '../support/waiting.js';

// The outbox dispatcher in a worker of its own (the harness's services, with its own bus and
// Redis connections, no HTTP server) and two API instances with RUN_WORKERS=false: `api`, whose
// live subscriber is watched, and `other`. While a real redis-server is killed, `api` hears
// through Redis nothing at all: its subscriber still gets every event `api` commits (over REST
// and GraphQL), exactly once and in commit order per transaction, from the post-commit hook.
// Once Redis is back, `other`'s events reach it again, and the worker's copies of `api`'s own
// events that come through Redis are recognised and not delivered twice. The webhook receives
// every event throughout (the outbox is the truth). The party_verification_* events, written
// for every open transaction of the customer who submits, reach api's subscribers the same way.

let redis: RedisServer;
let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let api: Instance;
let other: Instance;
let receiver: Receiver;
const clients: Client[] = [];

beforeAll(async () => {
  if (!hasRedisServer) return;
  redis = await RedisServer.start();
  harness = await createHarness({ redisUrl: redis.url, eventsChannel: `heldfunds:test:${randomBytes(6).toString('hex')}`, runWorkers: false });
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  receiver = await new Receiver().start();
  await harness.services.prisma.webhook.create({
    data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==' },
  });
  // The worker: polls the outbox (nothing kicks it from the API instances), publishes through Redis.
  harness.workers().start();
  api = await startInstance(harness, { runWorkers: false });
  other = await startInstance(harness, { runWorkers: false });
});
afterAll(async () => {
  if (!hasRedisServer) return;
  for (const client of clients) await client.dispose();
  await other?.close();
  await api?.close();
  await receiver?.stop();
  await harness?.close();
  await redis?.kill();
});

interface Feed {
  /** Every event id received, in order, duplicates included. */
  eventIds: string[];
  errors: unknown[];
  arrivals: Changes;
}

function partnerFeed(instance: { url: string }): Feed {
  const client = createClient({
    url: `${instance.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: partner.auth },
    retryAttempts: 0,
  });
  clients.push(client);
  const feed: Feed = { eventIds: [], errors: [], arrivals: new Changes() };
  void (async () => {
    try {
      for await (const result of client.iterate<{ partnerEvents: { eventId: string } }>({ query: 'subscription { partnerEvents { eventId } }' })) {
        if (result.errors) feed.errors.push(...result.errors);
        if (result.data) feed.eventIds.push(result.data.partnerEvents.eventId);
        feed.arrivals.changed();
      }
    } catch (error) {
      feed.errors.push(error);
    }
  })();
  return feed;
}

async function rest(instance: { url: string }, account: TestAccount, method: string, path: string, body: unknown) {
  const response = await fetch(`${instance.url}/2017-09-01${path}`, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: number } };
}

async function graphql(instance: { url: string }, account: TestAccount, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data?: Record<string, { __typename: string; transaction?: { id: string; databaseId: number } }>; errors?: unknown };
}

/** A sale created over REST, then agreed by the seller and the buyer over REST: three commits, events `create` and `agree` at least. Answers its id. */
async function restChain(instance: { url: string }): Promise<number> {
  const created = await rest(instance, partner, 'POST', '/transaction', partnerSaleBody(buyer.email, seller.email, 10));
  expect(created.status).toBe(201);
  const id = created.body.id!;
  for (const party of [seller, buyer]) expect((await rest(instance, party, 'PATCH', `/transaction/${id}`, { action: 'agree' })).status).toBe(200);
  return id;
}

/** The same over GraphQL: createTransaction, then agreeTransaction by the seller and the buyer. */
async function graphqlChain(instance: { url: string }): Promise<number> {
  const input = {
    currency: 'usd',
    description: 'The sale of example.com',
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
    ],
    items: [
      {
        title: 'example.com',
        type: 'domain_name',
        inspectionPeriod: 259200,
        schedule: [{ amount: '10.00', payerCustomer: buyer.email, beneficiaryCustomer: seller.email }],
      },
    ],
  };
  const created = await graphql(
    instance,
    partner,
    'mutation($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename ... on CreateTransactionPayload { transaction { id databaseId } } } }',
    { input },
  );
  const transaction = created.data?.createTransaction?.transaction;
  expect(transaction, JSON.stringify(created)).toBeDefined();
  for (const party of [seller, buyer]) {
    const agreed = await graphql(instance, party, 'mutation($id: ID!) { agreeTransaction(transactionId: $id) { __typename } }', { id: transaction!.id });
    expect(agreed.data?.agreeTransaction?.__typename, JSON.stringify(agreed)).toBe('AgreeTransactionPayload');
  }
  return transaction!.databaseId;
}

/** `rounds` REST chains and `rounds` GraphQL chains on `instance` at once; the transactions written. */
async function commitOn(instance: { url: string }, rounds: number): Promise<number[]> {
  return Promise.all(Array.from({ length: rounds }, () => [restChain(instance), graphqlChain(instance)]).flat());
}

/** The events of these transactions, in commit order (the outbox's order). */
async function eventsOf(transactionIds: number[]): Promise<{ publicId: string; transactionId: number | null }[]> {
  return harness.services.prisma.event.findMany({
    where: { transactionId: { in: transactionIds } },
    select: { publicId: true, transactionId: true },
    orderBy: { id: 'asc' },
  });
}

/**
 * Commits on `other` until `feed` (on `api`) receives one of its events: the relay through Redis
 * works. The worker publishes through one connection in dispatch order, so once that event is
 * in, every copy the worker sent before it has been received too.
 */
async function relayedFromOther(feed: Feed): Promise<void> {
  await until(
    async () => {
      const events = await eventsOf([await restChain(other)]);
      return feed.arrivals
        .until(() => events.every((event) => feed.eventIds.includes(event.publicId)), 3_000, "other's events on api")
        .then(
          () => true,
          () => false,
        );
    },
    30_000,
    "an event of another instance on api's subscriber",
  );
}

const readiness = async (instance: { url: string }) => (await fetch(`${instance.url}/readyz`)).status;

/** Every event of `transactionIds` is in the feed exactly once, and those of one transaction in commit order. */
async function expectEachOnceInOrder(feed: Feed, transactionIds: number[]): Promise<void> {
  const events = await eventsOf(transactionIds);
  expect(events.length).toBeGreaterThanOrEqual(transactionIds.length * 2);
  await feed.arrivals.until(() => events.every((event) => feed.eventIds.includes(event.publicId)), 20_000, "every committed event on api's subscriber");
  for (const event of events) expect(feed.eventIds.filter((id) => id === event.publicId)).toHaveLength(1);
  for (const transactionId of transactionIds) {
    const committed = events.filter((event) => event.transactionId === transactionId).map((event) => event.publicId);
    expect(feed.eventIds.filter((id) => committed.includes(id))).toEqual(committed);
  }
}

describe.skipIf(!hasRedisServer)('live events with the dispatcher in a separate worker while Redis is down', { timeout: 120_000 }, () => {
  it("hands api's subscriber every event api commits exactly once, during the outage too, and relays other instances' events again once Redis is back", async () => {
    const feed = partnerFeed(api);
    await relayedFromOther(feed);

    // Redis up: the post-commit copy and the worker's copy through Redis both reach api; the subscriber gets one.
    const before = await commitOn(api, 1);
    await until(async () => (await harness.services.prisma.event.count({ where: { transactionId: { in: before }, dispatchedAt: null } })) === 0, 20_000, 'dispatch');
    await relayedFromOther(feed);
    await expectEachOnceInOrder(feed, before);

    await redis.kill();
    await until(async () => (await readiness(api)) === 503, 10_000, '/readyz 503 on api');
    const during = await commitOn(api, 3);
    const answered = Date.now();
    await expectEachOnceInOrder(feed, during);
    console.info(`Redis down: every event of api's ${during.length} transactions on its subscriber ${Date.now() - answered} ms after the last write's answer`);
    const fromOther = await commitOn(other, 1);

    // The webhook receives every event committed during the outage, by either instance.
    const delivered = () => new Set(receiver.received.map((message) => (JSON.parse(message.body) as { event_id: string }).event_id));
    const outageEvents = await eventsOf([...during, ...fromOther]);
    await until(() => outageEvents.every((event) => delivered().has(event.publicId)), 30_000, 'a webhook of every event committed during the outage');

    await redis.start();
    const returned = Date.now();
    await until(async () => (await readiness(api)) === 200, 15_000, '/readyz 200 on api');
    await relayedFromOther(feed);
    console.info(`Redis back: another instance's events on api's subscriber again within ${Date.now() - returned} ms`);
    const after = await commitOn(api, 1);
    await until(async () => (await harness.services.prisma.event.count({ where: { transactionId: { in: after }, dispatchedAt: null } })) === 0, 20_000, 'dispatch');
    await relayedFromOther(feed);
    await expectEachOnceInOrder(feed, [...before, ...during, ...after]);

    expect(new Set(feed.eventIds).size).toBe(feed.eventIds.length);
    expect(feed.errors).toEqual([]);
  });

  it('hands the party_verification_submitted event api commits to a subscriber of the transaction on api exactly once while Redis is down (REST and GraphQL)', async () => {
    // A partner no one follows: api listens for its transactions only through the parties' transactionEvents subscriptions.
    const creator = await createTestAccount(harness, { email: 'quiet-partner@example.com', isPartner: true });
    const overRest = await createTestAccount(harness, { email: 'kyc-rest@example.com' });
    const overGraphql = await createTestAccount(harness, { email: 'kyc-graphql@example.com' });
    const sales = [await openSale(api, creator, overRest), await openSale(api, creator, overGraphql)];
    const feeds = sales.map((sale) => transactionFeed(api, seller, sale.id));
    await until(() => sales.every((sale) => api.services.events.listensFor(null, sale.databaseId)), 10_000, "the seller's subscriptions on api");
    expect(api.services.events.listensFor(creator.id, null)).toBe(false);

    await redis.kill();
    await until(async () => (await readiness(api)) === 503, 10_000, '/readyz 503 on api');
    const submitted = await fetch(`${api.url}/2017-09-01/customer/me/verification/personal`, {
      method: 'POST',
      headers: { authorization: overRest.auth, 'content-type': 'application/json' },
      body: JSON.stringify(personalBody()),
    });
    expect(submitted.status).toBe(201);
    const answered = await graphql(
      api,
      overGraphql,
      'mutation($documents: [VerificationDocumentInput!]!) { submitVerification(kind: personal, account: {firstName: "Ada", lastName: "Lovelace", dateOfBirth: "1990-12-10"}, documents: $documents) { __typename } }',
      { documents: [{ type: 'passport', fileName: 'passport.pdf', contentBase64: base64(pdfBytes) }] },
    );
    expect(answered.data?.submitVerification?.__typename, JSON.stringify(answered)).toBe('VerificationPayload');
    const lastAnswer = Date.now();

    const written = await harness.services.prisma.event.findMany({
      where: { name: 'party_verification_submitted', transactionId: { in: sales.map((sale) => sale.databaseId) } },
      select: { publicId: true, transactionId: true },
      orderBy: { id: 'asc' },
    });
    expect(written.map((event) => event.transactionId)).toEqual(sales.map((sale) => sale.databaseId));
    for (const [index, feed] of feeds.entries()) {
      const event = written[index]!;
      await feed.arrivals.until(() => feed.events.some((received) => received.eventId === event.publicId), 20_000, 'the verification event on its subscriber');
      expect(feed.events.filter((received) => received.eventId === event.publicId)).toEqual([
        { eventId: event.publicId, name: 'party_verification_submitted', transaction: { databaseId: sales[index]!.databaseId } },
      ]);
    }
    console.info(`Redis down: both verification events on their transactions' subscribers ${Date.now() - lastAnswer} ms after the last submission's answer`);
    // The worker dispatched them during the outage (its copies through Redis were lost); once Redis is back nothing arrives twice.
    await until(
      async () => (await harness.services.prisma.event.count({ where: { publicId: { in: written.map((event) => event.publicId) }, dispatchedAt: null } })) === 0,
      20_000,
      'dispatch',
    );
    await redis.start();
    await until(async () => (await readiness(api)) === 200, 15_000, '/readyz 200 on api');
    await relayedFromOther(partnerFeed(api));
    for (const feed of feeds) {
      expect(feed.events.map((received) => received.eventId)).toEqual([...new Set(feed.events.map((received) => received.eventId))]);
      expect(feed.errors).toEqual([]);
    }
  });
});

interface TransactionFeed {
  events: { eventId: string; name: string; transaction: { databaseId: number } | null }[];
  errors: unknown[];
  arrivals: Changes;
}

/** `account`'s transactionEvents subscription to one transaction (by its GraphQL id) on `instance`. */
function transactionFeed(instance: { url: string }, account: TestAccount, transactionId: string): TransactionFeed {
  const client = createClient({
    url: `${instance.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: account.auth },
    retryAttempts: 0,
  });
  clients.push(client);
  const feed: TransactionFeed = { events: [], errors: [], arrivals: new Changes() };
  void (async () => {
    try {
      for await (const result of client.iterate<{ transactionEvents: TransactionFeed['events'][number] }>({
        query: 'subscription($id: ID!) { transactionEvents(transactionId: $id) { eventId name transaction { databaseId } } }',
        variables: { id: transactionId },
      })) {
        if (result.errors) feed.errors.push(...result.errors);
        if (result.data) feed.events.push(result.data.transactionEvents);
        feed.arrivals.changed();
      }
    } catch (error) {
      feed.errors.push(error);
    }
  })();
  return feed;
}

/** A sale `creator` creates over GraphQL, `buyer` buying from the seller: open (not agreed yet). */
async function openSale(instance: { url: string }, creator: TestAccount, buyer: TestAccount): Promise<{ id: string; databaseId: number }> {
  const input = {
    currency: 'usd',
    description: 'The sale of example.com',
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
    ],
    items: [
      {
        title: 'example.com',
        type: 'domain_name',
        inspectionPeriod: 259200,
        schedule: [{ amount: '10.00', payerCustomer: buyer.email, beneficiaryCustomer: seller.email }],
      },
    ],
  };
  const created = await graphql(
    instance,
    creator,
    'mutation($input: CreateTransactionInput!) { createTransaction(input: $input) { __typename ... on CreateTransactionPayload { transaction { id databaseId } } } }',
    { input },
  );
  const transaction = created.data?.createTransaction?.transaction;
  expect(transaction, JSON.stringify(created)).toBeDefined();
  return transaction!;
}

describe('CommittedEvents: what each kind of commit costs', () => {
  it('runs one statement for commits that bring their record, two for written events (the lookup, then the records), none for a transaction no one follows', async () => {
    const quiet = await createHarness();
    const bus = createEventBus();
    try {
      const creator = await createTestAccount(quiet, { email: 'creator@example.com', isPartner: true });
      const verifier = await createTestAccount(quiet, { email: 'verifier@example.com' });
      const counterpart = await createTestAccount(quiet, { email: 'counterpart@example.com' });
      const ids: number[] = [];
      for (let index = 0; index < 2; index++) {
        const created = await send(quiet, creator, 'POST', '/2017-09-01/transaction', partnerSaleBody(verifier.email, counterpart.email, 10));
        expect(created.status).toBe(201);
        ids.push(created.body.id as number);
      }
      // The test clock stands still: a later instant than the creations', as a real submission has.
      quiet.clock.advance(60);
      expect((await send(quiet, verifier, 'POST', '/2017-09-01/customer/me/verification/personal', personalBody())).status).toBe(201);
      const written = await quiet.services.prisma.event.findMany({ where: { name: 'party_verification_submitted' }, orderBy: { id: 'asc' } });
      expect(written.map((event) => event.transactionId)).toEqual(ids);

      // The subscription starts with its first read: one read is always pending.
      const followed = bus.subscribe({ transactionId: ids[0]! })[Symbol.asyncIterator]();
      let pending = followed.next();
      const next = async (): Promise<PublishedEvent> => {
        const result = await Promise.race([pending, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5_000))]);
        expect(result.done).toBe(false);
        pending = followed.next();
        return result.value as PublishedEvent;
      };
      await until(() => bus.listensFor(null, ids[0]!), 5_000, 'the subscription');
      const committed = new CommittedEvents(quiet.db, bus, createLogger('silent'));
      const transactions = ids.map((transactionId) => ({ transactionId, creatorId: creator.id }));

      // Written events: only the followed transaction is looked up, its record loaded after.
      quiet.db.queries.reset();
      committed.committed({ at: written[0]!.createdAt, transactions });
      const verification = await next();
      expect(verification).toMatchObject({ eventId: written[0]!.publicId, name: 'party_verification_submitted', transactionId: ids[0] });
      expect(verification.transaction?.id).toBe(ids[0]);
      expect(quiet.db.queries.count).toBe(2);

      // A record: its creation's events, with that record (as the bus encodes it), in one statement.
      const [record] = await loadTransactions(quiet.db, [ids[0]!], 'asc');
      quiet.db.queries.reset();
      committed.committed(record!);
      const creation = await next();
      expect(creation).toMatchObject({ name: 'create', transactionId: ids[0] });
      expect(creation.transaction).toEqual(record);
      expect(quiet.db.queries.count).toBe(1);

      // No one follows the second transaction: nothing is queued, nothing is read.
      quiet.db.queries.reset();
      committed.committed({ at: written[1]!.createdAt, transactions: transactions.slice(1) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(quiet.db.queries.count).toBe(0);
    } finally {
      bus.endSubscriptions();
      await bus.close();
      await quiet.close();
    }
  });
});
