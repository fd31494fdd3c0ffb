import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config.js';
import { hashApiKey } from '../../src/domain/auth/api-keys.js';
import { createCredentialGuard } from '../../src/domain/auth/credential-guard.js';
import { verifyPassword } from '../../src/domain/auth/secrets.js';
import { AuthenticationError, RateLimitedError, ServiceBusyError } from '../../src/domain/shared/errors.js';
import { clientAddress } from '../../src/http/transport.js';
import { createRateLimiter } from '../../src/http/rate-limit.js';
import { createLogger } from '../../src/log.js';
import { WebClient } from '../support/web.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

const me = '/2017-09-01/customer/me';

describe('the client address behind TRUST_PROXY', () => {
  const trusted = (hops: number) => ({ trustProxy: true, trustProxyHops: hops });
  it('takes the entry the trusted proxies appended, from the right, never a client-sent one', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.7', '10.0.0.2', trusted(1))).toBe('203.0.113.7');
    expect(clientAddress('6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.2', trusted(2))).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.2', trusted(3))).toBe('203.0.113.7');
    expect(clientAddress(null, '10.0.0.2', trusted(1))).toBe('10.0.0.2');
    expect(clientAddress('6.6.6.6', '10.0.0.2', { trustProxy: false, trustProxyHops: 1 })).toBe('10.0.0.2');
  });
});

describe('password guessing over HTTP', () => {
  let harness: Harness;
  let alice: TestAccount;
  let carol: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ trustProxy: true, trustProxyHops: 1, authFailuresPerMinute: 3, authAccountFailuresPerHour: 4 });
    alice = await createTestAccount(harness);
    carol = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  const from = (address: string, auth: string) => harness.fetch(me, { headers: { authorization: auth, 'x-forwarded-for': address } });

  it('once an address is limited, checks no password from it (the right one gets 429), but a valid API key still works', async () => {
    // The leftmost entry is the client's own claim: changing it does not escape the count.
    for (let i = 0; i < 3; i++) expect((await from(`1.2.3.${i}, 198.51.100.1`, basicAuth(carol.email, `wrong guess ${i}`))).status).toBe(401);
    const right = await from('198.51.100.1', basicAuth(carol.email, carol.password));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('ratelimit-remaining')).toBe('0');
    expect(await right.json()).toEqual({ error: 'Rate limit exceeded; retry later' });
    // A valid API key is never refused by the guessing limits (a shared NAT must not lock integrations out).
    expect((await from('198.51.100.1', carol.auth)).status).toBe(200);
    // Another address is not affected.
    expect((await from('198.51.100.2', basicAuth(carol.email, carol.password))).status).toBe(200);
    // The web sign-in form is the same door: from the limited address it is refused before any check.
    const browser = new WebClient(harness, { 'x-forwarded-for': '198.51.100.1' });
    expect((await browser.signIn(carol.email, carol.password)).status).toBe(429);
  });

  it('limits guesses at one account from many addresses; its API keys keep working', async () => {
    for (let i = 0; i < 4; i++) expect((await from(`203.0.113.${i}`, basicAuth(alice.email.toUpperCase(), `guess ${i}`))).status).toBe(401);
    const right = await from('203.0.113.200', basicAuth(alice.email, alice.password));
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toEqual(expect.any(String));
    const key = await from('203.0.113.201', alice.auth);
    expect(key.status).toBe(200);
  });

  it('reports RateLimit-* headers on refusals without credentials, and on GraphQL answers', async () => {
    const anonymous = await harness.fetch(me, { headers: { 'x-forwarded-for': '192.0.2.50' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('ratelimit-limit')).toBe('3');
    const graphql = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('ratelimit-remaining')).toEqual(expect.any(String));
  });
});

describe('password guessing over graphql-ws', () => {
  let harness: Harness;
  let server: { url: string; close(): Promise<void> };
  let dave: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ authFailuresPerMinute: 2 });
    server = await harness.listen();
    dave = await createTestAccount(harness);
  });
  afterAll(async () => {
    await server.close();
    await harness.close();
  });

  /** Opens a graphql-ws connection and sends connection_init; resolves with the close code, or 0 when acknowledged. */
  function connectionInit(authorization: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization } })));
      socket.on('message', (data) => {
        if (JSON.parse(String(data)).type === 'connection_ack') {
          socket.close();
          resolve(0);
        }
      });
      socket.on('close', (code) => resolve(code));
      socket.on('error', reject);
    });
  }

  it('counts refused connection_init sign-ins in the same limits as HTTP', async () => {
    expect(await connectionInit(dave.auth)).toBe(0);
    expect(await connectionInit(basicAuth(dave.email, 'wrong one'))).toBe(4403);
    expect(await connectionInit(basicAuth(dave.email, 'wrong two'))).toBe(4403);
    // The address (loopback) is now limited: HTTP with the right password is refused unchecked,
    expect((await fetch(`${server.url}${me}`, { headers: { authorization: basicAuth(dave.email, dave.password) } })).status).toBe(429);
    // and so is a WebSocket sign-in with the right credentials.
    expect(await connectionInit(basicAuth(dave.email, dave.password))).toBe(4403);
  });
});

