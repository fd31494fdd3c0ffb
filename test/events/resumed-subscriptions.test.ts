import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { globalId } from '../support/accounts.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { createPartnerSale, getJson } from '../support/transactions.js';
import { Changes } from '../support/waiting.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer, seller, stranger },
  } = await createHarnessWithAccounts({
    partner: { email: 'console@example.com', isPartner: true },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    stranger: { email: 'stranger@example.com' },
  }));
  server = await harness.listen();
  // The dispatcher runs: each event also reaches the bus a second time, as in production.
  harness.workers().start();
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

interface Received {
  eventId: string;
  name: string;
  sequence: number | null;
  transaction: { databaseId: number } | null;
}

const fields = 'eventId name sequence transaction { databaseId }';

function subscribe(auth: string, query: string, variables: Record<string, unknown>) {
  const client: Client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: auth },
    retryAttempts: 0,
  });
  const events: Received[] = [];
  const errors: unknown[] = [];
  const arrivals = new Changes();
  const iterator = client.iterate<Record<string, Received>>({ query, variables });
  const reading = (async () => {
    try {
      for await (const result of iterator) {
        if (result.errors) errors.push(...result.errors);
        if (result.data) events.push(Object.values(result.data)[0]!);
        arrivals.changed();
      }
    } catch (error) {
      errors.push(error);
      arrivals.changed();
    }
  })();
  return {
    events,
    errors,
    until: (predicate: () => boolean) => arrivals.until(predicate, 15_000, 'the subscription'),
    async stop() {
      await iterator.return?.();
      await reading;
      await client.dispose();
    },
  };
}

/** The id of the newest event of a transaction, as the events API lists it. */
async function newestEventOf(transactionId: number): Promise<string> {
  const { body } = await getJson(harness, partner, `/2017-09-01/events?transaction_id=${transactionId}&limit=1`);
  return body.events[0].id as string;
}

describe('partnerEvents(after:)', () => {
  it('sends every event after the cursor, then the live ones, each once, even those committed while it switches', async () => {
    const first = await createPartnerSale(harness, partner);
    const cursor = await newestEventOf(first);
    const missed = [await createPartnerSale(harness, partner), await createPartnerSale(harness, partner)];
    // Committed while the subscription reads its history and goes live.
    const during = Promise.all([1, 2, 3].map(() => createPartnerSale(harness, partner)));
    const feed = subscribe(partner.auth, `subscription($after: String) { partnerEvents(after: $after) { ${fields} } }`, { after: cursor });
    const meanwhile = await during;
    const after = await createPartnerSale(harness, partner);
    const expected = [...missed, ...meanwhile, after];
    await feed.until(() => expected.every((id) => feed.events.some((event) => event.transaction?.databaseId === id)));
    expect(feed.errors).toEqual([]);
    // Missed ones first, in the order written; no event twice, none before the cursor.
    expect(feed.events.slice(0, 2).map((event) => event.transaction?.databaseId)).toEqual(missed);
    expect(new Set(feed.events.map((event) => event.eventId)).size).toBe(feed.events.length);
    expect(feed.events.map((event) => event.transaction?.databaseId).sort()).toEqual([...expected].sort());
    await feed.stop();
  });

  it('refuses a cursor that is not an event the subscriber reaches', async () => {
    const cursor = await newestEventOf(await createPartnerSale(harness, partner));
    const other = await createTestAccount(harness, { email: 'other-partner@example.com', isPartner: true });
    const feed = subscribe(other.auth, `subscription($after: String) { partnerEvents(after: $after) { ${fields} } }`, { after: cursor });
    await feed.until(() => feed.errors.length > 0);
    expect(JSON.stringify(feed.errors)).toContain('BAD_USER_INPUT');
    await feed.stop();
  });
});

describe('transactionEvents(after:)', () => {
  it('sends the transaction’s events after the cursor in sequence order, to a party only', async () => {
    const id = await createPartnerSale(harness, partner);
    const cursor = await newestEventOf(id);
    for (const party of [buyer, seller]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
    const query = `subscription($id: ID!, $after: String) { transactionEvents(transactionId: $id, after: $after) { ${fields} } }`;
    const feed = subscribe(buyer.auth, query, { id: globalId('Transaction', id), after: cursor });
    await feed.until(() => feed.events.length >= 1);
    expect(feed.events).toEqual([{ eventId: expect.any(String), name: 'agree', sequence: 2, transaction: { databaseId: id } }]);
    await feed.stop();

    const refused = subscribe(stranger.auth, query, { id: globalId('Transaction', id), after: cursor });
    await refused.until(() => refused.errors.length > 0);
    expect(refused.events).toEqual([]);
    await refused.stop();
  });
});
