import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventWorkers } from '../../src/events/workers.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { send } from '../support/accounts.js';
import { Receiver, type Received } from '../support/receiver.js';
import { createPartnerSale } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let other: TestAccount;
let receiver: Receiver;
let workers: EventWorkers;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, other },
  } = await createHarnessWithAccounts(
    { partner: { email: 'partner@example.com', isPartner: true }, other: { email: 'other@example.com' } },
    { webhookAllowPrivateUrls: true },
  ));
  receiver = await new Receiver().start();
  workers = harness.workers();
});
afterAll(async () => {
  await receiver.stop();
  await harness.close();
});

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.always({ status: 200 });
  // Each test registers its own webhooks.
  await harness.services.prisma.webhook.updateMany({ data: { deletedAt: new Date(), activeUrl: null } });
});

const api = '/2017-09-01/customer/me/webhook';
const register = (account: TestAccount, body: Record<string, unknown>) => send(harness, account, 'POST', api, body);
const patch = (account: TestAccount, id: unknown, body: unknown) => send(harness, account, 'PATCH', `${api}/${id}`, body);
/** A webhook of the receiver's, under its own path (the receiver records every request). */
const receiverUrl = (path: string) => receiver.url.replace('/hooks', `/${path}`);
const to = (path: string) => receiver.received.filter((message) => message.path === path);
const payloads = (messages: readonly Received[]) => messages.map((message) => JSON.parse(message.body) as Record<string, unknown>);

