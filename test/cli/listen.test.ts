import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../clients/typescript/src/index.ts';
import { generateWebhookSecret } from '../../src/events/webhook-signing.js';
import { createHarnessWithAccounts, type Harness, type TestAccount } from '../support/harness.js';
import { action } from '../support/lifecycle.js';
import { parseCommandLine } from '../../src/cli/command-line.js';
import { failureOf, optionsOf } from '../support/cli.js';
import { bin, runCli } from '../support/processes.js';
import { Receiver, type Received } from '../support/receiver.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { createPartnerSale, postJson } from '../support/transactions.js';
import { until } from '../support/waiting.js';

// `heldfunds listen` as a developer runs it: a real server on a port (reached through a TCP proxy
// the test can cut), the CLI in a child process, local receivers. What the receiver gets is
// compared with what the service itself delivers to a webhook of the same partner.

interface Listener {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  secret: string;
  exited: Promise<number | null>;
  /** Resolves with the first stdout (or stderr) line matching `pattern`. */
  line(pattern: RegExp, stream?: 'stdout' | 'stderr', timeoutMs?: number): Promise<string>;
  stop(): Promise<number | null>;
}

let harness: Harness;
let server: { url: string; close(): Promise<void> };
let proxy: TcpProxy;
let partner: TestAccount;
let buyer: TestAccount;
let seller: TestAccount;
let notPartner: TestAccount;
/** The service's own deliveries to the partner's webhook, for comparison. */
let delivered: Receiver;
const listeners: Listener[] = [];

const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME });

