// `npm run bench` (second part): webhook deliveries per second to a local receiver (a process of
// its own, bench/events-receiver.ts; fresh events, then a replay of 10,000 through POST …/webhook/{id}/replay), and the
// latency from an action to 10,000 graphql-ws subscribers (client processes of their own,
// bench/events-subscribers.ts) split across two server instances (bench/events-server.ts)
// sharing PostgreSQL and Redis. Appends an "Events" section to BENCHMARKS.md (replacing the
// previous one). Talks to 127.0.0.1 only and cleans up after itself.
// Environment: BENCH_SUBSCRIBERS, BENCH_SUBSCRIBER_PROCESSES, BENCH_ACTIONS, BENCH_DELIVERIES,
// BENCH_REPLAY_EVENTS (smaller runs), BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_DATABASE_URL,
// BENCH_WARMUP (deliveries sent, unmeasured, before the measured burst: as many as it by default,
// so the worker's code, the receiver and the connections are warm; 0 measures a cold worker).
// After each measured part, the same work again under the CPU profiler (the bench process for
// the deliveries, both server instances for the subscribers), and the CPU time each part took
// in every process, from which the section says what bounds each row on this machine.
import { serviceNodeEnvironment } from './node-env.js';
import { readFile, writeFile } from 'node:fs/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { createApiKey } from '../src/domain/api-keys.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { generateWebhookSecret } from '../src/events/webhook-signing.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { defaultPostgresUrl } from './options.js';
import { backendCpuBetween, backendCpuReader, createThrowawayDatabase, probe } from './postgres.js';
import { startProfiler, type ProfileSummary } from './profile.js';
import { renderProfile } from './report.js';
import { domainNameBody } from './scenarios.js';
import { committedAtOnce } from './committed-events.js';

const quick = process.argv.includes('--quick');
const deliveriesToSend = Number(process.env.BENCH_DELIVERIES ?? (quick ? 300 : 3000));
const warmupDeliveries = Number(process.env.BENCH_WARMUP ?? deliveriesToSend);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? (quick ? 200 : 10_000));
const subscriberProcesses = Math.max(1, Number(process.env.BENCH_SUBSCRIBER_PROCESSES ?? Math.ceil(subscriberCount / 2500)));
const replayCount = Number(process.env.BENCH_REPLAY_EVENTS ?? (quick ? 300 : 10_000));
const actionCount = Number(process.env.BENCH_ACTIONS ?? (quick ? 5 : 20));
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;
/** A smaller run (--quick or a size set): its figures are printed, BENCHMARKS.md is left as it was. */
const partial =
  quick || ['BENCH_DELIVERIES', 'BENCH_SUBSCRIBERS', 'BENCH_REPLAY_EVENTS', 'BENCH_ACTIONS', 'BENCH_WARMUP'].some((name) => process.env[name] !== undefined);

/**
 * Starts bench/<file> in a process of its own with an IPC channel. Its open-file limit is
 * raised to the hard limit first: thousands of sockets need as many descriptors.
 */
function spawnChild(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const path = fileURLToPath(new URL(file, import.meta.url));
  return spawn('sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" --import tsx "$1"', process.execPath, path], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next message of a child that `pick` recognises; a child's `error` message is thrown. */
function nextMessage<T>(child: ChildProcess, pick: (message: Record<string, unknown>) => T | undefined, timeoutMs = 120_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error('a benchmark process did not answer in time')), timeoutMs);
    const onExit = (code: number | null) => done(new Error(`a benchmark process exited (${code})`));
    const onMessage = (message: Record<string, unknown>) => {
      if (typeof message.error === 'string') return done(new Error(message.error));
      const value = pick(message);
      if (value !== undefined) done(null, value);
    };
    function done(error: Error | null, value?: T) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(value as T);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send({ stop: true });
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The webhook receiver in a process of its own (bench/events-receiver.ts), as a real one is:
 * `reached` answers when the count since the last `reset` reaches `count`, with the instant
 * of that request on this process's clock (performance.now()).
 */
