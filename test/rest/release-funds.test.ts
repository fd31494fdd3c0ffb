/** POST /transaction/{id}/item/{item_id}/release: the buyer pays the seller part of an item's held money now; each rule and error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowAccountKey, payoutAccountKey } from '../../src/domain/ledger/accounts.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { action, givePayoutMethod, sandboxFund } from '../support/lifecycle.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  harness = await createHarness();
  buyer = await createTestAccount(harness, { email: 'buyer@example.com' });
  seller = await createTestAccount(harness, { email: 'seller@example.com' });
  partner = await createTestAccount(harness, { email: 'partner@example.com', isPartner: true });
  stranger = await createTestAccount(harness, { email: 'stranger@example.com' });
  await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
});
afterAll(() => harness.close());

/** The partner's camera sale of 1000.00, agreed; funded and with the seller's payout method unless told. */
async function agreed(options: { fund?: boolean; payoutMethod?: boolean } = {}): Promise<{ id: number; itemId: number }> {
  const created = await postJson(harness, partner, '/2017-09-01/transaction', cameraSaleBody('buyer@example.com'));
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body.id as number;
  const itemId = (created.body.items as { id: number }[])[0]!.id;
  await action(harness, buyer, id, { action: 'agree' });
  await action(harness, seller, id, { action: 'agree' });
  if (options.fund ?? true) await sandboxFund(harness, buyer, id);
  if (options.payoutMethod ?? true) await givePayoutMethod(harness, id, seller.id);
  return { id, itemId };
}

async function release(account: TestAccount, id: number, itemId: number, body: unknown, headers: Record<string, string> = {}) {
  const response = await harness.fetch(`/2017-09-01/transaction/${id}/item/${itemId}/release`, {
    method: 'POST',
    headers: { authorization: account.auth, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const escrow = async (id: number) => (await harness.services.prisma.ledgerAccount.findUnique({ where: { key: escrowAccountKey(id, 'usd') } }))?.balance;
const paidOut = async () => (await harness.services.prisma.ledgerAccount.findUnique({ where: { key: payoutAccountKey(seller.id, 'usd') } }))?.balance ?? 0n;
const events = async (id: number) => (await harness.services.prisma.event.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } })).map((e) => e.name);

describe('POST /transaction/{id}/item/{item_id}/release', () => {
  it('pays the seller the amount now (less its payout fee); the rest stays held; runs once per Idempotency-Key', async () => {
    const { id, itemId } = await agreed();
    const before = await paidOut();
    const headers = { 'idempotency-key': `release-${id}` };
    const first = await release(buyer, id, itemId, { amount: '300.00' }, headers);
    expect(first.status).toBe(200);
    expect((first.body.items as { schedule: unknown[] }[])[0]!.schedule).toMatchObject([
      { amount: '700.00', status: { secured: true, disbursed_to_beneficiary: false } },
      { amount: '300.00', status: { secured: true, disbursed_to_beneficiary: true } },
    ]);
    const again = await release(buyer, id, itemId, { amount: '300.00' }, headers);
    expect(again).toEqual(first);
    expect(await escrow(id)).toBe(70_000n);
    expect((await paidOut()) - before).toBe(30_000n - 2_500n);
    const names = await events(id);
    expect(names.filter((name) => name === 'funds_released')).toHaveLength(1);
    expect(names.slice(names.indexOf('funds_released'))).toEqual(['funds_released', 'payment_disbursed']);
  });

  it('only the buyer: the seller, the partner, a stranger and the partner As-Customer for the buyer get 403, and nothing moves', async () => {
    const { id, itemId } = await agreed();
    expect(await release(seller, id, itemId, { amount: '1.00' })).toEqual({ status: 403, body: { error: 'Only the buyer may release funds to the seller' } });
    expect((await release(partner, id, itemId, { amount: '1.00' })).status).toBe(403);
    expect((await release(stranger, id, itemId, { amount: '1.00' })).status).toBe(403);
    expect(await release(partner, id, itemId, { amount: '1.00' }, { 'as-customer': 'buyer@example.com' })).toEqual({
      status: 403,
      body: { error: 'A partner acting for a party (As-Customer) may not release_funds' },
    });
    expect(await escrow(id)).toBe(100_000n);
  });

  it('refuses an amount missing, unreadable, zero, negative or above the held money, and unknown fields, with 422 by field', async () => {
    const { id, itemId } = await agreed();
    expect(await release(buyer, id, itemId, {})).toEqual({ status: 422, body: { errors: { amount: ['is required: what the seller is paid now of the item'] } } });
    expect((await release(buyer, id, itemId, { amount: 'lots' })).body).toMatchObject({ errors: { amount: [expect.any(String)] } });
    expect((await release(buyer, id, itemId, { amount: '0.00' })).body).toEqual({ errors: { amount: ['must be a positive amount'] } });
    expect((await release(buyer, id, itemId, { amount: '-5.00' })).status).toBe(422);
    expect(await release(buyer, id, itemId, { amount: '1000.01' })).toEqual({
      status: 422,
      body: { errors: { amount: [`must be at most 1000.00: the money item ${itemId} holds`] } },
    });
    expect((await release(buyer, id, itemId, { amount: '1.00', to: 'me' })).body).toEqual({ errors: { to: ['is not a field of a release'] } });
    expect(await escrow(id)).toBe(100_000n);
  });

  it('answers 404 for an item of another transaction', async () => {
    const { id } = await agreed();
    const other = await agreed({ fund: false, payoutMethod: false });
    expect((await release(buyer, id, other.itemId, { amount: '1.00' })).status).toBe(404);
    expect((await release(buyer, id, 0, { amount: '1.00' })).status).toBe(404);
  });

  it('answers 409 for an item not paid for, accepted, in dispute, a cancelled transaction, and while the seller has no payout method', async () => {
    const unfunded = await agreed({ fund: false });
    expect(await release(buyer, unfunded.id, unfunded.itemId, { amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('awaiting payment') },
    });

    const accepted = await agreed();
    await action(harness, seller, accepted.id, { action: 'ship' });
    await action(harness, buyer, accepted.id, { action: 'receive' });
    await action(harness, buyer, accepted.id, { action: 'accept' });
    expect(await release(buyer, accepted.id, accepted.itemId, { amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('accepted') },
    });

    const disputed = await agreed();
    await action(harness, seller, disputed.id, { action: 'ship' });
    await action(harness, buyer, disputed.id, { action: 'receive' });
    await action(harness, buyer, disputed.id, { action: 'reject' });
    await action(harness, buyer, disputed.id, { action: 'ship_return' });
    await action(harness, seller, disputed.id, { action: 'receive_return' });
    expect((await action(harness, seller, disputed.id, { action: 'reject_return' })).status).toBe(200);
    expect(await release(buyer, disputed.id, disputed.itemId, { amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('in dispute') },
    });

    const cancelled = await agreed({ fund: false });
    expect((await action(harness, partner, cancelled.id, { action: 'cancel' })).status).toBe(200);
    expect(await release(buyer, cancelled.id, cancelled.itemId, { amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('cancelled') },
    });

    const noMethod = await agreed({ payoutMethod: false });
    expect(await release(buyer, noMethod.id, noMethod.itemId, { amount: '1.00' })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('has not chosen how to be paid') },
    });
    expect(await escrow(noMethod.id)).toBe(100_000n);
  });
});
