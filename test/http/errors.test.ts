import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let alice: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  alice = await createTestAccount(harness);
});
afterAll(() => harness.close());

const post = (path: string, body: string, contentType = 'application/json') =>
  harness.fetch(path, { method: 'POST', headers: { authorization: alice.auth, 'content-type': contentType }, body });

describe('error shapes', () => {
  it('answers 404 in the SingleErrorResponse shape for an unknown path under the version', async () => {
    const response = await harness.fetch('/2017-09-01/nothing/here', { headers: { authorization: alice.auth } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such endpoint: GET /2017-09-01/nothing/here' });
  });

  it('answers 404 for a path outside the API, without asking for credentials', async () => {
    const response = await harness.fetch('http://heldfunds.test/2018-01-01/customer/me');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such endpoint: GET /2018-01-01/customer/me' });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await harness.fetch('/2017-09-01/customer/me/api_key', { method: 'DELETE', headers: { authorization: alice.auth } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, GET');
    expect(await response.json()).toEqual({ error: 'Method DELETE is not allowed here; use POST, GET' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('/2017-09-01/customer/me/api_key', '{"name": ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/^Request body is not valid JSON: /);
  });

  it('answers 400 for a body that is not declared as JSON', async () => {
    const response = await post('/2017-09-01/customer/me/api_key', '<name>x</name>', 'application/xml');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Content-Type must be application/json; got "application/xml"',
    });
  });

  it('answers 415 for a write sent as a form (a page can send one without a preflight)', async () => {
    const response = await post('/2017-09-01/customer/me/api_key', 'name=x', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type application/x-www-form-urlencoded is not accepted: send application/json' });
  });

  it('answers 422 ApiKeyValidationResponse for a missing name, and for an empty body', async () => {
    for (const body of ['{}', '', '[]', '{"name": 42}']) {
      const response = await post('/2017-09-01/customer/me/api_key', body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: { name: ['is required'] } });
    }
  });

  it('creates an API key with 201, showing the full key only then', async () => {
    const response = await post('/2017-09-01/customer/me/api_key', JSON.stringify({ name: 'production' }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'production',
      key: expect.stringMatching(/^hf_test_[\w-]{43}$/),
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_active: true,
      last_four_characters: (body.key as string).slice(-4),
    });
    const stored = await harness.services.prisma.apiKey.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(stored.keyHash).not.toContain(body.key as string);
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz without credentials', async () => {
    const health = await harness.fetch('http://heldfunds.test/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await harness.fetch('http://heldfunds.test/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', dependencies: { database: 'up' } });
  });

  it('reports not ready while draining', async () => {
    harness.app.draining = true;
    try {
      const ready = await harness.fetch('http://heldfunds.test/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', draining: true, dependencies: { database: 'up' } });
    } finally {
      harness.app.draining = false;
    }
  });
});

describe('production', () => {
  it('refuses plain HTTP from a non-loopback client and accepts HTTPS through a trusted proxy', async () => {
    const production = await createHarness({ environment: 'production', trustProxy: true });
    try {
      const account = await createTestAccount(production);
      const remote = { req: { socket: { remoteAddress: '203.0.113.9', encrypted: false } } } as never;
      const plain = await production.app.handler.fetch(
        new Request('http://api.example.com/2017-09-01/customer/me', { headers: { authorization: account.auth } }),
        remote,
      );
      expect(plain.status).toBe(403);
      expect(await plain.json()).toEqual({ error: 'HTTPS is required: this service does not accept unencrypted HTTP' });
      const proxied = await production.app.handler.fetch(
        new Request('http://api.example.com/2017-09-01/customer/me', {
          headers: { authorization: account.auth, 'x-forwarded-proto': 'https' },
        }),
        remote,
      );
      expect(proxied.status).toBe(200);
      expect((await proxied.json()) as object).toMatchObject({ id: account.id });
    } finally {
      await production.close();
    }
  });
});