describe('webhook event filters and is_active', () => {
  it('registers with an event filter and shows events and is_active (null: every event)', async () => {
    const filtered = await register(partner, { url: receiverUrl('f1'), events: ['create', 'cancel', 'create'] });
    expect(filtered).toEqual({
      status: 201,
      body: { id: expect.any(Number), url: receiverUrl('f1'), events: ['create', 'cancel'], is_active: true, secret: expect.stringMatching(/^whsec_/) },
    });
    const all = await register(partner, { url: receiverUrl('f2'), events: null });
    expect(all.body).toMatchObject({ events: null, is_active: true });
    expect((await send(harness, partner, 'GET', api)).body.webhooks).toEqual([
      { id: filtered.body.id, url: receiverUrl('f1'), events: ['create', 'cancel'], is_active: true },
      { id: all.body.id, url: receiverUrl('f2'), events: null, is_active: true },
    ]);
  });

  it('answers 422 WebhookValidationResponse for unknown event names, an empty list, or a list of something else', async () => {
    for (const [events, errors] of [
      [
        ['create', 'paid', 'ping'],
        ['has an unknown event name: "paid"', 'has an unknown event name: "ping"'],
      ],
      [[], ['must name at least one event (leave it out, or send null, for every event)']],
      ['create', ['must be a list of event names']],
      [[1], ['must be a list of event names']],
    ] as const) {
      expect(await register(partner, { url: receiverUrl('bad'), events })).toEqual({ status: 422, body: { errors: { events: errors } } });
    }
    expect(await register(partner, { url: 'ftp://x', events: ['nope'] })).toEqual({
      status: 422,
      body: { errors: { url: ['must use http or https'], events: ['has an unknown event name: "nope"'] } },
    });
  });

  it('PATCH changes url, events and is_active; absent fields are kept; null events means every event', async () => {
    const { id } = (await register(partner, { url: receiverUrl('p1') })).body;
    expect(await patch(partner, id, { events: ['agree'] })).toEqual({ status: 200, body: { id, url: receiverUrl('p1'), events: ['agree'], is_active: true } });
    expect(await patch(partner, id, { url: receiverUrl('p2'), is_active: false })).toEqual({
      status: 200,
      body: { id, url: receiverUrl('p2'), events: ['agree'], is_active: false },
    });
    // What was read may be sent back.
    expect(await send(harness, partner, 'PATCH', `/2017-09-01/customer/${partner.id}/webhook/${id}`, { id, events: null, is_active: true })).toEqual({
      status: 200,
      body: { id, url: receiverUrl('p2'), events: null, is_active: true },
    });
    // The old URL is free again; the new one is taken.
    expect((await register(partner, { url: receiverUrl('p1') })).status).toBe(201);
    expect(await register(partner, { url: receiverUrl('p2') })).toEqual({
      status: 422,
      body: { errors: { url: ['is already the URL of an active webhook of this account'] } },
    });
  });

  it('PATCH answers 422 for unknown events, a bad url, is_active null and fields that cannot be set', async () => {
    const { id } = (await register(partner, { url: receiverUrl('p3') })).body;
    expect(await patch(partner, id, { events: ['shipped'], url: '', is_active: null, secret: 'whsec_x' })).toEqual({
      status: 422,
      body: {
        errors: {
          secret: ['is not a field that can be set'],
          url: ['is required'],
          events: ['has an unknown event name: "shipped"'],
          is_active: ['must be true or false'],
        },
      },
    });
    const other2 = (await register(partner, { url: receiverUrl('p4') })).body;
    expect(await patch(partner, id, { url: other2.url })).toEqual({
      status: 422,
      body: { errors: { url: ['is already the URL of an active webhook of this account'] } },
    });
    expect(await patch(partner, id, [])).toEqual({ status: 400, body: { error: 'The request body must be a JSON object' } });
  });

  it('PATCH answers 404 for another account’s, a deleted or an unknown webhook, and 403 on another account’s path', async () => {
    const mine = (await register(other, { url: 'https://93.184.215.14/other' })).body;
    expect(await patch(partner, mine.id, { is_active: false })).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect(await patch(partner, 999999, { is_active: false })).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect(await send(harness, partner, 'PATCH', `/2017-09-01/customer/${other.id}/webhook/${mine.id}`, { is_active: false })).toEqual({
      status: 403,
      body: { error: 'Only the account holder may access its webhooks' },
    });
    expect((await send(harness, other, 'DELETE', `${api}/${mine.id}`)).status).toBe(204);
    expect(await patch(other, mine.id, { is_active: false })).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect((await send(harness, other, 'GET', api)).body.webhooks).toEqual([]);
  });

  it('delivers to a filtered webhook only the events it names, and nothing to an inactive one', async () => {
    const everything = (await register(partner, { url: receiverUrl('all') })).body;
    const onlyAgree = (await register(partner, { url: receiverUrl('agree') })).body;
    const onlyCreate = (await register(partner, { url: receiverUrl('create') })).body;
    await patch(partner, onlyAgree.id, { events: ['agree'] });
    await patch(partner, onlyCreate.id, { events: ['create'] });
    const off = (await register(partner, { url: receiverUrl('off') })).body;
    await patch(partner, off.id, { is_active: false });

    const transactionId = await createPartnerSale(harness, partner);
    await workers.drain();
    const deliveries = await harness.services.prisma.webhookDelivery.findMany({ where: { event: { transactionId } }, select: { webhookId: true } });
    expect(deliveries.map((delivery) => delivery.webhookId).sort()).toEqual([everything.id, onlyCreate.id].sort());
    expect(payloads(to('/create'))).toEqual([expect.objectContaining({ event: 'create', transaction_id: transactionId })]);
    expect(to('/agree')).toEqual([]);
    expect(to('/off')).toEqual([]);
  });

  it('cancels, when it comes due, a delivery queued before its webhook was switched off', async () => {
    const { id } = (await register(partner, { url: receiverUrl('later-off') })).body;
    const event = await harness.services.prisma.event.create({
      data: { name: 'create', partnerId: partner.id, createdAt: harness.clock.now(), dispatchedAt: harness.clock.now() },
    });
    await harness.services.prisma.webhookDelivery.create({ data: { eventId: event.id, webhookId: id, nextAttemptAt: harness.clock.now() } });
    await patch(partner, id, { is_active: false });
    await workers.drain();
    expect(to('/later-off')).toEqual([]);
    expect(await harness.services.prisma.webhookDelivery.findMany({ where: { webhookId: id } })).toEqual([
      expect.objectContaining({ status: 'cancelled', lastError: 'webhook switched off', attemptCount: 0 }),
    ]);
  });
});

