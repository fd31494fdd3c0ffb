import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyLeaseMs, reserveIdempotencyKey, sweepIdempotencyRecords, writeTransaction } from '../../src/domain/idempotency/records.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody } from '../support/transactions.js';

let harness: Harness;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { alice, bob },
  } = await createHarnessWithAccounts({ alice: {}, bob: {} }));
});
afterAll(() => harness.close());

let keyCounter = 0;
const newKey = () => `key-${process.pid}-${++keyCounter}-${'x'.repeat(8)}`;

async function send(account: TestAccount, method: string, path: string, body: unknown, key: string | null, extra: Record<string, string> = {}) {
  const response = await harness.fetch(path, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }), ...extra },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>), headers: response.headers };
}

const transactionCount = () => harness.services.prisma.transaction.count();
const recordOf = (customerId: number, key: string) => harness.services.prisma.idempotencyRecord.findUnique({ where: { customerId_key: { customerId, key } } });

describe('Idempotency-Key on REST writes', () => {
  it('replays a transaction creation: same status and body, Idempotent-Replayed, nothing created again', async () => {
    const key = newKey();
    const body = domainNameBody(bob.email);
    const first = await send(alice, 'POST', '/2017-09-01/transaction', body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const count = await transactionCount();
    // The same JSON with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await send(alice, 'POST', '/2017-09-01/transaction', reordered, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toContain('application/json');
    expect(again.text).toBe(first.text);
    expect(await transactionCount()).toBe(count);
    const record = await recordOf(alice.id, key);
    expect(record).toMatchObject({ method: 'POST', path: '/2017-09-01/transaction', responseStatus: 201, lockToken: null });
    expect(record?.appliedAt).toBeInstanceOf(Date);
  });

  it('replays an action: the second agree answers the first result, not 409, and writes no timeline entry', async () => {
    const created = await send(alice, 'POST', '/2017-09-01/transaction', domainNameBody(bob.email), null);
    const id = created.body!.id as number;
    const key = newKey();
    const first = await send(bob, 'PATCH', `/2017-09-01/transaction/${id}`, { action: 'agree' }, key);
    expect(first.status).toBe(200);
    const entries = await harness.services.prisma.timelineEntry.count({ where: { transactionId: id } });
    const again = await send(bob, 'PATCH', `/2017-09-01/transaction/${id}`, { action: 'agree' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await harness.services.prisma.timelineEntry.count({ where: { transactionId: id } })).toBe(entries);
    // Without the key the same action is done again and refused by the state.
    expect((await send(bob, 'PATCH', `/2017-09-01/transaction/${id}`, { action: 'agree' }, null)).status).toBe(409);
  });

  it('replays a customer PATCH without applying it again', async () => {
    const key = newKey();
    const first = await send(alice, 'PATCH', '/2017-09-01/customer/me', { first_name: 'Alice' }, key);
    expect(first.status).toBe(200);
    await harness.services.prisma.customer.update({ where: { id: alice.id }, data: { firstName: 'Changed meanwhile' } });
    const again = await send(alice, 'PATCH', '/2017-09-01/customer/me', { first_name: 'Alice' }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toMatchObject({ first_name: 'Alice' });
    const stored = await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: alice.id } });
    expect(stored.firstName).toBe('Changed meanwhile');
  });

  it('answers 422 {"error"} when the key is reused with another body, path or method, and changes nothing', async () => {
    const key = newKey();
    expect((await send(alice, 'PATCH', '/2017-09-01/customer/me', { first_name: 'One' }, key)).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', '/2017-09-01/customer/me', { first_name: 'Two' }],
      ['PATCH', `/2017-09-01/customer/${alice.id}`, { first_name: 'One' }],
      ['POST', '/2017-09-01/transaction', domainNameBody(bob.email)],
    ] as const) {
      const count = await transactionCount();
      const reused = await send(alice, method, path, body, key);
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ error: expect.stringContaining('Idempotency-Key was already used with another request') });
      expect(await transactionCount()).toBe(count);
    }
    const stored = await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: alice.id } });
    expect(stored.firstName).toBe('One');
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = newKey();
    const body = { first_name: 'Running' };
    await send(alice, 'PATCH', '/2017-09-01/customer/me', body, key);
    // Put the record back in the state of a request that holds the key and has not finished.
    await harness.services.prisma.idempotencyRecord.update({
      where: { customerId_key: { customerId: alice.id, key } },
      data: {
        responseStatus: null,
        responseBody: null,
        appliedAt: null,
        lockToken: 'held',
        lockedUntil: new Date(harness.clock.now().getTime() + idempotencyLeaseMs),
      },
    });
    const concurrent = await send(alice, 'PATCH', '/2017-09-01/customer/me', body, key);
    expect(concurrent.status).toBe(409);
    expect(concurrent.body).toEqual({ error: expect.stringContaining('still running') });
    // A holder that died before its write committed frees the key when its lease runs out.
    harness.clock.advance(idempotencyLeaseMs / 1000 + 1);
    const retried = await send(alice, 'PATCH', '/2017-09-01/customer/me', body, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers 409 when a request was applied but its response was never recorded', async () => {
    const key = newKey();
    await send(alice, 'PATCH', '/2017-09-01/customer/me', { last_name: 'Crash' }, key);
    await harness.services.prisma.idempotencyRecord.update({
      where: { customerId_key: { customerId: alice.id, key } },
      data: { responseStatus: null, responseBody: null, lockToken: 'dead', lockedUntil: new Date(harness.clock.now().getTime() - 1) },
    });
    const replay = await send(alice, 'PATCH', '/2017-09-01/customer/me', { last_name: 'Crash' }, key);
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ error: expect.stringContaining('was applied but its response was not recorded') });
  });

  it('applies concurrent requests with one key once: the others answer 409 or the replay', async () => {
    const key = newKey();
    const before = await transactionCount();
    const results = await Promise.all(Array.from({ length: 4 }, () => send(alice, 'POST', '/2017-09-01/transaction', domainNameBody(bob.email), key)));
    expect(await transactionCount()).toBe(before + 1);
    const applied = results.filter((result) => result.status === 201 && result.headers.get('idempotent-replayed') === null);
    expect(applied).toHaveLength(1);
    for (const result of results) {
      if (result.status === 201) expect(result.text).toBe(applied[0]!.text);
      else expect(result.status).toBe(409);
    }
  });

  it('keeps keys per account: another caller may use the same key for its own request', async () => {
    const key = newKey();
    const mine = await send(alice, 'POST', '/2017-09-01/transaction', domainNameBody(bob.email), key);
    const theirs = await send(bob, 'POST', '/2017-09-01/transaction', domainNameBody(alice.email, { description: 'Bob sells' }), key);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body!.id).not.toBe(mine.body!.id);
  });

  it('remembers a refusal that changed nothing: the record is completed but never applied', async () => {
    const key = newKey();
    const count = await transactionCount();
    const refused = await send(alice, 'POST', '/2017-09-01/transaction', { currency: 'usd' }, key);
    expect(refused.status).toBe(422);
    const again = await send(alice, 'POST', '/2017-09-01/transaction', { currency: 'usd' }, key);
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(refused.text);
    expect(await transactionCount()).toBe(count);
    expect(await recordOf(alice.id, key)).toMatchObject({ responseStatus: 422, appliedAt: null });
  });

  it('refuses bad keys with 400 {"error"}', async () => {
    for (const key of ['k'.repeat(256), 'caf\u00e9']) {
      const count = await transactionCount();
      const refused = await send(alice, 'POST', '/2017-09-01/transaction', domainNameBody(bob.email), key);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'Idempotency-Key must be 1 to 255 printable ASCII characters' });
      expect(await transactionCount()).toBe(count);
    }
    expect((await send(alice, 'POST', '/2017-09-01/transaction', domainNameBody(bob.email), 'k'.repeat(255))).status).toBe(201);
  });

  it('forgets keys after 24 hours: expired on lookup, and swept', async () => {
    const key = newKey();
    await send(alice, 'PATCH', '/2017-09-01/customer/me', { first_name: 'Day one' }, key);
    harness.clock.advance(24 * 3600 + 1);
    const next = await send(alice, 'PATCH', '/2017-09-01/customer/me', { first_name: 'Day two' }, key);
    expect(next.status).toBe(200);
    expect(next.headers.get('idempotent-replayed')).toBeNull();
    harness.clock.advance(24 * 3600 + 1);
    expect(await sweepIdempotencyRecords(harness.services)).toBeGreaterThan(0);
    expect(await recordOf(alice.id, key)).toBeNull();
  });
});

