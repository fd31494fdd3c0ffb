import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { send } from '../support/accounts.js';

let harness: Harness;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  alice = await createTestAccount(harness, { email: 'alice@example.com' });
  bob = await createTestAccount(harness, { email: 'bob@example.com' });
});
afterAll(() => harness.close());

const apiKey = (id: number, name: string, key: string, isActive = true) => ({
  id,
  name,
  date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  is_active: isActive,
  last_four_characters: key.slice(-4),
});

async function createKey(account: TestAccount, name: string) {
  const { body } = await send(harness, account, 'POST', '/2017-09-01/customer/me/api_key', { name });
  return body as { id: number; key: string };
}

describe('GET /customer/{customer_id}/api_key', () => {
  it('lists the holder’s keys, oldest first, with only the last four characters', async () => {
    const ci = await createKey(alice, 'ci');
    const { status, body } = await send(harness, alice, 'GET', '/2017-09-01/customer/me/api_key');
    expect(status).toBe(200);
    const first = body.api_keys[0].id as number;
    expect(body).toEqual({ api_keys: [apiKey(first, 'test key', alice.apiKey), apiKey(ci.id, 'ci', ci.key)] });
    expect(JSON.stringify(body)).not.toContain(ci.key);
    expect(await send(harness, alice, 'GET', `/2017-09-01/customer/${alice.id}/api_key`)).toEqual({ status, body });
  });

  it('answers 403 for another account, existing or not (BOLA), and 404 for a path id that is not an id', async () => {
    for (const id of [bob.id, 999999]) {
      expect(await send(harness, alice, 'GET', `/2017-09-01/customer/${id}/api_key`)).toEqual({
        status: 403,
        body: { error: 'Only the account holder may access its API keys' },
      });
    }
    expect(await send(harness, alice, 'GET', '/2017-09-01/customer/abc/api_key')).toEqual({ status: 404, body: { error: 'Customer not found' } });
  });
});

describe('PATCH /customer/{customer_id}/api_key/{key_id}', () => {
  it('renames a key and answers the ApiKey', async () => {
    const key = await createKey(alice, 'old name');
    expect(await send(harness, alice, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, { name: ' deploy ' })).toEqual({
      status: 200,
      body: apiKey(key.id, 'deploy', key.key),
    });
  });

  it('deactivates a key, which stops authenticating at once, and reactivates it', async () => {
    const key = await createKey(alice, 'rotating');
    const keyAuth = { ...alice, auth: basicAuth(alice.email, key.key) };
    expect((await send(harness, keyAuth, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
    expect(await send(harness, alice, 'PATCH', `/2017-09-01/customer/${alice.id}/api_key/${key.id}`, { is_active: false })).toEqual({
      status: 200,
      body: apiKey(key.id, 'rotating', key.key, false),
    });
    expect(await send(harness, keyAuth, 'GET', '/2017-09-01/customer/me')).toEqual({ status: 401, body: { error: 'Invalid credentials' } });
    // Not even to reactivate itself.
    expect((await send(harness, keyAuth, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, { is_active: true })).status).toBe(401);
    await send(harness, alice, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, { is_active: true });
    expect((await send(harness, keyAuth, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
  });

  it('lets a key deactivate itself; the next request with it is refused', async () => {
    const key = await createKey(alice, 'self-destruct');
    const keyAuth = { ...alice, auth: basicAuth(alice.email, key.key) };
    expect((await send(harness, keyAuth, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, { is_active: false })).body.is_active).toBe(false);
    expect((await send(harness, keyAuth, 'GET', '/2017-09-01/customer/me')).status).toBe(401);
  });

  it('ignores the read-only ApiKey fields, so a key read back can be sent back', async () => {
    const key = await createKey(alice, 'echo');
    const listed = (await send(harness, alice, 'GET', '/2017-09-01/customer/me/api_key')).body.api_keys.find((k: { id: number }) => k.id === key.id);
    const echoed = await send(harness, alice, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, { ...listed, key: 'hf_test_forged', id: 1 });
    expect(echoed).toEqual({ status: 200, body: listed });
  });

  it('answers 422 ApiKeyValidationResponse for a bad name or is_active, and for unknown fields', async () => {
    const key = await createKey(alice, 'strict');
    for (const [request, errors] of [
      [{ name: '' }, { name: ['is required'] }],
      [{ name: 'x'.repeat(201) }, { name: ['must be at most 200 characters'] }],
      [{ is_active: 'no' }, { is_active: ['must be true or false'] }],
      [
        { customer_id: bob.id, key_hash: 'x' },
        { customer_id: ['is not a field that can be set'], key_hash: ['is not a field that can be set'] },
      ],
    ] as const) {
      expect(await send(harness, alice, 'PATCH', `/2017-09-01/customer/me/api_key/${key.id}`, request)).toEqual({ status: 422, body: { errors } });
    }
  });

  it('answers 404 for another account’s key under one’s own path (BOLA), and for unknown ids', async () => {
    const bobsKey = (await send(harness, bob, 'GET', '/2017-09-01/customer/me/api_key')).body.api_keys[0];
    for (const id of [bobsKey.id, 999999, 'abc']) {
      expect(await send(harness, alice, 'PATCH', `/2017-09-01/customer/me/api_key/${id}`, { is_active: false })).toEqual({
        status: 404,
        body: { error: 'API key not found' },
      });
    }
    expect((await send(harness, bob, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
  });

  it('answers 403 under another account’s path', async () => {
    const bobsKey = (await send(harness, bob, 'GET', '/2017-09-01/customer/me/api_key')).body.api_keys[0];
    expect(await send(harness, alice, 'PATCH', `/2017-09-01/customer/${bob.id}/api_key/${bobsKey.id}`, { is_active: false })).toEqual({
      status: 403,
      body: { error: 'Only the account holder may access its API keys' },
    });
  });
});
