import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/domain/auth/web-sessions.js';
import { approvePartner, joinPartner } from '../support/accounts.js';
import { createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { getJson, partnerSaleBody, postJson } from '../support/transactions.js';

// Web links and emailed one-time links: minted, spent once, expiring, bound to their party,
// transaction and action; refused with a clear 4xx and nothing stored. And every URL the API
// hands out (next_step, web links, landing pages, emailed links) answers a page, never a 404.

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller' | 'stranger', TestAccount>;
const base = 'http://127.0.0.1:4000';

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {}, stranger: {} }));
});
afterAll(() => harness?.close());

const tokens = () => harness.services.prisma.oneTimeToken.count();

async function sale(): Promise<number> {
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function cookieOf(account: TestAccount): Promise<string> {
  const session = await startSession(harness.services.prisma, account.id, harness.services.clock.now());
  return `heldfunds_session=${session.token}`;
}

/** GET a URL of this service as a browser would, following redirects; answers the last status and body. */
async function browse(url: string, cookie?: string): Promise<{ status: number; body: string; path: string; cookies: string[] }> {
  let next = url;
  let jar = cookie ?? '';
  const cookies: string[] = [];
  for (let hop = 0; hop < 6; hop += 1) {
    const target = new URL(next, base);
    expect(target.origin).toBe(base);
    const response = await harness.fetch(target.pathname + target.search, { headers: jar ? { cookie: jar } : {}, redirect: 'manual' });
    for (const set of response.headers.getSetCookie()) {
      cookies.push(set);
      const pair = set.split(';')[0]!;
      jar = [jar, pair].filter(Boolean).join('; ');
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = location;
      continue;
    }
    return { status: response.status, body: await response.text(), path: target.pathname, cookies };
  }
  throw new Error('too many redirects');
}

describe('web links', () => {
  it('answer a one-time URL bound to the party and action; it signs that party in once and opens the action', async () => {
    const id = await sale();
    const answer = await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/web_link/agree`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      action: 'agree',
      web_link: expect.stringMatching(new RegExp(`^${base}/transactions/${id}/link\\?token=[\\w-]{43}$`)),
      expires_at: '2026-01-16T12:00:00.000Z',
    });
    const stored = await harness.services.prisma.oneTimeToken.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored).toMatchObject({ customerId: accounts.seller.id, transactionId: id, action: 'agree', purpose: 'web_link', usedAt: null });
    // Only the hash is stored.
    expect(answer.body.web_link).not.toContain(stored.tokenHash);

    const opened = await browse(answer.body.web_link);
    expect(opened.status).toBe(200);
    expect(opened.path).toBe(`/transactions/${id}`);
    expect(opened.body).toContain('You are the <strong>seller</strong>');
    expect(opened.body).toContain('Agree to the terms');
    expect(opened.cookies.some((c) => c.startsWith('heldfunds_session=') && c.includes('HttpOnly') && c.includes('SameSite=Lax'))).toBe(true);

    const reused = await browse(answer.body.web_link);
    expect(reused.status).toBe(400);
    expect(reused.body).toContain('This link is invalid, expired or already used');
  });

  it('an approved partner names the party with as_customer (or As-Customer); an unapproved one is refused and nothing is stored', async () => {
    const id = await sale();
    const before = await tokens();
    const refused = await getJson(harness, accounts.partner, `/2017-09-01/transaction/${id}/web_link/pay?as_customer=${encodeURIComponent(accounts.buyer.email)}`);
    expect(refused).toEqual({ status: 403, body: { error: 'This partner is not approved to act on behalf of customers (As-Customer)' } });
    expect(await tokens()).toBe(before);

    const approved = await createTestAccount(harness, { isPartner: true });
    await approvePartner(harness, approved);
    await joinPartner(harness, approved, accounts.buyer, accounts.seller);
    const own = await postJson(harness, approved, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
    const link = await getJson(harness, approved, `/2017-09-01/transaction/${own.body.id}/web_link/pay?as_customer=${encodeURIComponent(accounts.buyer.email)}`);
    expect(link.status).toBe(200);
    const stored = await harness.services.prisma.oneTimeToken.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored.customerId).toBe(accounts.buyer.id);
  });

  it('an item link: the seller asks for one item’s ship link, or an approved partner asks for it with the As-Customer header', async () => {
    const approved = await createTestAccount(harness, { isPartner: true });
    await approvePartner(harness, approved);
    await joinPartner(harness, approved, accounts.buyer, accounts.seller);
    const own = await postJson(harness, approved, '/2017-09-01/transaction', partnerSaleBody(accounts.buyer.email, accounts.seller.email));
    const id = own.body.id as number;
    const item = (own.body.items as { id: number }[])[0]!.id;

    const bySeller = await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/item/${item}/web_link/ship`);
    expect(bySeller).toEqual({
      status: 200,
      body: { action: 'ship', web_link: expect.stringMatching(new RegExp(`/transactions/${id}/link\\?token=[\\w-]{43}$`)), expires_at: expect.any(String) },
    });
    expect(await harness.services.prisma.oneTimeToken.findFirstOrThrow({ orderBy: { id: 'desc' } })).toMatchObject({
      customerId: accounts.seller.id,
      transactionId: id,
      itemId: item,
      action: 'ship',
    });

    const response = await harness.fetch(`/2017-09-01/transaction/${id}/item/${item}/web_link/ship`, {
      headers: { authorization: approved.auth, 'as-customer': accounts.seller.email, accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await harness.services.prisma.oneTimeToken.findFirstOrThrow({ orderBy: { id: 'desc' } })).toMatchObject({ customerId: accounts.seller.id, itemId: item });
  });

  it('refuses unknown actions, item actions on the whole transaction and strangers with a 4xx in the contract’s shape; nothing is stored', async () => {
    const id = await sale();
    const item = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}`)).body.items[0].id as number;
    const before = await tokens();
    expect(await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/web_link/explode`)).toEqual({
      status: 422,
      body: { errors: { action: [expect.stringContaining('must be one of view, agree, pay')] } },
    });
    expect((await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/item/${item}/web_link/agree`)).status).toBe(422);
    expect(await getJson(harness, accounts.stranger, `/2017-09-01/transaction/${id}/web_link/agree`)).toEqual({
      status: 403,
      body: { error: 'Only the parties of a transaction may act on it' },
    });
    expect((await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/item/999999/web_link/ship`)).status).toBe(404);
    expect((await getJson(harness, accounts.buyer, `/2017-09-01/transaction/999999/web_link/agree`)).status).toBe(404);
    expect(await tokens()).toBe(before);
  });

  it('expire after a day, and work only on their own transaction (a link tried on another is not spent)', async () => {
    const id = await sale();
    const other = await sale();
    const first = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/web_link/view`)).body.web_link as string;
    const token = new URL(first).searchParams.get('token')!;
    expect((await browse(`/transactions/${other}/link?token=${token}`)).status).toBe(400);
    expect((await browse(first)).status).toBe(200);

    const second = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/web_link/view`)).body.web_link as string;
    harness.clock.advance(24 * 3600 + 1);
    const expired = await browse(second);
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('invalid, expired or already used');
    expect((await browse(`/transactions/${id}/link?token=short`)).status).toBe(400);
  });
});

