/**
 * GraphQL on the console's web session (the console's GraphiQL): the signed-in partner runs
 * operations with their own data, no key pasted; a session cookie alone authorizes nothing,
 * so a hostile page that makes the browser send it is refused and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { WebClient } from '../support/web.js';

let harness: Harness;
let accounts: Record<'partner' | 'buyer', TestAccount>;

beforeAll(async () => {
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {} }));
});
afterAll(() => harness?.close());

/** A partner signed in on the console, with the token its GraphiQL page was given. */
async function consoleSession(account: TestAccount = accounts.partner): Promise<{ client: WebClient; token: string }> {
  const client = new WebClient(harness);
  expect((await client.signIn(account.email, account.password)).status).toBe(303);
  const page = await client.get('/console/graphiql');
  expect(page.status).toBe(200);
  const token = /"x-csrf-token":"([\w-]+)"/.exec(page.body)?.[1];
  expect(token).toBeDefined();
  return { client, token: token! };
}

function graphql(client: WebClient, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return harness.fetch('/console/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const createKey = (name: string) => ({ query: 'mutation($name: String!) { createApiKey(input: { name: $name }) { __typename } }', variables: { name } });
const keysNamed = (name: string) => harness.services.prisma.apiKey.count({ where: { name } });

describe('the console’s GraphiQL', () => {
  it('is a page of the console whose operations go to /console/graphql with the session’s token', async () => {
    const { client, token } = await consoleSession();
    const page = await client.get('/console/graphiql');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('"endpoint":"/console/graphql"');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const session = await harness.services.prisma.webSession.findFirstOrThrow({ where: { csrfToken: token } });
    expect(session.customerId).toBe(accounts.partner.id);
    expect((await client.get('/console')).body).toContain('href="/console/graphiql"');
  });

  it('is for signed-in partners: signed out it sends to the sign-in, a customer who is not a partner is refused', async () => {
    expect((await new WebClient(harness).get('/console/graphiql')).location).toBe('/sign-in?next=%2Fconsole%2Fgraphiql');
    const buyer = new WebClient(harness);
    await buyer.signIn(accounts.buyer.email, accounts.buyer.password);
    expect((await buyer.get('/console/graphiql')).status).toBe(403);
  });
});

describe('GraphQL on the session', () => {
  it('runs operations as the signed-in account, with its own data', async () => {
    const { client, token } = await consoleSession();
    const response = await graphql(client, { query: '{ viewer { email isPartner } }' }, { 'x-csrf-token': token, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { email: accounts.partner.email, isPartner: true } } });
    expect(response.headers.get('ratelimit-limit')).not.toBeNull();
  });

  it('a write runs once under its Idempotency-Key, as on /graphql', async () => {
    const { client, token } = await consoleSession();
    const headers = { 'x-csrf-token': token, 'idempotency-key': `console-key-${process.pid}` };
    const first = await graphql(client, createKey('console once'), headers);
    expect(first.status).toBe(200);
    const again = await graphql(client, createKey('console once'), headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await keysNamed('console once')).toBe(1);
  });

  it('refuses the session cookie alone (a cross-site POST): 403, nothing changed', async () => {
    const { client } = await consoleSession();
    const response = await graphql(client, createKey('forged'), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toBeNull();
    expect((await response.json()).error).toMatch(/pages of this site only/);
    expect(await keysNamed('forged')).toBe(0);
  });

  it('refuses a missing or wrong token even from a browser that says nothing of the site: 403, nothing changed', async () => {
    const { client, token } = await consoleSession();
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const headers of [{} as Record<string, string>, { 'x-csrf-token': wrong }, { 'x-csrf-token': '' }, { 'x-csrf-token': `${token}x` }]) {
      const response = await graphql(client, createKey('no token'), headers);
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatch(/x-csrf-token/);
    }
    expect(await keysNamed('no token')).toBe(0);
  });

  it('refuses the right token from another site, and another session’s token', async () => {
    const { client, token } = await consoleSession();
    const other = await consoleSession();
    expect((await graphql(client, createKey('other site'), { 'x-csrf-token': token, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await graphql(client, createKey('other site'), { 'x-csrf-token': other.token })).status).toBe(403);
    expect(await keysNamed('other site')).toBe(0);
  });

  it('refuses a form a page can post without asking (415), even with the token', async () => {
    const { client, token } = await consoleSession();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await graphql(client, JSON.stringify(createKey('as form')), { 'content-type': type, 'x-csrf-token': token });
      expect(response.status).toBe(415);
    }
    expect(await keysNamed('as form')).toBe(0);
  });

  it('refuses no session, a signed-out session, a customer who is not a partner, and HTTP Basic', async () => {
    const nobody = await harness.fetch('/console/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ viewer { email } }"}',
    });
    expect(nobody.status).toBe(403);
    const withKey = await harness.fetch('/console/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accounts.partner.auth },
      body: '{"query":"{ viewer { email } }"}',
    });
    expect(withKey.status).toBe(403);

    const { client, token } = await consoleSession();
    const cookie = client.cookie;
    await client.get('/console');
    expect((await client.post('/sign-out', {})).status).toBe(303);
    expect((await graphql(client, { query: '{ viewer { email } }' }, { 'x-csrf-token': token, cookie })).status).toBe(403);

    const buyer = new WebClient(harness);
    await buyer.signIn(accounts.buyer.email, accounts.buyer.password);
    const buyerSession = await harness.services.prisma.webSession.findFirstOrThrow({ where: { customerId: accounts.buyer.id }, orderBy: { id: 'desc' } });
    const refused = await graphql(buyer, { query: '{ viewer { email } }' }, { 'x-csrf-token': buyerSession.csrfToken });
    expect(refused.status).toBe(403);
  });
});

describe('in production', () => {
  it('neither the page nor the endpoint is served', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      const endpoint = await production.fetch('https://heldfunds.test/console/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(endpoint.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
