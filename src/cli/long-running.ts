import type { Config } from '../config.js';
import { createServices } from '../services.js';
import { createLogger, logUnhandledRejections } from '../log.js';
import { openConfiguredDatabase, startServer, startWorkerMetrics, startWorkers } from '../server.js';
import { listenForCommands, type CommandListener } from './control.js';
import { checkPortsFree } from '../startup-checks.js';
import { startTracing } from '../tracing-export.js';

/** Resolves with the first SIGTERM or SIGINT. */
function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
}

export async function serve(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  logUnhandledRejections(log);
  const running = await startServer(config, log);
  // On embedded PGlite this process holds the data folder: CLI commands come to it.
  // The demo's curl commands address this server (its real port when PORT=0 let the system choose).
  const serverUrl = config.port === 0 ? running.url : config.publicUrl;
  const commands = config.databaseUrl ? null : await listenForCommands(running.services, running.services.db, config.dataDir, log, serverUrl);
  const signal = await stopSignal();
  log.info({ signal }, 'shutting down');
  await commands?.close();
  await running.close();
}

/** Outbox dispatch and webhook delivery without HTTP: scale them apart from the API. */
export async function worker(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  logUnhandledRejections(log);
  // Its one port (METRICS_PORT: /metrics and /readyz) is checked before the database is opened.
  await checkPortsFree(config, ['metrics']);
  const tracing = startTracing(config, log);
  const db = await openConfiguredDatabase(config, log);
  const services = createServices(config, db, log);
  const metrics = await startWorkerMetrics(services);
  const workers = startWorkers(services, metrics?.metrics);
  const commands: CommandListener | null = config.databaseUrl ? null : await listenForCommands(services, db, config.dataDir, log);
  log.info({ database: db.kind }, 'heldfunds worker running');
  const signal = await stopSignal();
  log.info({ signal }, 'shutting down');
  metrics?.stopping();
  await commands?.close();
  await workers.stop();
  await metrics?.close();
  await services.events.close();
  await db.close();
  await tracing?.stop();
  log.info('heldfunds worker stopped');
}
