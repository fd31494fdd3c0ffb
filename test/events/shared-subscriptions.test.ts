import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { watchEventBus, type BusWatch } from '../support/event-bus.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { scrape } from '../support/metrics.js';
import { createPartnerSale, postJson } from '../support/transactions.js';
import { Changes, until } from '../support/waiting.js';

// graphql-ws subscriptions that are the same operation of the same viewer share one execution
// per event (src/http/shared-subscriptions.ts); viewers who may see different things never do.

let harness: Harness;
let server: Awaited<ReturnType<Harness['listen']>>;
let partner: TestAccount;
let otherPartner: TestAccount;
let broker: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
/** Each subscription read from the bus is one execution per event: this counts them. */
let bus: BusWatch;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, otherPartner, broker, buyer, seller },
  } = await createHarnessWithAccounts({
    partner: { email: 'console@example.com', isPartner: true },
    otherPartner: { email: 'other-console@example.com', isPartner: true },
    broker: { email: 'broker@example.com' },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
  }));
  bus = watchEventBus(harness);
  server = await harness.listen();
  harness.workers().start();
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

type Party = { role: string; customer: string | null };
type EventPayload = { name: string; transaction: { databaseId: number; viewerRoles?: string[]; parties: Party[] } | null };

const partnerEvents = 'subscription { partnerEvents { name transaction { databaseId parties { role customer } } } }';
const transactionEvents =
  'subscription($id: ID!) { transactionEvents(transactionId: $id) { name transaction { databaseId viewerRoles parties { role customer } } } }';

const clients: Client[] = [];
afterAll(async () => Promise.all(clients.map((client) => client.dispose())));

/** One subscription on a connection of its own, as separate browser tabs or consoles would open them. */
function subscribe(account: TestAccount, query: string, variables?: Record<string, unknown>) {
  const client = createClient({
    url: server.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: account.auth },
    retryAttempts: 0,
    lazy: true,
  });
  clients.push(client);
  const events: EventPayload[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const changes = new Changes();
  const iterator = client.iterate<Record<string, EventPayload>>({ query, variables });
  const reading = (async () => {
    try {
      for await (const result of iterator) {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(Object.values(result.data)[0]!);
        changes.changed();
      }
      completed = true;
    } catch (error) {
      errors.push(error);
    }
    changes.changed();
  })();
  return {
    events,
    errors,
    completed: () => completed,
    until: (predicate: () => boolean) => changes.until(predicate, 10_000, 'the subscription'),
    of: (id: number) => events.filter((event) => event.transaction?.databaseId === id),
    async stop() {
      await iterator.return?.();
      await reading;
      await client.dispose();
    },
  };
}

/** Waits until the server counts these subscriptions: from then on, every event reaches them. */
const sharing = (executions: number, subscribers: number) =>
  until(
    () => server.sharing().executions === executions && server.sharing().subscribers === subscribers,
    10_000,
    `${executions} executions serving ${subscribers} subscriptions`,
  );

const openSubscriptions = async () => (await scrape(harness)).value('heldfunds_graphql_subscriptions_open');

