import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { achMethod, send } from '../support/accounts.js';
import { action, sandboxFund } from '../support/lifecycle.js';
import { balance } from '../support/graphql-lifecycle.js';
import type { Json } from '../support/json.js';

// Issue 23, defects 1 and 2: money left in escrow with no way out. Each case sends exactly the
// requests of the issue through REST and asserts that the money leaves escrow.

let harness: Harness;
let buyer: TestAccount;
let seller: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { buyer, seller, partner },
  } = await createHarnessWithAccounts({
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    partner: { email: 'partner@example.com', isPartner: true },
  }));
});
afterAll(() => harness.close());

const drain = () => harness.workers().drain();
const path = (id: number) => `/2017-09-01/transaction/${id}`;

async function create(extraItems: Json[] = []): Promise<number> {
  const created = await send(harness, partner, 'POST', '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: seller.email },
    ],
    currency: 'usd',
    description: 'Stranded money',
    items: [
      {
        title: 'Thing',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '500.00', payer_customer: buyer.email, beneficiary_customer: seller.email }],
      },
      ...extraItems,
    ],
  });
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

/** agree → fund → ship → receive → accept, and the payouts this lets run. */
async function fundAndAccept(id: number): Promise<void> {
  for (const account of [buyer, seller]) expect((await action(harness, account, id, { action: 'agree' })).status).toBe(200);
  expect((await sandboxFund(harness, buyer, id)).status).toBe(200);
  expect((await action(harness, seller, id, { action: 'ship' })).status).toBe(200);
  expect((await action(harness, buyer, id, { action: 'receive' })).status).toBe(200);
  const accepted = await action(harness, buyer, id, { action: 'accept' });
  expect(accepted.status).toBe(200);
  await drain();
}

const escrow = (id: number) => balance(harness, `escrow:txn:${id}:usd`);
const paidTo = (account: TestAccount) => balance(harness, `payout:customer:${account.id}:usd`);

describe('defect 1: a funded transaction cancelled after the buyer accepted', () => {
  it('still pays the accepted item to the seller, who chooses a payout method after the cancellation', async () => {
    const id = await create();
    await fundAndAccept(id);
    expect((await send(harness, buyer, 'GET', path(id))).body).toMatchObject({ status_code: 68 });
    expect(await escrow(id)).toBe(50000n);

    const cancelled = await action(harness, partner, id, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ is_cancelled: true, status_code: 75 });
    await drain();
    expect(await escrow(id)).toBe(50000n);

    const quote = await send(harness, seller, 'GET', `${path(id)}/disbursement_methods`);
    expect(quote.status).toBe(200);
    const achTotal = (quote.body as { available_disbursement_methods: { type: string; total: string }[] }).available_disbursement_methods.find(
      (entry) => entry.type === 'ach',
    )!.total;

    const chosen = await send(harness, seller, 'POST', `${path(id)}/disbursement_methods`, achMethod);
    expect(chosen.status).toBe(200);
    expect((chosen.body as { selected_disbursement_method: { type: string } }).selected_disbursement_method.type).toBe('ach');
    await drain();

    expect(await escrow(id)).toBe(0n);
    expect(await paidTo(seller)).toBe(BigInt(Math.round(Number(achTotal) * 100)));
    const after = await send(harness, buyer, 'GET', path(id));
    expect(after.body).toMatchObject({ is_cancelled: true, status_code: 0 });
    // Nothing was refunded to the buyer: the accepted goods were the seller's.
    expect(await balance(harness, `refund:customer:${buyer.id}:usd`)).toBeUndefined();
  });

  it('refunds unshipped items to the buyer and keeps refusing a payee with nothing held', async () => {
    const id = await create();
    for (const account of [buyer, seller]) await action(harness, account, id, { action: 'agree' });
    await sandboxFund(harness, buyer, id);
    expect((await action(harness, partner, id, { action: 'cancel' })).status).toBe(200);
    await drain();
    expect(await escrow(id)).toBe(0n);
    expect(await balance(harness, `refund:customer:${buyer.id}:usd`)).toBe(50000n);
    expect(await send(harness, seller, 'POST', `${path(id)}/disbursement_methods`, achMethod)).toEqual({
      status: 409,
      body: { error: 'The transaction is cancelled: its disbursement method can no longer change' },
    });
  });
});

describe('defect 2: a partner_fee is paid to the partner', () => {
  it('lets the partner choose its payout method; the 20.00 leaves escrow and the transaction completes', async () => {
    const id = await create([
      { title: 'Partner fee', type: 'partner_fee', schedule: [{ amount: '20.00', payer_customer: buyer.email, beneficiary_customer: partner.email }] },
    ]);
    expect((await send(harness, seller, 'POST', `${path(id)}/disbursement_methods`, achMethod)).status).toBe(200);
    await fundAndAccept(id);
    const waiting = await send(harness, buyer, 'GET', path(id));
    expect(waiting.body).toMatchObject({ status_code: 70 });
    expect(await escrow(id)).toBe(2000n);

    const quote = await send(harness, partner, 'GET', `${path(id)}/disbursement_methods`);
    expect(quote.status).toBe(200);
    const achTotal = (quote.body as { available_disbursement_methods: { type: string; total: string }[] }).available_disbursement_methods.find(
      (entry) => entry.type === 'ach',
    )!.total;
    expect(achTotal).toBe('15.00');

    const chosen = await send(harness, partner, 'POST', `${path(id)}/disbursement_methods`, { ...achMethod, account_name: 'Pat Partner' });
    expect(chosen.status).toBe(200);
    await drain();
    expect(await escrow(id)).toBe(0n);
    expect(await paidTo(partner)).toBe(1500n);
    expect((await send(harness, buyer, 'GET', path(id))).body).toMatchObject({ status_code: 80 });
  });

  it('still refuses the disbursement methods to a partner that no schedule pays', async () => {
    const id = await create();
    expect((await send(harness, partner, 'POST', `${path(id)}/disbursement_methods`, achMethod)).status).toBe(403);
  });
});
