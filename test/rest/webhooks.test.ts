import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookUrlMessages as messages } from '../../src/domain/webhooks/url.js';
import { createHarness, createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { send, tableResolver } from '../support/accounts.js';

let harness: Harness;
let alice: TestAccount;
let bob: TestAccount;

const dns = tableResolver({
  'hooks.example.com': ['93.184.215.14'],
  'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'ula.example.com': ['fd12:3456::1'],
});

beforeAll(async () => {
  ({
    harness,
    accounts: { alice, bob },
  } = await createHarnessWithAccounts({
    alice: { email: 'alice@example.com' },
    bob: { email: 'bob@example.com' },
  }));
  harness.services.resolveHost = dns;
});
afterAll(() => harness.close());

const register = (account: TestAccount, body: unknown) => send(harness, account, 'POST', '/2017-09-01/customer/me/webhook', body);

describe('POST /customer/me/webhook', () => {
  it('answers 201 with the id, the url and the signing secret (shown this once)', async () => {
    const { status, body } = await register(alice, { url: 'https://hooks.example.com/escrow' });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      url: 'https://hooks.example.com/escrow',
      events: null,
      is_active: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(Buffer.from(body.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const stored = await harness.services.prisma.webhook.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored).toMatchObject({ customerId: alice.id, url: body.url, activeUrl: body.url, secret: body.secret, deletedAt: null });
  });

  it('signs with a secret the Standard Webhooks library accepts', async () => {
    const { Webhook } = await import('standardwebhooks');
    const { body } = await register(alice, { url: 'https://hooks.example.com/signed' });
    const signer = new Webhook(body.secret);
    const payload = '{"event":"create","event_type":"transaction","transaction_id":1}';
    const timestamp = new Date();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signer.sign('msg_1', timestamp, payload),
    };
    expect(new Webhook(body.secret).verify(payload, headers)).toEqual(JSON.parse(payload));
  });

  it('normalises the URL as it will be called, and accepts public IPv4 and IPv6 hosts', async () => {
    for (const [url, stored] of [
      ['HTTPS://Hooks.Example.com', 'https://hooks.example.com/'],
      ['http://hooks.example.com:8080/a?b=c', 'http://hooks.example.com:8080/a?b=c'],
      ['https://v6.example.com/x', 'https://v6.example.com/x'],
      ['https://93.184.215.14/x', 'https://93.184.215.14/x'],
      ['https://[2606:4700:4700::1111]/x', 'https://[2606:4700:4700::1111]/x'],
    ]) {
      const { status, body } = await register(bob, { url });
      expect({ status, url: body.url }).toEqual({ status: 201, url: stored });
    }
  });

  it('answers 422 WebhookValidationResponse for a URL that is already active on the account', async () => {
    await register(bob, { url: 'https://hooks.example.com/dup' });
    expect(await register(bob, { url: 'https://HOOKS.example.com/dup' })).toEqual({
      status: 422,
      body: { errors: { url: ['is already the URL of an active webhook of this account'] } },
    });
    // Another account may use the same URL.
    expect((await register(alice, { url: 'https://hooks.example.com/dup' })).status).toBe(201);
  });

  it('lets the unique index decide between two registrations racing for one URL', async () => {
    const results = await Promise.all([1, 2, 3].map(() => register(alice, { url: 'https://hooks.example.com/race' })));
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422]);
    expect(results.filter((result) => result.status === 422).map((result) => result.body)).toEqual([
      { errors: { url: ['is already the URL of an active webhook of this account'] } },
      { errors: { url: ['is already the URL of an active webhook of this account'] } },
    ]);
  });

  it('answers 422 for a missing or malformed URL, and for unknown fields', async () => {
    for (const [request, errors] of [
      [{}, { url: [messages.required] }],
      [{ url: '' }, { url: [messages.required] }],
      [{ url: 42 }, { url: [messages.notString] }],
      [{ url: 'hooks.example.com/x' }, { url: [messages.notUrl] }],
      [{ url: `https://hooks.example.com/${'a'.repeat(2048)}` }, { url: [messages.tooLong] }],
      [{ url: 'ftp://hooks.example.com/x' }, { url: [messages.httpOnly] }],
      [{ url: 'javascript:alert(1)' }, { url: [messages.httpOnly] }],
      [{ url: 'https://user:pass@hooks.example.com/x' }, { url: [messages.credentials] }],
      [{ url: 'https://hooks.example.com/x', id: 5 }, { id: ['is not a field that can be set'] }],
    ] as const) {
      expect(await register(alice, request)).toEqual({ status: 422, body: { errors } });
    }
    expect(await register(alice, ['https://hooks.example.com/x'])).toEqual({ status: 400, body: { error: 'The request body must be a JSON object' } });
  });

  it('refuses URLs that reach loopback, private, link-local and other non-public addresses (SSRF)', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://127.1/x',
      'http://2130706433/x',
      'http://0x7f000001/x',
      'http://0.0.0.0/x',
      'http://10.1.2.3/x',
      'http://172.16.0.1/x',
      'http://172.31.255.255/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/x',
      'http://224.0.0.1/x',
      'http://255.255.255.255/x',
      'http://[::1]/x',
      'http://[::]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::ffff:a9fe:a9fe]/x',
      'http://[64:ff9b::a9fe:a9fe]/x',
      'http://[fc00::1]/x',
      'http://[fd12:3456::1]/x',
      'http://[fe80::1]/x',
      'http://localhost/x',
      'http://LOCALHOST./x',
      'http://api.localhost/x',
    ]) {
      expect({ url, ...(await register(alice, { url })) }).toEqual({ url, status: 422, body: { errors: { url: [messages.privateAddress] } } });
    }
  });

  it('refuses host names that resolve to such addresses, that do not resolve, or that are not qualified', async () => {
    for (const [url, message] of [
      ['https://internal.example.com/x', messages.resolvesPrivate],
      ['https://metadata.example.com/x', messages.resolvesPrivate],
      ['https://mixed.example.com/x', messages.resolvesPrivate],
      ['https://ula.example.com/x', messages.resolvesPrivate],
      ['https://nowhere.example.com/x', messages.unresolved],
      ['https://intranet/x', messages.unqualified],
    ]) {
      expect({ url, ...(await register(alice, { url })) }).toEqual({ url, status: 422, body: { errors: { url: [message] } } });
    }
  });

  it('allows at most 20 active webhooks per account', async () => {
    const carol = await createTestAccount(harness, { email: 'carol@example.com' });
    for (let i = 0; i < 20; i++) expect((await register(carol, { url: `https://hooks.example.com/${i}` })).status).toBe(201);
    expect(await register(carol, { url: 'https://hooks.example.com/20' })).toEqual({
      status: 422,
      body: { errors: { url: ['cannot be added: an account may have at most 20 active webhooks'] } },
    });
  });
});

