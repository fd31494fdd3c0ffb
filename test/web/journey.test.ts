import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { graphql } from '../graphql/generated/gql.js';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { basicAuth, createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { getJson, partnerSaleBody, postJson } from '../support/transactions.js';
import { hasChromium, launchChromium } from './browser.js';

import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each page is photographed at a desktop's width (1280 × 800) and a phone's (390 × 844); the
// README's pictures are refreshed with SCREENSHOTS_DIR=docs/screenshots. Otherwise they go to a
// temporary folder, so a test run never changes the checkout.
const screenshots = process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'heldfunds-screenshots');
mkdirSync(screenshots, { recursive: true });

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const OpenJourneyDispute = graphql(`
  mutation OpenJourneyDispute($input: OpenDisputeInput!) {
    openDispute(input: $input) {
      __typename
      ... on OpenDisputePayload { dispute { databaseId } }
      ...ActionError
    }
  }
`);

async function signIn(page: Page, base: string, account: { email: string; password: string }) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

describe.skipIf(!hasChromium)('the party journey in Chromium', () => {
  let harness: Harness;
  let accounts: Record<'partner' | 'buyer' | 'otherSeller', TestAccount>;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, otherSeller: {} }));
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

  async function newPage(width = desktop.width): Promise<Page> {
    // The pages' CSP takes scripts from the service only: axe is injected past it.
    const viewport = width <= phone.width ? phone : desktop;
    const context = await browser.newContext({ viewport, acceptDownloads: true, bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return page;
  }

  // Every link of every page reached, with the browser (and so the session) that saw it; followed at the end.
  const seen = new Map<string, BrowserContext>();
  // Every serious or critical axe-core violation of every page visited, at either width; none may be left.
  const violations: Record<string, string[]> = {};

  /**
   * A page the journey reached: its links kept for the end, axe-core run on it at both widths
   * (the same page resized, so a page shown after a refused form is checked as shown), nothing
   * sticking out sideways on a phone, and, when named, photographed at both widths.
   */
  async function visit(page: Page, name?: string): Promise<void> {
    for (const href of await page.$$eval('a[href]', (links) => links.map((link) => (link as HTMLAnchorElement).href)))
      if (href.startsWith(server.url) && !seen.has(href.replace(/#.*$/, ''))) seen.set(href.replace(/#.*$/, ''), page.context());
    const before = page.viewportSize() ?? desktop;
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      const found = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as Violation[];
      const serious = found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      const where = `${new URL(page.url()).pathname} at ${viewport.width}`;
      if (serious.length) violations[where] = serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      if (viewport === phone) {
        // Nothing may stick out sideways on a phone: the page scrolls down only.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(phone.width);
      }
      if (name) await page.screenshot({ path: `${screenshots}/${name}${viewport === phone ? '-phone' : ''}.png`, fullPage: true });
    }
    await page.setViewportSize(before);
  }

  /** A transaction of the partner's with an open dispute (the buyer says the desk is cracked), for the console's disputes. */
  async function disputedSale(): Promise<number> {
    const data = await gqlData(harness, accounts.partner.auth, CreateLifecycleTransaction, {
      input: {
        currency: 'usd',
        description: 'Walnut desk',
        parties: [
          { role: 'buyer', customer: accounts.buyer.email },
          { role: 'seller', customer: accounts.otherSeller.email },
        ],
        items: [
          {
            title: 'Walnut desk',
            type: 'general_merchandise',
            inspectionPeriod: 259200,
            schedule: [{ amount: '1250.00', payerCustomer: accounts.buyer.email, beneficiaryCustomer: accounts.otherSeller.email }],
          },
        ],
      },
    });
    if (data.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(data.createTransaction));
    const { id, databaseId, items } = data.createTransaction.transaction;
    await perform(harness, accounts.buyer, AgreeTransaction, { id });
    await perform(harness, accounts.otherSeller, AgreeTransaction, { id });
    await perform(harness, accounts.buyer, FundInSandbox, { id });
    await perform(harness, accounts.otherSeller, ShipItems, { id });
    await perform(harness, accounts.buyer, ReceiveItems, { id });
    const opened = (await gqlData(harness, accounts.buyer.auth, OpenJourneyDispute, { input: { itemId: items[0]!.databaseId, reason: 'The top arrived cracked' } }))
      .openDispute;
    expect(opened.__typename).toBe('OpenDisputePayload');
    return databaseId;
  }

  it('an invited seller sets a password and agrees; the buyer pays at the sandbox checkout; the seller ships; the buyer accepts', async () => {
    const sellerEmail = `invited-seller-${process.pid}@example.com`;
    const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, sellerEmail));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const sellerParty = (created.body.parties as { role: string; next_step: string }[]).find((party) => party.role === 'seller')!;
    expect(sellerParty.next_step).toBe(`${server.url}/transactions/${id}`);

    // A case already open on another sale of the partner's: the console lists it with its deadline.
    const disputedId = await disputedSale();

    // The partner watches its console: each event arrives live, without a reload.
    const consolePage = await newPage();
    await signIn(consolePage, server.url, accounts.partner);
    await consolePage.goto(`${server.url}/console`);
    await consolePage.getByText('live', { exact: true }).waitFor();
    await visit(consolePage);
    let navigations = 0;
    consolePage.on('framenavigated', () => (navigations += 1));
    const fed = (name: string) => expect.poll(() => consolePage.locator(`#feed li[data-event="${name}"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The seller: the invitation's link sets a password and signs in.
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: sellerEmail, kind: 'invitation' } });
    const link = /(http:\/\/\S+\/set-password\?\S+?)(?=\s)/.exec(mail.body)?.[1];
    expect(link).toBeDefined();
    const seller = await newPage(390);
    await seller.goto(link!);
    await visit(seller, 'set-password');
    await seller.getByLabel(/New password/).fill('a long seller password');
    await seller.getByRole('button', { name: 'Set password' }).click();

    // Signed in, on the list, with the message the session carried (no text from the URL).
    await seller.waitForURL(/\/transactions$/);
    await seller.getByText('Your password is set.').waitFor();
    await visit(seller, 'transactions');
    await seller.goto(sellerParty.next_step);
    await visit(seller);
    // Before agreeing, the seller sees what it will receive for each payout type, net of fees.
    await seller.locator('#payout tr[data-payout="wire_transfer"]').waitFor();
    await seller.getByRole('button', { name: 'Agree to the terms' }).click();
    await seller.getByText('You agreed to the terms.', { exact: true }).waitFor();

    // The link works once.
    const reused = await (await newPage()).goto(link!);
    expect(reused?.status()).toBe(200);

    // The buyer agrees and pays by card on the sandbox checkout page.
    const buyer = await newPage();
    await signIn(buyer, server.url, accounts.buyer);
    await buyer.goto(`${server.url}/transactions/${id}`);
    // Before agreeing, the buyer sees the total of each way to pay, as the API quotes it.
    await buyer.locator('#quote tr[data-method="credit_card"]').waitFor();
    await visit(buyer);
    await buyer.getByRole('button', { name: 'Agree to the terms' }).click();
    await buyer.getByText('You agreed to the terms.', { exact: true }).waitFor();

    await fed('agree');
    // Before paying: the total shown for each method is the API's quote, in the reader's words; none is chosen for the buyer.
    const quote = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/payment_methods`)).body as {
      available_payment_methods: { type: string; total: string }[];
    };
    expect(quote.available_payment_methods.length).toBeGreaterThan(1);
    for (const method of quote.available_payment_methods) {
      const shown = buyer.locator(`#quote tr[data-method="${method.type}"] td.total data`);
      expect(await shown.getAttribute('value')).toBe(method.total);
      expect(await shown.textContent()).toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(method.total as Intl.StringNumericLiteral),
      );
    }
    expect(await buyer.locator('input[name="method"]:checked').count()).toBe(0);
    await buyer.locator('input[name="method"][value="credit_card"]').check();
    await visit(buyer, 'party-page');
    await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    await buyer.waitForURL(/\/sandbox\/payments\/\d+\/credit_card/);
    await buyer.getByLabel(/Card number/).fill('4242 4242 4242 4242');
    await buyer.getByLabel('Expiry month').fill('12');
    await buyer.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 2));
    await buyer.getByLabel('CVC').fill('123');
    await visit(buyer, 'sandbox-checkout');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await buyer.waitForURL(new RegExp(`/transactions/${id}$`));
    await fed('payment_approved');
    const card = await harness.services.prisma.savedCard.findFirstOrThrow({ where: { customerId: accounts.buyer.id } });
    expect(card).toMatchObject({ brand: 'visa', lastFour: '4242', partnerId: accounts.partner.id });

    // The seller ships the domain (pushed to the buyer's registrar account).
    await seller.goto(`${server.url}/transactions/${id}`);
    await seller.getByLabel('Domain authorization').selectOption('push');
    await seller.getByRole('button', { name: /^Ship/ }).click();
    await seller.getByText('You marked it as shipped; the buyer is told.', { exact: true }).waitFor();

    await fed('ship');

    // The buyer confirms receipt and accepts.
    await buyer.goto(`${server.url}/transactions/${id}`);
    await buyer.getByRole('button', { name: /^Confirm receipt/ }).click();
    await buyer.getByText(/^You confirmed receipt/).waitFor();
    await buyer.getByText(/The inspection of “example.com” ends on/).waitFor();
    // Accepting asks first, saying what moves; the page stays at its URL.
    await buyer.getByRole('button', { name: /^Accept and release the money/ }).click();
    await buyer.getByText(/is released to the seller\. This cannot be undone\./).waitFor();
    await visit(buyer, 'party-page-confirm');
    expect(new URL(buyer.url()).pathname).toBe(`/transactions/${id}`);
    await buyer.getByRole('button', { name: /^Yes, accept/ }).click();
    await buyer.getByText(/^You accepted/).waitFor();
    await visit(buyer, 'party-page-accepted');
    const item = await harness.services.prisma.item.findFirstOrThrow({ where: { transactionId: id } });
    expect(item.accepted).toBe(true);

    // The seller chooses a domestic wire: a wrong routing number is named beside its field, what was typed is kept, the URL stays.
    await seller.goto(`${server.url}/transactions/${id}`);
    const payout = await seller.locator('#payout tr[data-payout="wire_transfer"] td.total data').getAttribute('value');
    await seller.getByRole('radio', { name: /^Wire transfer \(US\)/ }).check();
    // Each payout type has its own fields; only the chosen type's show.
    const wire = seller.locator('.payout-type', { has: seller.locator('input[name="type"][value="wire_transfer"]') });
    expect(await seller.getByLabel('IBAN (or an account number below)').isVisible()).toBe(false);
    await wire.getByLabel('Account holder').fill('Invited Seller');
    await wire.getByLabel('Bank name').fill('First Bank');
    await wire.getByLabel('ABA routing number (9 digits)').fill('123456789');
    await wire.getByLabel('Account number', { exact: true }).fill('000123456789');
    await seller.getByRole('button', { name: 'Choose how you are paid' }).click();
    await seller.locator('[aria-invalid="true"]').first().waitFor();
    expect(new URL(seller.url()).pathname).toBe(`/transactions/${id}`);
    expect(await wire.getByLabel('Account holder').inputValue()).toBe('Invited Seller');
    expect(await wire.getByText(/^ABA routing number \(9 digits\): /).count()).toBe(1);
    await visit(seller, 'party-page-field-error');
    await wire.getByLabel('ABA routing number (9 digits)').fill('021000021');
    await seller.getByRole('button', { name: 'Choose how you are paid' }).click();
    await seller.getByText('Your payout method is saved.', { exact: true }).waitFor();
    // What the ledger pays the seller is what the page said it would.
    const paid = async () => {
      const entries = await harness.services.prisma.ledgerEntry.findMany({
        where: { posting: { transactionId: id, kind: 'disbursement' }, account: { kind: 'payout', customer: { email: sellerEmail } } },
      });
      return entries.reduce((sum, entry) => sum + (entry.amount < 0n ? -entry.amount : entry.amount), 0n);
    };
    await expect.poll(paid, { timeout: 20_000 }).toBeGreaterThan(0n);
    expect(await paid()).toBe(BigInt(payout!.replace('.', '')));
    await seller.reload();
    await visit(seller, 'party-page-seller');
    await fed('accept');
    expect(navigations).toBe(0);
    // The open case, due first, with its deadline in words, links to its transaction's page.
    const caseRow = consolePage.locator('li[data-dispute]', { has: consolePage.locator(`a[href^="/console/transactions/${disputedId}#dispute-"]`) });
    expect(await caseRow.count()).toBe(1);
    expect(await caseRow.textContent()).toMatch(/Respond by .* UTC \(in \d+ days?/);
    await visit(consolePage, 'console');
    // The status column names the status as the API does, not by its number alone, and follows
    // the live events: the page was opened before the seller agreed, and it shows the status now.
    const { statusCode } = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id }, select: { statusCode: true } });
    expect(statusCode).not.toBe(3);
    const statusCell = consolePage.locator(`tr[data-transaction="${id}"] td[data-label="Status"]`);
    await expect.poll(async () => (await statusCell.textContent())?.trim(), { timeout: 10_000 }).toMatch(new RegExp(`^[A-Z][^()]+ \\(${statusCode}\\)$`));
    await consolePage.goto(`${server.url}/console/transactions/${id}`);
    await visit(consolePage, 'console-transaction');
    // The case on its transaction's page: reason, status and deadline.
    await consolePage.goto(`${server.url}/console/transactions/${disputedId}`);
    await consolePage.getByText('The top arrived cracked', { exact: true }).waitFor();
    await visit(consolePage, 'console-dispute');
    await consolePage.goto(`${server.url}/console/api-keys`);
    await consolePage.getByLabel('Name of the new key').fill('console key');
    await consolePage.getByRole('button', { name: 'Create key' }).click();
    await consolePage.getByText('shown only now').waitFor();
    await visit(consolePage);
    await consolePage.goto(`${server.url}/console/webhooks`);
    await visit(consolePage, 'console-webhooks');

    // A report of this transaction: asked for, built in the background, downloaded.
    await consolePage.getByRole('link', { name: 'Reports' }).click();
    await consolePage.getByLabel('Transaction ids').fill(String(id));
    await consolePage.getByRole('button', { name: 'Ask for the report' }).click();
    await consolePage.getByText(/Report \d+ is (being built|ready)/).waitFor();
    await expect
      .poll(
        async () => {
          await consolePage.reload();
          return consolePage.getByRole('link', { name: 'CSV' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await visit(consolePage, 'console-reports');
    const [download] = await Promise.all([consolePage.waitForEvent('download'), consolePage.getByRole('link', { name: 'CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
    expect(csv.split('\n')[0]).toContain('transaction_id');
    expect(csv).toContain(`\n${id},`);

    // Every link of every page above, followed by the browser that saw it, answers something other than 404;
    // and so does every URL the API handed out: next_step, web links, the emailed set-password link, landing pages.
    const handedOut: { url: string; context: BrowserContext }[] = [];
    const parties = (await getJson(harness, accounts.partner, `/2017-09-01/transaction/${id}`)).body.parties as { role: string; next_step: string }[];
    for (const party of parties) handedOut.push({ url: party.next_step, context: party.role === 'buyer' ? buyer.context() : seller.context() });
    handedOut.push({ url: link!, context: (await newPage()).context() });
    for (const action of ['view', 'agree', 'ship']) {
      const answer = await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/web_link/${action}`);
      handedOut.push({ url: answer.body.web_link as string, context: (await newPage()).context() });
    }
    const second = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, sellerEmail));
    const invitedSeller = { ...accounts.buyer, email: sellerEmail, auth: basicAuth(sellerEmail, 'a long seller password') };
    for (const party of [accounts.buyer, invitedSeller])
      expect((await postJson(harness, party, `/2017-09-01/transaction/${second.body.id}`, { action: 'agree' }, 'PATCH')).status).toBe(200);
    for (const method of ['credit_card', 'paypal']) {
      const chosen = await postJson(harness, accounts.buyer, `/2017-09-01/transaction/${second.body.id}/payment_methods/${method}`, {});
      expect(chosen.status).toBe(200);
      handedOut.push({ url: chosen.body.landing_page, context: buyer.context() });
    }
    expect(seen.size).toBeGreaterThan(10);
    const followed: string[] = [];
    for (const [url, context] of [...seen, ...handedOut.map((entry) => [entry.url, entry.context] as const)]) {
      const answer = await context.request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 5 });
      followed.push(`${answer.status()} ${url}`);
      expect(answer.status(), `${url} answered ${answer.status()}`).not.toBe(404);
      expect(answer.status(), url).toBeLessThan(500);
    }
    expect(followed.some((line) => line.includes('/console/reports/'))).toBe(true);
    // axe-core found nothing serious on any page visited, at either width.
    expect(violations).toEqual({});
  }, 420_000);
});
