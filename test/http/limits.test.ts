/** Resource limits: body size, text and list sizes (REST and GraphQL alike), amounts, GraphQL cost. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, postJson } from '../support/transactions.js';

let harness: Harness;
let alice: TestAccount;

beforeAll(async () => {
  ({
    harness,
    accounts: { alice },
  } = await createHarnessWithAccounts({ alice: {} }, { maxBodyBytes: 64 * 1024 }));
});
afterAll(() => harness.close());

const transactionCount = () => harness.services.prisma.transaction.count();

async function postGraphQL(query: string, variables?: Record<string, unknown>) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: alice.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const createTransaction = `mutation($input: CreateTransactionInput!) {
  createTransaction(input: $input) { __typename ... on ValidationError { fields { path messages } } }
}`;

function graphqlSale(overrides: Record<string, unknown> = {}, itemOverrides: Record<string, unknown> = {}) {
  return {
    currency: 'usd',
    description: 'A vintage camera',
    parties: [
      { role: 'buyer', customer: 'me' },
      { role: 'seller', customer: 'seller@example.com' },
    ],
    items: [
      {
        title: 'Camera',
        type: 'general_merchandise',
        inspectionPeriod: 259200,
        schedule: [{ amount: '1000.00', payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com' }],
        ...itemOverrides,
      },
    ],
    ...overrides,
  };
}

describe('request bodies', () => {
  it('answers 413 in the SingleErrorResponse shape to a REST body over the cap, by its declared length', async () => {
    const response = await harness.fetch('/2017-09-01/customer/me/api_key', {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is larger than 65536 bytes' });
  });

  it('stops reading a streamed body (no declared length) as soon as it passes the cap', async () => {
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        // An endless body: only the server's cap ends it.
      },
    });
    const response = await harness.fetch('/2017-09-01/transaction', {
      method: 'POST',
      headers: { authorization: alice.auth, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(256 * 1024);
  });

  it('caps GraphQL bodies the same way', async () => {
    const result = await postGraphQL('{ viewer { email } }', { padding: 'x'.repeat(70 * 1024) });
    expect(result.status).toBe(413);
  });
});

describe('text and list sizes', () => {
  it('refuses every oversized field of a REST creation at once, by wire path, creating nothing', async () => {
    const before = await transactionCount();
    const body = cameraSaleBody('me');
    const sale = {
      ...body,
      description: 'd'.repeat(10_001),
      reference: 'r'.repeat(257),
      items: [{ ...body.items[0], title: 't'.repeat(501), category: 'c'.repeat(1001) }],
      auction_id: 0,
    };
    const response = await postJson(harness, alice, '/2017-09-01/transaction', sale);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      errors: {
        description: ['must be at most 10000 characters long'],
        reference: ['must be at most 256 characters long'],
        // A field's own rule speaks for it (category, auction_id); sizes are added where none did.
        auction_id: ['must be at least 1'],
        items: { '0': { title: ['must be at most 500 characters long'], category: [expect.stringMatching(/^must be one of the general_merchandise categories/)] } },
      },
    });
    expect(await transactionCount()).toBe(before);
  });

  it('refuses too many items (REST)', async () => {
    const body = cameraSaleBody('me');
    const item = body.items[0]!;
    const tooManyItems = await postJson(harness, alice, '/2017-09-01/transaction', { ...body, items: Array.from({ length: 101 }, () => item) });
    expect(tooManyItems.status).toBe(422);
    expect(tooManyItems.body).toEqual({ errors: { items: { all: ['must have at most 100 entries'] } } });
  });

  it('gives GraphQL the same limits under camelCase paths', async () => {
    const result = await postGraphQL(createTransaction, {
      input: graphqlSale({ description: 'd'.repeat(10_001) }, { title: 't'.repeat(501) }),
    });
    expect(result.body.data?.createTransaction).toEqual({
      __typename: 'ValidationError',
      fields: expect.arrayContaining([
        { path: ['description'], messages: ['must be at most 10000 characters long'] },
        { path: ['items', '0', 'title'], messages: ['must be at most 500 characters long'] },
      ]),
    });
  });

  it('limits customer profiles, API key names and webhook URLs too', async () => {
    const profile = await postJson(
      harness,
      alice,
      '/2017-09-01/customer/me',
      { first_name: 'n'.repeat(101), address: { line1: '1 Main St', city: 'c'.repeat(101), country: 'US' } },
      'PATCH',
    );
    expect(profile.status).toBe(422);
    // The contract's CustomerValidationResponse groups the name fields under name_and_dob.
    expect(profile.body).toEqual({
      errors: { name_and_dob: ['first_name: must be at most 100 characters long'], address: { city: ['must be at most 100 characters long'] } },
    });
    const key = await postGraphQL('mutation($n: String!) { createApiKey(input: { name: $n }) { __typename ... on ValidationError { fields { path messages } } } }', {
      n: 'k'.repeat(201),
    });
    expect(key.body.data?.createApiKey).toEqual({ __typename: 'ValidationError', fields: [{ path: ['name'], messages: ['must be at most 200 characters'] }] });
    const webhook = await postJson(harness, alice, '/2017-09-01/customer/me/webhook', { url: `https://hooks.example.com/${'u'.repeat(2048)}` });
    expect(webhook.status).toBe(422);
    expect(webhook.body).toEqual({ errors: { url: ['must be at most 2048 characters long'] } });
  });
});

describe('amounts', () => {
  // Well under the cap's million digits, yet BigInt("9" × 900000) alone takes seconds.
  const hugeAmount = '9'.repeat(60_000);

  it('refuses a 60,000-digit REST amount by its length, at once', async () => {
    const body = cameraSaleBody('me');
    const started = performance.now();
    const response = await postJson(harness, alice, '/2017-09-01/transaction', {
      ...body,
      items: [{ ...body.items[0], schedule: [{ ...body.items[0]!.schedule[0], amount: hugeAmount }] }],
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ errors: { items: { '0': { schedule: { '0': { amount: ['must be at most 40 characters long'] } } } } } });
  });

  it('refuses a 60,000-digit Money variable and literal by length', async () => {
    const started = performance.now();
    const asVariable = await postGraphQL(createTransaction, {
      input: graphqlSale({}, { schedule: [{ amount: hugeAmount, payerCustomer: 'me', beneficiaryCustomer: 'seller@example.com' }] }),
    });
    expect(asVariable.status).toBe(400);
    expect(asVariable.body.errors?.[0]?.message).toMatch(/Money must be at most 40 characters long/);
    const asLiteral =
      await postGraphQL(`{ __typename } query Q { viewer { email } } mutation M { createTransaction(input: { currency: usd, description: "x", parties: [],
      items: [{ title: "t", type: general_merchandise, schedule: [{ amount: ${hugeAmount}, payerCustomer: "me", beneficiaryCustomer: "me" }] }] }) { __typename } }`);
    expect(asLiteral.body.errors?.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('GraphQL cost', () => {
  it('refuses a thousand aliased connections before running anything', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}:viewer{transactions(first:100){edges{node{id}}}}`).join(' ');
    const started = performance.now();
    const result = await postGraphQL(`{ ${aliases} }`);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]?.message).toMatch(/limit/i);
  });

  it('words each limit’s refusal as the limit, with its own extensions.code and HTTP 400, never "Syntax Error"', async () => {
    // The token limit stops the parser: yoga answers a document it cannot parse as GraphQL over
    // HTTP says for `application/json`, 200 with the error (400 for `application/graphql-response+json`).
    const refusals: [string, string, string, number?][] = [
      [`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { email }`).join(' ')} }`, 'ALIAS_LIMIT_EXCEEDED', 'Aliases limit of 15 exceeded, found 16.'],
      [`{ ${'a { '.repeat(14)}b${' }'.repeat(14)} }`, 'DEPTH_LIMIT_EXCEEDED', 'Query depth limit of 12 exceeded, found 15.'],
      [`{ viewer { email ${'@include(if: true) '.repeat(21)} } }`, 'DIRECTIVE_LIMIT_EXCEEDED', 'Directives limit of 20 exceeded, found 21.'],
      [
        `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: viewer { transactions(first: 100) { edges { node { items { schedule { amount payerCustomer beneficiaryCustomer } } parties { role customer } } } } }`).join(' ')} }`,
        'COST_LIMIT_EXCEEDED',
        'Query Cost limit of 5000 exceeded',
      ],
      [`{ viewer { ${'email '.repeat(5001)} } }`, 'TOKEN_LIMIT_EXCEEDED', 'Token limit of 5000 exceeded.', 200],
    ];
    for (const [query, code, message, status = 400] of refusals) {
      const answer = await postGraphQL(query);
      expect(answer.status, `${code} ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(status);
      expect(answer.body.data, code).toBeUndefined();
      expect(answer.body.errors, code).toHaveLength(1);
      expect(answer.body.errors![0]!.extensions?.code, code).toBe(code);
      expect(answer.body.errors![0]!.message, code).toContain(message);
      expect(answer.body.errors![0]!.message, code).not.toMatch(/Syntax Error/);
    }
  });

  it('refuses too many aliases, too deep a query, too many directives and too costly a query', async () => {
    const aliases = await postGraphQL(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: viewer { email }`).join(' ')} }`);
    expect(aliases.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    // Depth is checked by validation, whatever the fields: fourteen levels are refused.
    const tooDeep = await postGraphQL(`{ ${'a { '.repeat(14)}b${' }'.repeat(14)} }`);
    expect(tooDeep.body.errors?.map((error) => error.message)).toContainEqual(expect.stringMatching(/Query depth limit of 12 exceeded/));
    const introspection = await postGraphQL(
      `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`,
    );
    expect(introspection.body.errors).toBeUndefined();
    const directives = await postGraphQL(`{ viewer { email ${'@include(if: true) '.repeat(21)} } }`);
    expect(directives.body.errors?.[0]?.message).toMatch(/Directives limit of 20 exceeded/);
    const costly = await postGraphQL(
      `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: viewer { transactions(first: 100) { edges { node { items { schedule { amount payerCustomer beneficiaryCustomer } } parties { role customer } } } } }`).join(' ')} }`,
    );
    expect(costly.body.errors?.[0]?.message).toMatch(/Query Cost limit of 5000 exceeded/);
  });
});
