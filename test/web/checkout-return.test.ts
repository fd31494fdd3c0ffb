/**
 * Issue 24 finding 8c: a landing page link whose return address was edited is no open redirect
 * (docs/security.md "Page protections"). The link carries the return address the service
 * signed; the checkout page refuses an edited, added or stripped one with a 400 page before
 * anything is paid, and sends the buyer back only to the signed one. Every redirect of the web
 * face passes one check, allowedLocation.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editedLinkMessage, landingPageLink, landingPageReturn, type SignedReturn } from '../../src/domain/payments/landing-page.js';
import { allowedLocation } from '../../src/web/http.js';
import { globalId } from '../support/accounts.js';
import { transactionFingerprint } from '../support/access.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { getJson, partnerSaleBody, postJson } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;
let buyerBrowser: WebClient;
const shop = 'https://shop.example.com/orders/7?paid=1';
const attacker = 'https://attacker.example/phish';

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
  buyerBrowser = new WebClient(harness);
  expect((await buyerBrowser.signIn(accounts.buyer.email, accounts.buyer.password)).status).toBe(303);
});
afterAll(() => harness?.close());

/** A sale both parties agreed to: the buyer may pay it. */
async function agreedSale(): Promise<number> {
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  for (const party of [accounts.buyer, accounts.seller]) {
    expect((await postJson(harness, party, `/2017-09-01/transaction/${id}`, { action: 'agree' }, 'PATCH')).status).toBe(200);
  }
  return id;
}

/** The link's path and query on this service, with `edit` applied to its query. */
function edited(link: string, edit: (query: URLSearchParams) => void): string {
  const url = new URL(link);
  edit(url.searchParams);
  return url.pathname + url.search;
}

const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

/** Asks for the page and posts its PayPal form: both refused with the 400 page, nothing paid, no Location. */
async function expectRefused(id: number, path: string): Promise<void> {
  const before = await transactionFingerprint(harness, id);
  const page = await buyerBrowser.get(path);
  expect(page.status).toBe(400);
  expect(page.location).toBeNull();
  expect(page.body).toContain(editedLinkMessage.replace(/'/g, '&#39;'));
  const posted = await buyerBrowser.post(path, {});
  expect(posted.status).toBe(400);
  expect(posted.location).toBeNull();
  expect(await transactionFingerprint(harness, id)).toEqual(before);
}

describe('a landing page link handed out by REST', () => {
  it('returns the buyer to its signed return_url once paid', async () => {
    const id = await agreedSale();
    const chosen = await postJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods/paypal`, { return_url: shop });
    expect(chosen.status).toBe(200);
    const link = chosen.body.landing_page as string;
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({ return_url: shop, signature: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await buyerBrowser.get(pathOf(link))).status).toBe(200);
    const before = await transactionFingerprint(harness, id);
    const paid = await buyerBrowser.post(pathOf(link), {});
    expect(paid).toMatchObject({ status: 303, location: shop });
    // The payment was made (the refusals below leave the same fingerprint unchanged).
    expect(await transactionFingerprint(harness, id)).not.toEqual(before);
  });

  it('refuses the link with an edited, added or stripped return address: 400, nothing paid, no redirect', async () => {
    const id = await agreedSale();
    const chosen = await postJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods/paypal`, { return_url: shop });
    const link = chosen.body.landing_page as string;
    await expectRefused(
      id,
      edited(link, (query) => query.set('return_url', attacker)),
    );
    await expectRefused(
      id,
      edited(link, (query) => query.delete('signature')),
    );
    await expectRefused(
      id,
      edited(link, (query) => query.set('signature', 'A'.repeat(43))),
    );
    await expectRefused(
      id,
      edited(link, (query) => query.set('redirect_type', 'manual')),
    );
    await expectRefused(
      id,
      edited(link, (query) => query.set('signature', 'x'.repeat(5000))),
    );
    // The signature is bound to its transaction and method: moved to another, it holds nothing.
    await expectRefused(
      id,
      edited(link.replace('/paypal?', '/credit_card?'), () => undefined),
    );
    // A link issued without a return address, given one.
    const bare = await postJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods/paypal`, {});
    expect(new URL(bare.body.landing_page as string).search).toBe('');
    await expectRefused(
      id,
      edited(bare.body.landing_page as string, (query) => query.set('return_url', attacker)),
    );
    // The untouched link still pays and returns.
    expect(await buyerBrowser.post(pathOf(bare.body.landing_page as string), {})).toMatchObject({ status: 303, location: `/transactions/${id}` });
  });

  it('GET payment_methods/{method}?return_url= hands out a signed link too; edited, it is refused', async () => {
    const id = await agreedSale();
    const query = `?return_url=${encodeURIComponent(shop)}&redirect_type=manual`;
    const details = await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods/paypal${query}`);
    const link = details.body.landing_page as string;
    expect((await buyerBrowser.get(pathOf(link))).status).toBe(200);
    await expectRefused(
      id,
      edited(link, (query) => query.set('return_url', attacker)),
    );
  });
});