describe('GET /customer/{customer_id}/webhook and DELETE /customer/{customer_id}/webhook/{webhook_id}', () => {
  it('lists the active webhooks (id and url, never the secret), by me or by id', async () => {
    const dave = await createTestAccount(harness, { email: 'dave@example.com' });
    const first = (await register(dave, { url: 'https://hooks.example.com/one' })).body;
    const second = (await register(dave, { url: 'https://hooks.example.com/two' })).body;
    const expected = {
      status: 200,
      body: {
        webhooks: [
          { id: first.id, url: first.url, events: null, is_active: true },
          { id: second.id, url: second.url, events: null, is_active: true },
        ],
      },
    };
    expect(await send(harness, dave, 'GET', '/2017-09-01/customer/me/webhook')).toEqual(expected);
    expect(await send(harness, dave, 'GET', `/2017-09-01/customer/${dave.id}/webhook`)).toEqual(expected);
    expect((await send(harness, dave, 'GET', '/2017-09-01/customer/me')).body.webhooks).toEqual(expected.body.webhooks);
  });

  it('deletes with 204 and no body: the webhook is no longer listed, its pending deliveries are cancelled, its URL is free again', async () => {
    const erin = await createTestAccount(harness, { email: 'erin@example.com' });
    const webhook = (await register(erin, { url: 'https://hooks.example.com/gone' })).body;
    const prisma = harness.services.prisma;
    const event = await prisma.event.create({ data: { name: 'create', partnerId: erin.id } });
    await prisma.webhookDelivery.create({ data: { eventId: event.id, webhookId: webhook.id } });

    const response = await harness.fetch(`/2017-09-01/customer/me/webhook/${webhook.id}`, { method: 'DELETE', headers: { authorization: erin.auth } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-type')).toBeNull();

    expect(await send(harness, erin, 'GET', '/2017-09-01/customer/me/webhook')).toEqual({ status: 200, body: { webhooks: [] } });
    expect(await prisma.webhook.findUniqueOrThrow({ where: { id: webhook.id } })).toMatchObject({
      activeUrl: null,
      deletedAt: new Date('2026-01-15T12:00:00.000Z'),
    });
    expect(await prisma.webhookDelivery.findMany({ where: { webhookId: webhook.id } })).toEqual([
      expect.objectContaining({ status: 'cancelled', lastError: 'The webhook was deleted' }),
    ]);
    expect((await register(erin, { url: 'https://hooks.example.com/gone' })).status).toBe(201);
  });

  it('answers 404 for a webhook already deleted, unknown, or another account’s (BOLA)', async () => {
    const frank = await createTestAccount(harness, { email: 'frank@example.com' });
    const mine = (await register(frank, { url: 'https://hooks.example.com/frank' })).body;
    const alices = (await send(harness, alice, 'GET', '/2017-09-01/customer/me/webhook')).body.webhooks[0];
    expect((await send(harness, frank, 'DELETE', `/2017-09-01/customer/${frank.id}/webhook/${mine.id}`)).status).toBe(204);
    for (const id of [mine.id, alices.id, 999999, 'x']) {
      expect(await send(harness, frank, 'DELETE', `/2017-09-01/customer/me/webhook/${id}`)).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    }
    expect((await send(harness, alice, 'GET', '/2017-09-01/customer/me/webhook')).body.webhooks).toContainEqual({
      id: alices.id,
      url: alices.url,
      events: null,
      is_active: true,
    });
  });

  it('answers 403 for another account’s webhooks path, existing or not', async () => {
    const alices = (await send(harness, alice, 'GET', '/2017-09-01/customer/me/webhook')).body.webhooks[0];
    const forbidden = { status: 403, body: { error: 'Only the account holder may access its webhooks' } };
    expect(await send(harness, bob, 'GET', `/2017-09-01/customer/${alice.id}/webhook`)).toEqual(forbidden);
    expect(await send(harness, bob, 'GET', '/2017-09-01/customer/999999/webhook')).toEqual(forbidden);
    expect(await send(harness, bob, 'DELETE', `/2017-09-01/customer/${alice.id}/webhook/${alices.id}`)).toEqual(forbidden);
  });

  it('registers only under /customer/me: another id’s path answers 405', async () => {
    const response = await send(harness, alice, 'POST', `/2017-09-01/customer/${alice.id}/webhook`, { url: 'https://hooks.example.com/z' });
    expect(response).toEqual({ status: 405, body: { error: 'Method POST is not allowed here; use GET' } });
  });
});

describe('webhook URL policy by deployment', () => {
  it('requires https in production', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      production.services.resolveHost = dns;
      const carol = await createTestAccount(production, { email: 'carol@example.com' });
      expect(await send(production, carol, 'POST', '/2017-09-01/customer/me/webhook', { url: 'http://hooks.example.com/x' })).toEqual({
        status: 422,
        body: { errors: { url: [messages.httpsOnly] } },
      });
      expect((await send(production, carol, 'POST', '/2017-09-01/customer/me/webhook', { url: 'https://hooks.example.com/x' })).status).toBe(201);
    } finally {
      await production.close();
    }
  });

  it('accepts private addresses when the operator sets WEBHOOK_ALLOW_PRIVATE_URLS, without resolving anything', async () => {
    const open = await createHarness({ webhookAllowPrivateUrls: true });
    try {
      open.services.resolveHost = async () => {
        throw new Error('must not resolve');
      };
      const carol = await createTestAccount(open, { email: 'carol@example.com' });
      for (const url of ['http://127.0.0.1:9999/hook', 'http://localhost:3000/hook', 'http://receiver/hook', 'http://[::1]/x']) {
        expect((await send(open, carol, 'POST', '/2017-09-01/customer/me/webhook', { url })).status).toBe(201);
      }
      expect(await send(open, carol, 'POST', '/2017-09-01/customer/me/webhook', { url: 'file:///etc/passwd' })).toEqual({
        status: 422,
        body: { errors: { url: [messages.httpOnly] } },
      });
    } finally {
      await open.close();
    }
  });
});
