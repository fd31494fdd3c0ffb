import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { partnerSaleBody, postJson } from '../support/transactions.js';
import { hasChromium, launchChromium } from './browser.js';

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each page is photographed; the README's pictures are refreshed with SCREENSHOTS_DIR=docs/screenshots.
// Otherwise they go to a temporary folder, so a test run never changes the checkout.
const screenshots = process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'heldfunds-screenshots');
mkdirSync(screenshots, { recursive: true });

async function signIn(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

describe.skipIf(!hasChromium)('the party journey in Chromium', () => {
  let harness: Harness;
  let accounts: Record<'partner' | 'buyer', TestAccount>;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {} }));
    server = await harness.listen();
    // Links in mail and next_step start with the public URL: here, the test server's.
    harness.services.config.publicUrl = server.url;
    harness.workers().start();
    // A verified buyer may pay by card (the card is conditional on the buyer's identity).
    await harness.services.prisma.customer.update({ where: { id: accounts.buyer.id }, data: { personalVerificationStatus: 'verified' } });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await harness?.close();
  });

  async function newPage(width = 1100): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return page;
  }

  it('an invited seller sets a password and agrees; the buyer pays at the sandbox checkout; the seller ships; the buyer accepts', async () => {
    const sellerEmail = `invited-seller-${process.pid}@example.com`;
    const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, sellerEmail));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const sellerParty = (created.body.parties as { role: string; next_step: string }[]).find((party) => party.role === 'seller')!;
    expect(sellerParty.next_step).toBe(`${server.url}/transactions/${id}`);

    // The partner watches its console: each event arrives live, without a reload.
    const consolePage = await newPage();
    await signIn(consolePage, server.url, accounts.partner);
    await consolePage.goto(`${server.url}/console`);
    await consolePage.getByText('live', { exact: true }).waitFor();
    let navigations = 0;
    consolePage.on('framenavigated', () => (navigations += 1));
    const fed = (name: string) => expect.poll(() => consolePage.locator(`#feed li[data-event="${name}"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The seller: the invitation's link sets a password and signs in.
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: sellerEmail, kind: 'invitation' } });
    const link = /(http:\/\/\S+\/set-password\?\S+?)(?=\s)/.exec(mail.body)?.[1];
    expect(link).toBeDefined();
    const seller = await newPage(390);
    await seller.goto(link!);
    await seller.screenshot({ path: `${screenshots}/set-password.png`, fullPage: true });
    await seller.getByLabel(/New password/).fill('a long seller password');
    await seller.getByRole('button', { name: 'Set password' }).click();

    await seller.waitForURL(/\/transactions\?/);
    await seller.goto(sellerParty.next_step);
    await seller.getByRole('button', { name: 'Agree to the terms' }).click();
    await seller.waitForURL(/notice=/);
    await expect.poll(() => seller.getByText('Done: Agree to the terms.').count()).toBe(1);

    // The link works once.
    const reused = await (await newPage()).goto(link!);
    expect(reused?.status()).toBe(200);

    // The buyer agrees and pays by card on the sandbox checkout page.
    const buyer = await newPage();
    await signIn(buyer, server.url, accounts.buyer);
    await buyer.goto(`${server.url}/transactions/${id}`);
    await buyer.getByRole('button', { name: 'Agree to the terms' }).click();
    await buyer.waitForURL(/notice=/);

    await fed('agree');
    await buyer.getByLabel('Credit card').check();
    await buyer.screenshot({ path: `${screenshots}/party-page.png`, fullPage: true });
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    await buyer.waitForURL(/\/sandbox\/payments\/\d+\/credit_card/);
    await buyer.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry month').fill('12');
    await buyer.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 2));
    await buyer.getByLabel('CVC').fill('123');
    await buyer.screenshot({ path: `${screenshots}/sandbox-checkout.png`, fullPage: true });
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(new RegExp(`/transactions/${id}$`));
    await fed('payment_approved');
    const card = await harness.services.prisma.savedCard.findFirstOrThrow({ where: { customerId: accounts.buyer.id } });
    expect(card).toMatchObject({ brand: 'visa', lastFour: '4242', partnerId: accounts.partner.id });

    // The seller ships the domain (pushed to the buyer's registrar account).
    await seller.goto(`${server.url}/transactions/${id}`);
    await seller.getByLabel('Domain authorization').selectOption('push');
    await seller.getByRole('button', { name: /^Ship/ }).click();
    await seller.waitForURL(/notice=/);

    await fed('ship');

    // The buyer confirms receipt and accepts.
    await buyer.goto(`${server.url}/transactions/${id}`);
    await buyer.getByRole('button', { name: /^Confirm receipt/ }).click();
    await buyer.waitForURL(/notice=/);
    await buyer.getByRole('button', { name: /^Accept/ }).click();
    await buyer.waitForURL(/notice=/);
    await buyer.screenshot({ path: `${screenshots}/party-page-accepted.png`, fullPage: true });
    const item = await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: id } });
    expect(item.accepted).toBe(true);
    await fed('accept');
    expect(navigations).toBe(0);
    await consolePage.screenshot({ path: `${screenshots}/console.png`, fullPage: true });
    await consolePage.goto(`${server.url}/console/transactions/${id}`);
    await consolePage.screenshot({ path: `${screenshots}/console-transaction.png`, fullPage: true });
    await consolePage.goto(`${server.url}/console/api-keys`);
    await consolePage.getByLabel('Name of the new key').fill('console key');
    await consolePage.getByRole('button', { name: 'Create key' }).click();
    await consolePage.getByText('shown only now').waitFor();
    await consolePage.goto(`${server.url}/console/webhooks`);
    await consolePage.screenshot({ path: `${screenshots}/console-webhooks.png`, fullPage: true });
  }, 120_000);
});
