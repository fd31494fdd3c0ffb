import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../openapi.json' with { type: 'json' };
import { restRoutes } from '../../src/rest/index.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { createPartnerSale, domainNameBody, postJson } from '../support/transactions.js';
import { WebClient } from '../support/web.js';

// Inputs that once reached a 500 (a fuzz run of the OpenAPI document and the schema), and their
// classes: dates beyond the supported range, integers beyond the id column (int4), malformed
// percent-encoding and cursors. Each is the client's mistake: a 4xx in the face's shape.

let harness: Harness;
let partner: TestAccount;
let transactionId: number;

beforeAll(async () => {
  harness = await createHarness();
  partner = await createTestAccount(harness, { isPartner: true });
  transactionId = await createPartnerSale(harness, partner, 10);
});
afterAll(async () => harness.close());

async function rest(method: string, path: string, body?: unknown) {
  const response = await harness.fetch(`/2017-09-01${path}`, {
    method,
    headers: { authorization: partner.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await harness.fetch('/graphql', {
    method: 'POST',
    headers: { authorization: partner.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const customerCount = `query($start: DateTime, $end: DateTime) {
  partner { ... on Partner { customerCountStatistics(dateStart: $start, dateEnd: $end) { __typename ... on ValidationError { fields { path messages } } } } }
}`;

describe('dates outside the supported range', () => {
  it('answers 400 to date_end=9999-12-31T23:59:59Z on the customer count, and its GraphQL twin BAD_USER_INPUT', async () => {
    const answer = await rest('GET', '/partner/statistics/customers/count?date_end=9999-12-31T23:59:59Z');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringMatching(/date_end .*between 1900-01-01 and 2999-12-31/) });
    const twin = await graphql(customerCount, { end: '9999-12-31T23:59:59Z' });
    expect(twin.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(twin.body.errors?.[0]?.message).toMatch(/between 1900-01-01 and 2999-12-31/);
    expect(twin.body.data ?? null).toBeNull();
  });

  // Every date parameter of the OpenAPI document (referenced ones too), at both ends of the range and beyond.
  interface Parameter {
    name?: string;
    in?: string;
    $ref?: string;
  }
  const document = openapi as unknown as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    components: { parameters?: Record<string, Parameter> };
  };
  const resolve = (parameter: Parameter): Parameter =>
    parameter.$ref ? (document.components.parameters?.[parameter.$ref.split('/').pop()!] ?? parameter) : parameter;
  const dateParameters = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .map(resolve)
        .filter((parameter) => parameter.in === 'query' && /date/i.test(parameter.name ?? ''))
        .map((parameter) => ({ method: method.toUpperCase(), path, name: parameter.name! })),
    ),
  );
  it.each(['9999-12-31T23:59:59Z', '9999-12-31', '3000-01-01T00:00:00Z', '1000-01-01', '1899-12-31T23:59:59Z'])(
    'refuses %s on every date query parameter with a 400',
    async (value) => {
      expect(dateParameters.length).toBeGreaterThanOrEqual(8);
      for (const { method, path, name } of dateParameters) {
        const answer = await rest(method, `${path}?${name}=${encodeURIComponent(value)}`);
        expect({ path, name, status: answer.status }).toEqual({ path, name, status: 400 });
        expect(answer.body).toEqual({ error: expect.any(String) });
      }
    },
  );

  it('takes the ends of the range', async () => {
    for (const range of ['date_start=1900-01-01&date_end=1900-01-31', 'date_start=2999-12-01&date_end=2999-12-31T23:59:59Z']) {
      const answer = await rest('GET', `/partner/statistics/customers/count?${range}`);
      expect(answer.status, answer.text).toBe(200);
    }
    const twin = await graphql(customerCount, { start: '2999-12-01T00:00:00Z', end: '2999-12-31T23:59:59Z' });
    expect(twin.body).toEqual({ data: { partner: { customerCountStatistics: { __typename: 'CustomerCountStatistics' } } } });
  });
});

describe('integers beyond the id column', () => {
  it('answers 422 to {"id": 2147483648} as a saved payout method, on the transaction and on the account, changing nothing', async () => {
    const seller = await createTestAccount(harness);
    const buyer = await createTestAccount(harness);
    const sale = await postJson(harness, buyer, '/2017-09-01/transaction', domainNameBody(seller.email));
    expect(sale.status).toBe(201);
    const saleId = sale.body.id as number;
    const before = await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: saleId } });
    for (const id of [2147483648, 1e20, -1, 0, 1.5]) {
      const chosen = await postJson(harness, seller, `/2017-09-01/transaction/${saleId}/disbursement_methods`, { id });
      expect({ id, status: chosen.status }).toEqual({ id, status: 422 });
      expect(chosen.body).toEqual({ errors: { id: [expect.any(String)] } });
      const saved = await postJson(harness, seller, '/2017-09-01/customer/me', { disbursement_methods: [{ id }] }, 'PATCH');
      expect({ id, status: saved.status }).toEqual({ id, status: 422 });
    }
    expect(await harness.services.prisma.transaction.findUniqueOrThrow({ where: { id: saleId } })).toEqual(before);
    expect(await harness.services.prisma.disbursementMethod.count({ where: { customerId: seller.id } })).toBe(0);
  });

  // Every route of the table, with each path parameter past int4: the route's 4xx, never a 500.
  it.each(['2147483648', '99999999999999999999', '-1', '0'])('answers every route with a path id of %s in the error shape, never a 500', async (value) => {
    for (const route of restRoutes) {
      // A route whose only parameter is the customer (`me` here) names no id to test.
      if (!/\{(?!customer_id\})\w+\}/.test(route.path)) continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'customer_id' ? 'me' : value));
      const answer = await rest(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const refused = answer.status >= 400 && answer.status < 500 && answer.body !== undefined && ('error' in answer.body || 'errors' in answer.body);
      expect({ route: `${route.method} ${route.path}`, refused, answer: refused ? '' : answer.text }).toEqual({
        route: `${route.method} ${route.path}`,
        refused: true,
        answer: '',
      });
    }
  });

  it('refuses ids past int4 in request bodies (actions, reports) with a 4xx', async () => {
    const action = await rest('PATCH', `/transaction/${transactionId}`, { action: 'ship', item_id: 2147483648 });
    expect(action.status, action.text).toBeGreaterThanOrEqual(400);
    expect(action.status, action.text).toBeLessThan(500);
    const listing = await rest('GET', `/partner/transactions?ids=2147483648`);
    expect(listing.status, listing.text).toBe(400);
  });
});

