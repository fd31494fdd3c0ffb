/** No 500 for any input: NUL and unpaired surrogates, bad percent-encoding, bad ids and cursors, disconnects. */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientClosedRequestError, readCappedBody } from '../../src/http/body.js';
import { restErrorResult } from '../../src/rest/errors.js';
import { basicAuth, createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let alice: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { alice },
  } = await createHarnessWithAccounts({ alice: {} }));
});
afterAll(() => harness.close());

async function postGraphQL(body: unknown) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: alice.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('NUL characters and unpaired surrogates', () => {
  it('answers 422 by field to a NUL in a REST body, before the database sees it', async () => {
    const keys = await harness.services.prisma.apiKey.count();
    const response = await postJson(harness, alice, '/2017-09-01/customer/me/api_key', { name: 'laptop\u0000' });
    expect(response).toEqual({ status: 422, body: { errors: { name: ['must not contain NUL characters'] } } });
    const body = cameraSaleBody('me');
    const sale = await postJson(harness, alice, '/2017-09-01/transaction', { ...body, items: [{ ...body.items[0], title: 'Cam\u0000era', description: '\ud800' }] });
    expect(sale.status).toBe(422);
    expect(sale.body).toEqual({
      errors: { items: { '0': { title: ['must not contain NUL characters'], description: ['must not contain unpaired surrogate characters'] } } },
    });
    expect(await harness.services.prisma.apiKey.count()).toBe(keys);
  });

  it('refuses a NUL in GraphQL variables (400) or string literals (a validation error) before any resolver', async () => {
    const asVariable = await postGraphQL({ query: 'mutation($n: String!) { createApiKey(input: { name: $n }) { __typename } }', variables: { n: 'a\u0000b' } });
    expect(asVariable.status).toBe(400);
    expect(asVariable.body.errors?.[0]).toMatchObject({ message: 'variables.n must not contain NUL characters', extensions: { code: 'BAD_USER_INPUT' } });
    const asLiteral = await postGraphQL({ query: 'mutation { createApiKey(input: { name: "a\\u0000b" }) { __typename } }' });
    expect(asLiteral.body.data).toBeUndefined();
    expect(asLiteral.body.errors?.[0]).toMatchObject({
      message: 'String values must not contain NUL characters',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const surrogate = await postGraphQL({ query: 'query($r: String!) { transactionByReference(reference: $r) { __typename } }', variables: { r: 'ref\ud800' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors?.[0]?.message).toBe('variables.r must not contain unpaired surrogate characters');
  });

  it('answers 400 to a NUL in a path segment or a query parameter', async () => {
    for (const path of ['/2017-09-01/transaction/reference/a%00b', '/2017-09-01/transaction?sort_direction=%00']) {
      const response = await harness.fetch(path, { headers: { authorization: alice.auth } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/must not contain NUL characters$/) });
    }
  });

  it('answers 400 to a NUL in the Basic username or password', async () => {
    for (const auth of [basicAuth('a\u0000@example.com', 'secret'), basicAuth(alice.email, `${alice.apiKey}\u0000`)]) {
      const response = await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: auth } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Basic credentials must not contain NUL characters' });
    }
  });

  it('refuses a NUL in a header at the HTTP layer', async () => {
    expect(() => new Headers({ 'as-customer': 'a\u0000b@example.com' })).toThrow();
  });
});

describe('paths', () => {
  it('answers 400 to bad percent-encoding, counted by the rate limiter like any request', async () => {
    const response = await harness.fetch('/2017-09-01/transaction/reference/%E0%A4%A', { headers: { authorization: alice.auth } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The path segment {reference} is not valid percent-encoded UTF-8' });
    expect(response.headers.get('ratelimit-remaining')).not.toBeNull();
  });
});

describe('GraphQL ids and cursors', () => {
  it.each([
    ['not base64', '!!!'],
    ['not a type and id', Buffer.from('nonsense').toString('base64')],
    ['a non-numeric id', Buffer.from('Transaction:abc').toString('base64')],
    ['an id past 32 bits', Buffer.from('Transaction:99999999999').toString('base64')],
  ])('answers BAD_USER_INPUT to a global id that is %s', async (_name, id) => {
    const result = await postGraphQL({ query: 'query($id: ID!) { transaction(id: $id) { __typename } }', variables: { id } });
    expect(result.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid global ID/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers BAD_USER_INPUT to a malformed cursor', async () => {
    for (const cursor of ['zzz', '-1', '1e3', '99999999999']) {
      const result = await postGraphQL({
        query: 'query($c: String) { viewer { transactions(first: 2, after: $c) { edges { cursor } } } }',
        variables: { c: cursor },
      });
      expect(result.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid cursor/), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('answers a client error to odd connection arguments and Prisma cursors, never INTERNAL_SERVER_ERROR', async () => {
    await postJson(harness, alice, '/2017-09-01/customer/me/webhook', { url: 'https://hooks.example.com/heldfunds' });
    for (const args of ['first: -1', 'last: 5', 'after: "zzz", first: 1', 'after: "R1BDOk46OTk5OTk5OTk5OTk5OTk5OTk5", first: 1', 'first: 100000']) {
      const result = await postGraphQL({ query: `{ viewer { webhooks { deliveries(${args}) { edges { cursor } } } } }` });
      expect({ args, codes: result.body.errors?.map((error) => error.extensions?.code) ?? [] }).not.toMatchObject({ codes: ['INTERNAL_SERVER_ERROR'] });
    }
  });
});

describe('clients that go away', () => {
  it('reads a body cut short as the client closing the request: a 400 that is not logged as an error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name": "lap'));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://heldfunds.test/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await expect(readCappedBody(request, 1024)).rejects.toBeInstanceOf(ClientClosedRequestError);
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as Parameters<typeof restErrorResult>[1];
    expect(restErrorResult(new ClientClosedRequestError(), log).status).toBe(400);
    expect(logged).toEqual([]);
  });

  it('keeps serving after a client disconnects in the middle of its body', async () => {
    const server = await harness.listen();
    try {
      const url = new URL('/2017-09-01/customer/me/api_key', server.url);
      await new Promise<void>((resolve) => {
        const request = httpRequest(url, {
          method: 'POST',
          headers: { authorization: alice.auth, 'content-type': 'application/json', 'content-length': '1000' },
        });
        request.on('error', () => resolve());
        request.write('{"name": "half', () => setImmediate(() => request.destroy()));
        request.on('close', () => resolve());
      });
      const after = await fetch(new URL('/2017-09-01/customer/me', server.url), { headers: { authorization: alice.auth } });
      expect(after.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
