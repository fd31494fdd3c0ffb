/**
 * Messages on the service's pages come from the service only (issue 24 finding 8): `?notice=`
 * used to put any text a link chose on the sign-in, transactions, party and verification pages
 * ("Your account is locked: call +1 555 0100"). A page that redirects now leaves its message in
 * the web session on the server (a flash, shown once); a URL puts no text on a page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { partnerSaleBody, postJson } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;
let saleId: number;

const planted = 'Your account is locked: call +1 555 0100 now';
// The flash as the page shows it (the timeline also says "You agreed to the terms.", in its own list).
const agreedNotice = 'role="status"><p>You agreed to the terms.</p>';
const query = `?notice=${encodeURIComponent(planted)}`;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
  expect(created.status).toBe(201);
  saleId = created.body.id as number;
});
afterAll(() => harness?.close());

async function signedIn(account: TestAccount): Promise<WebClient> {
  const client = new WebClient(harness);
  expect((await client.signIn(account.email, account.password)).status).toBe(303);
  return client;
}

describe('?notice= in a link', () => {
  it('puts no text on the sign-in page', async () => {
    const page = await new WebClient(harness).get(`/sign-in${query}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(planted);
    expect(page.body).not.toContain('class="notice"');
  });

  it('puts no text on the pages of a signed-in customer', async () => {
    const client = await signedIn(accounts.buyer);
    for (const path of ['/transactions', `/transactions/${saleId}`, '/verification']) {
      const page = await client.get(`${path}${query}`);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain(planted);
    }
  });
});

describe('flash messages', () => {
  it('a page that redirects leaves its message in the session: shown on the next page, once', async () => {
    const client = await signedIn(accounts.seller);
    await client.get(`/transactions/${saleId}`);
    const agreed = await client.post(`/transactions/${saleId}/actions`, { action: 'agree' });
    expect(agreed.status).toBe(303);
    expect(agreed.location).toBe(`/transactions/${saleId}`);
    const shown = await client.get(agreed.location!);
    expect(shown.body).toContain(agreedNotice);
    const again = await client.get(agreed.location!);
    expect(again.body).not.toContain(agreedNotice);
    expect(await harness.services.prisma.webSession.count({ where: { customerId: accounts.seller.id, flash: { not: null } } })).toBe(0);
  });

  it('a flash belongs to its session: another session of the same customer does not show it', async () => {
    const first = await signedIn(accounts.buyer);
    const second = await signedIn(accounts.buyer);
    await first.get(`/transactions/${saleId}`);
    expect((await first.post(`/transactions/${saleId}/actions`, { action: 'agree' })).status).toBe(303);
    expect((await second.get(`/transactions/${saleId}`)).body).not.toContain(agreedNotice);
    expect((await first.get(`/transactions/${saleId}`)).body).toContain(agreedNotice);
  });

  it('signing out shows the sign-in page’s own words, and only for its own flag', async () => {
    const client = await signedIn(accounts.partner);
    await client.get('/transactions');
    const out = await client.post('/sign-out', {});
    expect(out.location).toBe('/sign-in?signed_out=1');
    expect((await client.get(out.location!)).body).toContain('You are signed out.');
    expect((await client.get(`/sign-in?signed_out=${encodeURIComponent(planted)}`)).body).not.toContain(planted);
  });
});
