import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './generated/gql.js';
import { gql, gqlData } from '../support/graphql.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let alice: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  alice = await createTestAccount(harness, { email: 'alice@example.com' });
});
afterAll(() => harness.close());

const Viewer = graphql(`
  query Viewer {
    viewer {
      id
      databaseId
      email
      personalVerification { status }
      apiKeys { name isActive lastFourCharacters }
    }
  }
`);

const CreateApiKey = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(input: { name: $name }) {
      __typename
      ... on CreateApiKeyPayload { key apiKey { name isActive lastFourCharacters } }
      ... on ValidationError { message code fields { path messages } }
    }
  }
`);

const NodeLookup = graphql(`
  query NodeLookup($id: ID!) {
    node(id: $id) { id ... on Customer { email } }
  }
`);

describe('viewer', () => {
  it('returns the authenticated customer with its keys', async () => {
    const data = await gqlData(harness, alice.auth, Viewer);
    expect(data.viewer).toEqual({
      id: expect.any(String),
      databaseId: alice.id,
      email: 'alice@example.com',
      personalVerification: { status: 'not_verified' },
      apiKeys: [{ name: 'test key', isActive: true, lastFourCharacters: alice.apiKey.slice(-4) }],
    });
  });

  it('costs a constant number of SQL queries', async () => {
    harness.db.queries.reset();
    await gqlData(harness, alice.auth, Viewer);
    // 1 authentication (key joined to its customer) + 1 customer joined to its keys.
    expect(harness.db.queries.count).toBe(2);
  });

  it('answers a selection without relations from the authenticated row, with no statement of its own', async () => {
    harness.db.queries.reset();
    const result = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { databaseId email isPartner personalVerification { status } } }' }),
    });
    expect(await result.json()).toEqual({
      data: { viewer: { databaseId: alice.id, email: 'alice@example.com', isPartner: false, personalVerification: { status: 'not_verified' } } },
    });
    // authentication only (the key joined to its customer)
    expect(harness.db.queries.count).toBe(1);
  });

  it('resolves the viewer as a Relay node, and hides other customers', async () => {
    const { viewer } = await gqlData(harness, alice.auth, Viewer);
    expect((await gqlData(harness, alice.auth, NodeLookup, { id: viewer.id })).node).toEqual({ id: viewer.id, email: alice.email });
    // Another customer is not confirmed to exist: null, as for an id that exists nowhere.
    const bob = await createTestAccount(harness);
    const result = await gql(harness, bob.auth, NodeLookup, { id: viewer.id });
    expect(result).toEqual({ status: 200, data: { node: null } });
    const missing = await gql(harness, bob.auth, NodeLookup, { id: Buffer.from('Customer:999999').toString('base64') });
    expect(missing).toEqual({ status: 200, data: { node: null } });
  });
});

describe('createApiKey', () => {
  it('returns the full key once, and the key authenticates', async () => {
    const data = await gqlData(harness, alice.auth, CreateApiKey, { name: 'ci' });
    if (data.createApiKey.__typename !== 'CreateApiKeyPayload') throw new Error('expected a payload');
    expect(data.createApiKey.key).toMatch(/^hf_test_[\w-]{43}$/);
    expect(data.createApiKey.apiKey).toEqual({ name: 'ci', isActive: true, lastFourCharacters: data.createApiKey.key.slice(-4) });
    const auth = `Basic ${Buffer.from(`${alice.email}:${data.createApiKey.key}`).toString('base64')}`;
    expect((await gqlData(harness, auth, Viewer)).viewer.email).toBe(alice.email);
  });

  it('answers a typed ValidationError for a blank name', async () => {
    const data = await gqlData(harness, alice.auth, CreateApiKey, { name: '  ' });
    expect(data.createApiKey).toEqual({
      __typename: 'ValidationError',
      code: 'validation_failed',
      message: 'The request has invalid fields',
      fields: [{ path: ['name'], messages: ['is required'] }],
    });
  });
});