describe('shared subscription executions', () => {
  it('runs one execution for identical subscriptions of the same viewer, and sends its result to each', async () => {
    const listening = bus.listening;
    const first = subscribe(partner, partnerEvents);
    await bus.listeningTo(listening + 1);
    const second = subscribe(partner, partnerEvents);
    await sharing(1, 2);
    // The second subscription was authorized on its own, but reads nothing from the bus.
    expect(bus.listening).toBe(listening + 1);

    const id = await createPartnerSale(harness, partner);
    await first.until(() => first.of(id).length === 1);
    await second.until(() => second.of(id).length === 1);
    const expected = {
      name: 'create',
      transaction: {
        databaseId: id,
        parties: [
          { role: 'buyer', customer: 'buyer@example.com' },
          { role: 'seller', customer: 'seller@example.com' },
          { role: 'partner', customer: 'console@example.com' },
        ],
      },
    };
    expect(first.of(id)).toEqual([expected]);
    expect(second.of(id)).toEqual([expected]);
    expect([first.errors, second.errors]).toEqual([[], []]);
    expect(bus.listening).toBe(listening + 1);

    await first.stop();
    await second.stop();
    await sharing(0, 0);
  });

  it('never shares between viewers whose views differ: each sees its own', async () => {
    // A broker's sale in which buyer and seller are hidden from each other.
    const created = await postJson(harness, broker, '/2017-09-01/transaction', {
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'me' },
      ],
      currency: 'usd',
      description: 'Brokered sale of example.org',
      privacy: { hide_counterparties: true },
      items: [
        {
          title: 'example.org',
          type: 'domain_name',
          inspection_period: 259200,
          schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
        },
        { title: 'Broker commission', type: 'broker_fee', schedule: [{ amount: '100.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'me' }] },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await bus.changes.until(() => bus.published.some((event) => event.transactionId === id && event.name === 'create'), 15_000, 'the create event');

    // The same document and variables, from the buyer and from the seller; and the same partner
    // feed from two partners.
    const variables = { id: Buffer.from(`Transaction:${id}`).toString('base64') };
    const listening = bus.listening;
    const asBuyer = subscribe(buyer, transactionEvents, variables);
    const asSeller = subscribe(seller, transactionEvents, variables);
    const ours = subscribe(partner, partnerEvents);
    const theirs = subscribe(otherPartner, partnerEvents);
    await sharing(4, 4);
    await bus.listeningTo(listening + 4);

    await harness.services.prisma.event.create({ data: { name: 'agree', transactionId: id, partnerId: broker.id } });
    harness.services.outbox.changed();
    await asBuyer.until(() => asBuyer.events.length === 1);
    await asSeller.until(() => asSeller.events.length === 1);
    expect(asBuyer.events[0]!.transaction).toEqual({
      databaseId: id,
      viewerRoles: ['buyer'],
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: null },
        { role: 'broker', customer: 'broker@example.com' },
        { role: 'partner', customer: 'broker@example.com' },
      ],
    });
    expect(asSeller.events[0]!.transaction).toEqual({
      databaseId: id,
      viewerRoles: ['seller'],
      parties: [
        { role: 'buyer', customer: null },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'broker@example.com' },
        { role: 'partner', customer: 'broker@example.com' },
      ],
    });

    const sale = await createPartnerSale(harness, partner);
    await ours.until(() => ours.of(sale).length === 1);
    // The other partner's feed got nothing of it (its own next sale shows it is listening).
    const otherSale = await createPartnerSale(harness, otherPartner);
    await theirs.until(() => theirs.of(otherSale).length === 1);
    expect(theirs.events.map((event) => event.transaction?.databaseId)).toEqual([otherSale]);
    expect(ours.of(otherSale)).toEqual([]);

    for (const subscription of [asBuyer, asSeller, ours, theirs]) await subscription.stop();
    await sharing(0, 0);
  });

  it('keeps the others going when one subscription ends, and counts each as open until it does', async () => {
    const before = await openSubscriptions();
    const listening = bus.listening;
    const first = subscribe(partner, partnerEvents);
    await bus.listeningTo(listening + 1);
    const second = subscribe(partner, partnerEvents);
    const third = subscribe(partner, partnerEvents);
    await sharing(1, 3);
    expect(await openSubscriptions()).toBe(before + 3);

    // The first one's stream is the one read: the execution goes on without it.
    await first.stop();
    await sharing(1, 2);
    expect(await openSubscriptions()).toBe(before + 2);
    const id = await createPartnerSale(harness, partner);
    await second.until(() => second.of(id).length === 1);
    await third.until(() => third.of(id).length === 1);
    expect(first.of(id)).toEqual([]);
    expect(second.completed() || third.completed()).toBe(false);

    await second.stop();
    await sharing(1, 1);
    expect(await openSubscriptions()).toBe(before + 1);
    const next = await createPartnerSale(harness, partner);
    await third.until(() => third.of(next).length === 1);

    await third.stop();
    await sharing(0, 0);
    expect(await openSubscriptions()).toBe(before);
    // A new subscription starts an execution of its own.
    const again = subscribe(partner, partnerEvents);
    await bus.listeningTo(listening + 2);
    await sharing(1, 1);
    await again.stop();
    await sharing(0, 0);
  });

  // Last: the bus ends every subscription for good.
  it('completes every subscriber of an execution when the bus ends subscriptions', async () => {
    const listening = bus.listening;
    const first = subscribe(partner, partnerEvents);
    await bus.listeningTo(listening + 1);
    const second = subscribe(partner, partnerEvents);
    await sharing(1, 2);
    harness.services.events.endSubscriptions();
    await first.until(() => first.completed());
    await second.until(() => second.completed());
    expect([first.errors, second.errors]).toEqual([[], []]);
    await sharing(0, 0);
    await first.stop();
    await second.stop();
  });
});
