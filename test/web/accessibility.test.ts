/**
 * Every page of the web face passes axe-core (injected into Debian's Chromium) with no serious
 * or critical violation, at a desktop's width (1280 × 800) and a phone's (390 × 844).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { agreeAsItself, send } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { partnerSaleBody, postJson } from '../support/transactions.js';
import { gqlData } from '../support/graphql.js';
import { perform } from '../support/graphql-lifecycle.js';
import { AgreeTransaction, CreateLifecycleTransaction, FundInSandbox, ReceiveItems, ShipItems } from '../support/lifecycle-operations.js';
import { graphql } from '../graphql/generated/gql.js';
import { hasChromium, launchChromium } from './browser.js';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Each page is photographed at each width, to look at (a temporary folder unless SCREENSHOTS_DIR).
const screenshots = join(process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'heldfunds-screenshots'), 'accessibility');
mkdirSync(screenshots, { recursive: true });

const OpenCase = graphql(`
  mutation A11yOpenDispute($itemId: Int!) {
    openDispute(input: { itemId: $itemId, reason: "It arrived scratched", message: "See the corner." }) {
      __typename
      ... on OpenDisputePayload { dispute { id } }
    }
  }
`);
const ProposeSplit = graphql(`
  mutation A11yProposeSettlement($disputeId: ID!) {
    proposeSettlement(input: { disputeId: $disputeId, sellerAmount: "700.00" }) { __typename }
  }
`);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

describe.skipIf(!hasChromium)('accessibility of every page (axe-core)', () => {
  let harness: Harness;
  let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;
  const sessions = new Map<string, BrowserContext>();
  const pages: { who: 'anonymous' | 'buyer' | 'partner'; path: string }[] = [];

  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
    server = await harness.listen();
    harness.services.config.publicUrl = server.url;
    const sale = async () => {
      const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    // A transaction in several states: awaiting the parties' agreement, agreed (to pay), cancelled.
    const awaiting = await sale();
    const agreed = await sale();
    await agreeAsItself(harness, accounts.buyer, agreed);
    await agreeAsItself(harness, accounts.seller, agreed);
    const cancelled = await sale();
    // An item in dispute, with a message and the seller's pending proposal (the buyer's page offers to accept it).
    const created = await gqlData(harness, accounts.partner.auth, CreateLifecycleTransaction, {
      input: {
        currency: 'usd',
        description: 'A desk lamp',
        parties: [
          { role: 'buyer', customer: accounts.buyer.email },
          { role: 'seller', customer: accounts.seller.email },
        ],
        items: [
          {
            title: 'Desk lamp',
            type: 'general_merchandise',
            inspectionPeriod: 259200,
            schedule: [{ amount: '1000.00', payerCustomer: accounts.buyer.email, beneficiaryCustomer: accounts.seller.email }],
          },
        ],
      },
    });
    if (created.createTransaction.__typename !== 'CreateTransactionPayload') throw new Error(JSON.stringify(created.createTransaction));
    const { id: disputedId, databaseId: disputed, items } = created.createTransaction.transaction;
    await perform(harness, accounts.buyer, AgreeTransaction, { id: disputedId });
    await perform(harness, accounts.seller, AgreeTransaction, { id: disputedId });
    await perform(harness, accounts.buyer, FundInSandbox, { id: disputedId });
    await perform(harness, accounts.seller, ShipItems, { id: disputedId });
    await perform(harness, accounts.buyer, ReceiveItems, { id: disputedId });
    const openedCase = await gqlData(harness, accounts.buyer.auth, OpenCase, { itemId: items[0]!.databaseId });
    if (openedCase.openDispute.__typename !== 'OpenDisputePayload') throw new Error(openedCase.openDispute.__typename);
    await gqlData(harness, accounts.seller.auth, ProposeSplit, { disputeId: openedCase.openDispute.dispute!.id });
    expect((await send(harness, accounts.buyer, 'PATCH', `/2017-09-01/transaction/${cancelled}`, { action: 'cancel' })).status).toBe(200);
    // A set-password link, as an account a partner opens gets it.
    const opened = `opened-${process.pid}@example.com`;
    await postJson(harness, accounts.partner, '/2017-09-01/customer', { email: opened });
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: opened } });
    const setPassword = new URL(/(http\S+\/set-password\?\S+?)(?=\s)/.exec(mail.body)![1]!);

    pages.push(
      ...['/sign-in', '/forgot-password', setPassword.pathname + setPassword.search, '/no-such-page'].map((path) => ({ who: 'anonymous' as const, path })),
      ...[
        '/transactions',
        `/transactions/${awaiting}`,
        `/transactions/${agreed}`,
        `/transactions/${cancelled}`,
        `/transactions/${disputed}`,
        `/sandbox/payments/${agreed}/credit_card`,
        `/sandbox/payments/${agreed}/paypal`,
        '/verification',
        '/change-password',
      ].map((path) => ({ who: 'buyer' as const, path })),
      ...['/console', `/console/transactions/${agreed}`, '/console/webhooks', '/console/api-keys', '/console/reports'].map((path) => ({
        who: 'partner' as const,
        path,
      })),
    );

    browser = await launchChromium();
    // The pages' CSP takes scripts from the service only: axe is injected past it.
    sessions.set('anonymous', await browser.newContext({ bypassCSP: true }));
    for (const who of ['buyer', 'partner'] as const) {
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      await page.goto(`${server.url}/sign-in`);
      await page.getByLabel('Email').fill(accounts[who].email);
      await page.getByLabel('Password').fill(accounts[who].password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await page.close();
      sessions.set(who, context);
    }
  }, 120_000);

  afterAll(async () => {
    for (const context of sessions.values()) await context.close();
    await browser?.close();
    await server?.close();
    await harness?.close();
  });

  it('axe, as injected here, finds what it should (an image without a text alternative)', async () => {
    const page = await sessions.get('anonymous')!.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.ico">'));
    await page.addScriptTag({ path: axeSource });
    const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as Violation[];
    expect(violations.map((violation) => [violation.id, violation.impact])).toContainEqual(['image-alt', 'critical']);
    await page.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`no page has a serious or critical violation at ${viewport.width} × ${viewport.height}`, async () => {
      const found: Record<string, string[]> = {};
      for (const { who, path } of pages) {
        const page = await sessions.get(who)!.newPage();
        await page.setViewportSize(viewport);
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBeLessThan(path === '/no-such-page' ? 500 : 400);
        await page.screenshot({ path: join(screenshots, `${viewport.width}-${who}${path.split('?')[0]!.replace(/\//g, '_')}.png`), fullPage: true });
        await page.addScriptTag({ path: axeSource });
        const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as Violation[];
        const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        if (serious.length) found[`${who} ${path}`] = serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        await page.close();
      }
      expect(found).toEqual({});
    }, 180_000);
  }
});
