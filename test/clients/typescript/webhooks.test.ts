import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  createRestClient,
  transactionEventNames,
  verifyWebhook,
  WebhookVerificationError,
  type TransactionEventName,
  type WebhookEvent,
} from '../../../clients/typescript/src/index.ts';
import type { LifecycleEventName } from '../../../src/domain/lifecycle/decision.js';
import type { reportReadyEvent } from '../../../src/domain/partners/reports/events.js';
import type { VerificationEventName } from '../../../src/domain/verification/events.js';
import { signWebhook } from '../../../src/events/webhook-signing.js';
import type { EventWorkers } from '../../../src/events/workers.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../../support/harness.js';
import { Receiver } from '../../support/receiver.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let partner: TestAccount;
let receiver: Receiver;
let workers: EventWorkers;

beforeAll(async () => {
  ({
    harness,
    accounts: { partner },
  } = await createHarnessWithAccounts({ partner: { email: 'client-partner@example.com', isPartner: true } }, { webhookAllowPrivateUrls: true }));
  server = await harness.listen();
  receiver = await new Receiver().start();
  workers = harness.workers();
});
afterAll(async () => {
  await receiver.stop();
  await server.close();
  await harness.close();
});

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const body = JSON.stringify({ event: 'ship', event_type: 'transaction', transaction_id: 42, event_id: 'evt_1', created_at: '2026-01-15T12:00:00.000Z' });
const signed = (at: Date, payload = body, key = secret) => ({ ...signWebhook(key, 'evt_1', at, payload) });

describe('the event union', () => {
  it("names every event the service writes (the lifecycle's, create, verification's; report_ready)", () => {
    expectTypeOf<TransactionEventName>().toEqualTypeOf<LifecycleEventName | VerificationEventName | 'create'>();
    expectTypeOf<WebhookEvent['event']>().toEqualTypeOf<TransactionEventName | typeof reportReadyEvent | 'ping'>();
    expect(new Set(transactionEventNames).size).toBe(transactionEventNames.length);
  });
});

describe('verifyWebhook', () => {
  it('answers the typed event of a body signed with the secret, from Headers or a plain object', () => {
    const now = new Date();
    const headers = signed(now);
    const event = verifyWebhook({ secret, headers: new Headers({ ...headers }), body });
    expect(event).toEqual(JSON.parse(body));
    expect(
      verifyWebhook({
        secret,
        headers: { 'Webhook-Id': headers['webhook-id'], 'WEBHOOK-TIMESTAMP': headers['webhook-timestamp'], 'webhook-signature': headers['webhook-signature'] },
        body: new TextEncoder().encode(body),
      }),
    ).toEqual(event);
    if (event.event_type === 'transaction') expectTypeOf(event.transaction_id).toEqualTypeOf<number>();
    else if (event.event_type === 'report') expectTypeOf(event.report_id).toEqualTypeOf<number>();
  });

  it('accepts any of several space-separated signatures (a rotated secret), ignoring other schemes', () => {
    const now = new Date();
    const headers = signed(now);
    const old = signed(now, body, `whsec_${randomBytes(32).toString('base64')}`)['webhook-signature'];
    const multiple = { ...headers, 'webhook-signature': `v1a,ZmFrZQ== ${old} ${headers['webhook-signature']}` };
    expect(verifyWebhook({ secret, headers: multiple, body }).event).toBe('ship');
    expect(() => verifyWebhook({ secret, headers: { ...headers, 'webhook-signature': old }, body })).toThrow(WebhookVerificationError);
  });

  it('throws bad_signature for a tampered body, another id or a wrong secret', () => {
    const headers = signed(new Date());
    const reasons = [
      () => verifyWebhook({ secret, headers, body: body.replace('42', '43') }),
      () => verifyWebhook({ secret, headers: { ...headers, 'webhook-id': 'evt_2' }, body }),
      () => verifyWebhook({ secret: `whsec_${randomBytes(32).toString('base64')}`, headers, body }),
      () => verifyWebhook({ secret, headers: { ...headers, 'webhook-signature': 'v1,' }, body }),
    ].map((verify) => {
      try {
        verify();
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookVerificationError);
        return (error as WebhookVerificationError).reason;
      }
    });
    expect(reasons).toEqual(['bad_signature', 'bad_signature', 'bad_signature', 'bad_signature']);
  });

  it('throws for a timestamp outside the tolerance (5 minutes unless told), either way', () => {
    const now = new Date('2026-01-15T12:00:00.000Z');
    const reason = (at: Date, toleranceSeconds?: number) => {
      try {
        verifyWebhook({ secret, headers: signed(at), body, now, toleranceSeconds });
        return 'accepted';
      } catch (error) {
        return (error as WebhookVerificationError).reason;
      }
    };
    expect(reason(new Date(now.getTime() - 299_000))).toBe('accepted');
    expect(reason(new Date(now.getTime() - 301_000))).toBe('timestamp_too_old');
    expect(reason(new Date(now.getTime() + 301_000))).toBe('timestamp_too_new');
    expect(reason(new Date(now.getTime() - 301_000), 600)).toBe('accepted');
  });

  it('throws for missing headers, an unreadable timestamp and a signed body that is not an event', () => {
    const now = new Date();
    const headers = signed(now);
    const reason = (verify: () => unknown) => {
      try {
        verify();
        return 'accepted';
      } catch (error) {
        return (error as WebhookVerificationError).reason;
      }
    };
    expect(reason(() => verifyWebhook({ secret, headers: { 'webhook-id': 'evt_1' }, body }))).toBe('missing_headers');
    expect(reason(() => verifyWebhook({ secret, headers: { ...headers, 'webhook-timestamp': 'soon' }, body }))).toBe('bad_timestamp');
    const notAnEvent = '{"hello":"world"}';
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const seconds = Math.floor(now.getTime() / 1000);
    const signature = `v1,${createHmac('sha256', key).update(`evt_1.${seconds}.${notAnEvent}`).digest('base64')}`;
    expect(
      reason(() =>
        verifyWebhook({ secret, headers: { 'webhook-id': 'evt_1', 'webhook-timestamp': String(seconds), 'webhook-signature': signature }, body: notAnEvent }),
      ),
    ).toBe('bad_body');
  });
});

