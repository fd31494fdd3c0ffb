import cluster, { type Worker } from 'node:cluster';
import { StartupError, type Config } from '../config.js';
import { createLogger } from '../log.js';

// `heldfunds serve --workers N`: this process (the primary) starts N copies of `serve` with
// node:cluster; they share the port, the kernel handing each new connection to one of them.
// The primary serves nothing itself. It applies the migrations once before starting them,
// starts again a copy that dies, and on SIGTERM or SIGINT asks each to drain (the same
// graceful stop as one process: /readyz 503, in-flight requests finish) and exits once all have.
// Only copy 0 runs the event workers (outbox dispatch, webhook delivery); its replacement takes
// them over. PostgreSQL only: PGlite is a database inside one process (docs/decisions.md "Operations").

/** A copy that dies sooner than this after its start is started again only after a pause (no fork loop). */
const quickDeathMs = 5_000;
const restartPauseMs = 1_000;

export async function serveWorkers(config: Config, count: number): Promise<void> {
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    throw new StartupError(
      `--workers ${count} needs PostgreSQL (DATABASE_URL): embedded PGlite is a database inside one process and its data folder cannot be shared; run serve without --workers, or use PostgreSQL`,
    );
  }
  // Once here, not N times at once in the copies.
  const { openConfiguredDatabase } = await import('../db/configured.js');
  await (await openConfiguredDatabase(config, log)).close();

  let stopping = false;
  const numbers = new Map<Worker, number>();
  const start = (number: number) => {
    const worker = cluster.fork({
      HELDFUNDS_WORKER_NUMBER: String(number),
      // RUN_WORKERS=false stays false everywhere; otherwise only copy 0 runs the event workers.
      RUN_WORKERS: config.runWorkers && number === 0 ? 'true' : 'false',
    });
    numbers.set(worker, number);
    const startedAt = Date.now();
    worker.once('exit', (code, signal) => {
      numbers.delete(worker);
      if (stopping) return;
      log.error({ worker: number, pid: worker.process.pid, code, signal }, 'server process died; starting another');
      if (Date.now() - startedAt < quickDeathMs) setTimeout(() => !stopping && start(number), restartPauseMs).unref();
      else start(number);
    });
  };
  log.info({ workers: count, pid: process.pid }, 'starting server processes');
  let listening = 0;
  cluster.on('listening', (worker, address) => {
    listening += 1;
    // The first of each: `heldfunds listening` is logged by every copy, this once all are.
    if (listening === count) log.info({ workers: count, port: address.port }, 'all server processes listening');
    else log.debug({ worker: numbers.get(worker), port: address.port }, 'server process listening');
  });
  for (let number = 0; number < count; number += 1) start(number);

  const signal = await new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  stopping = true;
  log.info({ signal, workers: numbers.size }, 'stopping server processes');
  const exits = [...numbers.keys()].map((worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))));
  for (const worker of numbers.keys()) worker.process.kill('SIGTERM');
  await Promise.all(exits);
  log.info('server processes stopped');
}
