import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { WebClient } from '../support/web.js';

// Issue 24, findings 1 and 4: every door that takes a secret goes through the one credential
// guard. What an attacker with an ordinary API key would send, and what strangers behind one
// address would send, with the statuses and bodies they get.

const me = '/2017-09-01/customer/me';

interface GraphQLAnswer {
  data?: Record<string, { __typename: string; sessionToken?: string; message?: string } | null> | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

function graphqlFrom(harness: Harness, auth: string, address: string, query: string): Promise<Response> {
  return harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query }),
  });
}

const signInField = (alias: string, email: string, password: string) =>
  `${alias}: signIn(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { __typename ... on Session { sessionToken } ... on Error { message } }`;

describe('finding 1: the signIn mutation is a door of the guard', () => {
  let harness: Harness;
  let attacker: TestAccount;
  let victim: TestAccount;
  beforeAll(async () => {
    // The defaults of the guard (30 failures a minute per address, 50 an hour per account), and room for 60 aliases.
    const defaults = loadConfig({});
    harness = await createHarness({
      trustProxy: true,
      trustProxyHops: 1,
      graphqlLimits: { ...defaults.graphqlLimits, maxAliases: 100, maxCost: 100_000 },
    });
    attacker = await createTestAccount(harness);
    victim = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  it('counts 60 wrong passwords in aliased signIn fields of one request, refuses past the limit, then refuses the right one', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => signInField(`guess${i}`, victim.email, `wrong guess ${i}`));
    const response = await graphqlFrom(harness, attacker.auth, '198.51.100.7', `mutation { ${fields.join('\n')} }`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GraphQLAnswer;
    // The address's allowance is 30 failures a minute: 30 wrong passwords were checked, the 31st
    // field was refused unchecked, and (signIn's result being non-null) the request answers no data.
    expect(body).toEqual({
      data: null,
      errors: [{ message: 'Rate limit exceeded; retry later', locations: expect.any(Array), path: ['guess30'], extensions: { code: 'rate_limited' } }],
    });

    // The right password afterwards: refused while the address is limited, from this address,
    const right = (await (
      await graphqlFrom(harness, attacker.auth, '198.51.100.7', `mutation { ${signInField('s', victim.email, victim.password)} }`)
    ).json()) as GraphQLAnswer;
    expect(right.data?.s ?? null).toBeNull();
    expect(right.errors?.[0]?.extensions?.code).toBe('rate_limited');
    // and over Basic auth too, 429 in the REST error shape.
    const basic = await harness.fetch(me, { headers: { authorization: basicAuth(victim.email, victim.password), 'x-forwarded-for': '198.51.100.7' } });
    expect(basic.status).toBe(429);
    expect(await basic.json()).toEqual({ error: 'Rate limit exceeded; retry later' });
    expect(await harness.services.prisma.webSession.count({ where: { customerId: victim.id } })).toBe(0);
  });

  it('counts the guesses against the account too: 50 from many addresses lock its password (not its keys)', async () => {
    const target = await createTestAccount(harness);
    for (let batch = 0; batch < 4; batch += 1) {
      const fields = Array.from({ length: 13 }, (_, i) => signInField(`g${i}`, target.email.toUpperCase(), `guess ${batch}-${i}`));
      await graphqlFrom(harness, attacker.auth, `203.0.113.${batch}`, `mutation { ${fields.join('\n')} }`);
    }
    const right = (await (
      await graphqlFrom(harness, attacker.auth, '203.0.113.99', `mutation { ${signInField('s', target.email, target.password)} }`)
    ).json()) as GraphQLAnswer;
    expect(right.errors?.[0]?.extensions?.code).toBe('rate_limited');
    expect((await harness.fetch(me, { headers: { authorization: target.auth, 'x-forwarded-for': '203.0.113.99' } })).status).toBe(200);
  });
});

describe('finding 1: signIn takes its turn under the one scrypt cap', () => {
  let harness: Harness;
  let honest: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ trustProxy: true, trustProxyHops: 1, passwordCheckConcurrency: 1, passwordCheckQueue: 0 });
    honest = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  it('answers service_busy to a signIn beyond the cap, like a Basic password check', async () => {
    const attempts = Array.from({ length: 6 }, (_, i) =>
      graphqlFrom(harness, honest.auth, `192.0.2.${i + 1}`, `mutation { ${signInField('s', honest.email, honest.password)} }`).then(
        async (response) => (await response.json()) as GraphQLAnswer,
      ),
    );
    const answers = await Promise.all(attempts);
    const sessions = answers.filter((answer) => answer.data?.s?.__typename === 'Session');
    const busy = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'service_busy');
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.errors![0]!.message).toContain('use an API key');
    expect(sessions.length + busy.length).toBe(6);
  });
});

describe('finding 4: per-address limits never refuse a valid API key', () => {
  let harness: Harness;
  let integration: TestAccount;
  beforeAll(async () => {
    harness = await createHarness({ trustProxy: true, trustProxyHops: 1 });
    integration = await createTestAccount(harness);
  });
  afterAll(() => harness.close());

  const from = (address: string, authorization: string) => harness.fetch(me, { headers: { authorization, 'x-forwarded-for': address } });

  it('31 garbage Authorization headers from a client with no account: the address is limited, a valid key answers 200', async () => {
    const garbage = ['Bearer x', 'Basic !!!', 'Basic ' + Buffer.from('no-colon').toString('base64'), 'Digest a=b', 'Basic'];
    for (let i = 0; i < 30; i += 1) expect((await from('203.0.113.50', garbage[i % garbage.length]!)).status).toBe(401);
    const thirtyFirst = await from('203.0.113.50', 'Bearer x');
    expect(thirtyFirst.status).toBe(429);
    expect(await thirtyFirst.json()).toEqual({ error: 'Rate limit exceeded; retry later' });
    const key = await from('203.0.113.50', integration.auth);
    expect(key.status).toBe(200);
    expect(((await key.json()) as { email: string }).email).toBe(integration.email);
    // GraphQL, with the same key from the same address.
    const graphql = await graphqlFrom(harness, integration.auth, '203.0.113.50', '{ viewer { email } }');
    expect(await graphql.json()).toEqual({ data: { viewer: { email: integration.email } } });
  });

  it('31 wrong passwords from one address: the right password is refused unchecked, a valid key answers 200', async () => {
    const stranger = await createTestAccount(harness);
    for (let i = 0; i < 30; i += 1) expect((await from('203.0.113.60', basicAuth(`nobody${i}@example.com`, `guess ${i}`))).status).toBe(401);
    expect((await from('203.0.113.60', basicAuth(stranger.email, 'one more guess'))).status).toBe(429);
    expect((await from('203.0.113.60', basicAuth(stranger.email, stranger.password))).status).toBe(429);
    expect((await from('203.0.113.60', integration.auth)).status).toBe(200);
    expect((await from('203.0.113.60', stranger.auth)).status).toBe(200);
    // A wrong key is a failure like a wrong password: still refused.
    expect((await from('203.0.113.60', basicAuth(stranger.email, `${stranger.apiKey.slice(0, -2)}xx`))).status).toBe(429);
  });

  it('a valid key keeps working on the web form address too: the sign-in form is refused while the key works', async () => {
    const browser = new WebClient(harness, { 'x-forwarded-for': '203.0.113.50' });
    expect((await browser.signIn(integration.email, integration.password)).status).toBe(429);
    expect((await from('203.0.113.50', integration.auth)).status).toBe(200);
  });
});
