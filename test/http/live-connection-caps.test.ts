/** Issue 24, finding 5: live connections (graphql-ws, event streams) are capped per account and per address. */
import { startApiKeyCache } from '../../src/domain/auth/api-key-cache.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { RawGraphQLSocket } from '../support/live.js';
import { until } from '../support/waiting.js';

describe('per account', () => {
  let harness: Harness;
  let server: { url: string; close(): Promise<void> };
  let partner: TestAccount;
  let keyCache: { stop(): Promise<void> };
  const sockets: RawGraphQLSocket[] = [];
  beforeAll(async () => {
    // The defaults: 100 per account, 200 per address.
    ({
      harness,
      accounts: { partner },
    } = await createHarnessWithAccounts({ partner: { isPartner: true } }));
    // As the server runs: a key checked in the last seconds costs no query.
    keyCache = startApiKeyCache(harness.services);
    server = await harness.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await keyCache.stop();
    await server.close();
    await harness.close();
  });

  it('lets one account open 100 graphql-ws connections of the 1,000 it asks for; the rest close with 4429', { timeout: 120_000 }, async () => {
    expect(harness.services.config.liveConnectionsPerAccount).toBe(100);
    const opened = await Promise.all(Array.from({ length: 1000 }, () => RawGraphQLSocket.connect(server.url, partner.auth, { track: sockets, timeoutMs: 90_000 })));
    const accepted = opened.filter((socket) => socket.acknowledged);
    const refused = opened.filter((socket) => !socket.acknowledged);
    expect(accepted.length).toBe(100);
    expect(refused.length).toBe(900);
    for (const socket of refused) {
      expect(socket.closed).toEqual({ code: 4429, reason: 'At most 100 live connections (WebSocket or event streams) may be open per account; close one first' });
    }
    expect(harness.app.liveConnections.counts()).toEqual({ connections: 100, accounts: 1 });

    // An event stream of the account is refused too, before it starts: 429 with Retry-After.
    const stream = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { partnerEvents { name } }' }),
    });
    expect(stream.status).toBe(429);
    expect(stream.headers.get('retry-after')).toBe('10');
    expect(await stream.json()).toEqual({ error: 'At most 100 live connections (WebSocket or event streams) may be open per account; close one first' });

    // Closing one makes room for one.
    const leaving = accepted[0]!;
    leaving.socket.close(1000);
    await leaving.waitClosed();
    await until(() => harness.app.liveConnections.counts().connections === 99, 5_000, 'the closed socket to leave the count');
    const next = await RawGraphQLSocket.connect(server.url, partner.auth);
    sockets.push(next);
    expect(next.acknowledged).toBe(true);
  });
});

describe('per address', () => {
  let harness: Harness;
  let server: { url: string; close(): Promise<void> };
  let accounts: Record<'first' | 'second', TestAccount>;
  const sockets: RawGraphQLSocket[] = [];
  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ first: { isPartner: true }, second: {} }, { liveConnectionsPerAddress: 3 }));
    server = await harness.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
    await harness.close();
  });

  it('counts every account of one address together, and refuses the next before checking its credentials', async () => {
    const connect = async (account: TestAccount | null) => {
      const socket = await RawGraphQLSocket.connect(server.url, account ? account.auth : 'Basic bm9ib2R5QGV4YW1wbGUuY29tOndyb25n');
      sockets.push(socket);
      return socket;
    };
    for (const account of [accounts.first, accounts.first, accounts.second]) expect((await connect(account)).acknowledged).toBe(true);
    const refused = 'At most 3 live connections (WebSocket or event streams) may be open per address; close one first';
    expect((await connect(accounts.second)).closed).toEqual({ code: 4429, reason: refused });
    // A stranger at the cap costs no credential check and no failed sign-in.
    expect((await connect(null)).closed).toEqual({ code: 4429, reason: refused });
    expect((await harness.app.rateLimiter.peek('127.0.0.1', 'auth_address')).remaining).toBe(harness.services.config.authFailuresPerMinute);
  });
});
