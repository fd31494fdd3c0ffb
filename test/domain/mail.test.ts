/**
 * The mails the service records (src/domain/mail.ts): an invitation names who invited, the
 * items and their amounts in the transaction's currency; a partner's new account names the
 * partner; each has a text part and an HTML part with the same link, values escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../src/domain/shared/money-format.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { domainNameBody, partnerSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer', TestAccount>;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {} }));
  await harness.services.prisma.customer.update({ where: { id: accounts.partner.id }, data: { companyName: 'Acme <Domains> & Co' } });
  await harness.services.prisma.customer.update({ where: { id: accounts.buyer.id }, data: { firstName: 'Ada', lastName: 'Lovelace' } });
});
afterAll(() => harness?.close());

const mailTo = (to: string) => harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
const linkIn = (text: string) => /(http\S+\/set-password\?\S+?)(?=\s)/.exec(text)?.[1];
/** The link as the HTML part writes it in an attribute. */
const inHtml = (link: string) => link.replace(/&/g, '&amp;');

describe('amounts in mail', () => {
  it('are formatted per currency, exactly, never through a float', () => {
    expect(formatAmount(125000n, 'usd')).toBe('$1,250.00');
    expect(formatAmount(9950n, 'euro')).toBe('€99.50');
    expect(formatAmount(1000n, 'gbp')).toBe('£10.00');
    expect(formatAmount(1000n, 'cad')).toBe('CA$10.00');
    expect(formatAmount(1000n, 'aud')).toBe('A$10.00');
    expect(formatAmount(100_000_000_000_001n, 'usd')).toBe('$1,000,000,000,000.01');
  });
});

describe('the invitation of someone named in a new transaction', () => {
  it('names the inviter, the item and the amount, in a text part and an HTML part with the same link', async () => {
    const email = `invitee-${process.pid}@example.com`;
    const created = await postJson(harness, accounts.buyer, '/2017-09-01/transaction', domainNameBody(email, { currency: 'euro' }));
    expect(created.status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.kind).toBe('invitation');
    expect(mail.body).toContain('Ada Lovelace named you in a held-funds transaction: “The sale of example.com”.');
    expect(mail.body).toMatch(/ {2}example\.com {2}€1,000\.00\n/);
    const link = linkIn(mail.body)!;
    expect(link).toBeDefined();
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('Ada Lovelace named you');
    expect(mail.html).toContain('>€1,000.00</td>');
    expect(mail.html).toContain(`href="${inHtml(link)}"`);
  });

  it('escapes what clients wrote (names, titles) in the HTML part, and lists several items with their total', async () => {
    const seller = `seller-${process.pid}@example.com`;
    const body = partnerSaleBody(accounts.buyer.email, seller) as Record<string, unknown> & { items: Record<string, unknown>[] };
    body.items = [
      { ...body.items[0], title: '<img src=x onerror=alert(1)> "Camera"' },
      { ...body.items[0], title: 'Lens & bag' },
    ];
    const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', body);
    expect(created.status).toBe(201);
    const mail = await mailTo(seller);
    expect(mail.body).toContain('Acme <Domains> & Co named you');
    expect(mail.html).toContain('Acme &lt;Domains&gt; &amp; Co named you');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Camera&quot;');
    expect(mail.html).toContain('Lens &amp; bag');
    expect(mail.body).toMatch(/Total +\$/);
    expect(mail.html).toContain('>Total</td>');
  });
});

describe('the mail of an account a partner opens', () => {
  it('names the partner, with the link in both parts', async () => {
    const email = `opened-${process.pid}@example.com`;
    const created = await postJson(harness, accounts.partner, '/2017-09-01/customer', { email });
    expect(created.status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.kind).toBe('set_password');
    expect(mail.body).toContain(`Acme <Domains> & Co opened a held-funds account for ${email}`);
    expect(mail.html).toContain('Acme &lt;Domains&gt; &amp; Co opened a held-funds account');
    expect(mail.html).toContain(`href="${inHtml(linkIn(mail.body)!)}"`);
  });
});