async function startListener(forwardTo: string, extra: string[] = []): Promise<Listener> {
  const args = ['listen', '--url', `http://${proxy.host}:${proxy.port}`, '--email', partner.email, '--key', partner.apiKey, '--forward-to', forwardTo, ...extra];
  const child = spawn(process.execPath, [bin, ...args], { env: env() });
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const waiters: { pattern: RegExp; stream: 'stdout' | 'stderr'; resolve: (line: string) => void }[] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    createInterface({ input: child[stream]! }).on('line', (line) => {
      lines[stream].push(line);
      for (const waiter of waiters.filter((w) => w.stream === stream && w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const line = (pattern: RegExp, stream: 'stdout' | 'stderr' = 'stdout', timeoutMs = 60_000) => {
    const seen = lines[stream].find((text) => pattern.test(text));
    if (seen) return Promise.resolve(seen);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${stream} line ${pattern} within ${timeoutMs} ms: ${lines.stdout.join('\n')}\n${lines.stderr.join('\n')}`)),
        timeoutMs,
      );
      waiters.push({ pattern, stream, resolve: (text) => (clearTimeout(timer), resolve(text)) });
    });
  };
  const secret = /whsec_\S+/.exec(await line(/^Webhook signing secret: /))![0];
  await line(/^Ready: /);
  const listener: Listener = {
    child,
    ...lines,
    secret,
    exited,
    line,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
  listeners.push(listener);
  return listener;
}

/** `until`, saying what the listener printed when it times out. */
async function untilForwarded(listener: Listener, predicate: () => boolean, what: string): Promise<void> {
  try {
    await until(predicate, 30_000, what);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the listener printed:\n${listener.stdout.join('\n')}\n${listener.stderr.join('\n')}`);
  }
}

/** The events a receiver got, verified with `secret` (a forged or altered one throws). */
function verified(requests: Received[], secret: string) {
  return requests.map((request) => ({
    id: String(request.headers['webhook-id']),
    body: request.body,
    event: verifyWebhook({ secret, headers: request.headers, body: request.body }) as unknown as { event: string; transaction_id: number; sequence: number },
  }));
}

const ofTransaction = (requests: Received[], secret: string, id: number) => verified(requests, secret).filter((entry) => entry.event.transaction_id === id);

/** The partner's event ids in the order written, as the events API lists them (newest first there). */
async function eventIdsOf(transactionIds: number[]): Promise<string[]> {
  const rows = await harness.services.prisma.event.findMany({
    where: { transactionId: { in: transactionIds } },
    orderBy: { id: 'asc' },
    select: { publicId: true },
  });
  return rows.map((row) => row.publicId);
}

beforeAll(async () => {
  ({
    harness,
    accounts: { partner, buyer, seller, notPartner },
  } = await createHarnessWithAccounts({
    partner: { email: 'listen-partner@example.com', isPartner: true },
    buyer: { email: 'buyer@example.com' },
    seller: { email: 'seller@example.com' },
    notPartner: { email: 'not-a-partner@example.com' },
  }));
  server = await harness.listen();
  const port = Number(new URL(server.url).port);
  proxy = await startTcpProxy({ host: '127.0.0.1', port });
  delivered = await new Receiver().start();
  await harness.services.prisma.webhook.create({ data: { customerId: partner.id, url: delivered.url, activeUrl: delivered.url, secret: generateWebhookSecret() } });
  harness.workers().start();
  // An event before any listener starts: a listener resumes after the newest one.
  await createPartnerSale(harness, partner);
});

afterAll(async () => {
  for (const listener of listeners) if (listener.child.exitCode === null) listener.child.kill('SIGKILL');
  await Promise.all(listeners.map((listener) => listener.exited));
  await delivered.stop();
  await proxy.close();
  await server.close();
  await harness.close();
});

describe('heldfunds listen', { timeout: 180_000 }, () => {
  it('forwards each event signed with the printed secret, in sequence order, as the service delivers it, and resumes across a cut without gap or duplicate', async () => {
    const receiver = await new Receiver().start();
    const listener = await startListener(receiver.url);
    expect(listener.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const first = await createPartnerSale(harness, partner);
    for (const party of [buyer, seller]) expect((await action(harness, party, first, { action: 'agree' })).status).toBe(200);
    await untilForwarded(listener, () => ofTransaction(receiver.received, listener.secret, first).length >= 2, 'the forwarded events');
    const forwarded = ofTransaction(receiver.received, listener.secret, first);
    expect(forwarded.map((entry) => [entry.event.event, entry.event.sequence])).toEqual([
      ['create', 1],
      ['agree', 2],
    ]);
    // The same body as the service's own delivery of each event, under the same webhook-id.
    await until(() => forwarded.every((entry) => delivered.received.some((request) => request.headers['webhook-id'] === entry.id)), 30_000, 'the deliveries');
    for (const entry of forwarded) expect(entry.body).toBe(delivered.received.find((request) => request.headers['webhook-id'] === entry.id)!.body);
    expect(receiver.received.every((request) => request.headers['content-type'] === 'application/json')).toBe(true);
    // One line per event with the receiver's status and the time taken.
    await listener.line(new RegExp(`agree transaction ${first} #2 ${forwarded[1]!.id} -> 200 in \\d+ ms$`));

    // The connection is cut (and refused) while events are committed; then the server is reachable again.
    proxy.cut();
    await listener.line(/reconnecting in/, 'stderr');
    const during = [await createPartnerSale(harness, partner), await createPartnerSale(harness, partner)];
    proxy.restore();
    await listener.line(/^Reconnected; resuming after /);
    const after = await createPartnerSale(harness, partner);
    const expected = await eventIdsOf([first, ...during, after]);
    await until(() => expected.every((id) => receiver.received.some((request) => request.headers['webhook-id'] === id)), 60_000, 'every event after the cut');
    const ids = verified(receiver.received, listener.secret).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(expected));
    // Per transaction in sequence order, across the reconnection too.
    for (const id of [first, ...during, after]) {
      const sequences = ofTransaction(receiver.received, listener.secret, id).map((entry) => entry.event.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(sequences[0]).toBe(1);
    }

    expect(await listener.stop()).toBe(0);
    expect(listener.stdout.at(-1)).toBe('Stopped.');
    expect(listener.stderr.join('\n')).not.toMatch(/\n\s+at /);
    await receiver.stop();
  });

  it('forwards only the events --events names, with a fixed --secret, and goes on when the receiver fails', async () => {
    const receiver = await new Receiver().start();
    // The first agree fails twice (retried), then the receiver answers.
    receiver.answer({ status: 500 }, { status: 503 });
    const secret = generateWebhookSecret();
    const listener = await startListener(receiver.url, ['--events', 'agree, complete', '--secret', secret]);
    expect(listener.secret).toBe(secret);
    const ids = [await createPartnerSale(harness, partner), await createPartnerSale(harness, partner)];
    for (const id of ids) for (const party of [buyer, seller]) expect((await action(harness, party, id, { action: 'agree' })).status).toBe(200);
    await untilForwarded(listener, () => ofTransaction(receiver.received, secret, ids[1]!).length >= 1, 'the agree events');
    // Processed in order: each create came before its agree and was left out; the first agree
    // was answered 500, then 503, then 200 (three attempts), the next one at once.
    const events = verified(receiver.received, secret).map((entry) => [entry.event.event, entry.event.transaction_id, entry.event.sequence]);
    expect(events).toEqual([
      ['agree', ids[0], 2],
      ['agree', ids[0], 2],
      ['agree', ids[0], 2],
      ['agree', ids[1], 2],
    ]);
    await listener.line(new RegExp(`agree transaction ${ids[0]} #2 \\S+ -> 200 in \\d+ ms, 3 attempts$`));
    await listener.line(new RegExp(`agree transaction ${ids[1]} #2 \\S+ -> 200 in \\d+ ms$`));
    expect(listener.stdout.some((line) => / create transaction /.test(line))).toBe(false);
    expect(await listener.stop()).toBe(0);

    // A receiver that is down: said on the event's line, and the next event goes.
    const down = await new Receiver().start();
    const downUrl = down.url;
    await down.stop();
    const second = await startListener(downUrl, ['--events', 'create']);
    const other = await createPartnerSale(harness, partner);
    await second.line(new RegExp(`create transaction ${other} #1 \\S+ -> no answer \\(.*ECONNREFUSED.*\\) in \\d+ ms, 3 attempts, not retried further$`));
    expect(await second.stop()).toBe(0);
    await receiver.stop();
  });

  it('forwards an event of no transaction (report_ready) with its report_id, as the service delivers it', async () => {
    const receiver = await new Receiver().start();
    const listener = await startListener(receiver.url, ['--events', 'report_ready']);
    const asked = await postJson(harness, partner, '/2017-09-01/partner/reports', {});
    expect(asked.status).toBe(201);
    await untilForwarded(listener, () => receiver.received.length >= 1, 'the report_ready event');
    const [forwarded] = verified(receiver.received, listener.secret);
    expect(JSON.parse(forwarded!.body)).toMatchObject({
      event: 'report_ready',
      event_type: 'report',
      transaction_id: null,
      report_id: asked.body.id,
      sequence: null,
    });
    await until(() => delivered.received.some((request) => request.headers['webhook-id'] === forwarded!.id), 30_000, 'the delivery');
    expect(forwarded!.body).toBe(delivered.received.find((request) => request.headers['webhook-id'] === forwarded!.id)!.body);
    expect(await listener.stop()).toBe(0);
    await receiver.stop();
  });

  it('refuses bad flags, bad credentials and an unreachable server with one clear line and no stack trace', async () => {
    const base = (url: string, extra: string[] = []) => [
      'listen',
      '--url',
      url,
      '--email',
      partner.email,
      '--key',
      partner.apiKey,
      '--forward-to',
      'http://127.0.0.1:3000/hooks',
      ...extra,
    ];
    const proxied = `http://${proxy.host}:${proxy.port}`;
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    // Usage errors are read before anything connects: two through a real process, the others as
    // the CLI's parser and failure printer answer them in this process (the same code).
    const cases: { args: string[]; code: number; stderr: RegExp; inProcess?: true }[] = [
      { args: base('ftp://example.com'), code: 2, stderr: /--url must be an http\(s\) URL/ },
      { inProcess: true, args: base('not a url'), code: 2, stderr: /--url must be an http\(s\) URL/ },
      { inProcess: true, args: base('http://user:pw@example.com'), code: 2, stderr: /--url must not carry credentials/ },
      { args: base(proxied, ['--events', 'shipp']), code: 2, stderr: /--events has an unknown event name: "shipp" \(did you mean "ship"\?\)/ },
      { inProcess: true, args: base(proxied, ['--events', ',']), code: 2, stderr: /--events must name at least one event/ },
      { inProcess: true, args: base(proxied, ['--secret', 'hunter2']), code: 2, stderr: /--secret must be a signing secret/ },
      { inProcess: true, args: base(proxied, ['--forward-to', 'localhost:3000']), code: 2, stderr: /--forward-to must be an http\(s\) URL/ },
      {
        inProcess: true,
        args: ['listen', '--url', proxied, '--email', partner.email, '--forward-to', 'http://127.0.0.1:3000/hooks'],
        code: 2,
        stderr: /--key is required/,
      },
      { inProcess: true, args: base(proxied, ['--evnts', 'agree']), code: 2, stderr: /unknown option "--evnts" \(did you mean "--events"\?\)/ },
      {
        args: ['listen', '--url', proxied, '--email', partner.email, '--key', 'wrong-key', '--forward-to', 'http://127.0.0.1:3000/hooks'],
        code: 1,
        stderr: /the server refused the credentials: check --email and --key/,
      },
      {
        args: ['listen', '--url', proxied, '--email', notPartner.email, '--key', notPartner.apiKey, '--forward-to', 'http://127.0.0.1:3000/hooks'],
        code: 1,
        stderr: /the server refused the subscription: .*partner/,
      },
      { args: base(`http://127.0.0.1:${closedPort}`), code: 1, stderr: /cannot subscribe at http:\/\/127\.0\.0\.1:\d+: .*is a heldfunds server running there\?/ },
    ];
    for (const { args, code, stderr, inProcess } of cases) {
      const result = inProcess
        ? await failureOf(() => parseCommandLine(args)).then((failure) => ({ code: failure.exitCode, stderr: failure.stderr }))
        : await runCli(args, env());
      expect({ args, code: result.code }).toEqual({ args, code });
      expect(result.stderr).toMatch(stderr);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describe('heldfunds listen options', () => {
  it('reads the server address, the receiver and the event names, and suggests the command when misspelt', () => {
    const options = optionsOf('listen', [
      '--url',
      'https://sandbox.example.com/',
      '--email',
      'p@example.com',
      '--key',
      'k',
      '--forward-to',
      'http://localhost:3000/hooks',
      '--events',
      'agree,ship,agree',
    ]);
    expect(options).toEqual({
      url: 'https://sandbox.example.com',
      email: 'p@example.com',
      key: 'k',
      forwardTo: 'http://localhost:3000/hooks',
      events: ['agree', 'ship'],
      secret: undefined,
    });
    expect(() => parseCommandLine(['lisen'])).toThrow('unknown command "lisen" (did you mean "listen"?)');
    expect(() => optionsOf('listen', ['--url', 'http://127.0.0.1:4000?x=1', '--email', 'e', '--key', 'k', '--forward-to', 'http://l/h'])).toThrow(
      '--url must be the server address alone',
    );
  });
});
