import type { Harness, TestAccount } from './harness.js';

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

export async function postJson(harness: Harness, account: TestAccount, path: string, body: unknown, method = 'POST') {
  const response = await harness.fetch(path, {
    method,
    headers: { authorization: account.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export async function getJson(harness: Harness, account: TestAccount, path: string) {
  const response = await harness.fetch(path, { headers: { authorization: account.auth } });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
