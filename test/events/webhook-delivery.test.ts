import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/events/event-bus.js';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { EventWorkers } from '../../src/events/workers.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { Receiver } from '../support/receiver.js';
import { createPartnerSale, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let receiver: Receiver;
let workers: EventWorkers;
let secret: string;
let webhookId: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  receiver = await new Receiver().start();
  workers = new EventWorkers(harness.services, createEventBus(), {
    pollMs: 50,
    webhookTimeoutMs: 300,
    allowPrivateAddresses: true,
    random: () => 0.5,
  });
});
afterAll(async () => {
  await workers.stop();
  await receiver.stop();
  await harness.close();
});

beforeEach(async () => {
  receiver.received.length = 0;
  receiver.always({ status: 200 });
  await harness.services.prisma.webhook.updateMany({ data: { deletedAt: new Date(), activeUrl: null } });
  secret = generateWebhookSecret();
  webhookId = (await harness.services.prisma.webhook.create({ data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret } })).id;
});

const createTransaction = () => createPartnerSale(harness, partner);

const deliveryOf = (transactionId: number) =>
  harness.services.prisma.webhookDelivery.findFirstOrThrow({
    where: { event: { transactionId }, webhookId },
    include: { attempts: { orderBy: { id: 'asc' } }, event: true },
  });

describe('webhook delivery', () => {
  it("POSTs each event to the partner's webhook, signed the Standard Webhooks way", async () => {
    const transactionId = await createTransaction();
    await workers.drain();
    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    const payload = new Webhook(secret).verify(message!.body, message!.headers as Record<string, string>);
    expect(payload).toEqual({
      event: 'create',
      event_type: 'transaction',
      transaction_id: transactionId,
      event_id: expect.any(String),
      created_at: '2026-01-15T12:00:00.000Z',
      sequence: 1,
    });
    expect(message!.headers['content-type']).toBe('application/json');
    const delivery = await deliveryOf(transactionId);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 1 });
    expect(delivery.attempts).toEqual([expect.objectContaining({ responseStatus: 200, error: null })]);
    expect(message!.headers['webhook-id']).toBe(delivery.event.publicId);
  });

  it('sends no traceparent when tracing is off, and the event row keeps none', async () => {
    const transactionId = await createTransaction();
    await workers.drain();
    expect(receiver.received[0]!.headers.traceparent).toBeUndefined();
    expect((await deliveryOf(transactionId)).event.traceParent).toBeNull();
  });

  it('passes on the traceparent an event was written with (by a traced instance) as it is when tracing is off here', async () => {
    const transactionId = await createTransaction();
    const traceParent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await harness.services.prisma.event.updateMany({ where: { transactionId }, data: { traceParent } });
    await workers.drain();
    expect(receiver.received[0]!.headers.traceparent).toBe(traceParent);
  });

  it('retries a 500 with backoff, with the same webhook-id, until a 200', async () => {
    receiver.answer({ status: 500 }, { status: 503 });
    const transactionId = await createTransaction();
    await workers.drain();
    expect(receiver.received).toHaveLength(1);
    let delivery = await deliveryOf(transactionId);
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 1, lastError: 'HTTP 500' });
    expect(delivery.nextAttemptAt.getTime() - harness.clock.now().getTime()).toBe(5000);

    harness.clock.advance(4);
    await workers.drain();
    expect(receiver.received).toHaveLength(1);
    harness.clock.advance(1);
    await workers.drain();
    expect(receiver.received).toHaveLength(2);
    harness.clock.advance(15);
    await workers.drain();
    expect(receiver.received).toHaveLength(3);

    delivery = await deliveryOf(transactionId);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 3 });
    expect(delivery.attempts.map((a) => a.responseStatus)).toEqual([500, 503, 200]);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    for (const message of receiver.received) {
      expect(() => new Webhook(secret).verify(message.body, message.headers as Record<string, string>)).not.toThrow();
    }
  });

  it('treats a receiver slower than the timeout as a failure, and one that is down likewise', async () => {
    receiver.answer({ status: 200, delayMs: 1000 });
    const slow = await createTransaction();
    await workers.drain();
    expect((await deliveryOf(slow)).attempts[0]).toMatchObject({ responseStatus: null, error: 'no answer within 300 ms' });

    await harness.services.prisma.webhook.update({ where: { id: webhookId }, data: { url: 'http://127.0.0.1:9/hooks' } });
    const down = await createTransaction();
    await workers.drain();
    const attempt = (await deliveryOf(down)).attempts[0];
    expect(attempt?.responseStatus).toBeNull();
    expect(attempt?.error).toMatch(/ECONNREFUSED/);
  });

  it('gives up after about three days of failures, having tried 14 times', async () => {
    receiver.always({ status: 500 });
    const transactionId = await createTransaction();
    for (let i = 0; i < 40; i++) {
      await workers.drain();
      const delivery = await deliveryOf(transactionId);
      if (delivery.status !== 'pending') break;
      harness.clock.advance((delivery.nextAttemptAt.getTime() - harness.clock.now().getTime()) / 1000);
    }
    const delivery = await deliveryOf(transactionId);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 14 });
    expect(delivery.attempts).toHaveLength(14);
  });

  it('never calls a deleted webhook again, not even for a retry already scheduled', async () => {
    receiver.answer({ status: 500 });
    const transactionId = await createTransaction();
    await workers.drain();
    await harness.services.prisma.webhook.update({ where: { id: webhookId }, data: { deletedAt: harness.clock.now(), activeUrl: null } });
    harness.clock.advance(60);
    await workers.drain();
    expect(receiver.received).toHaveLength(1);
    expect(await deliveryOf(transactionId)).toMatchObject({ status: 'cancelled', attemptCount: 1 });
    // Events after the deletion get no delivery at all.
    const later = await createTransaction();
    await workers.drain();
    expect(await harness.services.prisma.webhookDelivery.count({ where: { event: { transactionId: later } } })).toBe(0);
  });

  it('refuses private addresses unless the operator allows them', async () => {
    const strict = new EventWorkers(harness.services, createEventBus(), { pollMs: 50, webhookTimeoutMs: 300, allowPrivateAddresses: false });
    try {
      const transactionId = await createTransaction();
      await strict.drain();
      expect(receiver.received).toHaveLength(0);
      expect((await deliveryOf(transactionId)).attempts[0]?.error).toBe('refusing to connect to a private address');
    } finally {
      await strict.stop();
    }
  });
});

