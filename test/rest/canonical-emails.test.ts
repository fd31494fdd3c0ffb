import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalEmail, emailProblem } from '../../src/domain/shared/email.js';
import { send } from '../support/accounts.js';
import { basicAuth, createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { partnerSaleBody } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

// Issue 24, finding 7: one spelling per address. Emails are NFC-normalised and lower-cased at
// every entry, and refused (422) when they carry characters that do not show or that reorder
// what is shown, so a look-alike of an account cannot be registered.

/** Each invisible or bidirectional control a look-alike was registered with, and its neighbours. */
const hidden: Record<string, string> = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'soft hyphen': '\u00AD',
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'word joiner': '\u2060',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'byte-order mark': '\uFEFF',
  'arabic letter mark': '\u061C',
  'combining grapheme joiner': '\u034F',
  'variation selector 16': '\uFE0F',
  'hangul filler': '\u3164',
  'tag space': '\u{E0020}',
};

const nfc = 'jos\u00E9@example.com';
const nfd = 'jose\u0301@example.com';

describe('canonicalEmail and emailProblem', () => {
  it('make NFD and NFC spellings, cases and surrounding spaces one address', () => {
    expect(nfc).not.toBe(nfd);
    expect(canonicalEmail(nfd)).toBe(nfc);
    expect(canonicalEmail(` JOSE\u0301@Example.COM `)).toBe(nfc);
    expect(emailProblem(nfd)).toBeNull();
  });

  it.each(Object.entries(hidden))('refuse an email with a %s', (_name, character) => {
    expect(emailProblem(`ali${character}ce@example.com`)).toBe('must not contain invisible or bidirectional control characters');
  });
});

describe('emails at the doors', () => {
  let harness: Harness;
  let partner: TestAccount;
  let alice: TestAccount;
  beforeAll(async () => {
    harness = await createHarness();
    partner = await createTestAccount(harness, { isPartner: true });
    alice = await createTestAccount(harness, { email: 'alice@example.com' });
  });
  afterAll(() => harness.close());

  const customers = () => harness.services.prisma.customer.count();

  it.each(Object.entries(hidden))('POST /customer with a %s answers 422 in the validation shape and creates nothing', async (_name, character) => {
    const before = await customers();
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/customer', { email: `ali${character}ce@example.com` });
    expect(status).toBe(422);
    expect(body).toEqual({ errors: { email: ['must not contain invisible or bidirectional control characters'] } });
    expect(await customers()).toBe(before);
  });

  it('createCustomer over GraphQL answers its typed ValidationError', async () => {
    const before = await customers();
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { __typename ... on ValidationError { fields { path messages } } } }`,
        variables: { input: { email: 'ali\u202Eecnomc@example.com' } },
      }),
    });
    expect(await response.json()).toEqual({
      data: {
        createCustomer: {
          __typename: 'ValidationError',
          fields: [{ path: ['email'], messages: ['must not contain invisible or bidirectional control characters'] }],
        },
      },
    });
    expect(await customers()).toBe(before);
  });

  it('a party named with a zero-width joiner is refused (422) and nobody is invited', async () => {
    const before = await customers();
    const { status, body } = await send(harness, partner, 'POST', '/2017-09-01/transaction', partnerSaleBody('ali\u200Dce@example.com', 'seller-one@example.com'));
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain('must not contain invisible or bidirectional control characters');
    expect(await customers()).toBe(before);
    expect(await harness.services.prisma.mailMessage.count({ where: { kind: 'invitation' } })).toBe(0);
  });

  it('NFD and NFC spellings are one account: created once, signed in with either, named as a party with either', async () => {
    const created = await send(harness, partner, 'POST', '/2017-09-01/customer', { email: nfd });
    expect(created.status).toBe(200);
    expect(created.body.email).toBe(nfc);
    const again = await send(harness, partner, 'POST', '/2017-09-01/customer', { email: nfc.toUpperCase() });
    expect(again.status).toBe(403);
    expect(await harness.services.prisma.customer.count({ where: { email: { in: [nfc, nfd] } } })).toBe(1);

    const sale = await send(harness, partner, 'POST', '/2017-09-01/transaction', partnerSaleBody(nfd, alice.email));
    expect(sale.status).toBe(201);
    const buyer = (sale.body.parties as { role: string; customer: string }[]).find((party) => party.role === 'buyer');
    expect(buyer?.customer).toBe(nfc);
    expect(await harness.services.prisma.customer.count({ where: { email: { in: [nfc, nfd] } } })).toBe(1);
  });

  it('signs in and resets with any spelling of the address', async () => {
    const account = await createTestAccount(harness, { email: 'zo\u00EB@example.com' });
    const decomposed = 'ZOE\u0308@example.com';
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: basicAuth(decomposed, account.password) } })).status).toBe(200);
    expect((await harness.fetch('/2017-09-01/customer/me', { headers: { authorization: basicAuth(decomposed, account.apiKey) } })).status).toBe(200);
    expect((await new WebClient(harness).signIn(decomposed, account.password)).status).toBe(303);
    const browser = new WebClient(harness);
    await browser.get('/forgot-password');
    await browser.post('/forgot-password', { email: decomposed });
    expect(await harness.services.prisma.mailMessage.count({ where: { to: account.email, kind: 'password_reset' } })).toBe(1);
  });
});
