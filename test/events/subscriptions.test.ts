import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { watchEventBus, type BusWatch } from '../support/event-bus.js';
import { createPartnerSale } from '../support/transactions.js';
import { Changes } from '../support/waiting.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let partner: TestAccount;
let buyer: TestAccount;
let stranger: TestAccount;

/** Subscriptions listening on the bus, and what it published: tests wait for these instead of guessing a delay. */
let bus: BusWatch;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer, stranger },
  } = await createHarnessWithAccounts({
    partner: { email: 'console@example.com', isPartner: true },
    buyer: { email: 'buyer@example.com' },
    stranger: { email: 'stranger@example.com' },
  }));
  bus = watchEventBus(harness);
  server = await harness.listen();
  harness.workers().start();
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

type EventPayload = { eventId: string; name: string; transaction: { databaseId: number; parties: { role: string; customer: string | null }[] } | null };

const partnerEvents = `subscription { partnerEvents { eventId name transaction { databaseId parties { role customer } } } }`;
const transactionEvents = `subscription($id: ID!) { transactionEvents(transactionId: $id) { eventId name transaction { databaseId } } }`;

function wsClient(auth: string | undefined): WsClient {
  return createWsClient({
    url: server.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: auth ? { authorization: auth } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects the events and errors of a subscription as they arrive. */
function collect<T>(
  client: { iterate: (request: { query: string; variables?: Record<string, unknown> }) => AsyncIterableIterator<unknown> },
  query: string,
  variables?: Record<string, unknown>,
) {
  const events: T[] = [];
  const errors: unknown[] = [];
  const arrivals = new Changes();
  const iterator = client.iterate({ query, variables });
  const done = (async () => {
    try {
      for await (const result of iterator as AsyncIterable<{ data?: Record<string, T>; errors?: unknown[] }>) {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(Object.values(result.data)[0] as T);
        arrivals.changed();
      }
    } catch (error) {
      errors.push(error);
      arrivals.changed();
    }
  })();
  const expected = bus.listening + 1;
  return {
    events,
    errors,
    /** Resolves once the server listens on the bus for this subscription. */
    open: () => bus.listeningTo(expected),
    until: (predicate: () => boolean, timeoutMs = 5000) => arrivals.until(predicate, timeoutMs, 'the subscription'),
    async stop() {
      await iterator.return?.();
      await done;
    },
  };
}

const createTransaction = () => createPartnerSale(harness, partner);

describe('graphql-ws', () => {
  it('streams the partner-wide feed of committed events with the updated transaction', async () => {
    const client = wsClient(partner.auth);
    const feed = collect<EventPayload>(client, partnerEvents);
    await feed.open();
    const id = await createTransaction();
    await feed.until(() => feed.events.length >= 1);
    expect(feed.errors).toEqual([]);
    expect(feed.events).toEqual([
      {
        eventId: expect.any(String),
        name: 'create',
        transaction: {
          databaseId: id,
          parties: [
            { role: 'buyer', customer: 'buyer@example.com' },
            { role: 'seller', customer: 'seller@example.com' },
            { role: 'partner', customer: 'console@example.com' },
          ],
        },
      },
    ]);
    await feed.stop();
    await client.dispose();
  });

  it('streams one transaction to its parties, and never an event that was rolled back', async () => {
    const id = await createTransaction();
    // Its `create` event goes out first, so that only what follows is this subscription's.
    await bus.changes.until(() => bus.published.some((event) => event.transactionId === id && event.name === 'create'), 15_000, 'the create event');
    const globalId = Buffer.from(`Transaction:${id}`).toString('base64');
    const client = wsClient(buyer.auth);
    const feed = collect<EventPayload>(client, transactionEvents, { id: globalId });
    await feed.open();

    // A change that rolls back takes its event with it.
    await harness.services.prisma
      .$transaction(async (tx) => {
        await tx.event.create({ data: { name: 'ship', transactionId: id, partnerId: partner.id } });
        throw new Error('rolled back');
      })
      .catch(() => {});
    await harness.services.prisma.event.create({ data: { name: 'agree', transactionId: id, partnerId: partner.id } });
    harness.services.outbox.changed();
    await feed.until(() => feed.events.length >= 1);
    // The outbox goes out in commit order: once a later event arrives, a rolled-back one that
    // had leaked would have arrived before it.
    await harness.services.prisma.event.create({ data: { name: 'later', transactionId: id, partnerId: partner.id } });
    harness.services.outbox.changed();
    await feed.until(() => feed.events.some((event) => event.name === 'later'));
    expect(feed.events.map((event) => event.name)).toEqual(['agree', 'later']);
    expect(feed.events[0]?.transaction?.databaseId).toBe(id);
    await feed.stop();
    await client.dispose();
  });

  it('refuses strangers when they subscribe, and connections without credentials', async () => {
    const id = await createTransaction();
    const client = wsClient(stranger.auth);
    const feed = collect<EventPayload>(client, transactionEvents, { id: Buffer.from(`Transaction:${id}`).toString('base64') });
    await feed.until(() => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toMatch(/Only the parties of a transaction may view it/);
    await feed.stop();
    await client.dispose();

    const notPartner = wsClient(buyer.auth);
    const denied = collect<EventPayload>(notPartner, partnerEvents);
    await denied.until(() => denied.errors.length > 0);
    expect(JSON.stringify(denied.errors)).toMatch(/Not authorized|partner/);
    await denied.stop();
    await notPartner.dispose();

    const anonymous = wsClient(undefined);
    const closed = collect<EventPayload>(anonymous, partnerEvents);
    await closed.until(() => closed.errors.length > 0);
    expect((closed.errors[0] as { code?: number }).code).toBe(4403);
    await closed.stop();
    await anonymous.dispose();
  });
});

describe('graphql-sse', () => {
  it('streams the same feed over server-sent events', async () => {
    const client = createSseClient({ url: `${server.url}/graphql`, headers: { authorization: partner.auth }, retryAttempts: 0 });
    const feed = collect<EventPayload>(client as never, partnerEvents);
    await feed.open();
    const id = await createTransaction();
    await feed.until(() => feed.events.some((event) => event.transaction?.databaseId === id));
    expect(feed.errors).toEqual([]);
    expect(feed.events.find((event) => event.transaction?.databaseId === id)).toMatchObject({ name: 'create' });
    await feed.stop();
    client.dispose();
  });
});
