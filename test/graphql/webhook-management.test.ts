import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventWorkers } from '../../src/events/workers.js';
import { graphql } from './generated/gql.js';
import type { WebhookEventName } from './generated/graphql.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { Receiver } from '../support/receiver.js';
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
  await harness.services.prisma.webhook.updateMany({ data: { deletedAt: new Date(), activeUrl: null } });
});

const receiverUrl = (path: string) => receiver.url.replace('/hooks', `/${path}`);
const to = (path: string) => receiver.received.filter((message) => message.path === path);

const CreateFilteredWebhook = graphql(`
  mutation CreateFilteredWebhook($url: String!, $events: [WebhookEventName!]) {
    createWebhook(input: { url: $url, events: $events }) {
      __typename
      ... on CreateWebhookPayload { secret webhook { id databaseId url events isActive } }
      ... on ValidationError { fields { path messages } }
    }
  }
`);

const UpdateWebhook = graphql(`
  mutation UpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      __typename
      ... on UpdateWebhookPayload { webhook { id url events isActive } }
      ... on ValidationError { fields { path messages } }
      ... on Error { code message }
    }
  }
`);

const RotateWebhookSecret = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(input: { id: $id }) {
      __typename
      ... on RotateWebhookSecretPayload { secret previousSecretExpiresAt webhook { id } }
      ... on Error { code message }
    }
  }
`);

const TestWebhook = graphql(`
  mutation TestWebhook($id: ID!) {
    testWebhook(input: { id: $id }) {
      __typename
      ... on TestWebhookPayload { eventId succeeded responseStatus error durationMs }
      ... on Error { code message }
    }
  }
`);

const ReplayWebhookEvents = graphql(`
  mutation ReplayWebhookEvents($input: ReplayWebhookEventsInput!) {
    replayWebhookEvents(input: $input) {
      __typename
      ... on ReplayWebhookEventsPayload { replayed }
      ... on ValidationError { fields { path messages } }
      ... on Error { code message }
    }
  }
