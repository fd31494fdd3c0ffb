// Webhook deliveries per second alone (the first half of bench/events.ts), for comparing
// changes of the delivery worker run after run: `tsx bench/events-deliveries.ts [count]`.
// Prints one JSON line: deliveries/s, SQL statements and this process's CPU time per delivery
// (µs, the receiver's share included, the events' insert left out). BENCH_STATEMENTS=1 adds
// the statements by time, BENCH_PROFILE=1 the functions by CPU time (stderr). 127.0.0.1 only.
// databaseCpuMicrosPerDelivery: the CPU time of the database's backends serving the run (from
// /proc, null where unreadable). WEBHOOK_CONCURRENCY_PER_RECEIVER and WEBHOOK_MAX_IN_FLIGHT
// set the worker's limits.
import { loadConfig } from '../src/config.js';
import { createAccount } from '../src/domain/customers/create-account.js';
import { generateWebhookSecret } from '../src/events/webhook-signing.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { defaultPostgresUrl } from './options.js';
import { backendCpu, backendCpuBetween, createThrowawayDatabase } from './postgres.js';
import { profileWhile } from './profile.js';
import { startCountingReceiver } from './counting-receiver.js';
import { committedAtOnce } from './committed-events.js';

const count = Number(process.argv[2] ?? 3000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;

async function main(): Promise<void> {
  const database = await createThrowawayDatabase(adminUrl);
  const receiver = await startCountingReceiver();
  const receiverUrl = receiver.url;
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WORKER_POLL_MS: '50',
    // The delivery worker's limits, when given (the service's defaults otherwise).
    ...(process.env.WEBHOOK_CONCURRENCY_PER_RECEIVER ? { WEBHOOK_CONCURRENCY_PER_RECEIVER: process.env.WEBHOOK_CONCURRENCY_PER_RECEIVER } : {}),
    ...(process.env.WEBHOOK_MAX_IN_FLIGHT ? { WEBHOOK_MAX_IN_FLIGHT: process.env.WEBHOOK_MAX_IN_FLIGHT } : {}),
  });
  const running = await startServer(config, createLogger('silent'));
  try {
    const { services } = running;
    const partner = await createAccount(services, { email: 'console@bench.example', isPartner: true });
    await services.prisma.webhook.create({ data: { customerId: partner.id, url: receiverUrl, activeUrl: receiverUrl, secret: generateWebhookSecret() } });
    await services.prisma.event.createMany({ data: [{ name: 'ship', transactionId: null, partnerId: partner.id }] });
    services.outbox.changed();
    await receiver.waitFor(1);
    receiver.reset();
    const queriesBefore = services.db.queries.count;
    // BENCH_STATEMENTS=1: where the database time goes, by statement (summed seconds, count).
    const byStatement = new Map<string, { seconds: number; count: number }>();
    const stopObserving = process.env.BENCH_STATEMENTS
      ? services.db.queries.observe((sql, seconds) => {
          const key = sql.replace(/\s+/g, ' ').slice(0, 70);
          const entry = byStatement.get(key) ?? { seconds: 0, count: 0 };
          entry.seconds += seconds;
          entry.count += 1;
          byStatement.set(key, entry);
        })
      : () => {};
    // The CPU time and the profile are the delivery's, from the committed events on (not their insert).
    const databaseBefore = await backendCpu(database.url);
    const cpuBefore = process.cpuUsage();
    const started = await committedAtOnce(services, count, { name: 'ship', transactionId: null, partnerId: partner.id });
    let seconds = 0;
    const deliver = async () => {
      services.outbox.changed();
      await receiver.waitFor(count);
      seconds = (performance.now() - started) / 1000;
      // Let the last results be recorded before counting statements.
      while ((await services.prisma.webhookDelivery.count({ where: { status: 'pending' } })) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const profile = process.env.BENCH_PROFILE ? await profileWhile(deliver) : (await deliver(), null);
    const cpu = process.cpuUsage(cpuBefore);
    const databaseAfter = await backendCpu(database.url);
    const databaseMicros = backendCpuBetween(databaseBefore, databaseAfter);
    const statements = services.db.queries.count - queriesBefore;
    stopObserving();
    for (const [sql, entry] of [...byStatement].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, 10)) {
      console.error(`${entry.seconds.toFixed(2)} s ${entry.count}× ${sql}`);
    }
    if (profile) {
      console.error(
        `profile: ${(profile.busyShare * 100).toFixed(0)}% busy; ${profile.areas
          .slice(0, 6)
          .map((area) => `${area.area} ${(area.selfShare * 100).toFixed(0)}%`)
          .join(', ')}`,
      );
      for (const row of profile.top) console.error(`${(row.selfShare * 100).toFixed(1)}% ${row.functionName} ${row.location}`);
    }
    console.log(
      JSON.stringify({
        count,
        seconds: Number(seconds.toFixed(3)),
        perSecond: Math.round(count / seconds),
        statementsPerDelivery: Number((statements / count).toFixed(2)),
        cpuMicrosPerDelivery: Math.round((cpu.user + cpu.system) / count),
        databaseCpuMicrosPerDelivery: databaseAfter.size > 0 ? Math.round(databaseMicros / count) : null,
      }),
    );
  } finally {
    await running.close();
    await receiver.close();
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