describe('malformed percent-encoding and cursors', () => {
  it('answers an anonymous /transactions/%E0 with a 400 page, and every web route with a bad segment', async () => {
    const browser = new WebClient(harness);
    const page = await browser.get('/transactions/%E0');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('malformed percent-encoding');
    // Every GET route of the pages with a parameter (the POST-only ones answer 405 to a GET first).
    for (const path of [
      '/transactions/%E0/link',
      '/transactions/%C3%28',
      '/sandbox/payments/%E0/%E0',
      '/console/transactions/%FF',
      '/console/reports/%E0/download',
    ]) {
      const answer = await browser.get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
  });

  it('answers a malformed ?after= on the web list pages with a 400 page, not "Something went wrong"', async () => {
    const browser = new WebClient(harness);
    await browser.get('/sign-in');
    expect((await browser.signIn(partner.email, partner.password)).status).toBe(303);
    for (const list of ['/transactions', '/console', '/console/reports']) {
      for (const after of ['%E0', 'not-a-cursor', 'R1BDOk46OTk5OTk5OTk5OTk5', '-1', '99999999999']) {
        const answer = await browser.get(`${list}?after=${after}`);
        expect({ list, after, status: answer.status }).toEqual({ list, after, status: 400 });
        expect(answer.body).not.toContain('Something went wrong');
      }
    }
  });

  it('answers malformed encodings on REST paths and queries with 400 in the error shape', async () => {
    for (const path of [
      '/transaction/%E0',
      '/customer/%C3%28',
      '/partner/transactions?limit=%FF',
      '/partner/transactions?initiation_start_date=%E0',
      '/transaction?page=%E0',
    ]) {
      const answer = await rest('GET', path);
      expect({ path, status: answer.status >= 400 && answer.status < 500 }).toEqual({ path, status: true });
      expect(answer.body).toEqual({ error: expect.any(String) });
    }
  });
});
