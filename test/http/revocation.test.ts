/**
 * Issue 24, finding 2: a revoked credential keeps nothing open. A graphql-ws socket, a GraphQL
 * event stream and a web session's console feed opened with a credential end within a second
 * of the credential's revocation (a key deactivated, a password changed, a sign-out, an
 * operator's lock), and each operation or event on them is refused even before they end.
 */
import { createApiKey } from '../../src/domain/api-keys.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventBus, type BusWatch } from '../support/event-bus.js';
import { basicAuth, createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { EventStream, RawGraphQLSocket } from '../support/live.js';
import { partnerSaleBody } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let operator: TestAccount;
let bus: BusWatch;
const sockets: RawGraphQLSocket[] = [];
const streams: EventStream[] = [];

beforeAll(async () => {
  ({
    harness,
    accounts: { operator },
  } = await createHarnessWithAccounts({ operator: { isOperator: true } }));
  bus = watchEventBus(harness);
  harness.workers().start();
  server = await harness.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const stream of streams) stream.cancel();
  await server.close();
  await harness.close();
});

async function connect(authorization: string): Promise<RawGraphQLSocket> {
  const socket = await RawGraphQLSocket.connect(server.url, authorization);
  sockets.push(socket);
  return socket;
}

async function api(authorization: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await harness.fetch(path, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const password = (account: TestAccount) => basicAuth(account.email, account.password);

/** The id of the account's key that ends with the key's last four characters. */
async function keyIdOf(account: TestAccount, key = account.apiKey): Promise<number> {
  const listed = await api(password(account), 'GET', '/2017-09-01/customer/me/api_key');
  const keys = listed.body.api_keys as { id: number; last_four_characters: string }[];
  const found = keys.find((entry) => entry.last_four_characters === key.slice(-4));
  if (!found) throw new Error(`no key ending ${key.slice(-4)} in ${JSON.stringify(listed.body)}`);
  return found.id;
}

/**
 * Deactivates the account's key as its owner does, with another of its keys; answers when the
 * PATCH answered (the deactivation has committed).
 */
async function deactivate(account: TestAccount, key = account.apiKey): Promise<number> {
  const id = await keyIdOf(account, key);
  const other = await createApiKey(harness.services, account.id, 'owner');
  const patched = await api(basicAuth(account.email, other.key), 'PATCH', `/2017-09-01/customer/me/api_key/${id}`, { is_active: false });
  expect(patched).toMatchObject({ status: 200, body: { id, is_active: false } });
  return performance.now();
}

/** An event of the partner's: a sale it creates with its password (the key may be revoked). */
async function partnerEvent(partner: TestAccount): Promise<number> {
  const created = await api(password(partner), 'POST', '/2017-09-01/transaction', partnerSaleBody('buyer@example.com', 'seller@example.com', 10));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

const subscription = 'subscription { partnerEvents { name transaction { databaseId } } }';

/** Subscribes to the partner's events on the socket and waits until one arrives (the subscription is live). */
async function liveSubscription(socket: RawGraphQLSocket, partner: TestAccount): Promise<string> {
  const expected = bus.listening + 1;
  const id = socket.start(subscription);
  await bus.listeningTo(expected);
  const transactionId = await partnerEvent(partner);
  await socket.changes.until(
    () => socket.of(id).some((m) => m.type === 'next' && JSON.stringify(m.payload).includes(`"databaseId":${transactionId}`)),
    30_000,
    'the first event on the socket',
  );
  return id;
}

/** The events a subscription was sent so far. */
const delivered = (socket: RawGraphQLSocket, id: string) => socket.of(id).filter((message) => message.type === 'next').length;

/** Waits for the close and answers how long after `since` it came. */
async function closedWithin(socket: RawGraphQLSocket, since: number): Promise<{ code: number; reason: string; elapsedMs: number }> {
  const closed = await socket.waitClosed(5_000);
  return { ...closed, elapsedMs: performance.now() - since };
}

describe('deactivating an API key (finding 2)', () => {
  it('closes the graphql-ws socket opened with it within a second: no more queries, mutations or events', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const socket = await connect(partner.auth);
    const subscriptionId = await liveSubscription(socket, partner);
    const before = delivered(socket, subscriptionId);

    const revokedAt = await deactivate(partner);
    const closed = await closedWithin(socket, revokedAt);
    expect(closed).toMatchObject({ code: 4401, reason: 'Credentials revoked: sign in again' });
    expect(closed.elapsedMs).toBeLessThan(1000);

    // HTTP refuses the key too, and an event made now reaches nobody on the old socket.
    expect((await api(partner.auth, 'GET', '/2017-09-01/customer/me')).status).toBe(401);
    await partnerEvent(partner);
    expect(delivered(socket, subscriptionId)).toBe(before);
  });

  it('refuses each operation on a socket whose key was revoked before any notice reached the instance', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const querying = await connect(partner.auth);
    const minting = await connect(partner.auth);
    const keysBefore = await harness.services.prisma.apiKey.count({ where: { customerId: partner.id } });
    // As another instance does it: the row changes, the notice has not arrived here.
    await harness.services.prisma.apiKey.updateMany({ where: { customerId: partner.id }, data: { isActive: false } });

    const query = await querying.answer(querying.start('{ viewer { email } }'));
    expect(query).toMatchObject({ type: 'error', payload: [{ message: 'Credentials revoked: sign in again', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await querying.waitClosed()).toMatchObject({ code: 4401 });

    const mutation = await minting.answer(minting.start('mutation { createApiKey(input: { name: "mine now" }) { __typename ... on CreateApiKeyPayload { key } } }'));
    expect(mutation).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await minting.waitClosed()).toMatchObject({ code: 4401 });
    expect(await harness.services.prisma.apiKey.count({ where: { customerId: partner.id } })).toBe(keysBefore);
  });

  it('delivers no event on a key revoked more than a second ago, notice or not', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const socket = await connect(partner.auth);
    const subscriptionId = await liveSubscription(socket, partner);
    const before = delivered(socket, subscriptionId);
    await harness.services.prisma.apiKey.updateMany({ where: { customerId: partner.id }, data: { isActive: false } });
    harness.clock.advance(2);

    await partnerEvent(partner);
    expect(await socket.waitClosed()).toMatchObject({ code: 4401 });
    expect(delivered(socket, subscriptionId)).toBe(before);
  });

  it('ends a GraphQL event stream (SSE) opened with it', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const expected = bus.listening + 1;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: subscription }),
    });
    expect(response.status).toBe(200);
    const stream = new EventStream(response);
    streams.push(stream);
    await bus.listeningTo(expected);
    const transactionId = await partnerEvent(partner);
    await stream.waitFor((text) => text.includes(`"databaseId":${transactionId}`), 'the first event on the stream', 30_000);

    const revokedAt = await deactivate(partner);
    await stream.waitEnded(5_000);
    expect(performance.now() - revokedAt).toBeLessThan(1000);
    const later = await partnerEvent(partner);
    expect(stream.text).not.toContain(`"databaseId":${later}`);
  });
});