describe('the login guard', () => {
  let harness: Harness;
  let erin: TestAccount;
  beforeAll(async () => {
    harness = await createHarness();
    erin = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  it('reads the limits before any password check', async () => {
    const config = { ...harness.services.config, authFailuresPerMinute: 2, authAccountFailuresPerHour: 100 };
    let checks = 0;
    const guard = createCredentialGuard({ ...harness.services, config }, createRateLimiter(config, createLogger('silent')), {
      verifyPassword: (password: string, stored: string | null) => ((checks += 1), verifyPassword(password, stored)),
    });
    const attempt = (secret: string) => guard.door('192.0.2.1').basic({ email: erin.email, secret });
    await expect(attempt('wrong 1')).rejects.toBeInstanceOf(AuthenticationError);
    await expect(attempt('wrong 2')).rejects.toBeInstanceOf(AuthenticationError);
    expect(checks).toBe(2);
    await expect(attempt(erin.password)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(attempt('wrong 3')).rejects.toBeInstanceOf(RateLimitedError);
    expect(checks).toBe(2);
  });

  it('runs at most PASSWORD_CHECK_CONCURRENCY password checks at once and answers 503 beyond the queue', async () => {
    const config = { ...harness.services.config, passwordCheckConcurrency: 2, passwordCheckQueue: 1 };
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const guard = createCredentialGuard({ ...harness.services, config }, createRateLimiter(config, createLogger('silent')), {
      verifyPassword: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return false;
      },
    });
    const attempt = (n: number) => guard.door(`192.0.2.${10 + n}`).basic({ email: erin.email, secret: `guess ${n}` });
    const first = [attempt(1), attempt(2), attempt(3)].map((promise) => promise.catch((error: unknown) => error));
    await expect(attempt(4)).rejects.toBeInstanceOf(ServiceBusyError);
    let settled = false;
    const outcomes = Promise.all(first).finally(() => (settled = true));
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.splice(0).forEach((release) => release());
    }
    for (const outcome of await outcomes) expect(outcome).toBeInstanceOf(AuthenticationError);
    expect(most).toBe(2);
  });

  it('answers 503 with Retry-After over HTTP when password checks are saturated', async () => {
    const busy = await createHarness({ passwordCheckConcurrency: 1, passwordCheckQueue: 0 });
    try {
      const frank = await createTestAccount(busy);
      const responses = await Promise.all([1, 2, 3, 4, 5, 6].map(() => busy.fetch(me, { headers: { authorization: basicAuth(frank.email, frank.password) } })));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const refused = responses.find((response) => response.status === 503)!;
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({ error: expect.stringContaining('use an API key') });
    } finally {
      await busy.close();
    }
  });
});

describe('API keys work only in their environment', () => {
  it('refuses hf_test_ keys in production and hf_live_ keys in sandbox', async () => {
    for (const [environment, foreign] of [
      ['production', 'hf_test_'],
      ['sandbox', 'hf_live_'],
    ] as const) {
      const harness = await createHarness({ environment, graphqlIntrospection: loadConfig({ ENVIRONMENT: environment }).graphqlIntrospection });
      try {
        const account = await createTestAccount(harness);
        expect(account.apiKey.startsWith(foreign)).toBe(false);
        const key = `${foreign}${'A'.repeat(43)}`;
        await harness.services.prisma.apiKey.create({ data: { customerId: account.id, name: 'foreign', keyHash: hashApiKey(key), lastFour: key.slice(-4) } });
        const refused = await harness.fetch(me, { headers: { authorization: basicAuth(account.email, key) } });
        expect(refused.status).toBe(401);
        expect((await harness.fetch(me, { headers: { authorization: account.auth } })).status).toBe(200);
      } finally {
        await harness.close();
      }
    }
  });
});

describe('GraphQL introspection', () => {
  it('is off in production unless GRAPHQL_INTROSPECTION is set, on in sandbox', async () => {
    expect(loadConfig({ ENVIRONMENT: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ENVIRONMENT: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    for (const introspection of [false, true]) {
      const harness = await createHarness({ environment: 'production', graphqlIntrospection: introspection });
      try {
        const account = await createTestAccount(harness);
        const response = await harness.fetch('/graphql', {
          method: 'POST',
          headers: { authorization: account.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
        });
        const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
        if (introspection) expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
        else expect(body.errors?.[0]?.message).toMatch(/introspection/i);
      } finally {
        await harness.close();
      }
    }
  });
});
