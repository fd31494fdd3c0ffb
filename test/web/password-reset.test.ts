import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../src/domain/customers/set-password.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { formsOf, WebClient } from '../support/web.js';

// Issue 24, finding 6: forgot-password is limited per email and per address by the credential
// guard, answering the same page either way; a reset link works once, and only until a newer
// link is issued or the password changes.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ trustProxy: true, trustProxyHops: 1 });
});
afterAll(() => harness.close());

const resetMails = (email: string) => harness.services.prisma.mailMessage.findMany({ where: { to: email, kind: 'password_reset' }, orderBy: { id: 'asc' } });

/** Posts the forgot-password form from an address, as a browser does (CSRF from the page). */
async function forgot(email: string, address: string) {
  const browser = new WebClient(harness, { 'x-forwarded-for': address });
  await browser.get('/forgot-password');
  return browser.post('/forgot-password', { email });
}

/** The page without its per-request CSRF token. */
const withoutToken = (body: string) => body.replace(/name="csrf" value="[^"]+"/g, 'name="csrf"');

const linkOf = (body: string) => /(http\S+set-password\S+?)(?=\s)/.exec(body)![1]!.replace(/^https?:\/\/[^/]+/, '');

async function setPasswordWith(path: string, password: string, address = '192.0.2.200') {
  const client = new WebClient(harness, { 'x-forwarded-for': address });
  const page = await client.get(path);
  const form = formsOf(page.body).find((candidate) => candidate.action === '/set-password')!;
  return client.post('/set-password', { ...form.fields, password });
}

