import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/domain/auth/authenticate.js';
import { apiKeyViewer } from '../../src/domain/auth/credential-guard.js';
import { openApiJson, restRoutes, router } from '../../src/rest/index.js';
import type { Route } from '../../src/rest/router.js';
import { tableResolver } from '../support/accounts.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { cameraSaleBody, createPartnerSale, domainNameBody, partnerSaleBody } from '../support/transactions.js';

type Document = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
};

const documentText = openApiJson();
const document = JSON.parse(documentText) as Document;
const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** A concrete path for a route template, for the router to match. */
const samplePath = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'reference' ? 'ref-1' : name === 'event_id' ? '7f1c2a9e-0000-4000-8000-000000000000' : name === 'payment_method_name' ? 'wire_transfer' : '1',
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(documentText) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route of the table, with its method, and nothing that is not routed', () => {
    expect(restRoutes.filter((route) => route.doc === undefined).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const routed = restRoutes.map((route) => `${route.method} ${route.path}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(routed);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(methods).toContain(method);
        const match = router.match(method.toUpperCase(), samplePath(path));
        expect(match.kind === 'found' ? match.route.path : match.kind, `${method} ${path}`).toBe(path);
      }
    }
  });

  it('names every path parameter of each route, and only those', () => {
    for (const route of restRoutes) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(inPath, `${route.method} ${route.path}`).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    }
  });

  it('is what npm run openapi:print wrote (openapi.json is current)', async () => {
    expect(await readFile('openapi.json', 'utf8')).toBe(documentText);
  });

  it('gives every operation its error answers: 401 and 429 everywhere, 400 wherever a body is read', () => {
    for (const route of restRoutes) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      expect(Object.keys(operation.responses), `${route.method} ${route.path}`).toEqual(expect.arrayContaining(['401', '429']));
      if (operation.requestBody) expect(Object.keys(operation.responses)).toContain('400');
    }
  });
});

let harness: Harness;
let partner: TestAccount;
let buyer: TestAccount;
let partnerViewer: Viewer;

beforeAll(async () => {
  let accounts: Record<'partner' | 'buyer', TestAccount>;
  ({ harness, accounts } = await createHarnessWithAccounts({ partner: { isPartner: true }, buyer: {} }));
  ({ partner, buyer } = accounts);
  harness.services.resolveHost = tableResolver({ 'hooks.example.com': ['93.184.215.14'] });
  partnerViewer = await apiKeyViewer(harness.services.prisma, harness.services.config.environment, { email: partner.email, secret: partner.apiKey });
});
afterAll(() => harness.close());

/** Query parameters a route's parser reads: the handler runs with a query that records each name asked for. */
async function queryParametersRead(route: Route): Promise<string[]> {
  const read = new Set<string>();
  class RecordingQuery extends URLSearchParams {
    override get(name: string) {
      read.add(name);
      return super.get(name);
    }
    override getAll(name: string) {
      read.add(name.replace(/\[\]$/, ''));
      return super.getAll(name);
    }
    override has(name: string) {
      read.add(name);
      return super.has(name);
    }
  }
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, name === 'customer_id' && !route.path.startsWith('/partner') ? 'me' : '1']),
  );
  await route
    .handler({
      services: harness.services,
      viewer: partnerViewer,
      params,
      query: new RecordingQuery(),
      request: {
        method: route.method,
        url: new URL(`http://heldfunds.test/2017-09-01${samplePath(route.path)}`),
        headers: new Headers(),
        body: () => new Uint8Array(0),
      },
      json: () => Promise.resolve(undefined),
    })
    .catch(() => undefined);
  return [...read].sort();
}

describe('the document and the parsers agree', () => {
  it('documents exactly the query parameters each route’s parser reads', async () => {
    for (const route of restRoutes.filter((route) => route.method === 'GET')) {
      const documented = (route.doc?.query ?? []).map((parameter) => parameter.name).sort();
      expect(await queryParametersRead(route), `GET ${route.path}`).toEqual(documented);
    }
  });
});

