/** What a hostile page can make a signed-in browser do: CORS, CSRF, mutations by GET. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let configured: Harness;
let alice: TestAccount;
let bob: TestAccount;

const trusted = 'https://app.example.com';
const hostile = 'https://evil.example';

beforeAll(async () => {
  harness = await createHarness();
  alice = await createTestAccount(harness);
  configured = await createHarness({ corsOrigins: [trusted, 'https://admin.example.com'], corsAllowCredentials: true });
  bob = await createTestAccount(configured);
});
afterAll(async () => {
  await harness.close();
  await configured.close();
});

const viewerQuery = JSON.stringify({ query: '{ viewer { email } }' });
const createKey = 'mutation { createApiKey(input: { name: "forged" }) { __typename } }';
const keyCount = (h: Harness, account: TestAccount) => h.services.prisma.apiKey.count({ where: { customerId: account.id } });

describe('CORS', () => {
  it('gives no origin CORS headers by default, not even credentials', async () => {
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: alice.auth, origin: hostile, 'content-type': 'application/json' },
      body: viewerQuery,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight without credentials (204), allowing nothing to an unlisted origin, on GraphQL and REST', async () => {
    for (const path of ['/graphql', '/2017-09-01/transaction']) {
      const response = await harness.fetch(path, {
        method: 'OPTIONS',
        headers: { origin: hostile, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
  });

  it('echoes a configured origin exactly, with credentials when configured, for REST and GraphQL', async () => {
    const preflight = await configured.fetch('/2017-09-01/customer/me', {
      method: 'OPTIONS',
      headers: { origin: trusted, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(trusted);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');

    const response = await configured.fetch('/2017-09-01/customer/me', { headers: { authorization: bob.auth, origin: trusted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(trusted);
    expect(response.headers.get('access-control-expose-headers')).toContain('ratelimit-remaining');

    const other = await configured.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: bob.auth, origin: hostile, 'content-type': 'application/json' },
      body: viewerQuery,
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const sandboxed = await configured.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: bob.auth, origin: 'null', 'content-type': 'application/json' },
      body: viewerQuery,
    });
    expect(sandboxed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no credentials header to an allowed origin unless CORS_ALLOW_CREDENTIALS is set', async () => {
    const plain = await createHarness({ corsOrigins: [trusted] });
    try {
      const response = await plain.fetch('/graphql', { method: 'OPTIONS', headers: { origin: trusted, 'access-control-request-method': 'POST' } });
      expect(response.headers.get('access-control-allow-origin')).toBe(trusted);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('cross-site request forgery', () => {
  it.each([
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(createKey)}`],
    ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${createKey}\r\n--x--\r\n`],
    ['text/plain', JSON.stringify({ query: createKey })],
  ])('refuses a GraphQL mutation sent as %s with 415, creating nothing', async (contentType, body) => {
    const before = await keyCount(harness, alice);
    const response = await harness.fetch('/graphql', { method: 'POST', headers: { authorization: alice.auth, 'content-type': contentType, origin: hostile }, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/is not accepted: send application\/json$/) });
    expect(await keyCount(harness, alice)).toBe(before);
  });

  it('refuses a GraphQL POST without a JSON content type', async () => {
    // Bytes, so that no default content type (text/plain for a string) is sent.
    const body = new TextEncoder().encode(JSON.stringify({ query: createKey }));
    const response = await harness.fetch('/graphql', { method: 'POST', headers: { authorization: alice.auth }, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'GraphQL requests by POST must be sent as application/json' });
  });

  it('refuses a REST write sent as a form, even with an empty body', async () => {
    const before = await keyCount(harness, alice);
    for (const [method, path] of [
      ['POST', '/2017-09-01/customer/me/api_key'],
      ['POST', '/2017-09-01/sandbox/transaction/1/fund'],
      ['PATCH', '/2017-09-01/customer/me'],
    ] as const) {
      const response = await harness.fetch(path, { method, headers: { authorization: alice.auth, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(response.status).toBe(415);
    }
    expect(await keyCount(harness, alice)).toBe(before);
  });

  it('refuses a mutation by GET with 405 and runs a query by GET', async () => {
    const before = await keyCount(harness, alice);
    const mutation = await harness.fetch(`/graphql?query=${encodeURIComponent(createKey)}`, { headers: { authorization: alice.auth } });
    expect(mutation.status).toBe(405);
    expect(await keyCount(harness, alice)).toBe(before);
    const query = await harness.fetch(`/graphql?query=${encodeURIComponent('{ viewer { email } }')}`, { headers: { authorization: alice.auth } });
    expect(query.status).toBe(200);
    expect(await query.json()).toEqual({ data: { viewer: { email: alice.email } } });
  });

  it('answers 400 to a GET whose variables are not JSON', async () => {
    for (const variables of ['%7Bbad', '%5B1%5D', '"text"']) {
      const response = await harness.fetch(`/graphql?query=${encodeURIComponent('{ viewer { email } }')}&variables=${variables}`, {
        headers: { authorization: alice.auth },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^The variables parameter (is not valid JSON|must be a JSON object)$/) });
    }
  });
});
