import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startTcpProxy, throughProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { partnerSaleBody } from '../support/transactions.js';
import { until } from '../support/waiting.js';

// A write cut off by a database outage after it reserved its Idempotency-Key: the service
// reaches PostgreSQL through a TCP proxy this test controls. The write is held at its INSERT by
// a table lock taken on a direct connection (not through the proxy), so the cut lands while the
// request holds its key and before anything commits. The key must be released once the
// database returns, so the same request sent again runs, instead of answering 409 "in use"
// until the 60 s lease ends. Runs on PostgreSQL (TEST_DATABASE_URL).

describe.skipIf(!testDatabaseUrl())('an Idempotency-Key whose request met a database outage', { timeout: 60_000 }, () => {
  let proxy: TcpProxy;
  let harness: Harness;
  let partner: TestAccount;
  let base: string;
  let closeServer: () => Promise<void>;
  let locker: pg.Client;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl()!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    harness = await createHarness({}, { connectTo: (url) => throughProxy(url, proxy), connectTimeoutMs: 2_000, poolSize: 4 });
    partner = await createTestAccount(harness, { email: `partner-${randomUUID()}@example.com`, isPartner: true });
    const server = await harness.listen();
    base = server.url;
    closeServer = server.close;
    locker = new pg.Client({ connectionString: harness.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    proxy.restore();
    await locker.end();
    await harness.close();
    await closeServer();
    await proxy.close();
  });

  const send = async (key: string, description: string) => {
    const response = await fetch(`${base}/2017-09-01/transaction`, {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ ...partnerSaleBody('buyer@example.com', 'seller@example.com', 10), description }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { id?: number; error?: string } };
  };

  it('is released once the database returns: the same request sent again runs, once', async () => {
    const key = randomUUID();
    const marker = `cut-${key}`;
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "Transaction" IN EXCLUSIVE MODE');
    const first = send(key, marker);
    // The request reserved its key and waits for the lock at its INSERT.
    await until(async () => {
      const { rows } = await locker.query<{ reserved: number; waiting: number }>(
        `SELECT (SELECT count(*) FROM "IdempotencyRecord" WHERE "key" = $1)::int AS "reserved",
                (SELECT count(*) FROM pg_stat_activity WHERE "datname" = current_database() AND "wait_event_type" = 'Lock')::int AS "waiting"`,
        [key],
      );
      return rows[0]!.reserved === 1 && rows[0]!.waiting > 0;
    }, 10_000);

    proxy.cut();
    const refused = await first;
    expect(refused).toMatchObject({ status: 503, retryAfter: '5', body: { error: 'The service is temporarily unavailable; retry later' } });
    await locker.query('ROLLBACK');
    // The key is still reserved (the release could not be written) and nothing was applied.
    const { rows: held } = await locker.query<{ appliedAt: Date | null }>('SELECT "appliedAt" FROM "IdempotencyRecord" WHERE "key" = $1', [key]);
    expect(held).toEqual([{ appliedAt: null }]);
    expect((await send(key, marker)).status).toBe(503);

    proxy.restore();
    const restored = Date.now();
    let inUse = 0;
    let created: Awaited<ReturnType<typeof send>> | undefined;
    await until(async () => {
      const answer = await send(key, marker);
      if (answer.status === 409) inUse += 1;
      else created = answer;
      return created !== undefined;
    }, 15_000);
    const freedAfterMs = Date.now() - restored;
    expect(created).toMatchObject({ status: 201 });
    // Well within the 60 s lease: the release was written about a second after the database returned.
    expect(freedAfterMs).toBeLessThan(10_000);
    console.info(`idempotency key free ${freedAfterMs} ms after the database returned (${inUse} answers 409 before)`);
    expect(await harness.services.prisma.transaction.count({ where: { description: marker } })).toBe(1);
    // The same request again now replays the creation.
    expect(await send(key, marker)).toMatchObject({ status: 201, body: { id: created!.body.id } });
  });
});
