/**
 * Event workers of a sole writer (PGlite: one process owns the data folder) have no safety
 * poll: they sleep until the earliest due time of their queues or a kick. These tests show
 * that nothing due is left waiting: jobs coming due (an inspection period ending, the payout
 * after it), a webhook retry after its backoff, a report a process that died left leased.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventWorkers } from '../../src/events/workers.js';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action, advance, givePayoutMethod, sandboxFund } from '../support/lifecycle.js';
import { Receiver } from '../support/receiver.js';
import { createPartnerSale, lampSaleBody, partnerSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let workers: EventWorkers | undefined;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
  // Workers that sleep until a due time need a clock on which time passes.
  harness.clock.flow();
});
afterAll(() => harness.close());
beforeEach(() => {
  workers = undefined;
});
afterEach(async () => {
  await workers?.stop();
});

/** Checks `done` every 50 ms until it holds (or fails after `timeoutMs`); answers how long that took. */
async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/** Starts sole-writer workers and waits until their first pass has read when the next chore is due. */
async function startSoleWorkers(): Promise<EventWorkers> {
  workers = harness.workers({ soleWriter: true });
  workers.start();
  await waitFor('the workers to settle', async () => {
    const before = harness.db.queries.count;
    // Long enough that a busy machine's gap between two statements of one pass is not taken for the end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return harness.db.queries.count === before;
  });
  return workers;
}

// A sole writer is PGlite's mode (src/server.ts); on PostgreSQL the workers poll.
describe.skipIf(testDatabaseUrl() !== undefined)('event workers of a sole writer', () => {
  it('send no statement while nothing is due (no safety poll)', async () => {
    await startSoleWorkers();
    const before = harness.db.queries.count;
    // The harness's polling workers would have looked about 25 times meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(harness.db.queries.count).toBe(before);
  });

  it('accept an item when its inspection period ends, then pay the seller out, unkicked', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', lampSaleBody());
    const id = created.body.id as number;
    await givePayoutMethod(harness, id, seller.id);
    expect((await action(harness, seller, id, { action: 'agree' })).status).toBe(200);
    expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
    await startSoleWorkers();
    expect((await action(harness, seller, id, { action: 'ship' })).status).toBe(200);
    expect((await action(harness, buyer, id, { action: 'receive' })).status).toBe(200);
    // The sandbox moves the transaction's clock to one second before the period ends: the
    // workers, asleep until the old deadline a day away, must look again.
    expect((await advance(harness, buyer, id, 86399)).status).toBe(200);
    const jobs = () => harness.services.prisma.job.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } });
    expect((await jobs()).map((job) => [job.kind, job.status])).toEqual([['auto_accept', 'pending']]);
    const waited = await waitFor('the inspection period to end and the payout', async () => {
      const all = await jobs();
      return all.length === 2 && all.every((job) => job.status === 'done');
    });
    expect(waited).toBeGreaterThan(500);
    expect((await jobs()).map((job) => job.kind)).toEqual(['auto_accept', 'disburse']);
    const item = await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: id } });
    expect(item.accepted).toBe(true);
  });

  it('claim the events of concurrent commits together (a kick waits one turn for the requests under way)', async () => {
    const server = await harness.listen();
    await startSoleWorkers();
    // Clients each sending their next create when the last is answered, over sockets: a commit's
    // kick comes while the others' requests are under way, as under load.
    const clients = 8;
    const each = 5;
    const counter = harness.db.queries;
    counter.statements = [];
    counter.recording = true;
    try {
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let sent = 0; sent < each; sent += 1) {
            const response = await fetch(`${server.url}/2017-09-01/transaction`, {
              method: 'POST',
              headers: { authorization: partner.auth, 'content-type': 'application/json' },
              body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com', 1000)),
            });
            expect(response.status).toBe(201);
            await response.arrayBuffer();
          }
        }),
      );
      await waitFor('every event claimed', async () => (await harness.services.prisma.event.count({ where: { dispatchedAt: null } })) === 0);
    } finally {
      counter.recording = false;
      await server.close();
    }
    const claims = counter.statements.filter((sql) => sql.includes('FOR UPDATE SKIP LOCKED') && sql.includes('"dispatchedAt" IS NULL'));
    // Without the turn, a claim per create (each kick starts a pass at once); with it, under half.
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.length).toBeLessThan((clients * each * 3) / 4);
  });

  it('send a webhook retry when its backoff ends', async () => {
    const receiver = await new Receiver().start();
    try {
      receiver.answer({ status: 500 }).always({ status: 200 });
      await harness.services.prisma.webhook.create({
        data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: generateWebhookSecret() },
      });
      await startSoleWorkers();
      await createPartnerSale(harness, partner);
      await waitFor('the first attempt', async () => receiver.received.length >= 1);
      const failedAt = performance.now();
      // The first retry comes 5 s later (the harness's jitter is 0.5: none).
      await waitFor('the retry', async () => receiver.received.length >= 2, 15_000);
      const waited = performance.now() - failedAt;
      expect(waited).toBeGreaterThan(4_000);
      expect(waited).toBeLessThan(8_000);
      const deliveries = await harness.services.prisma.webhookDelivery.findMany({ where: { webhook: { url: receiver.url } } });
      await waitFor('the retry to be recorded', async () =>
        (await harness.services.prisma.webhookDelivery.findMany({ where: { id: { in: deliveries.map((d) => d.id) } } })).every((d) => d.status === 'succeeded'),
      );
    } finally {
      await harness.services.prisma.webhook.updateMany({ data: { deletedAt: new Date(), activeUrl: null } });
      await receiver.stop();
    }
  }, 30_000);

  it('resume a report a process that died left leased, once the lease runs out', async () => {
    const task = await harness.services.prisma.reportTask.create({
      data: {
        partnerId: partner.id,
        filters: {},
        filename: 'left-behind.csv',
        createdAt: harness.clock.now(),
        status: 'running',
        leasedBy: 'a-process-that-died',
        leaseUntil: new Date(harness.clock.now().getTime() + 1_000),
      },
    });
    await startSoleWorkers();
    const status = async () => (await harness.services.prisma.reportTask.findUniqueOrThrow({ where: { id: task.id } })).status;
    expect(await status()).toBe('running');
    await waitFor('the report to be completed', async () => (await status()) === 'completed');
  });
});
