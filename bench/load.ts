import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { checkBody } from './check.js';
import type { FromWorker, LoadJob, LoadResult, ToWorker } from './load-protocol.js';
import { profileWhile, type ProfileSummary } from './profile.js';
import type { Scenario } from './scenarios.js';
import type { StatementTracker } from './statements.js';

export interface LoadSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Seconds of load per scenario, after the measured run, during which the server is profiled (0: none). */
  profileSeconds: number;
}

/** What one scenario measured. */
export interface Measurement {
  scenario: Scenario;
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses completed in the measured window. */
  requests: number;
  non2xx: number;
  /** The statuses of the non-2xx responses, e.g. "429 × 3666". */
  non2xxStatuses: string;
  /** Responses whose body failed the scenario's check, or with another 2xx than expected. */
  mismatches: number;
  /** Connection errors, timeouts included. */
  errors: number;
  /** SQL statements one request issues itself (null for the baseline, which has no database). */
  sqlPerRequest: number | null;
  /** Every statement during the measured run, the event workers' included, per request received. */
  sqlUnderLoad: number | null;
  /** The server's CPU profile during an extra window of the same load (not the measured one). */
  profile?: ProfileSummary | null;
  /**
   * The bare baseline measured right before this scenario (the rows with a target against it):
   * its req/s is what this row's "vs baseline" divides by.
   */
  adjacentBaseline?: Measurement;
}

export function failed(measurement: Measurement): boolean {
  return measurement.non2xx > 0 || measurement.mismatches > 0 || measurement.errors > 0 || measurement.requests === 0;
}

/** Sequential requests used to count SQL statements exactly (no overlap between requests). */
const sqlSampleRequests = 10;

/** Thrown by every step once the load has been stopped (Ctrl-C, the watchdog). */
export class LoadStopped extends Error {}

/**
 * The load generator: one child process (bench/load-worker.ts) for the whole run, forked with
 * this process's loader flags (tsx), sent one job at a time.
 */
class LoadProcess {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private pending: { resolve(result: LoadResult): void; reject(error: Error): void } | undefined;

  private start(): Promise<void> {
    const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
      // Inherit the loader (tsx), not a profiler or inspector flag meant for the server.
      execArgv: process.execArgv.filter((arg) => !/^--(cpu-prof|inspect|heap-prof)/.test(arg)),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.ready = new Promise<void>((resolve, reject) => {
      child.on('error', (error) => {
        reject(error);
        this.settle((p) => p.reject(error));
      });
      child.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'done') this.settle((p) => p.resolve(message.result));
        else this.settle((p) => p.reject(new Error(`load generator: ${message.message}`)));
      });
      child.once('exit', (code, signal) => {
        const error = new Error(`the load generator exited (${signal ?? `status ${code}`})`);
        reject(error);
        this.settle((p) => p.reject(error));
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
      });
    });
    return this.ready;
  }

  private settle(action: (pending: NonNullable<LoadProcess['pending']>) => void): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending) action(pending);
  }

  async run(job: LoadJob): Promise<LoadResult> {
    await (this.ready ?? this.start());
    if (this.pending) throw new Error('the load generator runs one job at a time');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child!.send({ type: 'run', job } satisfies ToWorker);
    });
  }

  stop(): void {
    if (this.child?.connected) this.child.send({ type: 'stop' } satisfies ToWorker);
  }

  close(): void {
    this.child?.kill();
    this.child = undefined;
    this.ready = undefined;
  }
}

const generator = new LoadProcess();
let stopped = false;

/** Ends the load running now, if any, and refuses to start more. */
export function stopLoad(): void {
  stopped = true;
  generator.stop();
}

/** Ends the load generator's process (at the end of the run). */
export function closeLoad(): void {
  generator.close();
}

function checkStopped(): void {
  if (stopped) throw new LoadStopped('the load was stopped');
}