describe('Idempotency-Key on GraphQL mutations', () => {
  const mutation = 'mutation Add($name: String!) { createApiKey(input: { name: $name }) { __typename ... on CreateApiKeyPayload { key apiKey { databaseId } } } }';
  const post = (account: TestAccount, body: unknown, key: string) => send(account, 'POST', '/graphql', body, key);

  it('replays a mutation (query, variables, operation name) and refuses another one with the key', async () => {
    const key = newKey();
    const keys = () => harness.services.prisma.apiKey.count({ where: { customerId: alice.id } });
    const first = await post(alice, { query: mutation, variables: { name: 'ci' }, operationName: 'Add' }, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { createApiKey: { __typename: 'CreateApiKeyPayload' } } });
    const count = await keys();
    const again = await post(alice, { operationName: 'Add', variables: { name: 'ci' }, query: mutation }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await keys()).toBe(count);
    const other = await post(alice, { query: mutation, variables: { name: 'other' }, operationName: 'Add' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ errors: [{ message: expect.stringContaining('another request'), extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } }] });
    expect(await keys()).toBe(count);
  });

  it('ignores the key on queries: reads are not recorded', async () => {
    const key = newKey();
    const read = await post(alice, { query: '{ viewer { email } }' }, key);
    expect(read.status).toBe(200);
    expect(await recordOf(alice.id, key)).toBeNull();
  });
});