describe('changing a password', () => {
  it('closes the sockets signed in with the old password and keeps those of API keys', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const withPassword = await connect(password(partner));
    const withKey = await connect(partner.auth);
    expect(withPassword.acknowledged && withKey.acknowledged).toBe(true);

    const changed = await api(partner.auth, 'POST', '/graphql', {
      query: 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { __typename } }',
      variables: { c: partner.password, n: 'a brand new passphrase' },
    });
    expect(changed.body).toMatchObject({ data: { changePassword: { __typename: 'Session' } } });
    expect(await withPassword.waitClosed()).toMatchObject({ code: 4401 });
    const stillThere = await withKey.answer(withKey.start('{ viewer { email } }'));
    expect(stillThere).toMatchObject({ type: 'next', payload: { data: { viewer: { email: partner.email } } } });
  });
});

describe('web sessions', () => {
  async function consoleFeed(browser: WebClient): Promise<EventStream> {
    const response = await harness.fetch('/console/events', { headers: { cookie: browser.cookie } });
    expect(response.status).toBe(200);
    const stream = new EventStream(response);
    streams.push(stream);
    await stream.waitFor((text) => text.includes(': connected'), 'the feed to open');
    return stream;
  }

  it('ends the console feed of a session that signs out', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const browser = new WebClient(harness);
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
    const feed = await consoleFeed(browser);
    await browser.get('/console');
    expect((await browser.post('/sign-out', {})).status).toBe(303);
    await feed.waitEnded(1000);
    expect((await harness.fetch('/console/events', { headers: { cookie: `heldfunds_session=${'x'.repeat(43)}` } })).status).toBe(403);
  });

  it('ends the console feed of every session when the password changes elsewhere', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const browser = new WebClient(harness);
    await browser.signIn(partner.email, partner.password);
    const feed = await consoleFeed(browser);
    await api(partner.auth, 'POST', '/graphql', {
      query: 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { __typename } }',
      variables: { c: partner.password, n: 'another new passphrase' },
    });
    await feed.waitEnded(1000);
  });
});

