/**
 * The two transports of the edge (src/http/node-transport.ts): the same request sent to a server
 * mounting the server adapter alone and to one mounting `app.requestListener` (REST straight
 * from node:http) answers the same bytes: status line, header lines in their order, body, and
 * whether the connection stays open. Only the Date line and the rate limit's running count may
 * differ (the two share one harness, so the second request has one request fewer left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { rawRequest, type RawAnswer } from '../support/raw-http.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

type Server = Awaited<ReturnType<Harness['listen']>>;

const trustedOrigin = 'https://app.example.com';

let harness: Harness;
let alice: TestAccount;
let partner: TestAccount;
let adapter: Server;
let node: Server;
let transactionId: number;

beforeAll(async () => {
  ({
    harness,
    accounts: { alice, partner },
  } = await createHarnessWithAccounts({ alice: {}, partner: { isPartner: true } }, { maxBodyBytes: 1024, corsOrigins: [trustedOrigin] }));
  transactionId = (await postJson(harness, alice, '/2017-09-01/transaction', cameraSaleBody('me'))).body.id as number;
  adapter = await harness.listen({ transport: 'adapter' });
  node = await harness.listen();
});
afterAll(async () => {
  await adapter.close();
  await node.close();
  await harness.close();
});

/** The answer with what may differ between two sendings blanked: the Date, the rate limit's count. */
function comparable(answer: RawAnswer) {
  return {
    statusLine: answer.statusLine,
    headers: answer.headers.map((line) => line.replace(/^(Date|ratelimit-remaining|ratelimit-reset): .*$/i, '$1: *')),
    body: answer.body.toString('latin1'),
    closed: answer.closed,
  };
}

