import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { startProcess, until, type Started } from '../support/processes.js';
import { Receiver } from '../support/receiver.js';
import { createPartnerSale } from '../support/transactions.js';

// Needs a database that several processes share: runs on PostgreSQL (TEST_DATABASE_URL).
describe.skipIf(!testDatabaseUrl())('a worker killed mid-delivery', { timeout: 120_000 }, () => {
  let harness: Harness;
  let partner: TestAccount;
  let receiver: Receiver;
  let secret: string;
  const workers: Started[] = [];

  beforeAll(async () => {
    harness = await createHarness();
    partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
    receiver = await new Receiver().start();
    secret = generateWebhookSecret();
    await harness.services.prisma.webhook.create({ data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret } });
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await receiver.stop();
    await harness.close();
  });

  const startWorker = () => {
    const worker = startProcess(['worker'], {
      DATABASE_URL: harness.databaseUrl,
      WEBHOOK_TIMEOUT_MS: '1500',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WORKER_POLL_MS: '50',
      LOG_LEVEL: 'info',
      // The harness stamps events on its test clock, months before the worker's real one: kept
      // past the sweep, or a delivered event (its delivery with it) is pruned before the checks.
      EVENT_RETENTION_DAYS: '3650',
    });
    workers.push(worker);
    return worker;
  };

  const createTransaction = () => createPartnerSale(harness, partner, 10);

  it('loses no event: a new worker delivers what the killed one was sending, and what was committed meanwhile', async () => {
    // The receiver hangs on the first request, so the worker is killed in the middle of it.
    receiver.answer({ status: 200, delayMs: 60_000 });
    const first = startWorker();
    await first.waitFor('heldfunds worker running');
    const sending = await createTransaction();
    await until(() => receiver.received.length === 1, 20_000, 'the first attempt');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const delivery = await harness.services.prisma.webhookDelivery.findFirstOrThrow({ where: { event: { transactionId: sending } } });
    expect(delivery).toMatchObject({ status: 'pending', attemptCount: 0 });
    expect(delivery.leaseUntil).not.toBeNull();

    // Committed while no worker runs: waits in the outbox.
    const meanwhile = await createTransaction();
    expect(await harness.services.prisma.event.findFirst({ where: { transactionId: meanwhile, dispatchedAt: null } })).not.toBeNull();

    receiver.always({ status: 200 });
    const second = startWorker();
    await second.waitFor('heldfunds worker running');
    await until(
      async () =>
        (await harness.services.prisma.webhookDelivery.count({ where: { status: 'succeeded', event: { transactionId: { in: [sending, meanwhile] } } } })) === 2,
      30_000,
      'both deliveries to succeed after the lease ran out',
    );
    const ids = receiver.received.map((message) => message.headers['webhook-id']);
    // The interrupted message is sent again with its webhook-id; the other one once.
    expect(ids).toHaveLength(3);
    expect(ids.filter((id) => id === ids[0])).toHaveLength(2);
    for (const message of receiver.received) {
      expect(new Webhook(secret).verify(message.body, message.headers as Record<string, string>)).toMatchObject({ event: 'create' });
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