describe('requests and answers match their schemas', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(JSON.parse(documentText) as object, 'openapi');
  const pointer = (...segments: string[]) => segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  const check = (schemaPointer: string, value: unknown, what: string) => {
    const validate = ajv.getSchema(`openapi#/${schemaPointer}`);
    if (!validate) throw new Error(`no schema at ${schemaPointer}`);
    const valid = validate(value);
    expect(valid ? [] : validate.errors, what).toEqual([]);
  };
  const requestSchema = (method: string, path: string) => pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema');
  const answerSchema = (method: string, path: string, status: number) =>
    pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema');
  const errorSchema = (status: number) => {
    const names: Record<number, string> = {
      400: 'BadRequest',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'NotFound',
      409: 'Conflict',
      413: 'PayloadTooLarge',
      422: 'ValidationFailed',
      429: 'TooManyRequests',
    };
    const name = names[status];
    return pointer('components', 'responses', name!, 'content', 'application/json', 'schema');
  };

  /** Sends a request as an integrator would and checks both the body sent and the answer against the document. */
  async function exchange(account: TestAccount | null, method: string, template: string, path: string, body?: unknown, bodyIsValid = true) {
    if (body !== undefined && bodyIsValid) check(requestSchema(method.toLowerCase(), template), body, `${method} ${template} request`);
    const response = await harness.fetch(`/2017-09-01${path}`, {
      method,
      headers: { ...(account ? { authorization: account.auth } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = response.status === 204 ? undefined : await response.json();
    const operation = document.paths[template]![method.toLowerCase()]!;
    expect(Object.keys(operation.responses), `${method} ${template} documents ${response.status}`).toContain(String(response.status));
    if (answer !== undefined) {
      const own = (operation.responses[String(response.status)] as { $ref?: string }).$ref === undefined;
      check(own ? answerSchema(method.toLowerCase(), template, response.status) : errorSchema(response.status), answer, `${method} ${template} ${response.status}`);
    }
    return { status: response.status, body: answer as Record<string, unknown> };
  }

  it('transactions: the test suite’s bodies, created, read, listed, acted on, refused', async () => {
    const created = await exchange(partner, 'POST', '/transaction', '/transaction', partnerSaleBody(buyer.email, 'seller@example.com'));
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    check(requestSchema('post', '/transaction'), cameraSaleBody('me'), 'cameraSaleBody');
    check(requestSchema('post', '/transaction'), domainNameBody('seller@example.com'), 'domainNameBody');
    expect((await exchange(partner, 'GET', '/transaction/{transaction_id}', `/transaction/${id}`)).status).toBe(200);
    expect((await exchange(partner, 'GET', '/transaction', '/transaction?per_page=5')).status).toBe(200);
    expect((await exchange(partner, 'GET', '/transaction/{transaction_id}/timeline-entries', `/transaction/${id}/timeline-entries`)).status).toBe(200);
    expect((await exchange(buyer, 'PATCH', '/transaction/{transaction_id}', `/transaction/${id}`, { action: 'agree' })).status).toBe(200);
    expect((await exchange(buyer, 'PATCH', '/transaction/{transaction_id}', `/transaction/${id}`, { action: 'accept' })).status).toBe(409);
    expect((await exchange(buyer, 'GET', '/transaction/{transaction_id}/payment_methods', `/transaction/${id}/payment_methods`)).status).toBe(200);
    // The seller has not agreed yet: choosing how to pay, and funding, are refused in the documented shape.
    const choice = `/transaction/${id}/payment_methods/wire_transfer`;
    expect((await exchange(buyer, 'POST', '/transaction/{transaction_id}/payment_methods/{payment_method_name}', choice, { wire_reference: 'PO-1' })).status).toBe(
      409,
    );
    expect((await exchange(partner, 'POST', '/sandbox/transaction/{transaction_id}/fund', `/sandbox/transaction/${id}/fund`)).status).toBe(409);
    const refused = await exchange(partner, 'POST', '/transaction', '/transaction', { currency: 'yen', parties: [], items: [], description: 'x' }, false);
    expect(refused.status).toBe(422);
    expect((await exchange(partner, 'GET', '/transaction/{transaction_id}', '/transaction/999999')).status).toBe(404);
    expect((await exchange(null, 'GET', '/transaction/{transaction_id}', `/transaction/${id}`)).status).toBe(401);
    expect((await exchange(partner, 'GET', '/transaction', '/transaction?per_page=lots')).status).toBe(400);
    const huge = { ...partnerSaleBody(buyer.email, 'seller@example.com'), description: 'x'.repeat(1_100_000) };
    const tooLarge = await exchange(partner, 'POST', '/transaction', '/transaction', huge, false);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'The request body is larger than 1048576 bytes' });
  });

  it('accounts: the customer, API keys, webhooks, payout methods', async () => {
    expect((await exchange(partner, 'GET', '/customer/{customer_id}', '/customer/me')).status).toBe(200);
    expect(
      (
        await exchange(partner, 'PATCH', '/customer/{customer_id}', '/customer/me', {
          first_name: 'Pat',
          address: { line1: '1 Main St', city: 'Austin', country: 'US' },
        })
      ).status,
    ).toBe(200);
    expect((await exchange(partner, 'POST', '/customer/me/api_key', '/customer/me/api_key', { name: 'ci' })).status).toBe(201);
    expect((await exchange(partner, 'GET', '/customer/{customer_id}/api_key', '/customer/me/api_key')).status).toBe(200);
    expect((await exchange(partner, 'POST', '/customer/me/webhook', '/customer/me/webhook', { url: 'https://hooks.example.com/openapi' })).status).toBe(201);
    expect((await exchange(partner, 'POST', '/customer/me/webhook', '/customer/me/webhook', { url: 'not a url' }, false)).status).toBe(422);
    expect((await exchange(partner, 'GET', '/customer/{customer_id}/webhook', '/customer/me/webhook')).status).toBe(200);
    expect((await exchange(partner, 'GET', '/customer/{customer_id}/disbursement_methods', '/customer/me/disbursement_methods')).status).toBe(200);
    expect((await exchange(buyer, 'GET', '/customer/{customer_id}', `/customer/${partner.id}`)).status).toBe(403);
  });

  it('partners: listings, statistics and reports', async () => {
    await createPartnerSale(harness, partner);
    expect((await exchange(partner, 'GET', '/partner/transactions', '/partner/transactions?limit=2&status=ongoing')).status).toBe(200);
    expect((await exchange(partner, 'GET', '/partner/customers', '/partner/customers?limit=2')).status).toBe(200);
    expect(
      (await exchange(partner, 'GET', '/partner/statistics/transactions/count', '/partner/statistics/transactions/count?date_start=2026-01-01&date_end=2026-01-31'))
        .status,
    ).toBe(200);
    expect((await exchange(partner, 'POST', '/partner/reports', '/partner/reports', { transaction_filters: { status: 'ongoing' } })).status).toBe(201);
    expect((await exchange(partner, 'GET', '/partner/reports', '/partner/reports')).status).toBe(200);
    expect((await exchange(partner, 'GET', '/partner/reports/count', '/partner/reports/count')).status).toBe(200);
    expect((await exchange(buyer, 'GET', '/partner/transactions', '/partner/transactions')).status).toBe(403);
    expect((await exchange(partner, 'GET', '/partner/transactions', '/partner/transactions?limit=zero')).status).toBe(400);
  });
});

describe('GET /2017-09-01/openapi.json and the reference page', () => {
  it('serves the document without credentials', async () => {
    const response = await harness.fetch('/2017-09-01/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(documentText);
    expect((await harness.fetch('/2017-09-01/openapi.json', { method: 'POST' })).status).toBe(405);
  });

  it('renders the reference offline: the page and its files answer 200 and nothing comes from elsewhere', async () => {
    const page = await harness.fetch('/2017-09-01/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(references).toEqual(['/2017-09-01/docs/swagger-ui.css', '/2017-09-01/docs/swagger-ui-bundle.js', '/2017-09-01/docs/init.js']);
    for (const reference of references) {
      const asset = await harness.fetch(reference);
      expect(asset.status, reference).toBe(200);
      expect(asset.headers.get('content-type'), reference).toMatch(/^text\/(css|javascript)/);
      expect((await asset.arrayBuffer()).byteLength, reference).toBeGreaterThan(0);
    }
    const init = await (await harness.fetch('/2017-09-01/docs/init.js')).text();
    expect(init).toContain('"/2017-09-01/openapi.json"');
    expect(init).toContain('validatorUrl: null');
    expect((await harness.fetch('/2017-09-01/docs/..%2F..%2Fpackage.json')).status).toBe(401);
    expect((await harness.fetch('/2017-09-01/docs/index.html')).status).toBe(401);
  });
});
