import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { Receiver } from '../support/receiver.js';
import { startTcpProxy, throughProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { partnerSaleBody } from '../support/transactions.js';
import { until } from '../support/waiting.js';
import { WebClient } from '../support/web.js';

// PostgreSQL cut and restored under load, through a TCP proxy this test controls (PostgreSQL
// itself keeps running: what was committed before the cut is there after it). Runs on
// PostgreSQL (TEST_DATABASE_URL).

const createTransaction = `mutation($input: CreateTransactionInput!) {
  createTransaction(input: $input) { __typename ... on CreateTransactionPayload { transaction { databaseId } } }
}`;

/** One write the load sent: its marker (the transaction's description), its key, and how it was answered. */
interface Write {
  face: 'rest' | 'graphql';
  marker: string;
  key: string;
  status: number;
  retryAfter: string | null;
  /** The created transaction's id when acknowledged. */
  id?: number;
  body: string;
}

describe.skipIf(!testDatabaseUrl())('PostgreSQL cut and restored through a TCP proxy', { timeout: 90_000 }, () => {
  let proxy: TcpProxy;
  let harness: Harness;
  let partner: TestAccount;
  let receiver: Receiver;
  let base: string;
  let closeServer: () => Promise<void>;
  let browser: WebClient;

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl()!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    harness = await createHarness({}, { connectTo: (url) => throughProxy(url, proxy), connectTimeoutMs: 2_000, poolSize: 6 });
    partner = await createTestAccount(harness, { email: `partner-${randomUUID()}@example.com`, isPartner: true });
    receiver = await new Receiver().start();
    await harness.services.prisma.webhook.create({
      data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: generateWebhookSecret() },
    });
    harness.workers().start();
    const server = await harness.listen();
    base = server.url;
    closeServer = server.close;
    browser = new WebClient(harness);
    await browser.get('/sign-in');
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
  });
  afterAll(async () => {
    proxy.restore();
    // The harness stops its workers and ends the server's connections.
    await harness.close();
    await closeServer();
    await receiver.stop();
    await proxy.close();
  });

  /** Sends one write over loopback HTTP, through the face given, with its own Idempotency-Key. */
  async function send(write: Pick<Write, 'face' | 'marker' | 'key'>): Promise<Write> {
    const sale = partnerSaleBody('buyer@example.com', 'seller@example.com', 10);
    const headers = { authorization: partner.auth, 'content-type': 'application/json', 'idempotency-key': write.key };
    const response =
      write.face === 'rest'
        ? await fetch(`${base}/2017-09-01/transaction`, { method: 'POST', headers, body: JSON.stringify({ ...sale, description: write.marker }) })
        : await fetch(`${base}/graphql`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              query: createTransaction,
              variables: {
                input: {
                  currency: 'usd',
                  description: write.marker,
                  parties: sale.parties,
                  items: [
                    {
                      title: 'example.com',
                      type: 'domain_name',
                      inspectionPeriod: 259200,
                      schedule: [{ amount: '10.00', payerCustomer: 'buyer@example.com', beneficiaryCustomer: 'seller@example.com' }],
                    },
                  ],
                },
              },
            }),
          });
    const body = await response.text();
    const parsed = JSON.parse(body) as { id?: number; data?: { createTransaction?: { transaction?: { databaseId: number } } } };
    const id = write.face === 'rest' ? (response.status === 201 ? parsed.id : undefined) : parsed.data?.createTransaction?.transaction?.databaseId;
    return { ...write, status: response.status, retryAfter: response.headers.get('retry-after'), id, body };
  }

  it('answers 503 with Retry-After on every face while cut, serves again in the same process, loses no acknowledged write and applies no refused one', async () => {
    const writes: Write[] = [];
    let stopping = false;
    let cutAt = 0;
    let first503Ms: number | undefined;
    const loop = async (face: Write['face']) => {
      while (!stopping) {
        const write = await send({ face, marker: `outage ${face} ${randomUUID()}`, key: randomUUID() });
        if (write.status === 503 && first503Ms === undefined && cutAt > 0) first503Ms = performance.now() - cutAt;
        writes.push(write);
      }
    };
    // Bounded load: three REST and three GraphQL clients, one request at a time each.
    const clients = [...Array.from({ length: 3 }, () => loop('rest')), ...Array.from({ length: 3 }, () => loop('graphql'))];
    const acknowledged = () => writes.filter((write) => write.id !== undefined).length;
    await until(() => acknowledged() >= 12, 30_000, 'writes before the cut');

    cutAt = performance.now();
    proxy.cut();
    await until(() => writes.filter((write) => write.status === 503 && write.face === 'rest').length >= 3, 20_000, 'REST refusals during the cut');
    await until(() => writes.filter((write) => write.status === 503 && write.face === 'graphql').length >= 3, 20_000, 'GraphQL refusals during the cut');

    // Each face says so in its own shape, as do readiness and the web pages.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const page = await browser.get('/transactions');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('Temporarily unavailable');
    const rest503 = writes.find((write) => write.face === 'rest' && write.status === 503)!;
    expect(JSON.parse(rest503.body)).toEqual({ error: 'The service is temporarily unavailable; retry later' });
    const graphql503 = writes.find((write) => write.face === 'graphql' && write.status === 503)!;
    expect(JSON.parse(graphql503.body)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

    const beforeRestore = writes.length;
    proxy.restore();
    const restoredAt = performance.now();
    await until(() => writes.slice(beforeRestore).filter((write) => write.id !== undefined).length >= 12, 30_000, 'writes after the database returned');
    const recoveryMs = performance.now() - restoredAt;
    stopping = true;
    await Promise.all(clients);
    console.info(
      `postgres cut: ${writes.length} writes, ${writes.filter((w) => w.status === 503).length} refused 503, first 503 after ${Math.round(first503Ms ?? -1)} ms, first writes after restore within ${Math.round(recoveryMs)} ms`,
    );

    // Never a 500, never anything but an acknowledgement or a 503 with Retry-After.
    for (const write of writes) {
      expect([write.face === 'rest' ? 201 : 200, 503], write.body).toContain(write.status);
      if (write.status === 503) expect(write.retryAfter).toMatch(/^\d+$/);
      if (write.status !== 503) expect(write.id, write.body).toBeTypeOf('number');
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // Every acknowledged write is there, once.
    const acked = writes.filter((write) => write.id !== undefined);
    const stored = await harness.services.prisma.transaction.findMany({
      where: { description: { in: writes.map((write) => write.marker) } },
      select: { id: true, description: true },
    });
    const byMarker = new Map(stored.map((row) => [row.description, row.id]));
    expect(stored).toHaveLength(byMarker.size);
    for (const write of acked) expect(byMarker.get(write.marker)).toBe(write.id);

    // A refused write is absent, unless its COMMIT reached the server as the connection was
    // cut (the client cannot tell): then its key records it applied, so sending it again
    // cannot apply it twice. Sending every refused write again (once its key's lock is over)
    // creates the absent ones and never a second copy.
    const refused = writes.filter((write) => write.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const write of refused) {
      if (!byMarker.has(write.marker)) continue;
      const record = await harness.services.prisma.idempotencyRecord.findFirstOrThrow({ where: { customerId: partner.id, key: write.key } });
      expect(record.appliedAt, `${write.marker} was refused but applied without its key saying so`).not.toBeNull();
    }
    harness.clock.advance(3600);
    for (const write of refused) {
      const again = await send(write);
      if (byMarker.has(write.marker)) expect(again.status).toBe(409);
      else expect(again.id, again.body).toBeTypeOf('number');
    }
    const after = await harness.services.prisma.transaction.groupBy({
      by: ['description'],
      where: { description: { in: writes.map((write) => write.marker) } },
      _count: true,
    });
    expect(after.filter((group) => group._count !== 1)).toEqual([]);
    expect(after).toHaveLength(writes.length);

    // Every committed event reaches the webhook: the workers rode out the cut too.
    const created = [...new Set([...stored.map((row) => row.id)])];
    await until(
      async () =>
        (await harness.services.prisma.webhookDelivery.count({ where: { status: 'succeeded', event: { transactionId: { in: created }, name: 'create' } } })) >=
        created.length,
      30_000,
      'the webhook deliveries of every committed transaction',
    );
  });
});
