import type { Harness, TestAccount } from './harness.js';
import type { Json } from './json.js';

/** The domain-name example in the contract's style: buyer `me`, seller by email. */
export function domainNameBody(sellerEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: sellerEmail },
    ],
    currency: 'usd',
    description: 'The sale of example.com',
    items: [
      {
        title: 'example.com',
        description: 'example.com domain name',
        type: 'domain_name',
        inspection_period: 259200,
        quantity: 1,
        schedule: [{ amount: 1000.0, payer_customer: 'me', beneficiary_customer: sellerEmail }],
      },
    ],
    ...overrides,
  };
}

/** A 100.00 lamp from seller@example.com to buyer@example.com, one day to inspect it. */
export function lampSaleBody() {
  return {
    parties: [
      { role: 'buyer', customer: 'buyer@example.com' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    currency: 'usd',
    description: 'A lamp',
    items: [
      {
        title: 'Lamp',
        type: 'general_merchandise',
        inspection_period: 86400,
        schedule: [{ amount: '100.00', payer_customer: 'buyer@example.com', beneficiary_customer: 'seller@example.com' }],
      },
    ],
  };
}

/** A 1000.00 camera from seller@example.com; the buyer (an email, or `me`) pays the 32.50 escrow fee: 1032.50 outstanding. */
export function cameraSaleBody(buyer: string) {
  return {
    parties: [
      { role: 'buyer', customer: buyer },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    currency: 'usd',
    description: 'A vintage camera',
    items: [
      {
        title: 'Camera',
        type: 'general_merchandise',
        inspection_period: 259200,
        schedule: [{ amount: '1000.00', payer_customer: buyer, beneficiary_customer: 'seller@example.com' }],
      },
    ],
  };
}

/** The domain-name example set up by a partner (the caller) between a buyer and a seller it names. */
export function partnerSaleBody(buyerEmail: string, sellerEmail: string, amount = 1000) {
  const example = domainNameBody(sellerEmail);
  return {
    ...example,
    parties: [
      { role: 'buyer', customer: buyerEmail },
      { role: 'seller', customer: sellerEmail },
    ],
    items: [{ ...example.items[0], schedule: [{ amount, payer_customer: buyerEmail, beneficiary_customer: sellerEmail }] }],
  };
}

/** Creates the partner's sale of example.com between buyer@example.com and seller@example.com; answers its id. */
export async function createPartnerSale(harness: Harness, partner: TestAccount, amount = 1000): Promise<number> {
  const created = await postJson(harness, partner, '/2017-09-01/transaction', partnerSaleBody('buyer@example.com', 'seller@example.com', amount));
  if (created.status !== 201) throw new Error(`the sale was refused: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

export async function postJson(harness: Harness, account: TestAccount, path: string, body: unknown, method = 'POST') {
  const response = await harness.fetch(path, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

export async function getJson(harness: Harness, account: TestAccount, path: string) {
  const response = await harness.fetch(path, { headers: { authorization: account.auth } });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}