describe('a landing page link handed out by GraphQL', () => {
  it('returns to its signed returnUrl; edited, it is refused', async () => {
    const id = await agreedSale();
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: accounts.buyer.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($id: ID!, $returnUrl: String) { selectPaymentMethod(transactionId: $id, method: paypal, returnUrl: $returnUrl) {
          __typename ... on SelectPaymentMethodPayload { instructions { ... on LandingPage { landingPage } } } } }`,
        variables: { id: globalId('Transaction', id), returnUrl: shop },
      }),
    });
    const body = (await response.json()) as { data: { selectPaymentMethod: { instructions: { landingPage: string } } } };
    const link = body.data.selectPaymentMethod.instructions.landingPage;
    await expectRefused(
      id,
      edited(link, (query) => query.set('return_url', attacker)),
    );
    expect(await buyerBrowser.post(pathOf(link), {})).toMatchObject({ status: 303, location: shop });
  });
});

describe('allowedLocation: the one check of every redirect', () => {
  const publicUrl = 'https://escrow.example.com';

  /** A return address as the service signs and verifies it. */
  async function signed(url: string): Promise<SignedReturn> {
    const link = await landingPageLink(harness.services, { transactionId: 1, method: 'paypal', returnUrl: url, redirectType: null });
    return (await landingPageReturn(harness.services, 1, 'paypal', new URL(link).searchParams))!;
  }

  it('lets a path of this site, an address under the public URL and a signed return through', async () => {
    for (const path of ['/', '/transactions/7', '/sign-in?next=%2Fconsole', '/transactions/7#action-ship']) expect(allowedLocation(publicUrl, path)).toBe(path);
    expect(allowedLocation(publicUrl, 'https://escrow.example.com/sandbox/payments/7/paypal')).toBe('https://escrow.example.com/sandbox/payments/7/paypal');
    expect(allowedLocation(publicUrl, await signed(shop))).toBe(shop);
  });

  it('refuses every other place', async () => {
    for (const location of [
      attacker,
      '//attacker.example/x',
      '/\\attacker.example',
      '\\\\attacker.example',
      '/\t/attacker.example',
      'https://escrow.example.com.attacker.example/',
      'https://escrow.example.com@attacker.example/',
      'http://escrow.example.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'attacker.example',
      '',
      `/${'a'.repeat(3000)}`,
    ])
      expect(allowedLocation(publicUrl, location), location).toBeNull();
    expect(allowedLocation(publicUrl, await signed('javascript:alert(1)'))).toBeNull();
    // Only landingPageReturn makes a SignedReturn: an object literal does not type-check as one.
    // @ts-expect-error the brand is missing
    const forged: SignedReturn = { url: attacker, redirectType: null };
    expect(forged.url).toBe(attacker);
  });

  it('is the only way out: no other source file sets a Location header or answers a 3xx', async () => {
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'generated') await walk(path);
        } else if (entry.name.endsWith('.ts') && path !== join('src', 'web', 'http.ts')) {
          const text = await readFile(path, 'utf8');
          if (/['"]?location['"]?\s*:|\.set\(\s*['"]location['"]|status:\s*30\d|Response\.redirect/i.test(text)) offenders.push(path);
        }
      }
    };
    await walk('src');
    expect(offenders).toEqual([]);
  });
});