describe('forgot password, limited by the guard', () => {
  let target: TestAccount;
  beforeAll(async () => {
    target = await createTestAccount(harness);
  });

  it('30 anonymous posts for one email from one address send 3 mails, and every answer is the same page', async () => {
    const pages = [];
    for (let i = 0; i < 30; i += 1) pages.push(await forgot(target.email, '198.51.100.30'));
    expect(await resetMails(target.email)).toHaveLength(3);
    const unknown = await forgot('nobody-at-all@example.com', '198.51.100.31');
    for (const page of [...pages, unknown]) {
      expect(page.status).toBe(200);
      expect(withoutToken(page.body)).toBe(withoutToken(pages[0]!.body));
    }
    expect(pages[0]!.body).toContain('If an account has this email, a link to set a new password is on its way.');
  });

  it('counts per email whoever asks: 30 addresses get no more mails for it', async () => {
    const other = await createTestAccount(harness);
    for (let i = 0; i < 30; i += 1) expect((await forgot(other.email.toUpperCase(), `203.0.113.${i}`)).status).toBe(200);
    expect(await resetMails(other.email)).toHaveLength(3);
  });

  it('counts per address whatever the email: past 20 an hour, no mail leaves', async () => {
    for (let i = 0; i < 20; i += 1) await forgot(`unknown-${i}@example.com`, '198.51.100.40');
    const fresh = await createTestAccount(harness);
    const page = await forgot(fresh.email, '198.51.100.40');
    expect(page.status).toBe(200);
    expect(await resetMails(fresh.email)).toHaveLength(0);
    await forgot(fresh.email, '198.51.100.41');
    expect(await resetMails(fresh.email)).toHaveLength(1);
  });

  it('the GraphQL mutation is the same door: accepted either way, mails past the limit are not sent', async () => {
    const viaApi = await createTestAccount(harness);
    const ask = async () => {
      const response = await harness.fetch('/graphql', {
        method: 'POST',
        headers: { authorization: viaApi.auth, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.50' },
        body: JSON.stringify({ query: `mutation { requestPasswordReset(email: ${JSON.stringify(viaApi.email)}) { accepted } }` }),
      });
      return response.json();
    };
    for (let i = 0; i < 5; i += 1) expect(await ask()).toEqual({ data: { requestPasswordReset: { accepted: true } } });
    expect(await resetMails(viaApi.email)).toHaveLength(3);
  });
});

describe('reset links', () => {
  it('a newer link voids the older one; each works once', async () => {
    const account = await createTestAccount(harness);
    await forgot(account.email, '198.51.100.60');
    await forgot(account.email, '198.51.100.61');
    const [older, newer] = (await resetMails(account.email)).map((mail) => linkOf(mail.body));
    const before = (await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } })).passwordHash;

    const stale = await setPasswordWith(older!, 'set with the older link');
    expect(stale.status).toBe(400);
    expect(stale.body).toContain('This link is invalid, expired or already used; ask for a new one');
    expect((await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } })).passwordHash).toBe(before);

    expect((await setPasswordWith(newer!, 'set with the newer link')).status).toBe(303);
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: basicAuth(account.email, 'set with the newer link') } })).status).toBe(200);
    expect((await setPasswordWith(newer!, 'set it once more')).status).toBe(400);
  });

  it('a password change voids the links sent before it (changePassword, and the operator setting one)', async () => {
    const account = await createTestAccount(harness);
    await forgot(account.email, '198.51.100.70');
    const [link] = (await resetMails(account.email)).map((mail) => linkOf(mail.body));
    const changed = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: account.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { changePassword(currentPassword: ${JSON.stringify(account.password)}, newPassword: "a brand new password") { __typename } }`,
      }),
    });
    expect(await changed.json()).toEqual({ data: { changePassword: { __typename: 'Session' } } });
    const refused = await setPasswordWith(link!, 'the attacker chose this');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('invalid, expired or already used');

    await forgot(account.email, '198.51.100.71');
    const second = linkOf((await resetMails(account.email)).at(-1)!.body);
    await setPassword(harness.services, account.email, 'the operator set this one');
    expect((await setPasswordWith(second, 'the attacker chose this')).status).toBe(400);
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: basicAuth(account.email, 'the operator set this one') } })).status).toBe(200);
  });

  it('refused tokens count against the address like wrong passwords', async () => {
    const account = await createTestAccount(harness);
    const attempt = () =>
      harness.fetch('/graphql', {
        method: 'POST',
        headers: { authorization: account.auth, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.80' },
        body: JSON.stringify({
          query: `mutation { setPassword(email: ${JSON.stringify(account.email)}, token: "${'A'.repeat(43)}", password: "a long enough password") { __typename ... on Error { code } } }`,
        }),
      });
    for (let i = 0; i < 30; i += 1)
      expect(await (await attempt()).json()).toEqual({ data: { setPassword: { __typename: 'BadRequestError', code: 'bad_request' } } });
    const limited = (await (await attempt()).json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(limited.errors?.[0]?.extensions?.code).toBe('rate_limited');
    // The account's API key still works from there.
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: account.auth, 'x-forwarded-for': '198.51.100.80' } })).status).toBe(200);
  });

  it('the change-password and set-password forms answer 429 with Retry-After once the address is limited', async () => {
    const account = await createTestAccount(harness);
    const browser = new WebClient(harness, { 'x-forwarded-for': '198.51.100.90' });
    expect((await browser.signIn(account.email, account.password)).status).toBe(303);
    const change = async (current: string) => {
      await browser.get('/change-password');
      return browser.post('/change-password', { currentPassword: current, newPassword: 'a brand new password' });
    };
    for (let i = 0; i < 30; i += 1) expect((await change(`wrong ${i}`)).status).toBe(400);
    const limited = await change('wrong again');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toContain('Rate limit exceeded; retry later');
    // The right current password is not checked either, and nothing changed.
    const hash = (await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } })).passwordHash;
    expect((await change(account.password)).status).toBe(429);
    expect((await harness.services.prisma.customer.findUniqueOrThrow({ where: { id: account.id } })).passwordHash).toBe(hash);

    await forgot(account.email, '198.51.100.91');
    const link = linkOf((await resetMails(account.email)).at(-1)!.body);
    expect((await setPasswordWith(link, 'set from a limited address', '198.51.100.90')).status).toBe(429);
  });
});