describe('POST /customer/{customer_id}/webhook/{webhook_id}/rotate_secret', () => {
  it('answers the new secret once; deliveries carry both signatures during the grace period, then only the new one', async () => {
    const created = (await register(partner, { url: receiverUrl('rotate') })).body;
    const rotated = await send(harness, partner, 'POST', `${api}/${created.id}/rotate_secret`);
    expect(rotated).toEqual({
      status: 200,
      body: {
        id: created.id,
        url: created.url,
        events: null,
        is_active: true,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
        previous_secret_expires_at: '2026-01-16T12:00:00.000Z',
      },
    });
    expect(rotated.body.secret).not.toBe(created.secret);
    expect((await send(harness, partner, 'GET', api)).body.webhooks[0]).not.toHaveProperty('secret');

    await createPartnerSale(harness, partner);
    await workers.drain();
    const [during] = to('/rotate');
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [created.secret, rotated.body.secret]) {
      expect(new StandardWebhook(secret).verify(during!.body, during!.headers as Record<string, string>)).toMatchObject({ event: 'create' });
    }

    harness.clock.advance(24 * 3600);
    await createPartnerSale(harness, partner);
    await workers.drain();
    const after = to('/rotate')[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(new StandardWebhook(rotated.body.secret).verify(after.body, after.headers as Record<string, string>)).toMatchObject({ event: 'create' });
    expect(() => new StandardWebhook(created.secret).verify(after.body, after.headers as Record<string, string>)).toThrow();
  });

  it('answers 404 for another account’s or an unknown webhook, 403 on another account’s path', async () => {
    const theirs = (await register(other, { url: 'https://93.184.215.14/rot' })).body;
    expect(await send(harness, partner, 'POST', `${api}/${theirs.id}/rotate_secret`)).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect(await send(harness, partner, 'POST', `${api}/x/rotate_secret`)).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect(await send(harness, partner, 'POST', `/2017-09-01/customer/${other.id}/webhook/${theirs.id}/rotate_secret`)).toEqual({
      status: 403,
      body: { error: 'Only the account holder may access its webhooks' },
    });
    const stored = await harness.services.prisma.webhook.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(stored).toMatchObject({ secret: theirs.secret, previousSecret: null });
  });
});

describe('POST /customer/{customer_id}/webhook/{webhook_id}/test', () => {
  it('sends a signed ping, whatever the filter or switch, and answers the receiver’s outcome', async () => {
    const created = (await register(partner, { url: receiverUrl('ping'), events: ['complete'] })).body;
    await patch(partner, created.id, { is_active: false });
    const answer = await send(harness, partner, 'POST', `${api}/${created.id}/test`);
    expect(answer).toEqual({
      status: 200,
      body: { event_id: expect.stringMatching(/^ping_/), succeeded: true, response_status: 200, error: null, duration_ms: expect.any(Number) },
    });
    const [ping] = to('/ping');
    expect(ping!.headers['webhook-id']).toBe(answer.body.event_id);
    expect(new StandardWebhook(created.secret).verify(ping!.body, ping!.headers as Record<string, string>)).toEqual({
      event: 'ping',
      event_type: 'ping',
      transaction_id: null,
      webhook_id: created.id,
      event_id: answer.body.event_id,
      created_at: harness.clock.now().toISOString(),
    });
    // Nothing is stored or queued for a ping.
    expect(await harness.services.prisma.webhookDelivery.count({ where: { webhookId: created.id } })).toBe(0);

    receiver.answer({ status: 500 });
    expect((await send(harness, partner, 'POST', `${api}/${created.id}/test`)).body).toMatchObject({ succeeded: false, response_status: 500, error: null });
  });

  it('answers 404 for another account’s webhook and 403 on another account’s path', async () => {
    const theirs = (await register(other, { url: 'https://93.184.215.14/ping' })).body;
    expect(await send(harness, partner, 'POST', `${api}/${theirs.id}/test`)).toEqual({ status: 404, body: { error: 'Webhook not found' } });
    expect((await send(harness, partner, 'POST', `/2017-09-01/customer/${other.id}/webhook/${theirs.id}/test`)).status).toBe(403);
  });
});