describe('set-password links', () => {
  const setPassword = (email: string, token: string, password: string) =>
    harness
      .fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: accounts.stranger.auth },
        body: JSON.stringify({
          query: `mutation($e: String!, $t: String!, $p: String!) { setPassword(email: $e, token: $t, password: $p) { __typename ... on Error { message } ... on ValidationError { fields { path messages } } } }`,
          variables: { e: email, t: token, p: password },
        }),
      })
      .then(async (response) => (await response.json()).data.setPassword);

  async function invited(): Promise<{ email: string; token: string }> {
    const email = `invited-${Math.random().toString(36).slice(2)}@example.com`;
    await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(email, accounts.seller.email));
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: email } });
    const link = new URL(/(http\S+set-password\S+?)(?=\s)/.exec(mail.body)![1]!);
    expect(link.searchParams.get('email')).toBe(email);
    return { email, token: link.searchParams.get('token')! };
  }

  it('work once, for their own email, with a password the rules accept; a refused try spends nothing', async () => {
    const { email, token } = await invited();
    expect(await setPassword(email, token, 'short')).toEqual({
      __typename: 'ValidationError',
      message: expect.any(String),
      fields: [{ path: ['password'], messages: ['must be at least 10 characters'] }],
    });
    expect(await setPassword(accounts.buyer.email, token, 'a long enough password')).toMatchObject({ __typename: 'BadRequestError' });
    expect(await setPassword(email, token, 'a long enough password')).toEqual({ __typename: 'Session' });
    expect(await setPassword(email, token, 'another long password')).toEqual({
      __typename: 'BadRequestError',
      message: 'This link is invalid, expired or already used; ask for a new one',
    });
  });

  it('expire after a week', async () => {
    const { email, token } = await invited();
    harness.clock.advance(7 * 24 * 3600 + 1);
    expect(await setPassword(email, token, 'a long enough password')).toMatchObject({ __typename: 'BadRequestError' });
  });
});

