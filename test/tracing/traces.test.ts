import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createApiKey } from '../../src/domain/api-keys.js';
import { createAccount } from '../../src/domain/customers/create-account.js';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { createLogger } from '../../src/log.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { createConfiguredDatabase, type ConfiguredDatabase } from '../support/data-folder.js';
import { basicAuth } from '../support/harness.js';
import { OtlpReceiver, type ReceivedSpan } from '../support/otlp.js';
import { Receiver } from '../support/receiver.js';
import { partnerSaleBody } from '../support/transactions.js';
import { until } from '../support/waiting.js';

// OTLP span kinds (trace.proto).
const [internal, server, client, consumer] = [1, 2, 3, 5];

/**
 * The service started with OTEL_EXPORTER_OTLP_ENDPOINT on a local OTLP receiver: a transaction
 * created over REST, its webhook delivered to a local receiver, and the spans of that one trace.
 */
async function runTraced(protocol: 'http/protobuf' | 'http/json') {
  const otlp = await new OtlpReceiver().start();
  const hooks = await new Receiver().start();
  const database: ConfiguredDatabase = await createConfiguredDatabase('heldfunds-tracing-');
  let running: RunningServer | undefined;
  try {
    const config = loadConfig({
      PORT: '0',
      ...database.env,
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WORKER_POLL_MS: '50',
    });
    running = await startServer(config, createLogger('silent'));
    const partner = await createAccount(running.services, { email: 'partner@example.com', isPartner: true });
    const { key } = await createApiKey(running.services, partner.id, 'k');
    await running.services.prisma.webhook.create({ data: { customerId: partner.id, url: hooks.url, activeUrl: hooks.url, secret: generateWebhookSecret() } });
    const auth = basicAuth(partner.email, key);

    const created = await fetch(`${running.url}/2017-09-01/transaction`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(partnerSaleBody('buyer@example.com', 'seller@example.com')),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const cancelled = await fetch(`${running.url}/2017-09-01/transaction/${id}`, {
      method: 'PATCH',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'cancel' }),
    });
    expect(cancelled.status).toBe(200);
    const graphql = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Viewer { viewer { email } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { viewer: { email: partner.email } } });
    await until(() => hooks.received.length >= 2);
    // Closing sends the spans still batched.
    await running.close();
    running = undefined;
    return { spans: otlp.spans, contentTypes: otlp.contentTypes, hooks: hooks.received };
  } finally {
    await running?.close();
    await hooks.stop();
    await otlp.stop();
    await database.cleanup();
  }
}

/** The spans of the trace whose root is the request span named `name`. */
function traceOf(spans: ReceivedSpan[], name: string) {
  const root = spans.find((span) => span.name === name && span.kind === server);
  expect(root, `a server span named ${name}`).toBeDefined();
  const inTrace = spans.filter((span) => span.traceId === root!.traceId);
  const childrenOf = (parent: ReceivedSpan) => inTrace.filter((span) => span.parentSpanId === parent.spanId);
  return { root: root!, inTrace, childrenOf };
}

function expectCreateToWebhook(spans: ReceivedSpan[], hooks: { headers: Record<string, unknown>; body: string }[]) {
  const { root, inTrace, childrenOf } = traceOf(spans, 'POST /2017-09-01/transaction');
  expect(root.parentSpanId).toBe('');
  expect(root.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/2017-09-01/transaction', 'http.response.status_code': 201 });

  const creation = childrenOf(root).find((span) => span.name === 'create transaction');
  expect(creation?.kind).toBe(internal);
  // Its statements, text only: the values are parameters, never in a span.
  const statements = childrenOf(creation!).filter((span) => 'db.query.text' in span.attributes);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(statement.attributes['db.system.name']).toBe('postgresql');
    expect(String(statement.attributes['db.query.text'])).not.toContain('buyer@example.com');
  }
  expect(statements.some((span) => String(span.attributes['db.query.text']).includes('INSERT INTO "Event"'))).toBe(true);

  // The outbox and the webhook delivery, in the workers, join the trace through the event row,
  // under the span that wrote it.
  const dispatch = childrenOf(creation!).find((span) => span.name === 'outbox dispatch');
  expect(dispatch).toMatchObject({ kind: consumer, attributes: { 'heldfunds.event.name': 'create' } });
  const delivery = childrenOf(creation!).find((span) => span.name === 'webhook delivery');
  expect(delivery).toMatchObject({ kind: client, attributes: { 'http.request.method': 'POST', 'http.response.status_code': 200, 'heldfunds.delivery.attempt': 1 } });

  // The receiver got the trace: the delivery span's context as its `traceparent`.
  const createHook = hooks.find((hook) => (JSON.parse(hook.body) as { event: string }).event === 'create');
  expect(createHook?.headers.traceparent).toBe(`00-${root.traceId}-${delivery!.spanId}-01`);
  expect(inTrace.every((span) => span.traceId === root.traceId)).toBe(true);
}

function expectActTrace(spans: ReceivedSpan[], hooks: { headers: Record<string, unknown>; body: string }[]) {
  const { root, childrenOf } = traceOf(spans, 'PATCH /2017-09-01/transaction/{transaction_id}');
  const act = childrenOf(root).find((span) => span.name === 'act cancel');
  expect(act).toMatchObject({ kind: internal, attributes: { 'heldfunds.command': 'cancel' } });
  expect(childrenOf(act!).filter((span) => 'db.query.text' in span.attributes).length).toBeGreaterThan(0);
  expect(childrenOf(act!).find((span) => span.name === 'outbox dispatch')).toMatchObject({ kind: consumer, attributes: { 'heldfunds.event.name': 'cancel' } });
  const delivery = childrenOf(act!).find((span) => span.name === 'webhook delivery');
  expect(delivery).toMatchObject({ kind: client, attributes: { 'heldfunds.event.name': 'cancel', 'http.response.status_code': 200 } });
  const cancelHook = hooks.find((hook) => (JSON.parse(hook.body) as { event: string }).event !== 'create');
  expect(cancelHook?.headers.traceparent).toBe(`00-${root.traceId}-${delivery!.spanId}-01`);
}

function expectGraphQLTrace(spans: ReceivedSpan[]) {
  const { childrenOf, root } = traceOf(spans, 'POST /graphql');
  const operation = childrenOf(root).find((span) => span.name === 'query Viewer');
  expect(operation).toMatchObject({ kind: internal, attributes: { 'graphql.operation.type': 'query', 'graphql.operation.name': 'Viewer' } });
}

describe('traces over OTLP/HTTP', () => {
  let protobuf: Awaited<ReturnType<typeof runTraced>>;
  let json: Awaited<ReturnType<typeof runTraced>>;
  beforeAll(async () => {
    protobuf = await runTraced('http/protobuf');
    json = await runTraced('http/json');
  });

  it('sends protobuf (OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf): one trace from the create request to its webhook', () => {
    expect(new Set(protobuf.contentTypes)).toEqual(new Set(['application/x-protobuf']));
    expectCreateToWebhook(protobuf.spans, protobuf.hooks);
  });

  it('sends JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json: the same trace', () => {
    expect(new Set(json.contentTypes)).toEqual(new Set(['application/json']));
    expectCreateToWebhook(json.spans, json.hooks);
  });

  it("traces a lifecycle action: act() under the request's span, its statements, and its webhook", () => {
    expectActTrace(protobuf.spans, protobuf.hooks);
    expectActTrace(json.spans, json.hooks);
  });

  it('traces a GraphQL operation under its request, named by its type and name', () => {
    expectGraphQLTrace(protobuf.spans);
    expectGraphQLTrace(json.spans);
  });
});
