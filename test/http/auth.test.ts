import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let alice: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  server = await harness.listen();
  alice = await createTestAccount(harness, { email: 'alice@example.com' });
});

afterAll(async () => {
  await server.close();
  await harness.close();
});

const me = () => `${server.url}/2017-09-01/customer/me`;

describe('Basic authentication over a real socket', () => {
  it('accepts email + API key', async () => {
    const response = await fetch(me(), { headers: { authorization: alice.auth } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await response.json();
    expect(body).toMatchObject({ id: alice.id, email: 'alice@example.com' });
  });

  it('accepts email + password', async () => {
    const response = await fetch(me(), { headers: { authorization: basicAuth(alice.email, alice.password) } });
    expect(response.status).toBe(200);
  });

  it('treats the email case-insensitively', async () => {
    const response = await fetch(me(), { headers: { authorization: basicAuth('ALICE@Example.com', alice.apiKey) } });
    expect(response.status).toBe(200);
  });

  it('answers 401 with a Basic challenge when credentials are missing', async () => {
    const response = await fetch(me());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="heldfunds"/);
    expect(await response.json()).toEqual({
      error: 'Authentication required: use HTTP Basic with your email and a password or API key',
    });
  });

  it('answers 401 for a wrong API key', async () => {
    const response = await fetch(me(), { headers: { authorization: basicAuth(alice.email, `${alice.apiKey.slice(0, -2)}xx`) } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await response.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('answers 401 for a wrong password and for an unknown email', async () => {
    for (const auth of [basicAuth(alice.email, 'not the password'), basicAuth('nobody@example.com', 'whatever password')]) {
      const response = await fetch(me(), { headers: { authorization: auth } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it("answers 401 for another account's API key", async () => {
    const bob = await createTestAccount(harness, { email: 'bob@example.com' });
    const response = await fetch(me(), { headers: { authorization: basicAuth(alice.email, bob.apiKey) } });
    expect(response.status).toBe(401);
  });

  it('answers 401 for a malformed Authorization header', async () => {
    for (const header of ['Bearer abc', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      const response = await fetch(me(), { headers: { authorization: header } });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
      expect(Object.keys(await response.json())).toEqual(['error']);
    }
  });

  it('stops accepting a key as soon as it is deactivated', async () => {
    const carol = await createTestAccount(harness, { email: 'carol@example.com' });
    expect((await fetch(me(), { headers: { authorization: carol.auth } })).status).toBe(200);
    await harness.services.prisma.apiKey.updateMany({ where: { customerId: carol.id }, data: { isActive: false } });
    const response = await fetch(me(), { headers: { authorization: carol.auth } });
    expect(response.status).toBe(401);
  });

  it('authenticates GraphQL the same way', async () => {
    const query = JSON.stringify({ query: '{ viewer { email databaseId } }' });
    const headers = { 'content-type': 'application/json' };
    const denied = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: query });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toMatch(/^Basic/);
    const allowed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { ...headers, authorization: alice.auth }, body: query });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { viewer: { email: 'alice@example.com', databaseId: alice.id } } });
  });

  it('echoes a request id', async () => {
    const response = await fetch(me(), { headers: { authorization: alice.auth, 'x-request-id': 'req-123' } });
    expect(response.headers.get('x-request-id')).toBe('req-123');
    const generated = await fetch(me(), { headers: { authorization: alice.auth } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