describe('every link the API hands out answers a page', () => {
  it('next_step, web links, landing pages, emailed links and the account pages answer 200', async () => {
    const verified = await createTestAccount(harness);
    await harness.services.prisma.customer.update({ where: { id: verified.id }, data: { personalVerificationStatus: 'verified' } });
    const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(verified.email, accounts.seller.email));
    const id = created.body.id as number;
    for (const party of [verified, accounts.seller]) {
      expect((await postJson(harness, party, `/2017-09-01/transaction/${id}`, { action: 'agree' }, 'PATCH')).status).toBe(200);
    }
    const cookies = {
      [verified.email]: await cookieOf(verified),
      [accounts.seller.email]: await cookieOf(accounts.seller),
      [accounts.partner.email]: await cookieOf(accounts.partner),
    };
    const links: { url: string; cookie?: string }[] = [];
    for (const party of created.body.parties as { customer: string; next_step: string }[]) {
      links.push({ url: party.next_step, cookie: cookies[party.customer] }, { url: party.next_step });
    }
    links.push({ url: (await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/web_link/ship`)).body.web_link });
    for (const method of ['paypal', 'credit_card']) {
      const chosen = await postJson(harness, verified, `/2017-09-01/transaction/${id}/payment_methods/${method}`, { return_url: 'https://shop.example.com/back' });
      expect(chosen.status).toBe(200);
      links.push({ url: chosen.body.landing_page, cookie: cookies[verified.email] }, { url: chosen.body.landing_page });
    }
    const mails = await harness.services.prisma.mailMessage.findMany();
    for (const mail of mails) for (const url of mail.body.match(/https?:\/\/\S+?(?=\s|$)/g) ?? []) links.push({ url });
    expect(mails.length).toBeGreaterThan(0);
    await harness.fetch('/forgot-password');
    for (const path of ['/', '/sign-in', '/forgot-password', '/set-password?email=a%40example.com&token=x', '/assets/web.css', '/assets/console.js'])
      links.push({ url: path });
    for (const path of ['/console', '/transactions', '/console/webhooks', '/console/api-keys', `/console/transactions/${id}`, '/change-password']) {
      links.push({ url: path, cookie: cookies[accounts.partner.email] });
    }
    for (const link of links) {
      const page = await browse(link.url, link.cookie);
      expect(page.status, `${link.url} (${link.cookie ? 'signed in' : 'signed out'}) answered ${page.status}: ${page.body.slice(0, 300)}`).toBe(200);
    }
  });

  it('refuses a form value the service cannot store (a NUL byte) with the page and its message, not a 500', async () => {
    const page = await harness.fetch('/sign-in');
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
    const form = new URLSearchParams({ csrf, email: `${accounts.buyer.email}\u0000`, password: accounts.buyer.password });
    const answer = await harness.fetch('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('must not contain NUL characters');
    expect(answer.headers.get('set-cookie') ?? '').not.toContain('heldfunds_session=');
  });

  it('a production deployment has no stand-in checkout page', async () => {
    const config = harness.services.config;
    const before = config.environment;
    config.environment = 'production';
    try {
      const page = await browse('/sandbox/payments/1/paypal', await cookieOf(accounts.buyer));
      expect(page.status).toBe(404);
    } finally {
      config.environment = before;
    }
  });
});

describe('GraphiQL', () => {
  it('is served from the installed package, with no CDN address in the page', async () => {
    const response = await harness.fetch('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('heldfunds GraphQL');
    expect(page).not.toMatch(/<script[^>]+src=["']https?:|<link[^>]+href=["']https?:|unpkg\.com|jsdelivr|esm\.sh/);
  });
});
