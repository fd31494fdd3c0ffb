/**
 * A dispute settled by a split, in Chromium: the buyer receives the goods, opens a dispute and
 * writes; the seller proposes a split; the buyer reads what it means in money and accepts it
 * after a confirmation. The amounts the page shows are the API's, and what the ledger then pays
 * the seller and refunds the buyer. Every page visited passes axe-core at 1280 × 800 and 390 × 844.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { givePayoutMethod } from '../support/lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ShipItems } from '../support/lifecycle-operations.js';
import { graphql } from '../graphql/generated/gql.js';
import { pngBytes } from '../support/verification.js';
import { hasChromium, launchChromium } from './browser.js';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// The README's pictures are refreshed with SCREENSHOTS_DIR=docs/screenshots; otherwise a temporary folder.
const screenshots = process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'heldfunds-screenshots');
mkdirSync(screenshots, { recursive: true });

const BUYER = 'dispute-buyer@example.com';
const SELLER = 'dispute-seller@example.com';

const ItemDispute = graphql(`
  query JourneyItemDispute($id: ID!) {
    node(id: $id) {
      __typename
      ... on Transaction {
        items {
          dispute {
            status
            proposals(last: 1) { edges { node { status sellerAmount buyerAmount sellerPayout sellerFees } } }
            resolution { sellerAmount buyerAmount }
          }
        }
      }
    }
  }
`);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

describe.skipIf(!hasChromium)('a dispute settled by a split, in Chromium', () => {
  let harness: Harness;
  let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: { email: BUYER }, seller: { email: SELLER } }));
    server = await harness.listen();
    harness.services.config.publicUrl = server.url;
    harness.workers().start();
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await harness?.close();
  });

  /** A signed-in party's page at a desktop's width; the CSP lets axe in (as in accessibility.test.ts). */
  async function signedIn(account: TestAccount): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    return page;
  }

  /** axe-core on the page as it is, at both widths: no serious or critical violation. */
  async function accessible(page: Page, what: string): Promise<void> {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.addScriptTag({ path: axeSource });
      const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as Violation[];
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${what} at ${viewport.width} × ${viewport.height}`).toEqual([]);
      // Nothing sticks out sideways on a phone.
      if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  }

  it('the buyer opens a dispute and writes; the seller proposes a split; the buyer sees its money and accepts; the ledger pays what was shown', async () => {
    // Set up through the API: sold, agreed, paid, shipped; the seller pays the escrow fee and is paid by wire.
    const created = await gqlData(harness, accounts.partner.auth, CreateLifecycleTransaction, {
      input: {
        currency: 'usd',
        description: 'A restored road bicycle',
        parties: [
          { role: 'buyer', customer: BUYER },
          { role: 'seller', customer: SELLER },
        ],
        items: [
          {
            title: 'Road bicycle',
            type: 'general_merchandise',
            inspectionPeriod: 259200,
            fees: [{ type: 'escrow', payerCustomer: SELLER, split: 1 }],
            schedule: [{ amount: '2450.00', payerCustomer: BUYER, beneficiaryCustomer: SELLER }],
          },
        ],
      },
    });
    if (created.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(created.createTransaction));
    const { id: globalId, databaseId: id } = created.createTransaction.transaction;
    await perform(harness, accounts.buyer, AgreeTransaction, { id: globalId });
    await perform(harness, accounts.seller, AgreeTransaction, { id: globalId });
    await perform(harness, accounts.buyer, FundInSandbox, { id: globalId });
    await perform(harness, accounts.seller, ShipItems, { id: globalId });
    await givePayoutMethod(harness, id, accounts.seller.id);
    const url = `${server.url}/transactions/${id}`;

    // The buyer receives the bicycle, then opens a dispute: a blank reason is named beside its field, what was typed is kept.
    const buyer = await signedIn(accounts.buyer);
    await buyer.goto(url);
    await buyer.getByRole('button', { name: /^Confirm receipt/ }).click();
    await buyer.getByText(/^You confirmed receipt/).waitFor();
    const open = buyer.locator('form[id^="action-open_dispute-"]');
    await open.getByLabel('What is wrong').fill('   ');
    await open.getByLabel('A first message (optional)').fill('The rear wheel is bent.');
    await open.getByRole('button', { name: /^Open a dispute/ }).click();
    await buyer.locator('[aria-invalid="true"]').first().waitFor();
    expect(new URL(buyer.url()).pathname).toBe(`/transactions/${id}`);
    expect(await open.getByLabel('A first message (optional)').inputValue()).toBe('The rear wheel is bent.');
    expect(await open.getByLabel('What is wrong').getAttribute('aria-describedby')).toMatch(/-error$/);
    await accessible(buyer, 'the open-dispute form with an error');
    await open.getByLabel('What is wrong').fill('The rear wheel arrived bent');
    await open.getByRole('button', { name: /^Open a dispute/ }).click();
    await buyer.getByText(/^You opened a dispute: nothing/).waitFor();
    const section = buyer.locator('section.dispute');
    await section.getByText('You opened it on').waitFor();
    await section.getByText(/^Settle it by .+ UTC: until then/).waitFor();
    await section.getByText('The rear wheel is bent.').waitFor();
    await section.getByLabel('Your message').fill('A photo of the rim.');
    await section.getByLabel('Evidence files (optional)').setInputFiles([{ name: 'rim.png', mimeType: 'image/png', buffer: pngBytes }]);
    await section.getByRole('button', { name: 'Post the message' }).click();
    await buyer.getByText('Your message is posted.').waitFor();
    expect(await section.locator('li.message').count()).toBe(2);
    // The file is a link: the browser downloads it (an attachment) with the bytes sent.
    const [download] = await Promise.all([buyer.waitForEvent('download'), section.getByRole('link', { name: /^rim\.png \(PNG image, / }).click()]);
    expect(download.suggestedFilename()).toBe('rim.png');
    expect(readFileSync(await download.path()).equals(pngBytes)).toBe(true);
    await accessible(buyer, 'the buyer’s open case');

    // The seller reads the case, and proposes a split: an amount it cannot read is named beside the field.
    const seller = await signedIn(accounts.seller);
    await seller.goto(url);
    const sellerCase = seller.locator('section.dispute');
    await sellerCase.getByText('The buyer opened it on').waitFor();
    expect(await sellerCase.locator('li.message p.meta strong').allTextContents()).toEqual(['The buyer', 'The buyer']);
    await sellerCase.getByLabel('Amount to the seller').fill('two thousand');
    await sellerCase.getByRole('button', { name: 'Propose this split' }).click();
    await seller.getByText('Amount to the seller: Write the amount as a number, like 2150.00.').waitFor();
    expect(await seller.getByLabel('Amount to the seller').getAttribute('aria-invalid')).toBe('true');
    await accessible(seller, 'the seller’s proposal form with an error');
    await seller.getByLabel('Amount to the seller').fill('2150.00');
    await seller.getByRole('button', { name: 'Propose this split' }).click();
    await seller.getByText('Your proposal is sent').waitFor();
    await seller.locator('li.proposal.pending').waitFor();
    const sellerEffect = (await seller.locator('li.proposal.pending p.effect').textContent())?.trim();
    expect(sellerEffect).toMatch(/^You would be paid \$[\d,.]+ \(\$2,150\.00 less \$[\d,.]+ of fees\); the buyer would get \$300\.00 back\.$/);
    await accessible(seller, 'the seller’s case with its proposal');

    // The buyer sees what the proposal means for it, as the API quotes it, and accepts after a confirmation.
    const quoted = await gqlData(harness, accounts.buyer.auth, ItemDispute, { id: globalId });
    if (quoted.node?.__typename !== 'Transaction') throw new Error('no transaction');
    const proposal = quoted.node.items[0]!.dispute!.proposals.edges[0]!.node;
    expect(proposal).toMatchObject({ status: 'PENDING', sellerAmount: '2150.00', buyerAmount: '300.00' });
    const usd = (value: unknown) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(String(value) as Intl.StringNumericLiteral);
    await buyer.goto(url);
    const effect = buyer.locator('li.proposal.pending p.effect');
    expect((await effect.textContent())?.trim()).toBe(`You would get ${usd(proposal.buyerAmount)} back; the seller would be paid ${usd(proposal.sellerPayout)}.`);
    await buyer.screenshot({ path: `${screenshots}/party-dispute.png`, fullPage: true });
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.screenshot({ path: `${screenshots}/party-dispute-phone.png`, fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 800 });
    await accessible(buyer, 'the buyer’s case with the seller’s proposal');
    await buyer.getByRole('button', { name: 'Accept this proposal' }).click();
    const confirmation = buyer.locator('form.confirm');
    await confirmation
      .getByText(`You will get ${usd(proposal.buyerAmount)} back; the seller will be paid ${usd(proposal.sellerPayout)}.`, { exact: false })
      .waitFor();
    expect(new URL(buyer.url()).pathname).toBe(`/transactions/${id}`);
    await accessible(buyer, 'the confirmation');
    await confirmation.getByRole('button', { name: 'Yes, accept the proposal' }).click();
    await buyer.getByText(/^You accepted the proposal/).waitFor();

    // What the ledger pays the seller and refunds the buyer is what the page said.
    const moved = async (kind: 'disbursement' | 'refund', accountKind: 'payout' | 'refund', customerId: number) => {
      const entries = await harness.services.prisma.ledgerEntry.findMany({
        where: { posting: { transactionId: id, kind }, account: { kind: accountKind, customerId } },
      });
      return entries.reduce((sum, entry) => sum + (entry.amount < 0n ? -entry.amount : entry.amount), 0n);
    };
    const cents = (value: unknown) => BigInt(String(value).replace('.', ''));
    await expect.poll(() => moved('disbursement', 'payout', accounts.seller.id), { timeout: 20_000 }).toBeGreaterThan(0n);
    expect(await moved('disbursement', 'payout', accounts.seller.id)).toBe(cents(proposal.sellerPayout));
    expect(await moved('refund', 'refund', accounts.buyer.id)).toBe(cents(proposal.buyerAmount));

    // The closed case shows its outcome and amounts; no form is left on it.
    await buyer.reload();
    await buyer.getByText(/^Settled by agreement on .*: \$2,150\.00 to the seller and \$300\.00 back to the buyer\.$/).waitFor();
    expect(await buyer.locator('section.dispute form').count()).toBe(0);
    await accessible(buyer, 'the settled case');
    await buyer.context().close();
    await seller.context().close();
  }, 300_000);
});