describe('delivery log over REST', () => {
  it('lists deliveries with their attempts, per webhook and per event, and redelivers with the same webhook-id', async () => {
    receiver.answer({ status: 500 });
    receiver.always({ status: 500 });
    const transactionId = await createTransaction();
    await workers.drain();
    const list = await getJson(harness, partner, `/2017-09-01/customer/me/webhook/${webhookId}/deliveries`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      deliveries: [
        {
          id: expect.any(Number),
          webhook_id: webhookId,
          event_id: expect.any(String),
          event: 'create',
          transaction_id: transactionId,
          status: 'pending',
          attempt_count: 1,
          next_attempt_at: expect.any(String),
          last_error: 'HTTP 500',
          created_at: expect.any(String),
          completed_at: null,
          attempts: [{ started_at: expect.any(String), duration_ms: expect.any(Number), response_status: 500, error: 'HTTP 500' }],
        },
      ],
      next_cursor: null,
      limit: 10,
    });
    const [delivery] = list.body.deliveries as { id: number; event_id: string }[];
    const byEvent = await getJson(harness, partner, `/2017-09-01/event/${delivery!.event_id}/deliveries`);
    expect(byEvent.body.deliveries.map((d: { id: number }) => d.id)).toEqual([delivery!.id]);

    receiver.always({ status: 204 });
    const redelivered = await postJson(harness, partner, `/2017-09-01/customer/me/webhook/${webhookId}/deliveries/${delivery!.id}/redeliver`, undefined);
    expect(redelivered.status).toBe(202);
    expect(redelivered.body).toMatchObject({ status: 'pending', attempt_count: 1 });
    await workers.drain();
    const after = await getJson(harness, partner, `/2017-09-01/customer/${partner.id}/webhook/${webhookId}/deliveries/${delivery!.id}`);
    expect(after.body).toMatchObject({ status: 'succeeded', attempt_count: 2, completed_at: expect.any(String) });
    expect(after.body.attempts.map((a: { response_status: number }) => a.response_status)).toEqual([500, 204]);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
  });

  it('keeps deliveries private to the webhook owner', async () => {
    const other = await createTestAccount(harness);
    expect((await getJson(harness, other, `/2017-09-01/customer/${partner.id}/webhook/${webhookId}/deliveries`)).status).toBe(403);
    expect((await getJson(harness, other, `/2017-09-01/customer/me/webhook/${webhookId}/deliveries`)).status).toBe(404);
    expect((await getJson(harness, other, '/2017-09-01/event/00000000-0000-0000-0000-000000000000/deliveries')).status).toBe(404);
    expect((await getJson(harness, partner, `/2017-09-01/customer/me/webhook/${webhookId}/deliveries?limit=zero`)).status).toBe(400);
  });
});
