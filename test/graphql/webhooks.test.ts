import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { globalId, send, tableResolver } from '../support/accounts.js';

let harness: Harness;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  harness.services.resolveHost = tableResolver({ 'hooks.example.com': ['93.184.215.14'], 'internal.example.com': ['10.0.0.5'] });
  alice = await createTestAccount(harness, { email: 'alice@example.com' });
  bob = await createTestAccount(harness, { email: 'bob@example.com' });
});
afterAll(() => harness.close());

const CreateWebhook = graphql(`
  mutation CreateWebhook($url: String!) {
    createWebhook(input: { url: $url }) {
      __typename
      ... on CreateWebhookPayload { secret webhook { id databaseId url } }
      ... on ValidationError { fields { path messages } }
    }
  }
`);

const DeleteWebhook = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(input: { id: $id }) {
      __typename
      ... on DeleteWebhookPayload { deletedWebhookId }
      ... on Error { code message }
    }
  }
`);

const Webhooks = graphql(`
  query Webhooks {
    viewer { webhooks { databaseId url } }
  }
`);

describe('createWebhook', () => {
  it('registers a webhook and returns its secret once; REST lists it', async () => {
    const data = await gqlData(harness, alice.auth, CreateWebhook, { url: 'https://hooks.example.com/gql' });
    if (data.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error(JSON.stringify(data));
    expect(data.createWebhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { databaseId, id, url } = data.createWebhook.webhook;
    expect(id).toBe(globalId('Webhook', databaseId));
    expect(url).toBe('https://hooks.example.com/gql');
    expect((await gqlData(harness, alice.auth, Webhooks)).viewer.webhooks).toEqual([{ databaseId, url }]);
    expect((await send(harness, alice, 'GET', '/2017-09-01/customer/me/webhook')).body).toEqual({
      webhooks: [{ id: databaseId, url, events: null, is_active: true }],
    });
  });

  it('answers a typed ValidationError for a duplicate or a private URL', async () => {
    for (const [url, message] of <[string, string][]>[
      ['https://hooks.example.com/gql', 'is already the URL of an active webhook of this account'],
      ['https://internal.example.com/x', 'has a host name that resolves to a loopback, private or link-local address'],
      ['http://169.254.169.254/', 'must not point to a loopback, private or link-local address'],
    ]) {
      expect((await gqlData(harness, alice.auth, CreateWebhook, { url })).createWebhook).toEqual({
        __typename: 'ValidationError',
        fields: [{ path: ['url'], messages: [message] }],
      });
    }
  });
});

describe('deleteWebhook', () => {
  it('deletes a webhook of the viewer; deleting it again, or another account’s, is NotFoundError', async () => {
    const created = await gqlData(harness, bob.auth, CreateWebhook, { url: 'https://hooks.example.com/bob' });
    if (created.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error(JSON.stringify(created));
    const { id } = created.createWebhook.webhook;
    const alicesId = (await gqlData(harness, alice.auth, Webhooks)).viewer.webhooks[0]!.databaseId;
    expect((await gqlData(harness, bob.auth, DeleteWebhook, { id: globalId('Webhook', alicesId) })).deleteWebhook).toEqual({
      __typename: 'NotFoundError',
      code: 'not_found',
      message: 'Webhook not found',
    });
    expect((await gqlData(harness, bob.auth, DeleteWebhook, { id })).deleteWebhook).toEqual({ __typename: 'DeleteWebhookPayload', deletedWebhookId: id });
    expect((await gqlData(harness, bob.auth, Webhooks)).viewer.webhooks).toEqual([]);
    expect((await gqlData(harness, bob.auth, DeleteWebhook, { id })).deleteWebhook).toMatchObject({ __typename: 'NotFoundError' });
    expect((await gqlData(harness, alice.auth, Webhooks)).viewer.webhooks).toHaveLength(1);
  });
});