`);

async function create(account: TestAccount, url: string, events?: WebhookEventName[]) {
  const data = await gqlData(harness, account.auth, CreateFilteredWebhook, { url, events });
  if (data.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error(JSON.stringify(data));
  return data.createWebhook;
}

describe('createWebhook and updateWebhook', () => {
  it('registers with a filter, changes url, events and isActive, and refuses an empty filter', async () => {
    const created = await create(partner, receiverUrl('g1'), ['create']);
    expect(created.webhook).toMatchObject({ url: receiverUrl('g1'), events: ['create'], isActive: true });
    const { id } = created.webhook;
    expect((await gqlData(harness, partner.auth, UpdateWebhook, { input: { id, events: null, isActive: false, url: receiverUrl('g2') } })).updateWebhook).toEqual({
      __typename: 'UpdateWebhookPayload',
      webhook: { id, url: receiverUrl('g2'), events: null, isActive: false },
    });
    expect((await gqlData(harness, partner.auth, UpdateWebhook, { input: { id, events: [] } })).updateWebhook).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ path: ['events'], messages: ['must name at least one event (leave it out, or send null, for every event)'] }],
    });
    expect((await gqlData(harness, partner.auth, CreateFilteredWebhook, { url: receiverUrl('g3'), events: [] })).createWebhook).toMatchObject({
      __typename: 'ValidationError',
    });
  });

  it('refuses an unknown event name before anything runs (the enum), and another account’s webhook as NotFoundError', async () => {
    const result = await gql(harness, partner.auth, CreateFilteredWebhook, { url: receiverUrl('g4'), events: ['paid' as WebhookEventName] });
    expect(result.errors?.[0]?.message).toMatch(/WebhookEventName/);
    expect(await harness.services.prisma.webhook.count({ where: { url: receiverUrl('g4') } })).toBe(0);

    const theirs = await create(other, 'https://93.184.215.14/theirs');
    expect((await gqlData(harness, partner.auth, UpdateWebhook, { input: { id: theirs.webhook.id, isActive: false } })).updateWebhook).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Webhook not found',
    });
  });

  it('delivers a filtered webhook only the events it names', async () => {
    const agree = await create(partner, receiverUrl('only-agree'), ['agree']);
    const all = await create(partner, receiverUrl('all'));
    await createPartnerSale(harness, partner);
    await workers.drain();
    expect(to('/only-agree')).toEqual([]);
    expect(to('/all')).toHaveLength(1);
    expect(await harness.services.prisma.webhookDelivery.count({ where: { webhookId: agree.webhook.databaseId } })).toBe(0);
    expect(await harness.services.prisma.webhookDelivery.count({ where: { webhookId: all.webhook.databaseId } })).toBe(1);
  });
});

describe('rotateWebhookSecret', () => {
  it('answers the new secret; both sign until the grace period ends, then the new one alone', async () => {
    const created = await create(partner, receiverUrl('rot'));
    const data = (await gqlData(harness, partner.auth, RotateWebhookSecret, { id: created.webhook.id })).rotateWebhookSecret;
    if (data.__typename !== 'RotateWebhookSecretPayload') throw new Error(JSON.stringify(data));
    expect(data.previousSecretExpiresAt).toBe(new Date(harness.clock.now().getTime() + 24 * 3_600_000).toISOString());
    await createPartnerSale(harness, partner);
    await workers.drain();
    const [during] = to('/rot');
    for (const secret of [created.secret, data.secret])
      expect(() => new StandardWebhook(secret).verify(during!.body, during!.headers as Record<string, string>)).not.toThrow();

    harness.clock.advance(24 * 3600 + 1);
    await createPartnerSale(harness, partner);
    await workers.drain();
    const after = to('/rot')[1]!;
    expect(() => new StandardWebhook(data.secret).verify(after.body, after.headers as Record<string, string>)).not.toThrow();
    expect(() => new StandardWebhook(created.secret).verify(after.body, after.headers as Record<string, string>)).toThrow();

    const theirs = await create(other, 'https://93.184.215.14/rot');
    expect((await gqlData(harness, partner.auth, RotateWebhookSecret, { id: theirs.webhook.id })).rotateWebhookSecret).toMatchObject({
      __typename: 'NotFoundError',
    });
  });
});

describe('testWebhook', () => {
  it('sends a signed ping and answers the outcome; another account’s webhook is NotFoundError', async () => {
    const created = await create(partner, receiverUrl('ping'));
    receiver.answer({ status: 503 });
    expect((await gqlData(harness, partner.auth, TestWebhook, { id: created.webhook.id })).testWebhook).toEqual({
      __typename: 'TestWebhookPayload',
      eventId: expect.stringMatching(/^ping_/),
      succeeded: false,
      responseStatus: 503,
      error: null,
      durationMs: expect.any(Number),
    });
    const [ping] = to('/ping');
    expect(new StandardWebhook(created.secret).verify(ping!.body, ping!.headers as Record<string, string>)).toMatchObject({ event: 'ping' });
    const theirs = await create(other, 'https://93.184.215.14/ping');
    expect((await gqlData(harness, partner.auth, TestWebhook, { id: theirs.webhook.id })).testWebhook).toMatchObject({ __typename: 'NotFoundError' });
    expect(to('/ping')).toHaveLength(1);
  });
});

describe('replayWebhookEvents', () => {
  it('queues the window’s events again, once per Idempotency-Key; refuses an end before the start', async () => {
    harness.clock.advance(3 * 24 * 3600);
    const start = harness.clock.now().toISOString();
    const created = await create(partner, receiverUrl('replay'));
    await createPartnerSale(harness, partner);
    await workers.drain();
    const input = { id: created.webhook.id, createdStartDate: start, types: ['create'] };
    const send = async () => {
      const response = await harness.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: partner.auth, 'idempotency-key': 'gql-replay' },
        body: JSON.stringify({
          query: 'mutation($input: ReplayWebhookEventsInput!) { replayWebhookEvents(input: $input) { ... on ReplayWebhookEventsPayload { replayed } } }',
          variables: { input },
        }),
      });
      return response.json();
    };
    expect(await send()).toEqual({ data: { replayWebhookEvents: { replayed: 1 } } });
    expect(await send()).toEqual({ data: { replayWebhookEvents: { replayed: 1 } } });
    await workers.drain();
    expect(to('/replay')).toHaveLength(2);
    expect(to('/replay')[1]!.headers['webhook-id']).toBe(to('/replay')[0]!.headers['webhook-id']);

    expect(
      (
        await gqlData(harness, partner.auth, ReplayWebhookEvents, {
          input: { id: created.webhook.id, createdStartDate: start, createdEndDate: '2020-01-01T00:00:00Z' },
        })
      ).replayWebhookEvents,
    ).toMatchObject({ __typename: 'ValidationError', fields: [{ path: ['createdEndDate'], messages: ['must not be before created_start_date'] }] });
    await gqlData(harness, partner.auth, UpdateWebhook, { input: { id: created.webhook.id, isActive: false } });
    expect(
      (await gqlData(harness, partner.auth, ReplayWebhookEvents, { input: { id: created.webhook.id, createdStartDate: start } })).replayWebhookEvents,
    ).toMatchObject({
      __typename: 'InvalidStateError',
    });
    const theirs = await create(other, 'https://93.184.215.14/replay');
    expect(
      (await gqlData(harness, partner.auth, ReplayWebhookEvents, { input: { id: theirs.webhook.id, createdStartDate: start } })).replayWebhookEvents,
    ).toMatchObject({ __typename: 'NotFoundError' });
  });
});
