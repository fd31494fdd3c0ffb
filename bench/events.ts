// `npm run bench` (second part): webhook deliveries per second to a local receiver, and the
// latency from an action to 1,000 graphql-ws subscribers. Appends an "Events" section to
// BENCHMARKS.md (replacing the previous one). Talks to 127.0.0.1 only and cleans up after itself.
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { loadConfig } from '../src/config.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { generateWebhookSecret } from '../src/events/webhook-signing.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { defaultPostgresUrl } from './options.js';
import { createThrowawayDatabase, probe } from './postgres.js';
import { domainNameBody } from './scenarios.js';

const quick = process.argv.includes('--quick');
const deliveriesToSend = quick ? 300 : 3000;
const subscriberCount = quick ? 200 : 1000;
const actionCount = quick ? 5 : 20;
const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const unreachable = await probe(adminUrl);
  if (unreachable) throw new Error(`the events benchmark needs PostgreSQL (BENCH_DATABASE_URL): ${unreachable}`);
  const database = await createThrowawayDatabase(adminUrl);
  let received = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WORKER_POLL_MS: '50',
  });
  const running = await startServer(config, createLogger('silent'));
  const clients: Client[] = [];
  try {
    const { services } = running;
    const partner = await createAccount(services, { email: 'console@bench.example', isPartner: true });
    const { key } = await createApiKey(services, partner.id, 'bench');
    const authorization = `Basic ${Buffer.from(`${partner.email}:${key}`).toString('base64')}`;
    await services.prisma.webhook.create({ data: { customerId: partner.id, url: receiverUrl, activeUrl: receiverUrl, secret: generateWebhookSecret() } });

    const create = async () => {
      const body = domainNameBody('seller@bench.example') as unknown as Record<string, unknown>;
      const response = await fetch(`${running.url}/2017-09-01/transaction`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...body,
          parties: [
            { role: 'buyer', customer: 'buyer@bench.example' },
            { role: 'seller', customer: 'seller@bench.example' },
          ],
          items: [
            {
              title: 'example.com',
              type: 'domain_name',
              inspection_period: 259200,
              schedule: [{ amount: 1000, payer_customer: 'buyer@bench.example', beneficiary_customer: 'seller@bench.example' }],
            },
          ],
        }),
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}`);
      return ((await response.json()) as { id: number }).id;
    };

    // 1. Deliveries per second: a burst of committed events, drained by the in-process worker.
    const transactionId = await create();
    while (received < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    received = 0;
    const started = performance.now();
    await services.prisma.event.createMany({
      data: Array.from({ length: deliveriesToSend }, () => ({ name: 'ship', transactionId, partnerId: partner.id })),
    });
    services.outbox.changed();
    while (received < deliveriesToSend) await new Promise((resolve) => setTimeout(resolve, 10));
    const deliverySeconds = (performance.now() - started) / 1000;
    const deliveriesPerSecond = deliveriesToSend / deliverySeconds;

    // 2. Latency from an action (request sent) to each of the subscribers receiving its event.
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let subscribed = 0;
    const original = services.events.subscribe.bind(services.events);
    services.events.subscribe = () => {
      subscribed += 1;
      return original();
    };
    for (let i = 0; i < subscriberCount; i++) {
      const client = createClient({
        url: `${running.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization },
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe<{ partnerEvents: { name: string; transaction: { databaseId: number } } }>(
        { query: 'subscription { partnerEvents { name transaction { databaseId } } }' },
        {
          next: (result) => {
            const event = result.data?.partnerEvents;
            const at = event && event.name === 'create' ? sentAt.get(event.transaction.databaseId) : undefined;
            if (at !== undefined) latencies.push(performance.now() - at);
          },
          error: (error) => console.error('subscriber error', error),
          complete: () => {},
        },
      );
    }
    while (subscribed < subscriberCount) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let i = 0; i < actionCount; i++) {
      const before = performance.now();
      const id = await create();
      sentAt.set(id, before);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const expected = subscriberCount * actionCount;
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    latencies.sort((a, b) => a - b);
    const lines = [
      '## Events',
      '',
      `- Command: \`npm run bench${quick ? ' -- --quick' : ''}\` (bench/events.ts), ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, on PostgreSQL (a throwaway database) with the service's in-process event workers (\`WORKER_POLL_MS=50\`).`,
      `- Webhook deliveries: ${deliveriesToSend} committed events to one local receiver answering 200 at once: ${deliverySeconds.toFixed(2)} s, **${deliveriesPerSecond.toFixed(0)} deliveries/s** (signed, one attempt each, recorded).`,
      `- Action → subscribers: ${subscriberCount} graphql-ws subscribers of \`partnerEvents\` (clients in the same process as the server), ${actionCount} transaction creations 250 ms apart; latency from sending the request to each subscriber receiving the event: **p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms**, max ${latencies.at(-1)?.toFixed(1)} ms (${latencies.length} of ${expected} received).`,
      '',
    ];
    const file = new URL('../BENCHMARKS.md', import.meta.url);
    const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
    const withoutEvents = current.replace(/\n## Events\n[\s\S]*?(?=\n## |$)/, '\n').trimEnd();
    await writeFile(file, `${withoutEvents}\n\n${lines.join('\n')}`);
    console.log(lines.join('\n'));
    if (latencies.length < expected) throw new Error(`only ${latencies.length} of ${expected} subscriber events arrived`);
  } finally {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await running.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