describe('the record commits with the write', () => {
  it('a write that fails inside its transaction leaves the record unapplied and writes nothing', async () => {
    const reservation = await reserveIdempotencyKey(harness.services, { customerId: alice.id, key: newKey(), method: 'POST', path: '/x', requestHash: 'h' });
    if (reservation.kind !== 'execute') throw new Error(`unexpected ${reservation.kind}`);
    const scoped = { ...harness.services, idempotency: reservation.scope };
    const keysBefore = await harness.services.prisma.apiKey.count();
    await expect(
      writeTransaction(scoped, async (tx) => {
        await tx.apiKey.create({ data: { customerId: alice.id, name: 'doomed', keyHash: `doomed-${newKey()}`, lastFour: 'abcd' } });
        throw new Error('the write fails after its changes');
      }),
    ).rejects.toThrow('the write fails');
    expect(reservation.scope.applied).toBe(false);
    expect(await harness.services.prisma.apiKey.count()).toBe(keysBefore);
    const record = await harness.services.prisma.idempotencyRecord.findUniqueOrThrow({ where: { id: reservation.scope.recordId } });
    expect(record.appliedAt).toBeNull();
    expect(record.responseStatus).toBeNull();
  });

  it('a request that lost its key (taken over after its lease) rolls its write back', async () => {
    const reservation = await reserveIdempotencyKey(harness.services, { customerId: alice.id, key: newKey(), method: 'POST', path: '/x', requestHash: 'h' });
    if (reservation.kind !== 'execute') throw new Error(`unexpected ${reservation.kind}`);
    await harness.services.prisma.idempotencyRecord.update({ where: { id: reservation.scope.recordId }, data: { lockToken: 'someone else' } });
    const keysBefore = await harness.services.prisma.apiKey.count();
    await expect(
      writeTransaction({ ...harness.services, idempotency: reservation.scope }, (tx) =>
        tx.apiKey.create({ data: { customerId: alice.id, name: 'late', keyHash: `late-${newKey()}`, lastFour: 'abcd' } }),
      ),
    ).rejects.toThrow('taken over by a retry');
    expect(await harness.services.prisma.apiKey.count()).toBe(keysBefore);
  });
});
