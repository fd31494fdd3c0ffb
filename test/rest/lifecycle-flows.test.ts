import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action, advance, givePayoutMethod, patch, sandboxFund } from '../support/lifecycle.js';
import { getJson, postJson } from '../support/transactions.js';
import { auditTransactions } from '../../src/domain/audit/ledger.js';
import { act } from '../../src/domain/transactions/act.js';
import type { Json } from '../support/json.js';

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let broker: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, broker, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    broker: { email: 'broker@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const item = (title: string, amount: string, extra: Record<string, unknown> = {}) => ({
  title,
  type: 'general_merchandise',
  inspection_period: 86400,
  schedule: [{ amount, payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
  ...extra,
});

async function create(account: TestAccount, body: Record<string, unknown>): Promise<number> {
  const created = await postJson(harness, account, '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    currency: 'usd',
    description: 'Flow',
    items: [item('Thing', '500.00')],
    ...body,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function agreeAndFund(id: number, agreeing: TestAccount[] = [buyer, seller]): Promise<void> {
  for (const account of agreeing) {
    const agreed = await action(harness, account, id, { action: 'agree' });
    expect([200, 409]).toContain(agreed.status);
  }
  expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
}

async function events(id: number): Promise<string[]> {
  return (await harness.services.prisma.event.findMany({ where: { transactionId: id }, orderBy: { id: 'asc' } })).map((e) => e.name);
}

const drain = () => harness.workers().drain();

describe('returns', () => {
  it('reject → ship_return → receive_return → accept_return refunds the buyer', async () => {
    const id = await create(buyer, {});
    await agreeAndFund(id);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    const rejected = await action(harness, buyer, id, { action: 'reject', rejection_information: { rejection_reason: 'Not as described' } });
    expect(rejected.body.items[0].status).toMatchObject({ rejected: true, accepted: false });
    expect((await action(harness, seller, id, { action: 'ship_return' })).status).toBe(403);
    expect((await action(harness, buyer, id, { action: 'ship_return', shipping_information: { tracking_information: { carrier: 'DHL' } } })).status).toBe(200);
    expect((await action(harness, seller, id, { action: 'receive_return' })).body.items[0].status.received_returned).toBe(true);
    const returned = await action(harness, seller, id, { action: 'accept_return' });
    expect(returned.body.items[0].status.accepted_returned).toBe(true);
    await drain();
    const done = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    expect(done.body.close_date).toEqual(expect.any(String));
    expect(await events(id)).toEqual(expect.arrayContaining(['reject', 'ship_return', 'receive_return', 'accept_return', 'payment_refunded', 'complete']));
    const refund = await harness.services.prisma.ledgerAccount.findUniqueOrThrow({ where: { key: `refund:customer:${buyer.id}:usd` } });
    expect(refund.balance).toBe(50000n);
  });

  it('reject_return puts the item in dispute for an operator to resolve', async () => {
    const id = await create(buyer, {});
    await agreeAndFund(id);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    await action(harness, buyer, id, { action: 'reject' });
    await action(harness, buyer, id, { action: 'ship_return' });
    await action(harness, seller, id, { action: 'receive_return' });
    const disputed = await action(harness, seller, id, { action: 'reject_return', reject_return_information: { rejection_reason: 'Returned damaged' } });
    expect(disputed.status).toBe(200);
    expect(disputed.body.items[0].status).toMatchObject({ rejected_returned: true, in_dispute: true });
    expect(await events(id)).toContain('reject_return');
  });
});

describe('cancel (spec section 3)', () => {
  it('lets any party cancel before buyer and seller both agreed, storing the reason', async () => {
    const id = await create(partner, {});
    const cancelled = await action(harness, seller, id, { action: 'cancel', cancel_information: { cancellation_reason: 'Sold elsewhere' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.is_cancelled).toBe(true);
    expect(cancelled.body.items[0].status.canceled).toBe(true);
    const stored = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id } });
    expect(stored.cancellationReason).toBe('Sold elsewhere');
    expect(await events(id)).toEqual(['create', 'cancel']);
    // Cancelled: the request fails.
    const again = await action(harness, partner, id, { action: 'cancel' });
    expect(again.status).toBe(409);
  });

  it('once buyer and seller agreed, only the partner may cancel', async () => {
    const id = await create(partner, {});
    await action(harness, buyer, id, { action: 'agree' });
    await action(harness, seller, id, { action: 'agree' });
    expect((await action(harness, buyer, id, { action: 'cancel' })).status).toBe(403);
    expect((await action(harness, seller, id, { action: 'cancel' })).status).toBe(403);
    expect((await action(harness, partner, id, { action: 'cancel' })).status).toBe(200);
  });

  it('refuses to cancel a completed transaction', async () => {
    const id = await create(buyer, {});
    await givePayoutMethod(harness, id, seller.id);
    await agreeAndFund(id);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    await action(harness, buyer, id, { action: 'accept' });
    await drain();
    const refused = await action(harness, buyer, id, { action: 'cancel' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual(expect.any(String));
  });
});

describe('milestones', () => {
  it('ships, receives, accepts and pays each milestone on its own', async () => {
    const due = (day: number) => new Date(Date.UTC(2026, 1, day)).toISOString();
    const milestone = (title: string, amount: string, day: number) => ({
      title,
      type: 'milestone',
      inspection_period: 86400,
      schedule: [{ amount, payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com', due_date: due(day) }],
    });
    const id = await create(buyer, { items: [milestone('Design', '300.00', 1), milestone('Build', '700.00', 15)] });
    await givePayoutMethod(harness, id, seller.id);
    await agreeAndFund(id);
    const record = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    const [first, second] = record.body.items.map((i: { id: number }) => i.id) as [number, number];
    const itemPath = (itemId: number) => `/2017-09-01/transaction/${id}/item/${itemId}`;
    expect((await patch(harness, seller, itemPath(first), { action: 'ship' })).body.items.map((i: Json) => i.status.shipped)).toEqual([true, false]);
    await patch(harness, buyer, itemPath(first), { action: 'receive' });
    await patch(harness, buyer, itemPath(first), { action: 'accept' });
    await drain();
    let state = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    expect(state.body.items.map((i: Json) => i.schedule[0].status.disbursed_to_beneficiary)).toEqual([true, false]);
    expect(state.body.close_date).toBeNull();

    await patch(harness, seller, itemPath(second), { action: 'ship' });
    await patch(harness, buyer, itemPath(second), { action: 'receive' });
    await advance(harness, buyer, id, 86400);
    state = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    expect(state.body.items.map((i: Json) => i.schedule[0].status.disbursed_to_beneficiary)).toEqual([true, true]);
    expect(state.body.close_date).toEqual(expect.any(String));
    expect((await events(id)).filter((name) => name === 'payment_disbursed')).toHaveLength(2);
    // Whole-transaction actions refuse to act on the item endpoint.
    expect((await patch(harness, buyer, itemPath(first), { action: 'cancel' })).status).toBe(422);
  });
});

describe('broker commission', () => {
  it('pays the commission to the broker and the price to the seller', async () => {
    const id = await create(broker, {
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'me' },
      ],
      items: [
        item('Thing', '1000.00'),
        { title: 'Commission', type: 'broker_fee', schedule: [{ amount: '100.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'me' }] },
      ],
    });
    await givePayoutMethod(harness, id, seller.id);
    await givePayoutMethod(harness, id, broker.id);
    await agreeAndFund(id, [buyer, seller]);
    await action(harness, seller, id, { action: 'ship' });
    await action(harness, buyer, id, { action: 'receive' });
    await action(harness, buyer, id, { action: 'accept' });
    await drain();
    const balance = async (key: string) => (await harness.services.prisma.ledgerAccount.findUnique({ where: { key } }))?.balance;
    expect(await balance(`payout:customer:${seller.id}:usd`)).toBeGreaterThanOrEqual(100000n);
    // Less the 25.00 fee of the wire transfer the broker chose (givePayoutMethod).
    expect(await balance(`payout:customer:${broker.id}:usd`)).toBe(10000n - 2500n);
    expect((await getJson(harness, broker, `/2017-09-01/transaction/${id}`)).body.close_date).toEqual(expect.any(String));
  });
});

describe('a milestone deal the buyer stops paying for', () => {
  it('the partner cancels once the goods shipped are paid in full, and the commission secured with the first payment is paid', async () => {
    const milestone = (title: string, amount: string, day: number) => ({
      title,
      type: 'milestone',
      inspection_period: 86400,
      schedule: [
        { amount, payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com', due_date: new Date(Date.UTC(2026, 1, day)).toISOString() },
      ],
    });
    const id = await create(broker, {
      parties: [
        { role: 'buyer', customer: 'buyer@example.com' },
        { role: 'seller', customer: 'seller@example.com' },
        { role: 'broker', customer: 'me' },
      ],
      items: [
        milestone('Design', '300.00', 1),
        milestone('Build', '700.00', 15),
        { title: 'Commission', type: 'broker_fee', schedule: [{ amount: '100.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'me' }] },
      ],
    });
    await givePayoutMethod(harness, id, seller.id);
    await givePayoutMethod(harness, id, broker.id);
    for (const account of [buyer, seller, broker]) await action(harness, account, id, { action: 'agree' });
    const first = (await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).body.items[0].id as number;
    await act(harness.services, { kind: 'service' }, id, { type: 'fund', itemIds: [first] });
    expect((await postJson(harness, buyer, `/2017-09-01/transaction/${id}/item/${first}/release`, { amount: '300.00' })).status).toBe(200);
    expect((await patch(harness, seller, `/2017-09-01/transaction/${id}/item/${first}`, { action: 'ship' })).status).toBe(200);
    // The buyer never pays for the second milestone: the partner (here the broker) closes the deal.
    const cancelled = await action(harness, broker, id, { action: 'cancel', cancel_information: { cancellation_reason: 'The buyer stopped paying' } });
    expect(cancelled.status).toBe(200);
    const balance = async (key: string) => (await harness.services.prisma.ledgerAccount.findUnique({ where: { key } }))?.balance ?? 0n;
    const before = await balance(`payout:customer:${broker.id}:usd`);
    await drain();
    // Less the 25.00 fee of the wire transfer the broker chose (givePayoutMethod).
    expect((await balance(`payout:customer:${broker.id}:usd`)) - before).toBe(10000n - 2500n);
    expect(await balance(`escrow:txn:${id}:usd`)).toBe(0n);
    expect((await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).body.status_code).toBe(0);
    expect(await auditTransactions(harness.services.prisma, [id])).toEqual([]);
  });
});

describe('other actions', () => {
  it('batch applies all of its actions or none (BatchActionValidationResponse)', async () => {
    const id = await create(buyer, {});
    await agreeAndFund(id);
    const failed = await action(harness, seller, id, { action: 'batch', batch_information: { actions: [{ action: 'ship' }, { action: 'accept' }] } });
    expect(failed.status).toBe(409);
    expect(failed.body.actions).toEqual([
      { action: 'ship', status: 'not_applied' },
      { action: 'accept', status: 'failed', error: expect.any(String) },
    ]);
    expect(failed.body.transaction.items[0].status.shipped).toBe(false);
    const ok = await action(harness, seller, id, {
      action: 'batch',
      batch_information: { actions: [{ action: 'ship' }, { action: 'update_tracking', shipping_information: { tracking_information: { tracking_id: 'T-2' } } }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.items[0].status.shipped).toBe(true);
  });

  it('upgrade_draft turns an offer into a live transaction', async () => {
    const id = await create(buyer, { is_draft: true });
    const upgraded = await action(harness, seller, id, { action: 'upgrade_draft', upgrade_draft_information: { flow: 'create' } });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.is_draft).toBe(false);
    expect(await events(id)).toContain('offer_accepted');
  });

  it('modify_party replaces a party’s customer before agreement, inviting a newcomer', async () => {
    const id = await create(buyer, {});
    const detail = await getJson(harness, buyer, `/2017-09-01/transaction/${id}`);
    const sellerParty = detail.body.parties.find((p: { role: string }) => p.role === 'seller');
    const modified = await action(harness, buyer, id, {
      action: 'modify_party',
      modify_party_information: { party: { id: sellerParty.id, customer: 'new-seller@example.com' } },
    });
    expect(modified.status).toBe(200);
    expect(modified.body.parties.find((p: { role: string }) => p.role === 'seller').customer).toBe('new-seller@example.com');
    expect(await harness.services.prisma.mailMessage.count({ where: { to: 'new-seller@example.com', kind: 'invitation' } })).toBe(1);
    const bad = await action(harness, buyer, id, { action: 'modify_party', modify_party_information: { party: {} } });
    expect(bad).toEqual({
      status: 422,
      body: {
        errors: {
          modify_party_information: { party: { id: ['is required: the id of the party to change'], customer: ['is required: the email of the new customer'] } },
        },
      },
    });
  });

  it('lets an approved partner act As-Customer for a party, never to accept', async () => {
    await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: true } });
    const id = await create(partner, {});
    const asSeller = { 'as-customer': 'seller@example.com' };
    const agreed = await action(harness, partner, id, { action: 'agree' }, asSeller);
    expect(agreed.status).toBe(200);
    expect(agreed.body.parties.find((p: { role: string }) => p.role === 'seller').agreed).toBe(true);
    await action(harness, partner, id, { action: 'agree' }, { 'as-customer': 'buyer@example.com' });
    await sandboxFund(harness, buyer, id);
    expect((await action(harness, partner, id, { action: 'ship' }, asSeller)).status).toBe(200);
    expect((await action(harness, partner, id, { action: 'receive' }, { 'as-customer': 'buyer@example.com' })).status).toBe(200);
    expect((await action(harness, partner, id, { action: 'accept' }, { 'as-customer': 'buyer@example.com' })).status).toBe(403);
    expect((await action(harness, partner, id, { action: 'reject' }, { 'as-customer': 'stranger@example.com' })).status).toBe(403);
    await harness.services.prisma.customer.update({ where: { id: partner.id }, data: { actAsCustomerApproved: false } });
    expect((await action(harness, partner, id, { action: 'reject' }, { 'as-customer': 'buyer@example.com' })).status).toBe(403);
  });
});