describe('POST /customer/{customer_id}/webhook/{webhook_id}/replay', () => {
  it('queues one new delivery per matching event, sent in event order, and runs once per Idempotency-Key', async () => {
    harness.clock.advance(7 * 24 * 3600);
    const day = harness.clock.now().toISOString().slice(0, 10);
    const created = (await register(partner, { url: receiverUrl('replay') })).body;
    const first = await createPartnerSale(harness, partner);
    const second = await createPartnerSale(harness, partner);
    await workers.drain();
    const original = payloads(to('/replay'));
    expect(original.map((payload) => payload.transaction_id)).toEqual([first, second]);

    const replay = (body: unknown, key: string) =>
      harness.fetch(`${api}/${created.id}/replay`, {
        method: 'POST',
        headers: { authorization: partner.auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const response = await replay({ created_start_date: day }, 'replay-1');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ replayed: 2 });
    const again = await replay({ created_start_date: day }, 'replay-1');
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ replayed: 2 });
    await workers.drain();

    const messages = to('/replay');
    expect(messages).toHaveLength(4);
    // The same messages again (same webhook-id), in event order.
    expect(messages.slice(2).map((message) => message.headers['webhook-id'])).toEqual(messages.slice(0, 2).map((message) => message.headers['webhook-id']));
    expect(payloads(messages.slice(2))).toEqual(original);
    const deliveries = await harness.services.prisma.webhookDelivery.findMany({ where: { webhookId: created.id }, orderBy: { id: 'asc' } });
    expect(deliveries.map((delivery) => [delivery.generation, delivery.status])).toEqual([
      [0, 'succeeded'],
      [0, 'succeeded'],
      [1, 'succeeded'],
      [1, 'succeeded'],
    ]);

    // A second replay is another generation; types and the window narrow it.
    expect(await send(harness, partner, 'POST', `${api}/${created.id}/replay`, { created_start_date: day, types: ['agree'] })).toEqual({
      status: 202,
      body: { replayed: 0 },
    });
    expect(await send(harness, partner, 'POST', `${api}/${created.id}/replay`, { created_start_date: day, types: ['create'] })).toEqual({
      status: 202,
      body: { replayed: 2 },
    });
    expect(
      await send(harness, partner, 'POST', `${api}/${created.id}/replay`, { created_start_date: '2020-01-01', created_end_date: '2020-01-02T00:00:00Z' }),
    ).toEqual({
      status: 202,
      body: { replayed: 0 },
    });
  });

  it('replays only what the webhook’s own filter takes', async () => {
    harness.clock.advance(7 * 24 * 3600);
    const day = harness.clock.now().toISOString().slice(0, 10);
    const created = (await register(partner, { url: receiverUrl('replay-filtered'), events: ['agree'] })).body;
    await createPartnerSale(harness, partner);
    await workers.drain();
    expect(await send(harness, partner, 'POST', `${api}/${created.id}/replay`, { created_start_date: day })).toEqual({ status: 202, body: { replayed: 0 } });
  });

  it('answers 422 for missing or bad dates, an end before the start, unknown types; 409 when switched off; 404/403 for another account', async () => {
    const created = (await register(partner, { url: receiverUrl('replay-bad') })).body;
    const replay = (body: unknown) => send(harness, partner, 'POST', `${api}/${created.id}/replay`, body);
    expect(await replay({})).toEqual({ status: 422, body: { errors: { created_start_date: ['is required'] } } });
    expect(await replay({ created_start_date: 'yesterday', created_end_date: '2026-02-30', types: ['paid'], since: 1 })).toEqual({
      status: 422,
      body: {
        errors: {
          since: ['is not a field that can be set'],
          created_start_date: ['must be an ISO 8601 date or date-time with a time zone, such as 2026-05-01T00:00:00Z'],
          created_end_date: ['is not a valid calendar date and time'],
          types: ['has an unknown event name: "paid"'],
        },
      },
    });
    expect(await replay({ created_start_date: '2026-01-02', created_end_date: '2026-01-01' })).toEqual({
      status: 422,
      body: { errors: { created_end_date: ['must not be before created_start_date'] } },
    });
    expect(await replay({ created_start_date: '2026-01-01', types: 'create' })).toEqual({
      status: 422,
      body: { errors: { types: ['must be a list of event names'] } },
    });

    await patch(partner, created.id, { is_active: false });
    expect(await replay({ created_start_date: '2026-01-01' })).toEqual({
      status: 409,
      body: { error: 'The webhook is switched off; switch it on (is_active) before replaying events to it' },
    });

    const theirs = (await register(other, { url: 'https://93.184.215.14/replay' })).body;
    expect(await send(harness, partner, 'POST', `${api}/${theirs.id}/replay`, { created_start_date: '2026-01-01' })).toEqual({
      status: 404,
      body: { error: 'Webhook not found' },
    });
    expect((await send(harness, partner, 'POST', `/2017-09-01/customer/${other.id}/webhook/${theirs.id}/replay`, { created_start_date: '2026-01-01' })).status).toBe(
      403,
    );
    const fresh = await createTestAccount(harness);
    expect((await send(harness, fresh, 'GET', api)).body.webhooks).toEqual([]);
  });
});
