/**
 * `npm run bench`: throughput of heldfunds beside a bare graphql-yoga server, on PGlite and on
 * PostgreSQL, the same reads at 10,000 and 1,000,000 transactions, and a CPU profile of each
 * path, written to BENCHMARKS.md and printed. The load generator runs in a child process
 * (bench/load-worker.ts). Exits 1 when a scenario had a failed response, 2 on a usage error,
 * 130 when interrupted.
 */
import { serviceNodeEnvironment } from './node-env.js';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { redact } from '../src/config.js';
import { startBaseline } from './baseline.js';
import { closeLoad, LoadStopped, measure, stopLoad, type LoadSettings, type Measurement } from './load.js';
import { dropDeadDatabases, removeDeadTempDirs } from './leftovers.js';
import { describeMachine, loadAverage, packageVersion } from './machine.js';
import { parseOptions, UsageError, type BenchOptions } from './options.js';
import { probe } from './postgres.js';
import { measureTpcB } from './tpcb.js';
import { seedPartnerCustomers, seedPartnerRange } from './partner-seed.js';
import {
  baselineTargetIds,
  renderDatabaseRatios,
  renderMarkdown,
  renderScaleTable,
  renderTable,
  renderTargets,
  runFailed,
  targetRows,
  type DatabaseGroup,
  type RunReport,
  type ScaleReport,
} from './report.js';
import { startFloor } from './floor.js';
import { baselineScenario, floorScenario, scaleScenarios, serviceScenarios, type Scenario } from './scenarios.js';
import { benchEnvironment, createScaleAccount, seededTransactions, startBareService, startService, type BenchService, type RunningBench } from './service.js';

const outputFile = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url));
const startedAt = performance.now();

/** A progress line on stderr, with the time since the start: `[3:07] PostgreSQL: …`. */
function progress(message: string): void {
  const seconds = Math.floor((performance.now() - startedAt) / 1000);
  const stamp = `[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}]`;
  process.stderr.write(message.startsWith('\n') ? `\n${stamp} ${message.slice(1)}\n` : `${stamp} ${message}\n`);
}

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

function summary(m: Measurement): string {
  const sql = m.sqlPerRequest === null ? '' : `, ${m.sqlPerRequest} SQL/req`;
  return `  ${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.latencyP50Ms.toFixed(2)} ms, p99 ${m.latencyP99Ms.toFixed(2)} ms${sql}, non-2xx ${m.non2xx}, failed checks ${m.mismatches + m.errors}`;
}

/** The scenarios a run measures: all, or those BENCH_ONLY names (the baseline always). */
let chosen: (scenario: Scenario) => boolean = () => true;