async function startReceiverProcess() {
  const child = spawnChild('events-receiver.ts', { ...process.env });
  const url = await nextMessage<string>(child, (message) => message.url as string | undefined);
  return {
    url,
    async reset() {
      child.send({ reset: true });
      await nextMessage(child, (message) => message.wasReset as true | undefined);
    },
    async reached(count: number) {
      child.send({ reach: count });
      const at = await nextMessage<number>(child, (message) => (message.reached === count ? (message.at as number) : undefined), 600_000);
      return at - performance.timeOrigin;
    },
    /** The CPU time (µs) the receiver's process has used so far. */
    cpu: () => cpuOf([child]),
    close: () => stopChild(child),
  };
}

/** The CPU time (µs) the processes have used so far, together (each answers `cpu` over IPC). */
async function cpuOf(children: ChildProcess[]): Promise<number> {
  const usages = await Promise.all(
    children.map((child) => (child.send({ cpu: true }), nextMessage<NodeJS.CpuUsage>(child, (message) => message.cpu as NodeJS.CpuUsage | undefined))),
  );
  return usages.reduce((sum, usage) => sum + usage.user + usage.system, 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const unreachable = await probe(adminUrl);
  if (unreachable) throw new Error(`the events benchmark needs PostgreSQL (BENCH_DATABASE_URL): ${unreachable}`);
  const database = await createThrowawayDatabase(adminUrl);
  const receiver = await startReceiverProcess();
  const receiverUrl = receiver.url;
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WORKER_POLL_MS: '50',
  });
  const running = await startServer(config, createLogger('silent'));
  let closed = false;
  const servers: ChildProcess[] = [];
  const subscribers: ChildProcess[] = [];
  try {
    const { services } = running;
    const partner = await createAccount(services, { email: 'console@bench.example', isPartner: true });
    const { key } = await createApiKey(services, partner.id, 'bench');
    const authorization = `Basic ${Buffer.from(`${partner.email}:${key}`).toString('base64')}`;
    const webhook = await services.prisma.webhook.create({
      data: { customerId: partner.id, url: receiverUrl, activeUrl: receiverUrl, secret: generateWebhookSecret() },
    });

    const create = async (base = running.url) => {
      const body = domainNameBody('seller@bench.example') as unknown as Record<string, unknown>;
      const response = await fetch(`${base}/2017-09-01/transaction`, {
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

    // 1. Deliveries per second: a burst of committed events, drained by the in-process worker,
    // after a burst of the same kind left unmeasured (BENCH_WARMUP).
    const transactionId = await create();
    await receiver.reached(1);
    /** Until every delivery made so far is recorded (the worker idle again). */
    const recorded = async () => {
      while ((await services.prisma.webhookDelivery.count({ where: { status: 'pending' } })) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    /**
     * `count` events committed at once; answers the seconds from their commit to the receiver's
     * last request. `atCommit` runs after the commit, before the workers are told.
     */
    const burst = async (count: number, atCommit: () => Promise<void> = async () => {}) => {
      await receiver.reset();
      const started = await committedAtOnce(services, count, { name: 'ship', transactionId, partnerId: partner.id });
      await atCommit();
      services.outbox.changed();
      return ((await receiver.reached(count)) - started) / 1000;
    };
    if (warmupDeliveries > 0) {
      await burst(warmupDeliveries);
      await recorded();
    }
    // The CPU time of the measured burst, from the events' commit to the receiver's last
    // request (the results recorded after it not counted): this process (the service and its
    // workers), the receiver's and the database's backends (from /proc), and that window's length.
    const backends = await backendCpuReader(database.url);
    let before = { process: process.cpuUsage(), receiver: 0, database: new Map<number, number>(), at: 0 };
    const deliverySeconds = await burst(deliveriesToSend, async () => {
      before = { process: process.cpuUsage(), receiver: await receiver.cpu(), database: await backends.read(), at: performance.now() };
    });
    const processUsed = process.cpuUsage(before.process);
    const deliveryCpu = {
      process: processUsed.user + processUsed.system,
      receiver: (await receiver.cpu()) - before.receiver,
      database: backendCpuBetween(before.database, await backends.read()),
      windowSeconds: (performance.now() - before.at) / 1000,
    };
    await backends.close();
    const deliveriesPerSecond = deliveriesToSend / deliverySeconds;
    await recorded();
    // The same burst again under the profiler, from the commit to the last request as above
    // (not measured: the profiler slows it).
    let profiler: Awaited<ReturnType<typeof startProfiler>> | undefined;
    await burst(deliveriesToSend, async () => {
      profiler = await startProfiler();
    });
    const deliveryProfile = await profiler!.stop();
    await recorded();

    // 1b. Replay: events already dispatched (no delivery of their own) sent again by one replay
    // request, from the request until the receiver counted them all.
    const replayFrom = new Date(Date.now() - 60_000);
    for (let done = 0; done < replayCount; done += 2000) {
      const rows = Math.min(2000, replayCount - done);
      await services.prisma.event.createMany({
        data: Array.from({ length: rows }, () => ({ name: 'receive', transactionId, partnerId: partner.id, dispatchedAt: new Date() })),
      });
    }
    await receiver.reset();
    const replayStarted = performance.now();
    const replay = await fetch(`${running.url}/2017-09-01/customer/me/webhook/${webhook.id}/replay`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ created_start_date: replayFrom.toISOString(), types: ['receive'] }),
    });
    const replayAnswer = (await replay.json()) as { replayed?: number };
    if (replay.status !== 202 || replayAnswer.replayed !== replayCount) throw new Error(`replay answered ${replay.status} ${JSON.stringify(replayAnswer)}`);
    const replayQueuedMs = performance.now() - replayStarted;
    const replaySeconds = ((await receiver.reached(replayCount)) - replayStarted) / 1000;
    const replayedPerSecond = replayCount / replaySeconds;

    // 2. Latency from an action (request sent) to each subscriber receiving its event: two
    // server instances (processes) sharing the database and Redis, subscribers in processes
    // of their own split across both.
    await running.close();
    closed = true;
    const channel = `heldfunds:bench:${database.name}:events`;
    const serverEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Every subscriber is the one bench account, from loopback: the per-account and
      // per-address caps on live connections are raised out of reach, as the rate limit is.
      LIVE_CONNECTIONS_PER_ACCOUNT: '1000000',
      LIVE_CONNECTIONS_PER_ADDRESS: '1000000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WORKER_POLL_MS: '50',
      REDIS_URL: redisUrl,
      EVENTS_CHANNEL: channel,
    };
    type Memory = { heap: number; rss: number };
    const memoryOf = async (children: ChildProcess[]) =>
      Promise.all(children.map((child) => (child.send({ memory: true }), nextMessage<Memory>(child, (message) => message.memory as Memory | undefined))));
    /**
     * Opens `share` of `subscriberCount` connections across `urls`, in the subscriber processes
     * (started on the first call); answers how many are open in all.
     */
    const connect = async (urls: string[], bare: boolean, share: number) => {
      while (subscribers.length < subscriberProcesses) subscribers.push(spawnChild('events-subscribers.ts', { ...process.env }));
      const total = Math.round(subscriberCount * share);
      const counts = await Promise.all(
        subscribers.map((child, i) => {
          const count = Math.floor(total / subscriberProcesses) + (i < total % subscriberProcesses ? 1 : 0);
          child.send({ start: { urls, count, authorization, bare } });
          return nextMessage<number>(child, (message) => message.connected as number | undefined, 600_000);
        }),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    };
    /** Per connection (bytes): what the processes hold now beyond `before`, heap and external, and resident. */
    const grownPer = (before: Memory[], after: Memory[], connections: number) => ({
      heap: after.reduce((sum, now, i) => sum + now.heap - before[i]!.heap, 0) / Math.max(1, connections),
      rss: after.reduce((sum, now, i) => sum + now.rss - before[i]!.rss, 0) / Math.max(1, connections),
    });
    // Memory is read once a tenth of the connections are open and again with all of them: what
    // each of the other nine tenths adds. What the first ones cost once for all (code compiled,
    // lazily built caches, the first subscription's execution) is not counted per subscriber.
    const firstShare = 0.1;

    const countReceived = async (id: number) =>
      (
        await Promise.all(subscribers.map((child) => (child.send({ count: id }), nextMessage<number>(child, (message) => message.counted as number | undefined))))
      ).reduce((sum, count) => sum + count, 0);
    const waitFor = async (id: number, subscribed: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (await countReceived(id)) < subscribed) await new Promise((resolve) => setTimeout(resolve, 200));
    };
    /**
     * Sends `count` events 250 ms apart (each at its slot, however long the one before took),
     * then waits until each has reached `subscribed` subscribers (60 s for all; events sent to
     * two instances may arrive out of order): answers when each was sent (ms since the epoch), by id.
     */
    const paced = async (count: number, subscribed: number, send: (i: number) => Promise<number>) => {
      const sentAt = new Map<number, number>();
      const from = performance.now();
      for (let i = 0; i < count; i++) {
        const wait = from + i * 250 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const at = performance.timeOrigin + performance.now();
        sentAt.set(await send(i), at);
      }
      const until = Date.now() + 60_000;
      for (const id of sentAt.keys()) await waitFor(id, subscribed, Math.max(0, until - Date.now()));
      return sentAt;
    };
    /**
     * Each subscriber's arrival of each event sent at the instants of `sentAt` (ms since the
     * epoch, by id), sorted: the latencies, per event the span from its first subscriber to its
     * last (the fan-out's own time), and the latency to its first subscriber.
     */
    const arrivalsSince = async (sentAt: ReadonlyMap<number, number>) => {
      const latencies: number[] = [];
      const firstAndLast = new Map<number, [number, number]>();
      for (const child of subscribers) {
        child.send({ collect: true });
        const arrivals = await nextMessage<[number, number[]][]>(child, (message) => message.arrivals as [number, number[]][] | undefined);
        for (const [id, times] of arrivals) {
          const at = sentAt.get(id);
          if (at === undefined) continue;
          const span = firstAndLast.get(id) ?? [Infinity, -Infinity];
          for (const time of times) {
            latencies.push(time - at);
            span[0] = Math.min(span[0], time);
            span[1] = Math.max(span[1], time);
          }
          firstAndLast.set(id, span);
        }
      }
      return {
        latencies: latencies.sort((a, b) => a - b),
        spans: [...firstAndLast.values()].map(([first, last]) => last - first).sort((a, b) => a - b),
        firstArrivals: [...firstAndLast].map(([id, [first]]) => first - sentAt.get(id)!).sort((a, b) => a - b),
      };
    };

    // 2a. The yardstick: the same number of idle connections held by two bare `ws` servers
    // (bench/events-bare-server.ts), measured the same way; then as many broadcasts as actions,
    // 250 ms apart, each one message to every connection, told to both servers at once over
    // IPC (the fan-out alone: no request, no database, no Redis); then closed.
    const bareServers = Array.from({ length: 2 }, () => spawnChild('events-bare-server.ts', serverEnv));
    servers.push(...bareServers);
    const bareUrls = await Promise.all(bareServers.map((server) => nextMessage<string>(server, (message) => message.url as string | undefined)));
    const bareFirst = await connect(bareUrls, true, firstShare);
    const bareBefore = await memoryOf(bareServers);
    const bareConnected = await connect(bareUrls, true, 1 - firstShare);
    const bare = grownPer(bareBefore, await memoryOf(bareServers), bareConnected - bareFirst);
    const broadcastAt = await paced(actionCount, bareConnected, async (i) => {
      // Ids no transaction has (the subscriber processes are new for the service's part anyway).
      const id = 1_000_000_000 + i;
      for (const server of bareServers) server.send({ broadcast: id });
      return id;
    });
    const broadcast = await arrivalsSince(broadcastAt);
    await Promise.all(subscribers.splice(0).map((child) => stopChild(child)));
    await Promise.all(bareServers.map((child) => stopChild(child)));
    servers.splice(0);

    // 2b. The service: two instances, every subscriber a `partnerEvents` subscription.
    for (let i = 0; i < 2; i++) servers.push(spawnChild('events-server.ts', serverEnv));
    const urls = await Promise.all(servers.map((server) => nextMessage<string>(server, (message) => message.url as string | undefined)));
    // Events unmeasured: every subscription is listening once one has arrived everywhere.
    const first = await connect(urls, false, firstShare);
    await waitFor(await create(urls[0]), first, 120_000);
    const memoryBefore = await memoryOf(servers);
    const connected = await connect(urls, false, 1 - firstShare);
    await waitFor(await create(urls[1]), connected, 120_000);
    // Each instance's memory with its subscribers idle (the events delivered), per subscriber of the nine tenths.
    const grown = grownPer(memoryBefore, await memoryOf(servers), connected - first);
    // The servers' CPU time over the measured actions (both instances together), per event
    // delivered, and the client processes' (receiving and parsing every message).
    const cpuBefore = await cpuOf(servers);
    const clientCpuBefore = await cpuOf(subscribers);
    const actionsFrom = performance.now();
    const sentAt = await paced(actionCount, connected, (i) => create(urls[i % urls.length]));
    const cpuMicros = (await cpuOf(servers)) - cpuBefore;
    const clientCpuMicros = (await cpuOf(subscribers)) - clientCpuBefore;
    const actionsSeconds = (performance.now() - actionsFrom) / 1000;
    // A few more actions, the same way, with both instances under the profiler (not measured).
    const profiledActions = Math.max(1, Math.round(actionCount / 4));
    await Promise.all(servers.map((server) => (server.send({ profile: 'start' }), nextMessage(server, (message) => message.profiling as true | undefined))));
    await paced(profiledActions, connected, (i) => create(urls[i % urls.length]));
    const serverProfiles = await Promise.all(
      servers.map((server) => (server.send({ profile: 'stop' }), nextMessage<ProfileSummary>(server, (message) => message.profile as ProfileSummary | undefined))),
    );
    const { latencies, spans, firstArrivals } = await arrivalsSince(sentAt);
    const expected = subscriberCount * actionCount;
    const lines = [
      '## Events',
      '',
      `- Command: \`npm run bench${quick ? ' -- --quick' : ''}\` (bench/events.ts), ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, on PostgreSQL (a throwaway database) with the service's in-process event workers (\`WORKER_POLL_MS=50\`, \`NODE_ENV=${serviceNodeEnvironment}\`).`,
      `- Webhook deliveries: ${deliveriesToSend} committed events to one local receiver (a process of its own, bench/events-receiver.ts) answering 200 at once: ${deliverySeconds.toFixed(2)} s, **${deliveriesPerSecond.toFixed(0)} deliveries/s** (signed, one attempt each, recorded; ${warmupDeliveries > 0 ? `after ${warmupDeliveries} unmeasured ones, \`BENCH_WARMUP\`` : 'a cold worker, `BENCH_WARMUP=0`'}).`,
      `- Webhook replay: ${replayCount} past events (dispatched before, no delivery pending) sent again by one \`POST /2017-09-01/customer/me/webhook/{id}/replay\` (answered 202 in ${replayQueuedMs.toFixed(0)} ms) to one local receiver answering 200 at once: ${replaySeconds.toFixed(2)} s from the request to the last delivery, **${replayedPerSecond.toFixed(0)} deliveries/s**.`,
      `- Action → subscribers: ${subscriberCount} graphql-ws subscribers of \`partnerEvents\` (${connected} connected) in ${subscriberProcesses} client process${subscriberProcesses === 1 ? '' : 'es'}, split across 2 server instances (processes) sharing PostgreSQL and Redis; ${actionCount} transaction creations 250 ms apart, sent to either instance; latency from sending the request to each subscriber receiving the event: **p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms**, max ${latencies.at(-1)?.toFixed(1)} ms (${latencies.length} of ${expected} received); from the request to an event's first subscriber p50 ${percentile(firstArrivals, 50).toFixed(1)} ms, from its first subscriber to its last p50 ${percentile(spans, 50).toFixed(1)} ms, max ${spans.at(-1)?.toFixed(1)} ms; server CPU ${(cpuMicros / 1000 / actionCount).toFixed(0)} ms per action, ${(cpuMicros / Math.max(1, latencies.length)).toFixed(1)} µs per event delivered (both instances, including the requests and the outbox).`,
      `- The fan-out's yardstick, in the same run: the ${bareConnected} connections of the memory's yardstick (below), on two bare \`ws\` servers (bench/events-bare-server.ts), each told over IPC to send one message (the subscription's \`next\`, serialised once) to all its connections, ${actionCount} times 250 ms apart: **p50 ${percentile(broadcast.latencies, 50).toFixed(1)} ms, p99 ${percentile(broadcast.latencies, 99).toFixed(1)} ms**, max ${broadcast.latencies.at(-1)?.toFixed(1)} ms (${broadcast.latencies.length} of ${bareConnected * actionCount} received); from its first connection to its last p50 ${percentile(broadcast.spans, 50).toFixed(1)} ms.`,
      `- Server memory with ${connected} idle subscribers (both instances, after a full collection; what the last ${connected - first} added, beyond what the instances held with the first ${first}): ${grown.heap.toFixed(0)} bytes per subscriber of JavaScript heap and external memory (the kernel's socket buffers are not in it), ${grown.rss.toFixed(0)} of resident memory. The yardstick, in the same run: two bare \`ws\` servers (bench/events-bare-server.ts) holding ${bareConnected} idle connections (the same way: the last ${bareConnected - bareFirst} beyond the first ${bareFirst}), ${bare.heap.toFixed(0)} bytes of heap and external memory per connection, ${bare.rss.toFixed(0)} resident. **Beyond the socket: ${(grown.heap - bare.heap).toFixed(0)} bytes per subscriber** (heap and external), ${(grown.rss - bare.rss).toFixed(0)} resident.`,
      '',
      ...eventTargets([
        ['Webhook deliveries to one local receiver', '≥ 5,000/s', `${deliveriesPerSecond.toFixed(0)}/s`, deliveriesPerSecond >= 5000],
        [
          `${subscriberCount.toLocaleString('en')} graphql-ws subscribers, two instances, action → every subscriber, p99`,
          '≤ 100 ms',
          `${percentile(latencies, 99).toFixed(1)} ms`,
          percentile(latencies, 99) <= 100,
        ],
        [
          'Server memory per idle subscriber beyond the socket (heap and external)',
          '≤ 1,024 B',
          // A service holding less per subscriber than the bare server per connection leaves
          // nothing to subtract: the yardstick no longer bounds the socket's share.
          grown.heap > bare.heap
            ? `${(grown.heap - bare.heap).toFixed(0)} B`
            : `not measurable: ${grown.heap.toFixed(0)} B in all, under the bare server's ${bare.heap.toFixed(0)} B`,
          grown.heap > bare.heap ? grown.heap - bare.heap <= 1024 : null,
        ],
      ]),
      ...boundsAndProfiles({
        deliveryCpu,
        deliveryProfile,
        deliveriesToSend,
        subscribers: latencies.length / actionCount,
        actionCount,
        spanP50: percentile(spans, 50),
        broadcastP99: percentile(broadcast.latencies, 99),
        serverCpuPerAction: cpuMicros / actionCount,
        clientCpuPerAction: clientCpuMicros / actionCount,
        actionsSeconds,
        subscriberProcesses,
        profiledActions,
        serverProfiles,
      }),
    ];
    console.log(lines.join('\n'));
    if (partial) console.log('A smaller run (--quick or BENCH_DELIVERIES/SUBSCRIBERS/REPLAY_EVENTS/ACTIONS): BENCHMARKS.md left as it was');
    else {
      const file = new URL('../BENCHMARKS.md', import.meta.url);
      const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
      const withoutEvents = current.replace(/\n## Events\n[\s\S]*?(?=\n## |$)/, '\n').trimEnd();
      await writeFile(file, `${withoutEvents}\n\n${lines.join('\n')}`);
    }
    if (latencies.length < expected) throw new Error(`only ${latencies.length} of ${expected} subscriber events arrived`);
  } finally {
    await Promise.all([...subscribers, ...servers].map((child) => stopChild(child)));
    if (!closed) await running.close();
    await receiver.close();
    await database.drop();
  }
}

