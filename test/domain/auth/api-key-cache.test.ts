import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../../src/db/database.js';
import { ApiKeyCache, apiKeyCacheOf, credentialsChanged, startApiKeyCache } from '../../../src/domain/auth/api-key-cache.js';
import type { Viewer } from '../../../src/domain/auth/authenticate.js';
import type { Services } from '../../../src/domain/services.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { getJson, postJson } from '../../support/transactions.js';
import { until } from '../../support/waiting.js';

const viewerOf = (id: number): Viewer => ({ customer: { id } as Viewer['customer'], method: 'api_key', apiKeyId: 7 });

describe('ApiKeyCache', () => {
  it('answers a fresh entry for the same email only, and forgets it when its time is up', () => {
    let now = 0;
    const cache = new ApiKeyCache(5_000, () => now);
    cache.set('h', 'a@example.com', viewerOf(1), cache.begin());
    expect(cache.get('h', 'a@example.com')?.customer.id).toBe(1);
    expect(cache.get('h', 'b@example.com')).toBeUndefined();
    now = 4_999;
    expect(cache.get('h', 'a@example.com')).toBeDefined();
    now = 5_000;
    expect(cache.get('h', 'a@example.com')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a customer’s entries, and does not keep a lookup that started before the drop', () => {
    const cache = new ApiKeyCache();
    cache.set('one', 'a@example.com', viewerOf(1), cache.begin());
    cache.set('two', 'b@example.com', viewerOf(2), cache.begin());
    const started = cache.begin();
    cache.forgetCustomer(1);
    cache.set('late', 'a@example.com', viewerOf(1), started); // read from the database before the change
    expect(cache.get('one', 'a@example.com')).toBeUndefined();
    expect(cache.get('late', 'a@example.com')).toBeUndefined();
    expect(cache.get('two', 'b@example.com')).toBeDefined();
  });
});

describe('API-key authentication with the cache on', () => {
  let harness: Harness;
  let alice: TestAccount;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    harness = await createHarness();
    alice = await createTestAccount(harness);
    stop = startApiKeyCache(harness.services).stop;
  });
  afterAll(async () => {
    await stop();
    await harness.close();
  });

  const statementsOf = async (request: () => Promise<unknown>) => {
    harness.db.queries.reset();
    await request();
    return harness.db.queries.count;
  };

  it('authenticates a key it checked without a statement; a password costs its lookup every time', async () => {
    const first = await statementsOf(() => getJson(harness, alice, '/2017-09-01/customer/me'));
    const second = await statementsOf(() => getJson(harness, alice, '/2017-09-01/customer/me'));
    expect(second).toBe(first - 1);
    const withPassword = { ...alice, auth: basicAuth(alice.email, alice.password) };
    const passwordFirst = await statementsOf(() => getJson(harness, withPassword, '/2017-09-01/customer/me'));
    expect(await statementsOf(() => getJson(harness, withPassword, '/2017-09-01/customer/me'))).toBe(passwordFirst);
    expect(passwordFirst).toBe(first);
  });

  it('refuses a deactivated key on the very next request, and sees a profile change at once', async () => {
    const { body: created } = await postJson(harness, alice, '/2017-09-01/customer/me/api_key', { name: 'to deactivate' });
    const keyAuth = { ...alice, auth: basicAuth(alice.email, created.key as string) };
    expect((await getJson(harness, keyAuth, '/2017-09-01/customer/me')).status).toBe(200);
    expect((await postJson(harness, alice, `/2017-09-01/customer/me/api_key/${created.id as number}`, { is_active: false }, 'PATCH')).status).toBe(200);
    expect((await getJson(harness, keyAuth, '/2017-09-01/customer/me')).status).toBe(401);

    expect((await getJson(harness, alice, '/2017-09-01/customer/me')).body.first_name).not.toBe('Cached');
    expect((await postJson(harness, alice, '/2017-09-01/customer/me', { first_name: 'Cached' }, 'PATCH')).status).toBe(200);
    expect(apiKeyCacheOf(harness.services.prisma)?.size).toBe(0);
    expect((await getJson(harness, alice, '/2017-09-01/customer/me')).body.first_name).toBe('Cached');
  });

  it('drops a customer’s entries when another instance announces a change on the event bus', async () => {
    // A second instance: its own database client (hence its own cache), the same bus.
    const other: Services = { ...harness.services, prisma: new Proxy(harness.services.prisma, {}) as PrismaClient };
    const { cache, stop: stopOther } = startApiKeyCache(other);
    try {
      cache.set('some key', alice.email, viewerOf(alice.id), cache.begin());
      credentialsChanged(harness.services, alice.id);
      await until(() => cache.size === 0, 5_000, 'the other instance to drop the entry');
    } finally {
      await stopOther();
    }
  });
});
