/**
 * `npm run bench`: throughput of heldfunds beside a bare graphql-yoga server, on PGlite and on
 * PostgreSQL, written to BENCHMARKS.md and printed. Exits 1 when a scenario had a failed
 * response, 2 on a usage error, 130 when interrupted.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { redact } from '../src/config.js';
import { startBaseline } from './baseline.js';
import { LoadStopped, measure, stopLoad, type LoadSettings } from './load.js';
import { dropDeadDatabases, removeDeadTempDirs } from './leftovers.js';
import { describeMachine, loadAverage, packageVersion } from './machine.js';
import { parseOptions, UsageError, type BenchOptions } from './options.js';
import { probe } from './postgres.js';
import { measureTpcB } from './tpcb.js';
import { renderMarkdown, renderTable, runFailed, type DatabaseGroup, type RunReport } from './report.js';
import { baselineScenario, serviceScenarios } from './scenarios.js';
import { benchEnvironment, seededTransactions, startService, type BenchService } from './service.js';

const outputFile = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));
const progress = (message: string) => process.stderr.write(`${message}\n`);

let interrupted: string | null = null;

function interrupt(reason: string): void {
  if (interrupted) return;
  interrupted = reason;
  progress(`\n${reason}: stopping the current run and cleaning up…`);
  stopLoad();
}

function checkInterrupted(): void {
  if (interrupted) throw new LoadStopped(interrupted);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function runGroup(title: DatabaseGroup['title'], settings: LoadSettings, start: () => Promise<BenchService>): Promise<DatabaseGroup> {
  const group: DatabaseGroup = { title, version: null, measurements: [], skipped: null, failures: [] };
  const fail = (what: string) => {
    group.failures.push(what);
    progress(`${title}: FAILED: ${what}`);
  };
  let service: BenchService | undefined;
  try {
    progress(`${title}: starting heldfunds on a fresh database…`);
    service = await start();
    group.version =
      service.kind === 'pglite'
        ? `PGlite ${packageVersion('@electric-sql/pglite')} (PostgreSQL ${service.serverVersion}), in a temporary DATA_DIR`
        : `PostgreSQL ${service.serverVersion}, a throwaway database, pool of ${service.poolSize}`;
    for (const scenario of [baselineScenario(), ...serviceScenarios(service, seededTransactions)]) {
      checkInterrupted();
      progress(`${title}: ${scenario.label} (${settings.warmupSeconds} s warm-up + ${settings.seconds} s)…`);
      try {
        const m = scenario.id === 'baseline' ? await measureBaseline(settings) : await measure(service.url, scenario, settings, service.statements);
        group.measurements.push(m);
        progress(`  ${m.requestsPerSecond.toFixed(0)} req/s, p99 ${m.latencyP99Ms.toFixed(2)} ms, non-2xx ${m.non2xx}, failed checks ${m.mismatches + m.errors}`);
      } catch (error) {
        if (error instanceof LoadStopped) throw error;
        fail(message(error)); // the next scenario still runs
      }
    }
    checkInterrupted();
  } catch (error) {
    if (error instanceof LoadStopped) throw error;
    fail(message(error));
  } finally {
    await service?.close().catch((error: unknown) => fail(`cleanup: ${message(error)}`));
  }
  return group;
}

async function measureBaseline(settings: LoadSettings) {
  const baseline = await startBaseline();
  try {
    return await measure(baseline.url, baselineScenario(), settings);
  } finally {
    await baseline.close();
  }
}

async function runPostgres(options: BenchOptions, settings: LoadSettings): Promise<DatabaseGroup> {
  const skipped = (note: string, error = false): DatabaseGroup => ({
    title: 'PostgreSQL',
    version: null,
    measurements: [],
    skipped: error ? null : note,
    failures: error ? [note] : [],
  });
  const url = options.postgresUrl;
  if (url === null) return skipped('disabled with BENCH_DATABASE_URL=none.');
  const problem = await probe(url);
  if (problem !== null) {
    const note = `PostgreSQL is not reachable at ${redact(url)} (${problem}).`;
    progress(`PostgreSQL: ${options.postgresExplicit ? 'FAILED' : 'skipped'}: ${note}`);
    return skipped(options.postgresExplicit ? note : `${note} Set BENCH_DATABASE_URL to a local server to include it.`, options.postgresExplicit);
  }
  await dropDeadDatabases(url).then(
    (dropped) => dropped.length > 0 && progress(`PostgreSQL: dropped databases left by killed runs: ${dropped.join(', ')}`),
    (error: unknown) => progress(`PostgreSQL: could not look for databases left by killed runs (${String(error)})`),
  );
  progress(`PostgreSQL: pgbench TPC-B (${settings.seconds} s)…`);
  const tpcb = await measureTpcB(url, settings.connections, settings.seconds).catch((error: unknown) => {
    progress(`PostgreSQL: pgbench failed (${message(error)}); the write rows have no TPC-B ratio`);
    return null;
  });
  if (tpcb) progress(`  ${tpcb.tps.toFixed(0)} tps`);
  const group = await runGroup('PostgreSQL', settings, () => startService('postgresql', url));
  return { ...group, tpcb };
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run bench: ${error.message}`);
    return 2;
  }
  const settings: LoadSettings = { seconds: options.seconds, warmupSeconds: options.warmupSeconds, connections: options.connections };

  // One Ctrl-C can arrive up to three times (the terminal, npm and tsx each pass it on): only a
  // signal well after the first means "exit now, skip the cleanup".
  let firstSignalAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== null && performance.now() - firstSignalAt > 2000) {
      progress('signalled again: exiting now (the next run removes what this one leaves behind)');
      process.exit(130);
    }
    firstSignalAt ??= performance.now();
    interrupt(`${signal} received`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // Runs are fixed and bounded; should something hang anyway, stop and clean up at twice the plan
  // (2 databases × 7 scenarios and TPC-B, a few seconds of checks each, a few minutes of setup
  // and seeding), exit a minute later.
  const limitSeconds = 2 * (2 * 8 * (settings.seconds + settings.warmupSeconds + 5) + 300);
  const watchdog = setTimeout(() => {
    interrupt(`watchdog: the benchmark ran longer than ${limitSeconds} s`);
    setTimeout(() => process.exit(1), 60_000).unref();
  }, limitSeconds * 1000);
  watchdog.unref();

  const date = new Date();
  const loadAtStart = loadAverage();
  const removed = await removeDeadTempDirs();
  if (removed.length > 0) progress(`removed temporary folders left by killed runs: ${removed.join(', ')}`);
  const groups: DatabaseGroup[] = [];
  try {
    groups.push(await runGroup('PGlite', settings, () => startService('pglite')));
    checkInterrupted();
    groups.push(await runPostgres(options, settings));
    checkInterrupted();
  } catch (error) {
    if (!(error instanceof LoadStopped)) throw error;
    progress(`interrupted (${interrupted ?? error.message}): BENCHMARKS.md left as it was`);
    return interrupted?.startsWith('watchdog') ? 1 : 130;
  } finally {
    clearTimeout(watchdog);
  }

  const report: RunReport = {
    command: options.command,
    date,
    machine: describeMachine(),
    load: { start: loadAtStart, end: loadAverage() },
    settings: { ...settings, quick: options.quick },
    service:
      '`startServer` with the defaults of `npm start` (event workers in-process, logs off) except ' +
      Object.entries(benchEnvironment)
        .map(([name, value]) => `\`${name}=${value}\``)
        .join(', ') +
      ', so that one caller can load it',
    tools: [
      ['autocannon', packageVersion('autocannon')],
      ['graphql-yoga', packageVersion('graphql-yoga')],
      ['Prisma', packageVersion('@prisma/client')],
      ['pg', packageVersion('pg')],
    ],
    groups,
  };
  await writeFile(outputFile, renderMarkdown(report));

  for (const group of groups) {
    console.log(`\n${group.title}${group.version ? ` — ${group.version}` : ''}\n`);
    if (group.measurements.length > 0) console.log(renderTable(group));
    if (group.skipped) console.log(`Skipped: ${group.skipped}`);
    for (const failure of group.failures) console.log(`FAILED: ${failure}`);
  }
  const failedRun = runFailed(report);
  console.log(`\nWrote ${outputFile}${failedRun ? ' — the run FAILED (see the tables)' : ''}`);
  return failedRun ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Everything is closed by now; should a stray handle keep the process alive, end it anyway.
    setTimeout(() => process.exit(code), 5_000).unref();
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