/** A request's bytes: the request line, Host, the given header lines, then the body. */
function request(method: string, path: string, headers: Record<string, string>, body = ''): (url: string) => string {
  return (url) => {
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${new URL(url).host}`,
      'X-Request-Id: parity',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    return `${lines.join('\r\n')}\r\n\r\n${body}`;
  };
}

async function both(bytes: (url: string) => string, options: { head?: boolean } = {}) {
  const viaAdapter = await rawRequest(adapter.url, bytes(adapter.url), options);
  const viaNode = await rawRequest(node.url, bytes(node.url), options);
  return { viaAdapter: comparable(viaAdapter), viaNode: comparable(viaNode) };
}

async function expectSame(bytes: (url: string) => string, status: number, options: { head?: boolean } = {}) {
  const { viaAdapter, viaNode } = await both(bytes, options);
  expect(viaNode).toEqual(viaAdapter);
  expect(viaNode.statusLine).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
  return viaNode;
}

const json = (auth: string, extra: Record<string, string> = {}) => ({ Authorization: auth, 'Content-Type': 'application/json', ...extra });

describe('REST answers the same bytes through node:http and the server adapter', () => {
  it('GET by id, a listing with its query, and the customer', async () => {
    const answer = await expectSame(request('GET', `/2017-09-01/transaction/${transactionId}`, { Authorization: alice.auth }), 200);
    expect(answer.headers.slice(0, 3)).toEqual([
      'content-type: application/json; charset=utf-8',
      expect.stringMatching(/^content-length: \d+$/),
      'x-request-id: parity',
    ]);
    await expectSame(request('GET', '/2017-09-01/transaction?page=1&per_page=1', { Authorization: alice.auth }), 200);
    await expectSame(request('GET', '/2017-09-01/customer/me/', { Authorization: alice.auth }), 200);
  });

  it('the refusals before the handler: no credentials, a wrong key, unreadable Basic', async () => {
    await expectSame(request('GET', `/2017-09-01/transaction/${transactionId}`, {}), 401);
    await expectSame(
      request('GET', `/2017-09-01/transaction/${transactionId}`, { Authorization: `Basic ${Buffer.from(`${alice.email}:wrong`).toString('base64')}` }),
      401,
    );
    await expectSame(request('GET', `/2017-09-01/transaction/${transactionId}`, { Authorization: 'Bearer nothing' }), 401);
  });

  it('the route table’s answers: 404, 405 with Allow, HEAD, a bad path segment, a NUL in the query', async () => {
    await expectSame(request('GET', '/2017-09-01/nothing/here', { Authorization: alice.auth }), 404);
    await expectSame(request('GET', '/2017-09-01', { Authorization: alice.auth }), 404);
    await expectSame(request('DELETE', `/2017-09-01/transaction/${transactionId}`, { Authorization: alice.auth }), 405);
    await expectSame(request('HEAD', `/2017-09-01/transaction/${transactionId}`, { Authorization: alice.auth }), 405, { head: true });
    await expectSame(request('GET', '/2017-09-01/transaction/%E0%A4%A', { Authorization: alice.auth }), 400);
    await expectSame(request('GET', '/2017-09-01/transaction?page=%00', { Authorization: alice.auth }), 400);
    await expectSame(request('GET', '/2017-09-01/transaction/999999', { Authorization: alice.auth }), 404);
  });

  it('bodies: not JSON, a form (415), fields refused (422), past the cap by length and by bytes (413)', async () => {
    await expectSame(request('POST', '/2017-09-01/transaction', json(alice.auth, { 'Content-Length': '5' }), '{"no"'), 400);
    await expectSame(request('POST', '/2017-09-01/transaction', { Authorization: alice.auth, 'Content-Type': 'text/plain', 'Content-Length': '2' }, '{}'), 415);
    await expectSame(request('POST', '/2017-09-01/transaction', json(alice.auth, { 'Content-Length': '2' }), '{}'), 422);
    await expectSame(request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { 'Content-Length': '5000' }), '{"name": "x'), 413);
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;
    const answer = await expectSame(
      request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { 'Transfer-Encoding': 'chunked' }), `${chunk}${chunk}0\r\n\r\n`),
      413,
    );
    expect(answer.closed).toBe(false);
  });

  it('framing a server refuses before any listener: Content-Length with Transfer-Encoding', async () => {
    const { viaAdapter, viaNode } = await both(
      request('POST', '/2017-09-01/transaction', json(alice.auth, { 'Content-Length': '2', 'Transfer-Encoding': 'chunked' }), '{}'),
    );
    expect(viaNode).toEqual(viaAdapter);
    expect(viaNode.statusLine).toMatch(/^HTTP\/1.1 400 /);
  });

  it('a body the client cuts short: both close without an answer the client could read', async () => {
    const cut = async (url: string) =>
      rawRequest(url, request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { 'Content-Length': '100' }), '{"name": "half')(url), {
        endAfterWrite: true,
      }).then(comparable, (error: Error) => error.message.replace(/:\d+/g, ''));
    expect(await cut(node.url)).toEqual(await cut(adapter.url));
    const after = await expectSame(request('GET', '/2017-09-01/customer/me', { Authorization: alice.auth }), 200);
    expect(after.closed).toBe(false);
  });

  it('idempotent writes: the first answer replayed, a reused key refused, a key still running', async () => {
    const key = { 'Idempotency-Key': `parity-${Date.now()}` };
    const body = JSON.stringify({ name: 'parity key' });
    const first = await rawRequest(
      adapter.url,
      request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { ...key, 'Content-Length': String(body.length) }), body)(adapter.url),
    );
    expect(first.statusLine).toMatch(/^HTTP\/1.1 201 /);
    const replay = await expectSame(
      request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { ...key, 'Content-Length': String(body.length) }), body),
      201,
    );
    expect(replay.headers).toContain('idempotent-replayed: true');
    expect(replay.body).toBe(first.body.toString('latin1'));
    const other = JSON.stringify({ name: 'another' });
    await expectSame(request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { ...key, 'Content-Length': String(other.length) }), other), 422);
    await expectSame(request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { 'Idempotency-Key': '', 'Content-Length': '2' }), '{}'), 400);
  });

  it('a write without a key: the same status and header lines (the new ids differ)', async () => {
    const body = JSON.stringify({ name: 'no key' });
    const { viaAdapter, viaNode } = await both(
      request('POST', '/2017-09-01/customer/me/api_key', json(alice.auth, { 'Content-Length': String(body.length) }), body),
    );
    expect(viaNode.statusLine).toBe(viaAdapter.statusLine);
    expect(viaNode.headers.map((line) => line.split(':')[0])).toEqual(viaAdapter.headers.map((line) => line.split(':')[0]));
    expect(Object.keys(JSON.parse(viaNode.body) as object)).toEqual(Object.keys(JSON.parse(viaAdapter.body) as object));
  });

  it('As-Customer: a partner acting for someone who is not a party, and for an unknown email', async () => {
    const path = `/2017-09-01/transaction/${transactionId}/disbursement_methods`;
    await expectSame(request('GET', path, { Authorization: partner.auth, 'As-Customer': alice.email }), 403);
    await expectSame(request('GET', path, { Authorization: partner.auth, 'As-Customer': 'nobody@example.com' }), 403);
    await expectSame(request('GET', path, { Authorization: alice.auth, 'As-Customer': partner.email }), 403);
  });

  it('what node:http hands to the adapter answers as the adapter does: CORS, GraphQL, the probes, a path outside the prefix', async () => {
    await expectSame(
      request('OPTIONS', '/2017-09-01/transaction', {
        Origin: trustedOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      }),
      204,
    );
    await expectSame(request('GET', `/2017-09-01/transaction/${transactionId}`, { Origin: trustedOrigin, Authorization: alice.auth }), 200);
    await expectSame(request('POST', '/graphql', json(alice.auth, { 'Content-Length': '25' }), '{"query":"{ __typename }"}'.slice(0, 25)), 400);
    const query = '{"query":"{ __typename }"}';
    await expectSame(request('POST', '/graphql', json(alice.auth, { 'Content-Length': String(query.length) }), query), 200);
    await expectSame(request('GET', '/healthz', {}), 200);
    await expectSame(request('GET', '/2017-09-01x', { Authorization: alice.auth }), 404);
    await expectSame(request('GET', '/2017-09-01/../healthz', {}), 200);
  });
});

describe('the request limit answers the same through both transports', () => {
  let limited: Harness;
  let bob: TestAccount;
  let carol: TestAccount;
  let servers: Server[];

  beforeAll(async () => {
    ({
      harness: limited,
      accounts: { bob, carol },
    } = await createHarnessWithAccounts({ bob: {}, carol: {} }, { rateLimitPerMinute: 2 }));
    servers = [await limited.listen({ transport: 'adapter' }), await limited.listen()];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await limited.close();
  });

  it('each account’s third request is a 429 with Retry-After, in the same bytes', async () => {
    const answers = [];
    for (const [server, account] of [
      [servers[0]!, bob],
      [servers[1]!, carol],
    ] as const) {
      const send = () => rawRequest(server.url, request('GET', '/2017-09-01/customer/me/api_key', { Authorization: account.auth })(server.url)).then(comparable);
      await send();
      await send();
      answers.push(await send());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.statusLine).toMatch(/^HTTP\/1.1 429 /);
    expect(answers[0]!.headers.some((line) => line.startsWith('retry-after: '))).toBe(true);
  });
});