describe('a webhook the server sent', () => {
  it('verifies: registered with the REST client, received by a local receiver; tampered or stale, refused', async () => {
    const rest = createRestClient({ baseUrl: server.url, email: partner.email, apiKey: partner.apiKey });
    const registered = await rest.POST('/customer/me/webhook', { body: { url: receiver.url } });
    expect(registered.response.status).toBe(201);
    const webhookSecret = registered.data!.secret!;
    const created = await rest.POST('/transaction', {
      body: {
        parties: [
          { role: 'buyer', customer: 'webhook-buyer@example.com' },
          { role: 'seller', customer: 'webhook-seller@example.com' },
        ],
        currency: 'usd',
        description: 'A webhook camera',
        items: [
          {
            title: 'Camera',
            type: 'general_merchandise',
            inspection_period: 259200,
            schedule: [{ amount: '1000.00', payer_customer: 'webhook-buyer@example.com', beneficiary_customer: 'webhook-seller@example.com' }],
          },
        ],
      },
    });
    expect(created.response.status).toBe(201);
    await workers.drain();

    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    const event = verifyWebhook({ secret: webhookSecret, headers: message!.headers, body: message!.body });
    expect(event).toEqual({
      event: 'create',
      event_type: 'transaction',
      transaction_id: created.data!.id,
      event_id: message!.headers['webhook-id'],
      created_at: expect.any(String),
      sequence: 1,
    });

    const tampered = message!.body.replace(`"transaction_id":${created.data!.id}`, `"transaction_id":${created.data!.id + 1}`);
    expect(tampered).not.toBe(message!.body);
    expect(() => verifyWebhook({ secret: webhookSecret, headers: message!.headers, body: tampered })).toThrow(expect.objectContaining({ reason: 'bad_signature' }));
    const later = new Date(Number(message!.headers['webhook-timestamp']) * 1000 + 10 * 60 * 1000);
    expect(() => verifyWebhook({ secret: webhookSecret, headers: message!.headers, body: message!.body, now: later })).toThrow(
      expect.objectContaining({ reason: 'timestamp_too_old' }),
    );
  });
});

describe('a rotated secret and a test ping', () => {
  it('verifies with either secret during the grace period, and types the ping', async () => {
    const rest = createRestClient({ baseUrl: server.url, email: partner.email, apiKey: partner.apiKey });
    const registered = await rest.POST('/customer/me/webhook', { body: { url: receiver.url.replace('/hooks', '/rotated') } });
    const id = registered.data!.id!;
    const rotated = await rest.POST('/customer/{customer_id}/webhook/{webhook_id}/rotate_secret', { params: { path: { customer_id: 'me', webhook_id: id } } });
    expect(rotated.response.status).toBe(200);
    const tested = await rest.POST('/customer/{customer_id}/webhook/{webhook_id}/test', { params: { path: { customer_id: 'me', webhook_id: id } } });
    expect(tested.data).toMatchObject({ succeeded: true, response_status: 200 });

    const ping = receiver.received.find((message) => message.path === '/rotated')!;
    expect(ping.headers['webhook-signature']!.toString().split(' ')).toHaveLength(2);
    for (const key of [registered.data!.secret!, rotated.data!.secret]) {
      const event = verifyWebhook({ secret: key, headers: ping.headers, body: ping.body });
      expect(event).toEqual({
        event: 'ping',
        event_type: 'ping',
        transaction_id: null,
        webhook_id: id,
        event_id: tested.data!.event_id,
        created_at: expect.any(String),
      });
      if (event.event_type === 'ping') expectTypeOf(event.webhook_id).toEqualTypeOf<number>();
    }
    expect(() => verifyWebhook({ secret, headers: ping.headers, body: ping.body })).toThrow(expect.objectContaining({ reason: 'bad_signature' }));
  });
});