/**
 * What bounds the two speed rows on this machine, from the CPU time each part took in every
 * process (the least time the work could take, spread over every core with nothing else
 * running), then the profiles.
 */
function boundsAndProfiles(run: {
  /** µs of CPU over the burst's window, and the window's length. */
  deliveryCpu: { process: number; receiver: number; database: number; windowSeconds: number };
  deliveryProfile: ProfileSummary;
  deliveriesToSend: number;
  subscribers: number;
  actionCount: number;
  spanP50: number;
  broadcastP99: number;
  serverCpuPerAction: number;
  clientCpuPerAction: number;
  actionsSeconds: number;
  subscriberProcesses: number;
  profiledActions: number;
  serverProfiles: ProfileSummary[];
}): string[] {
  const cores = availableParallelism();
  const { process: processMicros, receiver: receiverMicros, database: databaseMicros, windowSeconds } = run.deliveryCpu;
  const perDelivery = (processMicros + databaseMicros) / run.deliveriesToSend;
  const perAction = run.serverCpuPerAction + run.clientCpuPerAction;
  const busy = (micros: number, seconds: number) => (micros / 1e6 / seconds).toFixed(2);
  return [
    '### What bounds the rows',
    '',
    `The CPU time every process on this machine (${cores} cores) used over each measured part, from the kernel's counts:`,
    '',
    `- Webhook deliveries: ${(processMicros / run.deliveriesToSend).toFixed(0)} µs of CPU per delivery in the service's process (its workers) and`,
    `  ${(databaseMicros / run.deliveriesToSend).toFixed(0)} µs in PostgreSQL's backends, from the events' commit on; the receiver (a process of its own) took`,
    `  ${(receiverMicros / run.deliveriesToSend).toFixed(0)} µs more. Over the burst they kept ${busy(processMicros, windowSeconds)}, ${busy(databaseMicros, windowSeconds)} and ${busy(receiverMicros, windowSeconds)} cores busy`,
    `  (${busy(processMicros + databaseMicros + receiverMicros, windowSeconds)} of ${cores}; the service's JavaScript runs on one thread). At ${perDelivery.toFixed(0)} µs a delivery (service and database),`,
    `  5,000 deliveries/s take **${((5000 * perDelivery) / 1e6).toFixed(1)} cores**.`,
    `- Action → subscribers: per action (${run.subscribers.toFixed(0)} events delivered), ${(run.serverCpuPerAction / 1000).toFixed(0)} ms of CPU in the two server instances`,
    `  (the request, the outbox and the fan-out) and ${(run.clientCpuPerAction / 1000).toFixed(0)} ms in the ${run.subscriberProcesses} client process${run.subscriberProcesses === 1 ? '' : 'es'} (graphql-ws clients`,
    `  receiving and parsing each message). Over the actions they kept ${busy(run.serverCpuPerAction * run.actionCount, run.actionsSeconds)} and ${busy(run.clientCpuPerAction * run.actionCount, run.actionsSeconds)} cores busy (the`,
    `  database's not counted). One action's work, ${(perAction / 1000).toFixed(0)} ms, takes **${(perAction / 1000 / cores).toFixed(0)} ms** with all ${cores} cores on it and`,
    `  nothing else (measured: p50 ${run.spanP50.toFixed(0)} ms from an action's first subscriber to its last). Two bare \`ws\` servers sending`,
    `  one message to the same connections, with nothing before it, reach them with p99 **${run.broadcastP99.toFixed(0)} ms** (the fan-out's yardstick above).`,
    '',
    '### CPU profiles',
    '',
    'V8’s sampling profiler (`node:inspector`, every 500 µs), as in the section "CPU profiles" above, over the same work done',
    'again after the measured part (the profiler slows it). A server instance’s profile does not see its database (PostgreSQL’s',
    'own processes) nor the clients (processes of their own).',
    '',
    `#### Webhook deliveries: the service's process (its workers), a second burst of ${run.deliveriesToSend}`,
    '',
    renderProfile(run.deliveryProfile),
    '',
    ...run.serverProfiles.flatMap((profile, i) => [
      `#### Action → subscribers: server instance ${i + 1} of 2, ${run.profiledActions} more actions 250 ms apart`,
      '',
      renderProfile(profile),
      '',
    ]),
  ];
}

/** Issue 30's targets for the events rows, as a table of the section. */
/** `met` null: the figure could not be measured this run (said in its cell). */
function eventTargets(rows: [target: string, goal: string, measured: string, met: boolean | null][]): string[] {
  return [
    '| Target | Goal | Measured | Met |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(([target, goal, measured, met]) => `| ${target} | ${goal} | ${measured} | ${met === null ? '—' : met ? 'yes' : '**no**'} |`),
    '',
  ];
}

if (process.env.BENCH_ONLY?.trim()) {
  // A partial run of the main rows (bench/options.ts): the events rows are not among them.
  console.log('BENCH_ONLY is set: the events bench is left out (run `npx tsx bench/events.ts` for it alone)');
  process.exit(0);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
