import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { Receiver } from '../support/receiver.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let receiver: Receiver;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  receiver = await new Receiver().start();
  await harness.services.prisma.webhook.create({
    data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: generateWebhookSecret() },
  });
});
afterAll(async () => {
  await receiver.stop();
  await harness.close();
});

const Deliveries = graphql(`
  query Deliveries {
    viewer {
      webhooks {
        deliveries(first: 5) {
          edges { node { id status attemptCount eventName transactionId lastError attempts { responseStatus error } } }
        }
      }
    }
  }
`);

const EventDeliveriesQuery = graphql(`
  query EventDeliveries($eventId: String!) {
    eventDeliveries(eventId: $eventId) {
      __typename
      ... on EventDeliveries { deliveries { databaseId eventId eventName status attemptCount } }
      ... on Error { code message }
    }
  }
`);

const Redeliver = graphql(`
  mutation Redeliver($id: ID!) {
    redeliverWebhookDelivery(id: $id) {
      __typename
      ... on WebhookDelivery { status attemptCount }
      ... on Error { code message }
    }
  }
`);

describe('webhook deliveries over GraphQL', () => {
  it('lists deliveries with their attempts and redelivers one', async () => {
    receiver.answer({ status: 500 });
    const { body } = await postJson(harness, partner, '/2017-09-01/transaction', {
      ...domainNameBody('seller@example.com'),
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
      ],
      items: [
        {
          ...domainNameBody('seller@example.com').items[0],
          schedule: [{ amount: 10, payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
        },
      ],
    });
    const workers = harness.workers();
    await workers.drain();
    const listed = await gqlData(harness, partner.auth, Deliveries);
    const node = listed.viewer.webhooks[0]!.deliveries.edges[0]!.node;
    expect(node).toEqual({
      id: expect.any(String),
      status: 'pending',
      attemptCount: 1,
      eventName: 'create',
      transactionId: body.id,
      lastError: 'HTTP 500',
      attempts: [{ responseStatus: 500, error: 'HTTP 500' }],
    });

    const other = await createTestAccount(harness);
    expect((await gqlData(harness, other.auth, Redeliver, { id: node.id })).redeliverWebhookDelivery).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Webhook not found',
    });
    expect((await gqlData(harness, partner.auth, Redeliver, { id: node.id })).redeliverWebhookDelivery).toEqual({
      __typename: 'WebhookDelivery',
      status: 'pending',
      attemptCount: 1,
    });
    await workers.drain();
    const after = await gqlData(harness, partner.auth, Deliveries);
    expect(after.viewer.webhooks[0]!.deliveries.edges[0]!.node).toMatchObject({ status: 'succeeded', attemptCount: 2 });
  });

  it('lists the deliveries of one event as REST GET /event/{event_id}/deliveries does; NotFoundError for another’s event', async () => {
    const listed = await gqlData(harness, partner.auth, Deliveries);
    const eventName = listed.viewer.webhooks[0]!.deliveries.edges[0]!.node.eventName;
    const rest = await getJson(harness, partner, '/2017-09-01/customer/me/webhook');
    const webhookId = (rest.body.webhooks as { id: number }[])[0]!.id;
    const restDeliveries = await getJson(harness, partner, `/2017-09-01/customer/me/webhook/${webhookId}/deliveries`);
    const { event_id: eventId } = (restDeliveries.body.deliveries as { event_id: string }[])[0]!;
    const byEvent = await getJson(harness, partner, `/2017-09-01/event/${eventId}/deliveries`);
    const data = await gqlData(harness, partner.auth, EventDeliveriesQuery, { eventId });
    expect(data.eventDeliveries).toEqual({
      __typename: 'EventDeliveries',
      deliveries: (byEvent.body.deliveries as { id: number; status: string; attempt_count: number }[]).map((delivery) => ({
        databaseId: delivery.id,
        eventId,
        eventName,
        status: delivery.status,
        attemptCount: delivery.attempt_count,
      })),
    });
    const other = await createTestAccount(harness);
    expect((await gqlData(harness, other.auth, EventDeliveriesQuery, { eventId })).eventDeliveries).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Event not found',
    });
  });
});
