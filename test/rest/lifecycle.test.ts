import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action, advance, givePayoutMethod, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody, domainNameBody, getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  stranger = await createTestAccount(harness, { email: 'stranger@example.com' });
});
afterAll(() => harness.close());

async function eventNames(id: number): Promise<string[]> {
  return (await harness.services.prisma.event.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } })).map((e) => e.name);
}

describe('general merchandise, end to end over REST', () => {
  it('agrees, funds, ships, receives, accepts, pays out and completes', async () => {
    const created = await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'));
    const id = created.body.id as number;

    // Wrong actor, wrong state, stranger.
    expect(await action(harness, buyer, id, { action: 'ship' })).toMatchObject({ status: 403 });
    expect(await action(harness, stranger, id, { action: 'agree' })).toEqual({ status: 403, body: { error: 'Only the parties of a transaction may act on it' } });
    const early = await action(harness, seller, id, { action: 'ship' });
    expect(early.status).toBe(409);
    expect(Object.keys(early.body)).toEqual(['error']);

    const agreed = await action(harness, seller, id, { action: 'agree' });
    expect(agreed.status).toBe(200);
    expect(agreed.body.parties.map((p: { agreed: boolean }) => p.agreed)).toEqual([true, true, true]);

    const funded = await sandboxFund(harness, buyer, id);
    expect(funded.status).toBe(200);
    expect(funded.body.items[0].schedule[0].status).toEqual({ secured: true, disbursed_to_beneficiary: false });

    const shipped = await action(harness, seller, id, {
      action: 'ship',
      shipping_information: { tracking_information: { carrier: 'UPS', tracking_id: '1Z999' } },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.items[0].status.shipped).toBe(true);
    const shipment = await harness.services.prisma.shipment.findFirstOrThrow({ where: { item: { transactionId: id } } });
    expect(shipment).toMatchObject({ direction: 'forward', carrier: 'UPS', trackingId: '1Z999' });

    expect((await action(harness, buyer, id, { action: 'receive' })).body.items[0].status.received).toBe(true);
    await givePayoutMethod(harness, id, seller.id);
    const accepted = await action(harness, buyer, id, { action: 'accept' });
    expect(accepted.body.items[0].status.accepted).toBe(true);

    // The payout runs as a job, as it would on the server's worker.
    const workers = harness.workers();
    await workers.drain();
    const done = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    expect(done.body.close_date).toEqual(expect.any(String));
    expect(done.body.items[0].schedule[0].status).toEqual({ secured: true, disbursed_to_beneficiary: true });

    expect(await eventNames(id)).toEqual([
      'create',
      'agree',
      'payment_sent',
      'payment_received',
      'payment_approved',
      'ship',
      'receive',
      'accept',
      'payment_disbursed',
      'complete',
    ]);

    const timeline = await getJson(harness, seller, `/2017-09-01/transaction/${id}/timeline-entries`);
    expect(timeline.status).toBe(200);
    expect(timeline.body.length).toBeGreaterThanOrEqual(8);
    expect(timeline.body[0]).toEqual({ date_added: expect.any(String), notes: 'Transaction created by buyer@example.com' });
    expect((await getJson(harness, stranger, `/2017-09-01/transaction/${id}/timeline-entries`)).status).toBe(403);

    // The ledger balances, holds nothing for the transaction any more, and paid the seller.
    // The buyer paid 1000.00 and its 32.50 escrow fee; the seller, who pays no fee, got 1000.00.
    const postings = await harness.services.prisma.ledgerPosting.findMany({
      where: { transactionId: id },
      orderBy: { id: 'asc' },
      include: { entries: { include: { account: true } } },
    });
    expect(postings.map((p) => p.kind)).toEqual(['funding', 'fee', 'disbursement']);
    const moved = (key: string) =>
      postings
        .flatMap((p) => p.entries)
        .filter((e) => e.account.key === key)
        .reduce((sum, e) => sum + e.amount, 0n);
    expect(moved(`escrow:txn:${id}:usd`)).toBe(0n);
    // The seller chose a wire transfer (givePayoutMethod): its 25.00 fee is deducted from the payout.
    expect(moved(`payout:customer:${seller.id}:usd`)).toBe(100000n - 2500n);
    expect(moved('fees:revenue:usd')).toBe(3250n + 2500n);
    expect(moved('funding:external:usd')).toBe(-103250n);
    for (const posting of postings) expect(posting.entries.reduce((sum, e) => sum + e.amount, 0n)).toBe(0n);
    const escrow = await harness.services.prisma.ledgerAccount.findUniqueOrThrow({ where: { key: `escrow:txn:${id}:usd` } });
    expect(escrow.balance).toBe(0n);
  });

  it('auto-accepts when the inspection period ends on the sandbox clock, then pays out', async () => {
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'))).body.id as number;
    await action(harness, seller, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    await givePayoutMethod(harness, id, seller.id);
    const early = await advance(harness, buyer, id, 259199);
    expect(early.body.items[0].status.accepted).toBe(false);
    const later = await advance(harness, buyer, id, 1);
    expect(later.status).toBe(200);
    expect(later.body.items[0].status.accepted).toBe(true);
    expect(later.body.close_date).toEqual(expect.any(String));
    expect(await eventNames(id)).toEqual(expect.arrayContaining(['accept', 'payment_disbursed', 'complete']));
  });

  it('pays out once the seller chooses a disbursement method after the buyer accepted', async () => {
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'))).body.id as number;
    await action(harness, seller, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    await action(harness, buyer, id, { action: 'accept' });
    const workers = harness.workers();
    await workers.drain();
    const waiting = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } });
    expect(waiting).toMatchObject({ closedAt: null, statusCode: 68 });

    const chosen = await postJson(harness, seller, `/2017-09-01/transaction/${id}/disbursement_methods`, {
      type: 'wire_transfer',
      account_name: 'Seller Ltd',
      bank_name: 'Bank',
      bank_swift_code: 'BANKUS33',
      bank_account_number: '123456789',
      currency: 'usd',
    });
    expect(chosen.status).toBe(200);
    await workers.drain();
    const paid = await getJson(harness, seller, `/2017-09-01/transaction/${id}`);
    expect(paid.body.close_date).toEqual(expect.any(String));
    expect(paid.body.items[0].schedule[0].status.disbursed_to_beneficiary).toBe(true);
    expect(await eventNames(id)).toEqual(expect.arrayContaining(['payment_disbursed', 'complete']));
  });

  it('answers 422 for a missing or unknown action and 404 in production for sandbox paths', async () => {
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', cameraSaleBody('me'))).body.id as number;
    expect(await action(harness, buyer, id, {})).toEqual({ status: 422, body: { errors: { action: ['is required'] } } });
    const unknown = await action(harness, buyer, id, { action: 'teleport' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.action[0]).toMatch(/^must be one of accept, accept_return, agree, authenticator_rejects, batch, cancel/);
    expect((await advance(harness, buyer, id, 0)).body).toEqual({ errors: { seconds: ['must be a whole number of seconds from 1 to 315360000'] } });
  });

  it('requires authorization_type when shipping a domain name', async () => {
    const id = (await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody('seller@example.com'))).body.id as number;
    await action(harness, seller, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);
    const missing = await action(harness, seller, id, { action: 'ship' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.shipping_information.authorization_type).toEqual([expect.any(String)]);
    const ok = await action(harness, seller, id, { action: 'ship', shipping_information: { authorization_type: 'push' } });
    expect(ok.status).toBe(200);
  });
});
