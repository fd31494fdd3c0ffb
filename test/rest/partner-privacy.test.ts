import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerAccount, partnerGet } from '../support/partners.js';
import { getJson, postJson } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let id: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createPartnerAccount(harness);
  buyer = await createTestAccount(harness);
  // A marketplace sets up a brokered sale with broker privacy between three other people.
  const created = await postJson(harness, partner, '/2017-09-01/transaction', {
    parties: [
      { role: 'buyer', customer: buyer.email },
      { role: 'seller', customer: 'private.seller@example.com' },
      { role: 'broker', customer: 'private.broker@example.com' },
    ],
    currency: 'usd',
    description: 'Brokered sale of example.net',
    privacy: { hide_counterparties: true, broker_commission_visible_to: 'neither' },
    items: [
      {
        title: 'example.net',
        type: 'domain_name',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: buyer.email, beneficiary_customer: 'private.seller@example.com' }],
      },
      { title: 'Commission', type: 'broker_fee', schedule: [{ amount: '50.00', payer_customer: buyer.email, beneficiary_customer: 'private.broker@example.com' }] },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  id = created.body.id;
});
afterAll(() => harness.close());

describe('GET /partner/transactions under broker privacy', () => {
  it('shows the partner everything (the privacy settings, every party, the commission), as its own GET does', async () => {
    const { body } = await partnerGet(harness, partner, '/transactions');
    const [listed] = body.transactions;
    expect(listed).toEqual((await getJson(harness, partner, `/2017-09-01/transaction/${id}`)).body);
    expect(listed.privacy).toEqual({ hide_counterparties: true, broker_commission_visible_to: 'neither' });
    expect(listed.parties.map((party: { customer: string }) => party.customer)).toEqual([
      buyer.email,
      'private.seller@example.com',
      'private.broker@example.com',
      partner.email,
    ]);
    expect(listed.items.map((item: { type: string }) => item.type)).toEqual(['domain_name', 'broker_fee']);
    // The buyer itself still sees the sale through privacy.
    const forBuyer = (await getJson(harness, buyer, `/2017-09-01/transaction/${id}`)).body;
    expect(forBuyer.parties.find((party: { role: string }) => party.role === 'seller').customer).toBeNull();
  });
});
