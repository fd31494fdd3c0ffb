import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/events/event-bus.js';
import { dispatchOutbox } from '../../src/events/outbox-dispatcher.js';
import type { WebhookClient, WebhookResponse } from '../../src/events/webhook-client.js';
import { DeliveryPump, deliverDue } from '../../src/events/webhook-delivery.js';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';

let harness: Harness;
let partner: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.services.prisma.webhook.deleteMany();
});

/** A receiver in memory: counts requests per webhook-id and the most answered at once; answers when `open` resolves. */
class FakeClient implements WebhookClient {
  readonly byEventId = new Map<string, number>();
  concurrent = 0;
  maxConcurrent = 0;
  private release: () => void = () => {};
  private gate: Promise<void> | null = null;

  hold(): void {
    this.gate = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
  }

  async post(_url: string, _body: string, headers: Record<string, string>): Promise<WebhookResponse> {
    this.concurrent += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.concurrent);
    const id = headers['webhook-id']!;
    this.byEventId.set(id, (this.byEventId.get(id) ?? 0) + 1);
    // Held: all answer together when opened; otherwise a moment later, so requests overlap.
    if (this.gate) await this.gate;
    else await new Promise((resolve) => setImmediate(resolve));
    this.concurrent -= 1;
    return { status: 200, error: null, durationMs: 1 };
  }

  async close(): Promise<void> {}
}

/** `count` committed events of the partner, dispatched into one delivery each for a new webhook. */
async function pendingDeliveries(count: number): Promise<void> {
  const url = 'https://receiver.example/hooks';
  await harness.services.prisma.webhook.create({ data: { customerId: partner.id, url, activeUrl: url, secret: generateWebhookSecret() } });
  await harness.services.prisma.event.createMany({ data: Array.from({ length: count }, () => ({ name: 'ship', partnerId: partner.id })) });
  const bus = createEventBus();
  while ((await dispatchOutbox(harness.services, bus)).events > 0);
}

const statuses = async () =>
  (await harness.services.prisma.webhookDelivery.groupBy({ by: ['status'], _count: true, where: { webhook: { deletedAt: null } } })).map((row) => [
    row.status,
    row._count,
  ]);

describe('webhook deliveries in batches', () => {
  it('fans events out to one delivery per active webhook of their partner, a batch of events in one statement', async () => {
    const url = (name: string) => `https://receiver.example/${name}`;
    const [first, second, deleted] = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        harness.services.prisma.webhook.create({ data: { customerId: partner.id, url: url(name), activeUrl: url(name), secret: generateWebhookSecret() } }),
      ),
    );
    await harness.services.prisma.webhook.update({ where: { id: deleted!.id }, data: { deletedAt: new Date(), activeUrl: null } });
    await harness.services.prisma.event.createMany({ data: Array.from({ length: 30 }, () => ({ name: 'ship', partnerId: partner.id })) });
    harness.db.queries.reset();
    expect(await dispatchOutbox(harness.services, createEventBus())).toEqual({ events: 30, deliveries: 60 });
    expect(harness.db.queries.count).toBe(1);
    expect(await dispatchOutbox(harness.services, createEventBus())).toEqual({ events: 0, deliveries: 0 });
    const byWebhook = await harness.services.prisma.webhookDelivery.groupBy({ by: ['webhookId'], _count: true, orderBy: { webhookId: 'asc' } });
    expect(byWebhook.map((row) => [row.webhookId, row._count])).toEqual([
      [first!.id, 30],
      [second!.id, 30],
    ]);
  });

  it('a pump that does not poll, stopped while it claims, stops (no wake is left to end its next sleep)', async () => {
    const pump = new DeliveryPump(harness.services, { client: new FakeClient(), leaseMs: 60_000 });
    pump.start(50, false);
    // The first claim is under way (its statement with the database): the stop comes before any sleep.
    const stopped = pump.stop().then(() => 'stopped');
    const hung = new Promise((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000));
    expect(await Promise.race([stopped, hung])).toBe('stopped');
  });

  it('two workers claiming at once send each delivery once and record each once', async () => {
    await pendingDeliveries(60);
    const client = new FakeClient();
    const options = { client, leaseMs: 60_000, batchSize: 20 };
    const first = new DeliveryPump(harness.services, options);
    const second = new DeliveryPump(harness.services, options);
    for (;;) {
      const claimed = await Promise.all([first.claim(), second.claim(), first.claim(), second.claim()]);
      await Promise.all([first.idle(), second.idle()]);
      if (claimed.every((count) => count === 0)) break;
    }
    expect(client.byEventId.size).toBe(60);
    expect([...client.byEventId.values()].every((times) => times === 1)).toBe(true);
    expect(await statuses()).toEqual([['succeeded', 60]]);
    expect(await harness.services.prisma.webhookAttempt.count({ where: { delivery: { webhook: { deletedAt: null } } } })).toBe(60);
  });

  it('sends at most perReceiver requests at once to one webhook, and claims no more than twice that for it', async () => {
    await pendingDeliveries(40);
    const client = new FakeClient();
    client.hold();
    const pump = new DeliveryPump(harness.services, { client, leaseMs: 60_000, batchSize: 100, perReceiver: 4 });
    expect(await pump.claim()).toBe(8);
    // Four are being sent and four wait their turn: the webhook has no room for more.
    expect(client.concurrent).toBe(4);
    expect(await pump.claim()).toBe(0);
    client.open();
    await pump.idle();
    while ((await pump.claim()) > 0) await pump.idle();
    expect(client.maxConcurrent).toBe(4);
    expect(client.byEventId.size).toBe(40);
    expect(await statuses()).toEqual([['succeeded', 40]]);
  });

  it('records results with the same statements for 3 deliveries as for 30', async () => {
    const statementsFor = async (count: number) => {
      await harness.services.prisma.webhook.updateMany({ data: { deletedAt: new Date(), activeUrl: null } });
      await pendingDeliveries(count);
      const client = new FakeClient();
      client.hold();
      harness.db.queries.reset();
      const sent = deliverDue(harness.services, { client, leaseMs: 60_000, batchSize: 100 });
      // Every request is under way before any answers: their results arrive together.
      await new Promise<void>((resolve) => {
        const check = () => (client.concurrent === count ? resolve() : setImmediate(check));
        check();
      });
      client.open();
      expect(await sent).toBe(count);
      return harness.db.queries.count;
    };
    const few = await statementsFor(3);
    const many = await statementsFor(30);
    expect(many).toBe(few);
    // One claim (deliveries, events and webhooks in one statement), then one statement per
    // write: the first result alone, the others, which arrived while it was written, together.
    expect(few).toBe(3);
  });

  it("keeps room on the deliveries' pages, so a claim's lease is written beside its row (no new index entries)", async () => {
    const rows = await harness.services.prisma.$queryRaw<{ reloptions: string[] | null }[]>`SELECT "reloptions" FROM pg_class WHERE "relname" = 'WebhookDelivery'`;
    expect(rows[0]?.reloptions).toContain('fillfactor=70');
  });
});
