/** graphql-ws connections count against the caller's rate limit, and hold a bounded number of operations. */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let partner: TestAccount;
const clients: Client[] = [];

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { isPartner: true } }, { rateLimitPerMinute: 5, wsMaxSubscriptionsPerConnection: 2 }));
  server = await harness.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.close();
  await harness.close();
});

function connect(): Client {
  const client = createClient({
    url: server.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: partner.auth },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

type Outcome = { data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] };

/** The first result or error of an operation. */
function first(client: Client, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    client.subscribe(
      { query },
      {
        next: (result) => resolve(result as Outcome),
        error: (error) => resolve({ errors: Array.isArray(error) ? (error as Outcome['errors']) : [{ message: String(error) }] }),
        complete: () => resolve({}),
      },
    );
  });
}

describe('graphql-ws limits', () => {
  it('caps open subscriptions per connection and counts every operation against the HTTP rate limit', async () => {
    const client = connect();
    const viewer = await first(client, '{ viewer { email } }');
    expect(viewer.data).toEqual({ viewer: { email: partner.email } });
    // Two subscriptions stay open (no event arrives); the third is refused on this connection.
    client.subscribe({ query: 'subscription { partnerEvents { eventId } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    client.subscribe({ query: 'subscription { partnerEvents { eventId } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    const third = await first(client, 'subscription { partnerEvents { eventId } }');
    expect(third.errors?.[0]).toMatchObject({ message: 'At most 2 subscriptions may be open on one connection', extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });

    // viewer, two subscriptions: 3 of 5 requests. One more over HTTP, one more over WebSocket, then 429.
    const http = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(http.headers.get('ratelimit-remaining')).toBe('1');
    expect((await first(client, '{ viewer { email } }')).data).toEqual({ viewer: { email: partner.email } });
    const limited = await first(connect(), '{ viewer { email } }');
    expect(limited.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(limited.errors?.[0]?.message).toMatch(/^Rate limit exceeded/);
  });

  it('answers a query that cannot be parsed with an error, keeping the connection', async () => {
    const client = connect();
    const broken = await first(client, '{ viewer { ');
    expect(broken.errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});