export interface MeasureOptions {
  statements?: StatementTracker;
  /** Profile the server (this process) during an extra window of `settings.profileSeconds`. */
  profile?: boolean;
}

/**
 * Checks one request by hand, warms the target up, counts the SQL statements of a request over
 * a few sequential requests, then drives the measured run, and last, when asked, an extra
 * window under the CPU profiler. Between steps it waits for the requests autocannon abandoned
 * when it stopped, so each step counts only its own.
 */
export async function measure(baseUrl: string, scenario: Scenario, settings: LoadSettings, options: MeasureOptions = {}): Promise<Measurement> {
  const { statements } = options;
  await checkOnce(baseUrl, scenario);
  const warmup = await drive(baseUrl, scenario, settings.warmupSeconds, settings.connections);
  const warmupProblems = warmup.non2xx + warmup.mismatches + warmup.errors;
  if (warmupProblems > 0) {
    throw new Error(
      `${scenario.label}: ${warmupProblems} failed response(s) while warming up ` +
        `(non-2xx ${warmup.non2xx}${warmup.non2xxStatuses ? ` (${warmup.non2xxStatuses})` : ''}, failed checks ${warmup.mismatches}, errors ${warmup.errors})`,
    );
  }
  await statements?.settle();

  let sqlPerRequest: number | null = null;
  if (statements) {
    const count = await statements.countRequestStatements(async () => {
      for (let i = 0; i < sqlSampleRequests; i += 1) await checkOnce(baseUrl, scenario);
    });
    sqlPerRequest = count / sqlSampleRequests;
  }

  const before = statements && { total: statements.total, received: statements.received };
  const result = await drive(baseUrl, scenario, settings.seconds, settings.connections);
  // The requests abandoned when the run stopped still run their statements: wait, count them.
  await statements?.settle();
  const received = statements && before ? statements.received - before.received : 0;
  const sqlUnderLoad = statements && before && received > 0 ? (statements.total - before.total) / received : null;
  checkStopped(); // a run cut short is not a measurement

  let profile: ProfileSummary | null = null;
  if (options.profile && settings.profileSeconds > 0) {
    profile = await profileWhile(() => drive(baseUrl, scenario, settings.profileSeconds, settings.connections));
    await statements?.settle();
    checkStopped();
  }
  return {
    scenario,
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    non2xxStatuses: result.non2xxStatuses,
    mismatches: result.mismatches,
    errors: result.errors,
    sqlPerRequest,
    sqlUnderLoad,
    profile,
  };
}

async function checkOnce(baseUrl: string, scenario: Scenario): Promise<void> {
  checkStopped();
  let path = scenario.path;
  if (scenario.paths) {
    const next = scenario.paths.remaining(1)[0];
    if (next === undefined) throw new Error(`${scenario.label}: ${scenario.paths.exhausted}`);
    scenario.paths.consume(1);
    path = next;
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== scenario.expectedStatus || !checkBody(scenario.check, body)) {
    throw new Error(`${scenario.label}: expected ${scenario.expectedStatus} and a matching body, got ${response.status}: ${body.slice(0, 500)}`);
  }
}

/** The most paths a run can take: far more than any run on this kind of machine answers. */
const pathsPerRun = 40_000;

async function drive(baseUrl: string, scenario: Scenario, seconds: number, connections: number): Promise<LoadResult> {
  checkStopped();
  const { paths } = scenario;
  const result = await generator.run({
    baseUrl,
    method: scenario.method,
    path: scenario.path,
    paths: paths?.remaining(pathsPerRun),
    cycle: paths?.cycle,
    headers: scenario.headers,
    body: scenario.body,
    expectedStatus: scenario.expectedStatus,
    check: scenario.check,
    seconds,
    connections,
  });
  paths?.consume(result.pathsUsed);
  if (paths && result.pathsExhausted) throw new Error(`${scenario.label}: ${paths.exhausted}`);
  return result;
}