describe('an operator lock', () => {
  const lock = (who: TestAccount, as: TestAccount = operator) =>
    api(as.auth, 'POST', '/graphql', {
      query:
        'mutation($id: Int!) { lockCustomer(customerId: $id, reason: "key leaked") { __typename ... on CustomerLockPayload { locked reason } ... on Error { message } } }',
      variables: { id: who.id },
    });
  const unlock = (who: TestAccount) =>
    api(operator.auth, 'POST', '/graphql', {
      query: 'mutation($email: String!) { unlockCustomer(email: $email) { __typename ... on CustomerLockPayload { locked } } }',
      variables: { email: who.email },
    });

  it('ends every socket, event stream and web session of the account and refuses it on every door', async () => {
    const partner = await createTestAccount(harness, { isPartner: true });
    const socket = await connect(partner.auth);
    await liveSubscription(socket, partner);
    const browser = new WebClient(harness);
    await browser.signIn(partner.email, partner.password);
    const feed = await (async () => {
      const response = await harness.fetch('/console/events', { headers: { cookie: browser.cookie } });
      const stream = new EventStream(response);
      streams.push(stream);
      await stream.waitFor((text) => text.includes(': connected'), 'the feed to open');
      return stream;
    })();

    const lockedAt = performance.now();
    expect((await lock(partner)).body).toEqual({ data: { lockCustomer: { __typename: 'CustomerLockPayload', locked: true, reason: 'key leaked' } } });
    expect((await closedWithin(socket, lockedAt)).code).toBe(4401);
    await feed.waitEnded(1000);
    expect(performance.now() - lockedAt).toBeLessThan(1000);

    const locked = { error: 'This account is locked by the service operator; contact support' };
    expect(await api(partner.auth, 'GET', '/2017-09-01/customer/me')).toEqual({ status: 403, body: locked });
    expect(await api(password(partner), 'GET', '/2017-09-01/customer/me')).toEqual({ status: 403, body: locked });
    const again = await connect(partner.auth);
    expect(again.closed).toEqual({ code: 4403, reason: locked.error });
    expect((await browser.get('/console')).status).toBe(303);
    const signIn = await new WebClient(harness).signIn(partner.email, partner.password);
    expect(signIn.body).toContain(locked.error);

    const trail = await harness.services.prisma.accountLockChange.findMany({ where: { customerId: partner.id } });
    expect(trail).toEqual([expect.objectContaining({ locked: true, reason: 'key leaked', actor: `operator:${operator.id}` })]);

    expect((await unlock(partner)).body).toEqual({ data: { unlockCustomer: { __typename: 'CustomerLockPayload', locked: false } } });
    expect((await api(partner.auth, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
  });

  it('is for operators only: anyone else is refused and nothing changes', async () => {
    const victim = await createTestAccount(harness);
    const stranger = await createTestAccount(harness, { isPartner: true });
    expect((await lock(victim, stranger)).body).toEqual({
      data: { lockCustomer: { __typename: 'ForbiddenError', message: 'Only operators may lock or unlock accounts' } },
    });
    expect(await harness.services.prisma.customer.findUnique({ where: { id: victim.id }, select: { lockedAt: true } })).toEqual({ lockedAt: null });
    expect(await harness.services.prisma.accountLockChange.count({ where: { customerId: victim.id } })).toBe(0);
    expect((await api(victim.auth, 'GET', '/2017-09-01/customer/me')).status).toBe(200);
  });
});
