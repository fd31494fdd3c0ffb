/**
 * What every page carries around its content (src/web/layout.ts) and the files beside it
 * (src/web/index.ts): the sandbox banner, the icon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { partnerSaleBody, postJson } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;
let saleId: number;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
  expect(created.status).toBe(201);
  saleId = created.body.id as number;
});
afterAll(() => harness?.close());

const banner = /<div class="sandbox-banner" role="note"[^>]*>\s*<strong>Sandbox<\/strong>: test data only; no real money moves\./;

describe('the sandbox banner', () => {
  it('is on every page of the sandbox, signed in or not, errors included', async () => {
    const anonymous = new WebClient(harness, { accept: 'text/html' });
    for (const path of ['/sign-in', '/forgot-password', '/set-password?token=x', '/no-such-page']) {
      const page = await anonymous.browse(path);
      expect(page.body, path).toMatch(banner);
    }
    const partner = new WebClient(harness);
    await partner.signIn(accounts.partner.email, accounts.partner.password);
    for (const path of [
      '/transactions',
      `/transactions/${saleId}`,
      '/verification',
      '/console',
      '/console/webhooks',
      '/console/api-keys',
      '/console/reports',
      '/change-password',
    ]) {
      const page = await partner.get(path);
      expect(page.status, path).toBe(200);
      expect(page.body.match(new RegExp(banner.source, 'g')), path).toHaveLength(1);
    }
    const buyer = new WebClient(harness);
    await buyer.signIn(accounts.buyer.email, accounts.buyer.password);
    const checkout = await buyer.get(`/sandbox/payments/${saleId}/paypal`);
    expect(checkout.body.match(new RegExp(banner.source, 'g'))).toHaveLength(1);
  });

  it('is not in production', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      const page = await production.fetch('https://heldfunds.test/sign-in');
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('sandbox-banner');
    } finally {
      await production.close();
    }
  });
});

describe('the icon', () => {
  it('is an SVG every page links to, and an ICO at /favicon.ico for browsers that ask there', async () => {
    const page = await new WebClient(harness).get('/sign-in');
    expect(page.body).toContain('<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />');
    expect(page.body).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');

    const svg = await harness.fetch('/assets/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const ico = await harness.fetch('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await ico.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), one image; the image is a PNG.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect(bytes.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
    expect(bytes.readUInt32LE(14)).toBe(bytes.length - 22);
  });
});