async function runGroup(title: DatabaseGroup['title'], settings: LoadSettings, start: () => Promise<BenchService>): Promise<DatabaseGroup> {
  const group: DatabaseGroup = { title, version: null, measurements: [], skipped: null, failures: [] };
  const fail = (what: string) => {
    group.failures.push(what);
    progress(`${title}: FAILED: ${what}`);
  };
  let service: BenchService | undefined;
  try {
    progress(`${title}: starting heldfunds on a fresh database and seeding it…`);
    service = await start();
    group.version =
      service.kind === 'pglite'
        ? `PGlite ${packageVersion('@electric-sql/pglite')} (PostgreSQL ${service.serverVersion}), in a temporary DATA_DIR`
        : `PostgreSQL ${service.serverVersion}, a throwaway database, pool of ${service.poolSize}`;
    for (const scenario of [baselineScenario(), ...serviceScenarios(service, seededTransactions)].filter(chosen)) {
      checkInterrupted();
      const profiled = scenario.id !== 'baseline' && settings.profileSeconds > 0 ? ` + ${settings.profileSeconds} s profiled` : '';
      progress(`${title}: ${scenario.label} (${settings.warmupSeconds} s warm-up + ${settings.seconds} s${profiled})…`);
      try {
        if (scenario.id === 'rest-get' && service.kind === 'postgresql') {
          progress(`${title}: the floor yardstick (node:http + pg, a process of its own), right before it…`);
          const floor = await measureFloor(service, settings);
          group.measurements.push(floor);
          progress(summary(floor));
        }
        let adjacentBaseline: Measurement | undefined;
        if (baselineTargetIds.has(scenario.id)) {
          progress(`${title}: the baseline again, right before it…`);
          adjacentBaseline = await measureBaseline(settings);
          progress(summary(adjacentBaseline));
        }
        const m =
          scenario.id === 'baseline'
            ? await measureBaseline(settings)
            : await measure(service.url, scenario, settings, { statements: service.statements, profile: true });
        group.measurements.push(adjacentBaseline ? { ...m, adjacentBaseline } : m);
        progress(summary(m));
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

/** The floor yardstick on the service's own database (PostgreSQL), reading what GET by id reads. */
async function measureFloor(service: BenchService, settings: LoadSettings) {
  const databaseUrl = service.services.config.databaseUrl;
  if (!databaseUrl) throw new Error('the floor needs the service on PostgreSQL');
  const floor = await startFloor(databaseUrl);
  try {
    return await measure(floor.url, floorScenario(service), settings);
  } finally {
    await floor.close();
  }
}

/**
 * The scale rows: a fresh PostgreSQL database with one partner account, seeded with SQL to the
 * small size, measured, seeded on to the large size, measured again.
 */
async function runScale(url: string, settings: LoadSettings, sizes: { small: number; large: number }): Promise<ScaleReport> {
  const report: ScaleReport = { ...sizes, seedSeconds: { small: null, large: null }, atSmall: [], atLarge: [], skipped: null, failures: [] };
  const n = (value: number) => value.toLocaleString('en');
  const fail = (what: string) => {
    report.failures.push(what);
    progress(`scale: FAILED: ${what}`);
  };
  let bench: RunningBench | undefined;
  try {
    progress(`scale: starting heldfunds on a fresh PostgreSQL database…`);
    bench = await startBareService('postgresql', url);
    const { prisma } = bench.services;
    const account = await createScaleAccount(bench.services);
    await seedPartnerCustomers(prisma, account.id);
    const seed = async (from: number, to: number) => {
      progress(`scale: seeding transactions ${n(from)} to ${n(to)} with SQL…`);
      const started = performance.now();
      await seedPartnerRange(prisma, account.id, from, to, (done) => progress(`  ${n(done)} of ${n(to - from + 1)} written`));
      const seconds = (performance.now() - started) / 1000;
      progress(`  seeded in ${seconds.toFixed(1)} s (VACUUM ANALYZE included)`);
      return seconds;
    };
    report.seedSeconds.small = await seed(1, sizes.small);
    // One transaction in the middle of the first ones: the same id at both sizes.
    const reference = `bench-${Math.floor(sizes.small / 2) + 1}`;
    const [row] = await prisma.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "creatorId" = ${account.id} AND "reference" = ${reference}`;
    if (!row) throw new Error(`the seeded transaction ${reference} is missing`);
    // The baseline first at each size: the two sizes are minutes apart, and it shows how much
    // the machine changed meanwhile.
    const measureAll = async (transactions: number, into: Measurement[]) => {
      for (const scenario of [baselineScenario(), ...scaleScenarios({ ...account, transactions, transactionId: row.id })].filter(chosen)) {
        checkInterrupted();
        progress(`scale: ${scenario.label} (${settings.warmupSeconds} s warm-up + ${settings.seconds} s)…`);
        try {
          const m = scenario.id === 'baseline' ? await measureBaseline(settings) : await measure(bench!.url, scenario, settings, { statements: bench!.statements });
          into.push(m);
          progress(summary(m));
        } catch (error) {
          if (error instanceof LoadStopped) throw error;
          fail(message(error));
        }
      }
    };
    await measureAll(sizes.small, report.atSmall);
    checkInterrupted();
    report.seedSeconds.large = await seed(sizes.small + 1, sizes.large);
    checkInterrupted();
    await measureAll(sizes.large, report.atLarge);
  } catch (error) {
    if (error instanceof LoadStopped) throw error;
    fail(message(error));
  } finally {
    await bench?.close().catch((error: unknown) => fail(`cleanup: ${message(error)}`));
  }
  return report;
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
  const tpcb = await measureTpcB(url, settings.seconds).catch((error: unknown) => {
    progress(`PostgreSQL: pgbench failed (${message(error)}); the write rows have no TPC-B ratio`);
    return null;
  });
  if (tpcb) progress(`  ${tpcb.tps.toFixed(0)} tps`);
  const group = await runGroup('PostgreSQL', settings, () => startService('postgresql', options.partnerTransactions, url));
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
  const only = options.only;
  if (only !== null) chosen = (scenario) => scenario.id === 'baseline' || only.has(scenario.id);
  const wanted = (ids: string[]) => only === null || ids.some((id) => only.has(id));
  const settings: LoadSettings = {
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    connections: options.connections,
    profileSeconds: options.profileSeconds,
  };

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
  // (2 databases × 8 scenarios and TPC-B, a few seconds of checks each, the 6 scale runs, a few
  // minutes of setup and seeding, a second per 2,000 scale transactions), exit a minute later.
  const perScenario = settings.seconds + settings.warmupSeconds + settings.profileSeconds + 5;
  const limitSeconds = 2 * (2 * 9 * perScenario + 6 * perScenario + 300 + (options.scale?.large ?? 0) / 2000);
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
  let scale: ScaleReport | null = null;
  try {
    const mainIds = ['rest-get', 'rest-get-cold', 'rest-create', 'rest-agree', 'rest-ship', 'graphql-list', 'partner-list', 'partner-count'];
    if (options.pglite && wanted(mainIds)) groups.push(await runGroup('PGlite', settings, () => startService('pglite', options.partnerTransactions)));
    checkInterrupted();
    const postgres = wanted(mainIds) ? await runPostgres(options, settings) : null;
    if (postgres) groups.push(postgres);
    checkInterrupted();
    if (options.scale === null || !wanted(['scale-get', 'scale-partner-list'])) scale = null;
    else if (options.postgresUrl === null || (postgres !== null && postgres.measurements.length === 0 && postgres.failures.length === 0)) {
      scale = { ...options.scale, seedSeconds: { small: null, large: null }, atSmall: [], atLarge: [], skipped: 'PostgreSQL was not run.', failures: [] };
    } else scale = await runScale(options.postgresUrl, settings, options.scale);
    checkInterrupted();
  } catch (error) {
    if (!(error instanceof LoadStopped)) throw error;
    progress(`interrupted (${interrupted ?? error.message}): BENCHMARKS.md left as it was`);
    return interrupted?.startsWith('watchdog') ? 1 : 130;
  } finally {
    clearTimeout(watchdog);
    closeLoad();
  }

  const report: RunReport = {
    command: options.command,
    date,
    elapsedSeconds: (performance.now() - startedAt) / 1000,
    machine: describeMachine(),
    load: { start: loadAtStart, end: loadAverage() },
    settings: { ...settings, quick: options.quick, partnerTransactions: options.partnerTransactions },
    service:
      `\`startServer\` under \`NODE_ENV=${serviceNodeEnvironment}\` with the defaults of \`npm start\` (event workers in-process, logs off) except ` +
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
    scale,
  };
  if (only === null) await writeFile(outputFile, renderMarkdown(report));

  for (const group of groups) {
    console.log(`\n${group.title}${group.version ? ` — ${group.version}` : ''}\n`);
    if (group.measurements.length > 0) console.log(renderTable(group));
    if (group.skipped) console.log(`Skipped: ${group.skipped}`);
    for (const failure of group.failures) console.log(`FAILED: ${failure}`);
  }
  const ratios = renderDatabaseRatios(groups);
  if (ratios) console.log(`\nPGlite ÷ PostgreSQL\n\n${ratios}`);
  if (scale) {
    console.log(`\nScale (PostgreSQL): ${scale.small.toLocaleString('en')} and ${scale.large.toLocaleString('en')} transactions\n`);
    if (scale.atSmall.length > 0) console.log(renderScaleTable(scale));
    if (scale.skipped) console.log(`Skipped: ${scale.skipped}`);
    for (const failure of scale.failures) console.log(`FAILED: ${failure}`);
  }
  console.log(`\nTargets\n\n${renderTargets(targetRows(report))}`);
  const failedRun = runFailed(report);
  const wrote = only === null ? `Wrote ${outputFile}` : `A partial run (BENCH_ONLY): ${outputFile} left as it was`;
  console.log(`\n${wrote}${failedRun ? ' — the run FAILED (see the tables)' : ''}`);
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
