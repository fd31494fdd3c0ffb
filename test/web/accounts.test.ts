import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSessionLifetimeSeconds, sessionLifetimeSeconds } from '../../src/domain/auth/web-sessions.js';
import { cookie } from '../../src/web/http.js';
import type { WebDeps } from '../../src/web/deps.js';
import { basicAuth, createHarness, createHarnessWithAccounts, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { getJson, partnerSaleBody, postJson } from '../support/transactions.js';
import { formsOf, WebClient } from '../support/web.js';

// Accounts on the web, as a browser meets them: CSRF on every form, sessions that expire and
// that signing out and a password change end on the server, one-time links that expire and
// work once, web-link sessions that reach their transaction only, and the login guard's
// per-account limit on the sign-in form.

let harness: Harness;
let accounts: Record<'partner' | 'buyer' | 'seller', TestAccount>;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {}, seller: {} }));
});
afterAll(() => harness?.close());

async function sale(buyer = accounts.buyer.email, seller = accounts.seller.email): Promise<number> {
  const created = await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(buyer, seller));
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function signedIn(account: TestAccount): Promise<WebClient> {
  const client = new WebClient(harness);
  expect((await client.signIn(account.email, account.password)).status).toBe(303);
  expect(client.session).toBeDefined();
  return client;
}

/** Everything a refused form could have changed. */
async function everything(): Promise<unknown> {
  const p = harness.services.prisma;
  return {
    sessions: await p.webSession.findMany({ orderBy: { id: 'asc' } }),
    tokens: await p.oneTimeToken.findMany({ orderBy: { id: 'asc' } }),
    customers: await p.customer.findMany({ orderBy: { id: 'asc' }, select: { id: true, passwordHash: true } }),
    transactions: await p.transaction.findMany({ orderBy: { id: 'asc' } }),
    parties: await p.party.findMany({ orderBy: { id: 'asc' } }),
    items: await p.item.findMany({ orderBy: { id: 'asc' } }),
    payments: await p.payment.count(),
    savedCards: await p.savedCard.count(),
    webhooks: await p.webhook.findMany({ orderBy: { id: 'asc' } }),
    deliveries: await p.webhookDelivery.findMany({ orderBy: { id: 'asc' } }),
    apiKeys: await p.apiKey.findMany({ orderBy: { id: 'asc' } }),
    reports: await p.reportTask.count(),
    mails: await p.mailMessage.count(),
    events: await p.event.count(),
  };
}

describe('CSRF', () => {
  it('every form refuses a POST without its token or with a wrong one: 403 with a page, and nothing changes', async () => {
    const id = await sale();
    const anonymous = new WebClient(harness);
    const party = await signedIn(accounts.buyer);
    const partner = await signedIn(accounts.partner);
    // A set-password link that a refused form must not spend.
    await postJson(harness, accounts.partner, '/2017-09-01/transaction', partnerSaleBody(`csrf-${Date.now()}@example.com`, accounts.seller.email));
    const invitation = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { kind: 'invitation' }, orderBy: { id: 'desc' } });
    const setPasswordPath = new URL(/(http\S+set-password\S+?)(?=\s)/.exec(invitation.body)![1]!).toString().replace(/^https?:\/\/[^/]+/, '');

    // The forms, as the pages show them.
    const visits: { client: WebClient; path: string }[] = [
      { client: anonymous, path: '/sign-in' },
      { client: anonymous, path: '/forgot-password' },
      { client: anonymous, path: setPasswordPath },
      { client: party, path: '/change-password' },
      { client: party, path: `/transactions/${id}` },
      { client: party, path: `/sandbox/payments/${id}/paypal` },
      { client: partner, path: '/console/webhooks' },
      { client: partner, path: '/console/api-keys' },
      { client: partner, path: '/console/reports' },
    ];
    const forms: { client: WebClient; action: string; fields: Record<string, string> }[] = [];
    for (const visit of visits) {
      const page = await visit.client.get(visit.path);
      expect(page.status, visit.path).toBe(200);
      for (const form of formsOf(page.body)) forms.push({ client: visit.client, ...form });
    }
    // The redeliver button shows once a delivery exists; its form posts here too.
    forms.push({ client: partner, action: '/console/webhooks', fields: { csrf: partner.csrf, intent: 'redeliver', delivery: 'V2ViaG9va0RlbGl2ZXJ5OjE=' } });
    const actions = new Set(forms.map((form) => form.action.replace(/\?.*$/, '')));
    for (const expected of [
      '/sign-in',
      '/sign-out',
      '/forgot-password',
      '/set-password',
      '/change-password',
      `/transactions/${id}`,
      `/sandbox/payments/${id}/paypal`,
      '/console/webhooks',
      '/console/api-keys',
      '/console/reports',
    ])
      expect(actions, expected).toContain(expected);

    const before = await everything();
    for (const form of forms) {
      const token = form.fields.csrf!;
      expect(token).toMatch(/^[\w-]{32}$/);
      const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      const otherSession = form.client === party ? partner.csrf : party.csrf;
      for (const csrf of [null, '', wrong, otherSession]) {
        const answer = await form.client.post(form.action, { ...form.fields, csrf });
        expect(answer.status, `${form.action} with csrf ${csrf}`).toBe(403);
        expect(answer.headers.get('content-type')).toContain('text/html');
        expect(answer.body).toContain('did not come from this site');
        expect(answer.headers.getSetCookie().some((set) => set.startsWith('heldfunds_session='))).toBe(false);
      }
    }
    expect(await everything()).toEqual(before);

    // The same form with its token works (the refusals above were the token's doing).
    const keys = await harness.services.prisma.apiKey.count();
    await partner.get('/console/api-keys');
    expect((await partner.post('/console/api-keys', { name: 'with its token' })).status).toBe(200);
    expect(await harness.services.prisma.apiKey.count()).toBe(keys + 1);
  });
});

