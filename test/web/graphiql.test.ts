/**
 * The console's GraphiQL in Chromium: signed in on the console, the partner runs a query and
 * sees their own data, with no key pasted (src/web/graphiql.ts, src/http/session-graphql.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { hasChromium, launchChromium } from './browser.js';

describe.skipIf(!hasChromium)('the console’s GraphiQL in a browser', () => {
  let harness: Harness;
  let accounts: Record<'partner', TestAccount>;
  let server: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true } }));
    server = await harness.listen();
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await harness?.close();
  });

  it('runs the partner’s query on the signed-in session, from the console’s link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/sign-in?next=/console`);
    await page.getByLabel('Email').fill(accounts.partner.email);
    await page.getByLabel('Password').fill(accounts.partner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/console`);
    await page.getByRole('link', { name: 'GraphiQL' }).click();
    await page.waitForURL(`${server.url}/console/graphiql`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/console/graphql') && response.request().postData()?.includes('viewer') === true);
    await page.locator('.graphiql-execute-button').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { email: accounts.partner.email, isPartner: true } } });
    await expect.poll(() => page.locator('.result-window').innerText()).toContain(accounts.partner.email);
    await page.screenshot({ path: join(process.env.SCREENSHOTS_DIR ?? tmpdir(), 'console-graphiql.png') });
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  }, 60_000);
});
