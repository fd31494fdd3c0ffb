import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEvents } from '../../../src/domain/events/retention.js';
import { generateWebhookSecret } from '../../../src/events/webhook-signing.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../../support/harness.js';
import { Receiver } from '../../support/receiver.js';
import { createPartnerSale } from '../../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let receiver: Receiver;

beforeAll(async () => {
  harness = await createHarness({ eventRetentionDays: 30 });
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  receiver = await new Receiver().start();
  await harness.services.prisma.webhook.create({ data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: generateWebhookSecret() } });
});
afterAll(async () => {
  await receiver.stop();
  await harness.close();
});

const eventsOf = async (transactionId: number) => harness.services.prisma.event.count({ where: { transactionId } });

describe('event retention', () => {
  it('deletes, past EVENT_RETENTION_DAYS, the events whose deliveries finished, and keeps those still being delivered and the recent ones', async () => {
    const delivered = await createPartnerSale(harness, partner);
    await harness.workers().drain();
    receiver.always({ status: 500 });
    const retrying = await createPartnerSale(harness, partner);
    await harness.workers().runOnce();
    expect(await harness.services.prisma.webhookDelivery.count({ where: { event: { transactionId: retrying }, status: 'pending' } })).toBe(1);

    harness.clock.advance(29 * 86_400);
    const recent = await createPartnerSale(harness, partner);
    // Not yet past retention: nothing goes.
    expect(await pruneEvents(harness.services, 30)).toBe(0);
    expect([await eventsOf(delivered), await eventsOf(retrying), await eventsOf(recent)]).toEqual([1, 1, 1]);

    harness.clock.advance(2 * 86_400);
    // A new worker sweeps on its first pass (then every few minutes), before it sends what is due.
    await harness.workers().runOnce();
    expect([await eventsOf(delivered), await eventsOf(retrying), await eventsOf(recent)]).toEqual([0, 1, 1]);
  });
});