describe('sessions', () => {
  it('the cookie is HttpOnly and SameSite, Secure in production, and carries no expiry the server does not keep', () => {
    const deps = (environment: 'sandbox' | 'production') => ({ config: { environment, publicUrl: 'https://x' } }) as WebDeps;
    expect(cookie(deps('sandbox'), 'heldfunds_session', 'v')).toBe('heldfunds_session=v; Path=/; HttpOnly; SameSite=Lax');
    expect(cookie(deps('production'), 'heldfunds_session', 'v')).toBe('heldfunds_session=v; Path=/; HttpOnly; SameSite=Lax; Secure');
  });

  it('expire after twelve hours: the old cookie then leads to the sign-in page', async () => {
    const client = await signedIn(accounts.buyer);
    const stored = await harness.services.prisma.webSession.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored.expiresAt.getTime() - harness.clock.now().getTime()).toBe(sessionLifetimeSeconds * 1000);
    harness.clock.advance(sessionLifetimeSeconds - 60);
    expect((await client.get('/transactions')).status).toBe(200);
    harness.clock.advance(61);
    const expired = await client.get('/transactions');
    expect(expired.status).toBe(303);
    expect(expired.location).toBe('/sign-in?next=/transactions');
    const console = await client.get('/console');
    expect(console.location).toBe('/sign-in?next=%2Fconsole');
  });

  it('signing out ends the session on the server: the old cookie no longer works', async () => {
    const client = await signedIn(accounts.buyer);
    const token = client.session!;
    await client.get('/transactions');
    const out = await client.post('/sign-out', {});
    expect(out.status).toBe(303);
    expect(out.location).toBe('/sign-in?signed_out=1');
    expect(client.session).toBeUndefined();
    // Replaying the old cookie, as someone who copied it would.
    const replay = new WebClient(harness);
    replay.jar.set('heldfunds_session', token);
    const page = await replay.get('/transactions');
    expect(page.status).toBe(303);
    expect(page.location).toBe('/sign-in?next=/transactions');
  });

  it('changing the password ends every other session of the account; this browser continues with a new one', async () => {
    const account = await createTestAccount(harness);
    const here = new WebClient(harness);
    expect((await here.signIn(account.email, account.password)).status).toBe(303);
    const elsewhere = new WebClient(harness);
    expect((await elsewhere.signIn(account.email, account.password)).status).toBe(303);
    const oldHere = here.session!;
    await here.get('/change-password');
    const wrong = await here.post('/change-password', { currentPassword: 'not it at all', newPassword: 'second password 2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('currentPassword: is not your current password');
    expect((await elsewhere.get('/transactions')).status).toBe(200);

    const changed = await here.post('/change-password', { currentPassword: account.password, newPassword: 'second password 2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('your other sessions are signed out');
    expect(here.session).not.toBe(oldHere);
    expect((await here.get('/transactions')).status).toBe(200);
    expect((await elsewhere.get('/transactions')).status).toBe(303);
    const replay = new WebClient(harness);
    replay.jar.set('heldfunds_session', oldHere);
    expect((await replay.get('/transactions')).status).toBe(303);
    expect(await harness.services.prisma.webSession.count({ where: { customerId: account.id } })).toBe(1);
    expect((await new WebClient(harness).signIn(account.email, account.password)).status).toBe(401);
    expect((await new WebClient(harness).signIn(account.email, 'second password 2')).status).toBe(303);
  });
});

describe('one-time links on the web', () => {
  async function invitation(): Promise<{ email: string; path: string }> {
    const email = `invited-${Math.random().toString(36).slice(2)}@example.com`;
    await sale(email);
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({ where: { to: email, kind: 'invitation' } });
    return { email, path: /(http\S+set-password\S+?)(?=\s)/.exec(mail.body)![1]!.replace(/^https?:\/\/[^/]+/, '') };
  }

  async function setPasswordWith(client: WebClient, path: string, password: string) {
    const page = await client.get(path);
    expect(page.status).toBe(200);
    const form = formsOf(page.body).find((candidate) => candidate.action === '/set-password')!;
    return client.post('/set-password', { ...form.fields, password });
  }

  it('a set-password link works once: the second use is refused with the core’s words and changes nothing', async () => {
    const { email, path } = await invitation();
    const first = new WebClient(harness);
    const done = await setPasswordWith(first, path, 'a good long password');
    expect(done.status).toBe(303);
    expect(done.location).toBe('/transactions');
    const hash = (await harness.services.prisma.customer.findUniqueOrThrow({ where: { email } })).passwordHash;

    const again = new WebClient(harness);
    const reused = await setPasswordWith(again, path, 'another long password');
    expect(reused.status).toBe(400);
    expect(reused.body).toContain('This link is invalid, expired or already used; ask for a new one');
    expect(again.session).toBeUndefined();
    expect((await harness.services.prisma.customer.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(hash);
  });

  it('an invitation expires after a week, a forgot-password link after an hour', async () => {
    const { path } = await invitation();
    harness.clock.advance(7 * 24 * 3600 + 1);
    const late = new WebClient(harness);
    const expired = await setPasswordWith(late, path, 'a good long password');
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('invalid, expired or already used');

    const client = new WebClient(harness);
    await client.get('/forgot-password');
    const asked = await client.post('/forgot-password', { email: accounts.seller.email });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('It works once, for an hour');
    const mail = await harness.services.prisma.mailMessage.findFirstOrThrow({
      where: { to: accounts.seller.email, kind: 'password_reset' },
      orderBy: { id: 'desc' },
    });
    const reset = /(http\S+set-password\S+?)(?=\s)/.exec(mail.body)![1]!.replace(/^https?:\/\/[^/]+/, '');
    harness.clock.advance(3600 + 1);
    const tooLate = await setPasswordWith(new WebClient(harness), reset, 'a good long password');
    expect(tooLate.status).toBe(400);
    expect(tooLate.body).toContain('invalid, expired or already used');
  });
});

describe('web-link sessions', () => {
  it('reach their own transaction’s page, actions and checkout only, for an hour', async () => {
    const id = await sale();
    const other = await sale();
    const link = (await getJson(harness, accounts.buyer, `/2017-09-01/transaction/${id}/web_link/agree`)).body.web_link as string;
    const client = new WebClient(harness);
    const opened = await client.get(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(303);
    expect(opened.location).toBe(`/transactions/${id}#action-agree`);
    const stored = await harness.services.prisma.webSession.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(stored).toMatchObject({ customerId: accounts.buyer.id, transactionId: id });
    expect(stored.expiresAt.getTime() - harness.clock.now().getTime()).toBe(linkSessionLifetimeSeconds * 1000);

    const own = await client.get(`/transactions/${id}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('Agree to the terms');
    // The header offers what the session reaches, not the account's other pages.
    expect(own.body).not.toContain('href="/change-password"');
    expect(own.body).not.toContain('href="/transactions"');

    for (const path of ['/console', '/transactions', `/transactions/${other}`, '/change-password', '/console/reports', `/sandbox/payments/${other}/paypal`]) {
      const refused = await client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toContain(`The link you followed opens transaction ${id} only`);
    }
    const home = await client.get('/');
    expect(home.location).toBe(`/transactions/${id}`);
    await client.get(`/transactions/${id}`);
    const before = await everything();
    expect((await client.post('/change-password', { currentPassword: accounts.buyer.password, newPassword: 'a new long password' })).status).toBe(403);
    expect((await client.post(`/transactions/${other}/actions`, { action: 'agree' })).status).toBe(403);
    expect(await everything()).toEqual(before);

    // Its own transaction's action works, and so does its checkout page.
    const agreed = await client.post(`/transactions/${id}/actions`, { action: 'agree' });
    expect(agreed.status).toBe(303);
    expect(agreed.location).toBe(`/transactions/${id}`);
    expect((await client.get(`/sandbox/payments/${id}/paypal`)).status).toBe(200);

    // A password sign-in from here gives a full session.
    const full = await client.signIn(accounts.buyer.email, accounts.buyer.password);
    expect(full.status).toBe(303);
    expect((await client.get('/transactions')).status).toBe(200);
  });

  it('end after an hour', async () => {
    const id = await sale();
    const link = new URL((await getJson(harness, accounts.seller, `/2017-09-01/transaction/${id}/web_link/view`)).body.web_link as string);
    const client = new WebClient(harness);
    expect((await client.get(link.pathname + link.search)).location).toBe(`/transactions/${id}`);
    harness.clock.advance(linkSessionLifetimeSeconds - 1);
    expect((await client.get(`/transactions/${id}`)).status).toBe(200);
    harness.clock.advance(2);
    const expired = await client.get(`/transactions/${id}`);
    expect(expired.status).toBe(303);
    expect(expired.location).toBe(`/sign-in?next=${encodeURIComponent(`/transactions/${id}`)}`);
  });
});

describe('the sign-in form and the login guard', () => {
  let guarded: Harness;
  let target: TestAccount;
  beforeAll(async () => {
    guarded = await createHarness({ trustProxy: true, trustProxyHops: 1, authFailuresPerMinute: 100, authAccountFailuresPerHour: 3 });
    target = await createTestAccount(guarded);
  });
  afterAll(() => guarded?.close());

  const from = (address: string) => new WebClient(guarded, { 'x-forwarded-for': address });

  it('counts failures per account across addresses; then the right password is not checked (429), on the form and over Basic auth', async () => {
    for (let i = 0; i < 3; i += 1) {
      const failed = await from(`203.0.113.${i}`).signIn(target.email.toUpperCase(), `wrong guess ${i}`);
      expect(failed.status).toBe(401);
      expect(failed.body).toContain('Invalid email or password');
    }
    const client = from('203.0.113.50');
    const right = await client.signIn(target.email, target.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.body).toContain('Too many failed sign-ins');
    expect(client.session).toBeUndefined();
    // The same account over Basic auth: its password is not checked either; its API key still works.
    const basic = await guarded.fetch('/2017-09-01/customer/me', {
      headers: { authorization: basicAuth(target.email, target.password), 'x-forwarded-for': '203.0.113.51' },
    });
    expect(basic.status).toBe(429);
    expect((await guarded.fetch('/2017-09-01/customer/me', { headers: { authorization: target.auth, 'x-forwarded-for': '203.0.113.52' } })).status).toBe(200);
    // Another account signs in from the same addresses.
    const other = await createTestAccount(guarded);
    expect((await from('203.0.113.0').signIn(other.email, other.password)).status).toBe(303);
  });

  it('Basic auth failures count against the form too', async () => {
    const account = await createTestAccount(guarded);
    for (let i = 0; i < 3; i += 1) {
      const answer = await guarded.fetch('/2017-09-01/customer/me', {
        headers: { authorization: basicAuth(account.email, `nope ${i}`), 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(answer.status).toBe(401);
    }
    expect((await from('198.51.100.77').signIn(account.email, account.password)).status).toBe(429);
  });
});
