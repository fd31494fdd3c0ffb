import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMetricsServer } from '../../src/server.js';
import { createHarness, createTestAccount, type Harness, type TestAccount } from '../support/harness.js';
import { readExposition, scrape } from '../support/metrics.js';
import { Receiver } from '../support/receiver.js';
import { createPartnerSale } from '../support/transactions.js';

let harness: Harness;
let partner: TestAccount;

beforeAll(async () => {
  harness = await createHarness({ rateLimitPerMinute: 5 });
  partner = await createTestAccount(harness, { isPartner: true });
});
afterAll(() => harness.close());

const get = (path: string, auth = partner.auth) => harness.fetch(path, { headers: { authorization: auth } });
const byIdRoute = '/2017-09-01/transaction/{transaction_id}';

describe('GET /metrics in the sandbox', () => {
  it('answers the Prometheus text exposition without credentials', async () => {
    const response = await harness.fetch('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'heldfunds_http_requests_total',
      'heldfunds_http_request_duration_seconds',
      'heldfunds_db_statement_duration_seconds',
      'heldfunds_outbox_backlog',
      'heldfunds_outbox_oldest_age_seconds',
      'heldfunds_jobs_pending',
      'heldfunds_webhook_deliveries_pending',
      'heldfunds_webhook_deliveries_total',
      'heldfunds_graphql_subscriptions_open',
      'heldfunds_rate_limited_total',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect((await harness.fetch('/metrics', { method: 'POST' })).status).toBe(405);
  });

  it('counts requests by route template and status, with latencies, never by raw path', async () => {
    const id = await createPartnerSale(harness, partner);
    const before = await scrape(harness);
    expect((await get(`/2017-09-01/transaction/${id}`)).status).toBe(200);
    expect((await get(`/2017-09-01/transaction/${id}`)).status).toBe(200);
    expect((await get('/2017-09-01/transaction/999999')).status).toBe(404);
    expect((await get('/2017-09-01/no/such/thing')).status).toBe(404);
    expect((await harness.fetch(`/2017-09-01/transaction/${id}`)).status).toBe(401);
    const after = await scrape(harness);
    const moved = (labels: Record<string, string>) => after.value('heldfunds_http_requests_total', labels) - before.value('heldfunds_http_requests_total', labels);
    expect(moved({ route: byIdRoute, method: 'GET', status: '200' })).toBe(2);
    expect(moved({ route: byIdRoute, method: 'GET', status: '404' })).toBe(1);
    expect(moved({ route: byIdRoute, method: 'GET', status: '401' })).toBe(1);
    expect(moved({ route: '/2017-09-01/(unmatched)', method: 'GET', status: '404' })).toBe(1);
    const count = (scrape: typeof after) => scrape.value('heldfunds_http_request_duration_seconds_count', { route: byIdRoute, method: 'GET' });
    expect(count(after) - count(before)).toBe(4);
    expect(after.value('heldfunds_http_request_duration_seconds_bucket', { route: byIdRoute, method: 'GET', le: '+Inf' })).toBe(count(after));
    expect(after.value('heldfunds_http_request_duration_seconds_sum', { route: byIdRoute, method: 'GET' })).toBeGreaterThan(0);
    expect(after.text).not.toContain(`/transaction/${id}"`);
    expect(after.text).not.toContain('/no/such/thing');
  });

  it('counts and times database statements', async () => {
    const before = await scrape(harness);
    expect((await get('/2017-09-01/customer/me')).status).toBe(200);
    const after = await scrape(harness);
    const selects = (scrape: typeof after) => scrape.value('heldfunds_db_statement_duration_seconds_count', { statement: 'select', outcome: 'ok' });
    // The request's own statements (authentication, the customer) and the scrape's queue query.
    expect(selects(after) - selects(before)).toBeGreaterThanOrEqual(3);
    expect(after.value('heldfunds_db_statement_duration_seconds_sum', { statement: 'select', outcome: 'ok' })).toBeGreaterThan(
      before.value('heldfunds_db_statement_duration_seconds_sum', { statement: 'select', outcome: 'ok' }),
    );
  });

  it('counts GraphQL operations with yoga’s Prometheus plugin, labelled by type and not by client-chosen name', async () => {
    const before = await scrape(harness);
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: partner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query SomeClientName { viewer { email } }' }),
    });
    expect(response.status).toBe(200);
    const after = await scrape(harness);
    expect(after.value('graphql_envelop_request', { operationType: 'query' }) - before.value('graphql_envelop_request', { operationType: 'query' })).toBe(1);
    expect(after.text).not.toContain('SomeClientName');
    expect(after.value('heldfunds_http_requests_total', { route: '/graphql', method: 'POST', status: '200' })).toBeGreaterThan(0);
  });

  it('reports the outbox backlog and the age of its oldest event, then their dispatch', async () => {
    await createPartnerSale(harness, partner);
    harness.clock.advance(90);
    const waiting = await scrape(harness);
    expect(waiting.value('heldfunds_outbox_backlog')).toBeGreaterThan(0);
    expect(waiting.value('heldfunds_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    const workers = harness.workers();
    await workers.drain();
    const drained = await scrape(harness);
    expect(drained.value('heldfunds_outbox_backlog')).toBe(0);
    expect(drained.value('heldfunds_outbox_oldest_age_seconds')).toBe(0);
  });

  it('reports the job queue: pending jobs and those already due', async () => {
    const before = await scrape(harness);
    const runAt = new Date(harness.clock.now().getTime() + 3600_000);
    await harness.services.prisma.job.create({ data: { kind: 'metrics_probe', uniqueKey: `metrics-probe-${process.pid}`, runAt } });
    const queued = await scrape(harness);
    expect(queued.value('heldfunds_jobs_pending', { state: 'all' }) - before.value('heldfunds_jobs_pending', { state: 'all' })).toBe(1);
    expect(queued.value('heldfunds_jobs_pending', { state: 'due' })).toBe(before.value('heldfunds_jobs_pending', { state: 'due' }));
    await harness.services.prisma.job.deleteMany({ where: { kind: 'metrics_probe' } });
  });

  it('counts webhook deliveries by outcome', async () => {
    const receiver = await new Receiver().start();
    try {
      await harness.services.prisma.webhook.create({
        data: { customerId: partner.id, url: receiver.url, activeUrl: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
      });
      const workers = harness.workers();
      await workers.drain();
      const before = await scrape(harness);
      receiver.answer({ status: 500 });
      await createPartnerSale(harness, partner);
      await workers.drain();
      const after = await scrape(harness);
      const moved = (outcome: string) =>
        after.value('heldfunds_webhook_deliveries_total', { outcome }) - before.value('heldfunds_webhook_deliveries_total', { outcome });
      // The sale's create event: the first answer is a 500 (to be retried); the retry is not due yet.
      expect(moved('retrying')).toBe(1);
      expect(after.value('heldfunds_webhook_deliveries_pending', { state: 'all' })).toBeGreaterThanOrEqual(1);
      harness.clock.advance(3600);
      await workers.drain();
      expect(
        (await scrape(harness)).value('heldfunds_webhook_deliveries_total', { outcome: 'succeeded' }) -
          before.value('heldfunds_webhook_deliveries_total', { outcome: 'succeeded' }),
      ).toBe(1);
    } finally {
      await harness.services.prisma.webhook.updateMany({ where: { customerId: partner.id }, data: { deletedAt: new Date(), activeUrl: null } });
      await receiver.stop();
    }
  });

  it('counts open GraphQL subscriptions, down again when the client leaves', async () => {
    const before = (await scrape(harness)).value('heldfunds_graphql_subscriptions_open');
    const server = await harness.listen();
    const leave = new AbortController();
    try {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { authorization: partner.auth, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription { partnerEvents { __typename } }' }),
        signal: leave.signal,
      });
      expect(response.status).toBe(200);
      expect((await scrape(harness)).value('heldfunds_graphql_subscriptions_open')).toBe(before + 1);
      leave.abort();
      await vi.waitFor(async () => expect((await scrape(harness)).value('heldfunds_graphql_subscriptions_open')).toBe(before));
    } finally {
      await server.close();
    }
  });

  it('counts rate-limit rejections', async () => {
    const before = await scrape(harness);
    let status = 200;
    while (status !== 429) status = (await get('/2017-09-01/customer/me/webhook')).status;
    const after = await scrape(harness);
    expect(after.value('heldfunds_rate_limited_total', { kind: 'request' }) - before.value('heldfunds_rate_limited_total', { kind: 'request' })).toBe(1);
    expect(after.value('heldfunds_http_requests_total', { route: '/2017-09-01/customer/{customer_id}/webhook', method: 'GET', status: '429' })).toBe(1);
  });
});

describe('GET /metrics as configured', () => {
  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createHarness({ metricsToken: 'a-metrics-token-of-some-length' });
    try {
      const refused = await guarded.fetch('/metrics');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await refused.json()).toEqual({ error: 'Metrics need "Authorization: Bearer <METRICS_TOKEN>"' });
      expect((await guarded.fetch('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
      expect((await guarded.fetch('/metrics', { headers: { authorization: 'Basic eDp5' } })).status).toBe(401);
      const scraped = await scrape(guarded, { authorization: 'Bearer a-metrics-token-of-some-length' });
      expect(scraped.text).toContain('heldfunds_http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('is not served in production without a token or a port of its own', async () => {
    const production = await createHarness({ environment: 'production' });
    try {
      expect((await production.fetch('/metrics')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('leaves the API port when METRICS_PORT is set; the metrics server answers /metrics alone', async () => {
    const separate = await createHarness({ metricsPort: 0 });
    let server: Server | undefined;
    try {
      expect((await separate.fetch('/metrics')).status).toBe(404);
      // What startServer listens with on METRICS_PORT, here with a token too.
      server = createMetricsServer(separate.app.metrics, 'a-metrics-token-of-some-length');
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/2017-09-01/transaction`)).status).toBe(404);
      const response = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer a-metrics-token-of-some-length' } });
      expect(response.status).toBe(200);
      expect(readExposition(await response.text()).text).toContain('# TYPE heldfunds_outbox_backlog gauge');
    } finally {
      server?.close();
      await separate.close();
    }
  });
});
