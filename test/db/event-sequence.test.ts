import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVerificationEvents } from '../../src/domain/verification/events.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { createPartnerSale } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
});
afterAll(() => harness.close());

async function sequences(transactionId: number): Promise<(number | null)[]> {
  const events = await harness.services.prisma.event.findMany({ where: { transactionId }, orderBy: { sequence: 'asc' }, select: { sequence: true } });
  return events.map((event) => event.sequence);
}

/** Both parties agree: the transaction's `agree` event. */
async function agreeAll(id: number): Promise<void> {
  for (const party of [buyer, seller]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
}

/** The party_verification_* events of every open transaction of the customer, in a database transaction of their own. */
const verificationEvents = (customerId: number) =>
  harness.services.prisma.$transaction((tx) =>
    writeVerificationEvents(tx, 'party_verification_submitted', { customerId, kind: 'personal', actorId: customerId, at: harness.clock.now() }),
  );

describe('event sequences', () => {
  it('number a transaction’s events 1, 2, 3… from its creation on', async () => {
    const id = await createPartnerSale(harness, partner);
    expect(await sequences(id)).toEqual([1]);
    await agreeAll(id);
    expect(await sequences(id)).toEqual([1, 2]);
  });

  it('count each transaction apart, and give an event of no transaction none', async () => {
    const first = await createPartnerSale(harness, partner);
    const second = await createPartnerSale(harness, partner);
    await agreeAll(second);
    expect(await sequences(first)).toEqual([1]);
    expect(await sequences(second)).toEqual([1, 2]);
    const report = await harness.services.prisma.event.create({ data: { name: 'report_ready', partnerId: partner.id, payload: { reportId: 1 } } });
    expect(report.sequence).toBeNull();
  });

  it('have no gap and no duplicate when several writers act on one transaction at once', async () => {
    const id = await createPartnerSale(harness, partner);
    const results = await Promise.all([
      action(harness, buyer, id, { action: 'agree' }),
      action(harness, seller, id, { action: 'agree' }),
      verificationEvents(buyer.id),
      verificationEvents(seller.id),
      verificationEvents(buyer.id),
    ]);
    expect(results.slice(0, 2).map((result) => (result as { status: number }).status)).toEqual([200, 200]);
    const numbers = await sequences(id);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    // create, agree (once both agreed), three verification events.
    expect(numbers).toHaveLength(5);
  });

  it('are not given out by a write that rolls back', async () => {
    const id = await createPartnerSale(harness, partner);
    await expect(
      harness.services.prisma.$transaction(async (tx) => {
        await writeVerificationEvents(tx, 'party_verification_submitted', { customerId: buyer.id, kind: 'personal', actorId: buyer.id, at: harness.clock.now() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await agreeAll(id);
    expect(await sequences(id)).toEqual([1, 2]);
  });
});
