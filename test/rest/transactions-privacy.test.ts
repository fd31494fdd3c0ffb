import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, getJson, postJson } from '../support/transactions.js';
import type { Json } from '../support/json.js';

let harness: Harness;
let broker: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { broker, buyer, seller },
  } = await createHarnessWithAccounts({
    broker: { email: 'broker@example.com' },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
  }));
});
afterAll(() => harness.close());

/** A broker sells the seller's domain to the buyer for 1000.00 plus a 100.00 commission. */
function brokered(privacy: unknown, commissionPayer = 'buyer@example.com') {
  return {
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
      { role: 'broker', customer: 'me' },
    ],
    currency: 'usd',
    description: 'Brokered sale of example.org',
    ...(privacy === undefined ? {} : { privacy }),
    items: [
      {
        title: 'example.org',
        type: 'domain_name',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
      },
      {
        title: 'Broker commission',
        type: 'broker_fee',
        schedule: [{ amount: '100.00', payer_customer: commissionPayer, beneficiary_customer: 'me' }],
      },
    ],
  };
}

async function views(body: unknown) {
  const created = await postJson(harness, broker, '/2017-09-01/transaction', body);
  expect(created.status).toBe(201);
  const path = `/2017-09-01/transaction/${created.body.id}`;
  return {
    broker: (await getJson(harness, broker, path)).body,
    buyer: (await getJson(harness, buyer, path)).body,
    seller: (await getJson(harness, seller, path)).body,
  };
}

const customers = (view: Record<string, Json>) => view.parties.map((p: { role: string; customer: string | null }) => [p.role, p.customer]);
const amounts = (view: Record<string, Json>) =>
  view.items.map((item: { type: string; schedule: { amount: string }[] }) => [item.type, item.schedule.map((s) => s.amount)]);

describe('broker privacy', () => {
  it('without privacy, everyone sees everything', async () => {
    const v = await views(brokered(undefined));
    for (const view of [v.broker, v.buyer, v.seller]) {
      expect(customers(view)).toEqual([
        ['buyer', 'buyer@example.com'],
        ['seller', 'seller@example.com'],
        ['broker', 'broker@example.com'],
        ['partner', 'broker@example.com'],
      ]);
      expect(amounts(view)).toEqual([
        ['domain_name', ['1000.00']],
        ['broker_fee', ['100.00']],
      ]);
      expect(view.privacy).toBeUndefined();
    }
  });

  it('hides buyer and seller from each other; the commission hidden from both folds into what each sees', async () => {
    const v = await views(brokered({ hide_counterparties: true, broker_commission_visible_to: 'neither' }));
    expect(v.broker.privacy).toEqual({ hide_counterparties: true, broker_commission_visible_to: 'neither' });
    expect(amounts(v.broker)).toEqual([
      ['domain_name', ['1000.00']],
      ['broker_fee', ['100.00']],
    ]);
    // The buyer pays 1100.00 and sees one price; the seller and its proceeds are hidden.
    expect(v.buyer.privacy).toBeUndefined();
    expect(customers(v.buyer)).toEqual([
      ['buyer', 'buyer@example.com'],
      ['seller', null],
      ['broker', 'broker@example.com'],
      ['partner', 'broker@example.com'],
    ]);
    expect(amounts(v.buyer)).toEqual([['domain_name', ['1100.00']]]);
    expect(v.buyer.items[0].schedule[0]).toMatchObject({ payer_customer: 'buyer@example.com', beneficiary_customer: null });
    // The seller gets 1000.00 and does not see who pays, nor the commission.
    expect(customers(v.seller)).toEqual([
      ['buyer', null],
      ['seller', 'seller@example.com'],
      ['broker', 'broker@example.com'],
      ['partner', 'broker@example.com'],
    ]);
    expect(amounts(v.seller)).toEqual([['domain_name', ['1000.00']]]);
    expect(v.seller.items[0].schedule[0]).toMatchObject({ payer_customer: null, beneficiary_customer: 'seller@example.com' });
    // Fees the hidden party pays are hidden too: the escrow fee is the buyer's.
    expect(v.seller.items[0].fees).toEqual([]);
    expect(v.buyer.items[0].fees).toEqual([expect.objectContaining({ type: 'escrow', payer_customer: 'buyer@example.com' })]);
  });

  it('shows the commission to the one party it is visible to', async () => {
    const v = await views(brokered({ broker_commission_visible_to: 'buyer' }));
    expect(amounts(v.buyer)).toEqual([
      ['domain_name', ['1000.00']],
      ['broker_fee', ['100.00']],
    ]);
    expect(amounts(v.seller)).toEqual([['domain_name', ['1000.00']]]);
  });

  it('deducts a commission the seller pays from what a seller who may not see it is shown', async () => {
    const v = await views(brokered({ broker_commission_visible_to: 'buyer' }, 'seller@example.com'));
    expect(amounts(v.seller)).toEqual([['domain_name', ['900.00']]]);
    // The buyer may see the commission but not the seller's payments: it is the seller's fee.
    expect(amounts(v.buyer)).toEqual([
      ['domain_name', ['1000.00']],
      ['broker_fee', ['100.00']],
    ]);
    expect(v.buyer.items[1].schedule[0].payer_customer).toBeNull();
  });

  it('refuses privacy without a broker, and bad privacy values', async () => {
    const withoutBroker = await postJson(harness, buyer, '/2017-09-01/transaction', {
      ...brokered({ broker_commission_visible_to: 'both' }),
      parties: domainNameBody('seller@example.com').parties,
      items: [brokered(undefined).items[0]],
    });
    expect(withoutBroker.status).toBe(422);
    expect(withoutBroker.body.errors).toEqual({ privacy: { all: ['is only supported when a broker takes part in the transaction'] } });
    const bad = await postJson(harness, broker, '/2017-09-01/transaction', brokered({ hide_counterparties: 'yes', broker_commission_visible_to: 'everyone' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      privacy: { hide_counterparties: ['must be true or false'], broker_commission_visible_to: ['must be one of both, buyer, seller, neither'] },
    });
  });
});
