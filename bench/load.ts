import autocannon from 'autocannon';
import type { Scenario } from './scenarios.js';
import type { StatementTracker } from './statements.js';

export interface LoadSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
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
}

export function failed(measurement: Measurement): boolean {
  return measurement.non2xx > 0 || measurement.mismatches > 0 || measurement.errors > 0 || measurement.requests === 0;
}

/** Sequential requests used to count SQL statements exactly (no overlap between requests). */
const sqlSampleRequests = 10;

/** Thrown by every step once the load has been stopped (Ctrl-C, the watchdog). */
export class LoadStopped extends Error {}

let current: autocannon.Instance | undefined;
let stopped = false;

/** Ends the load running now, if any, and refuses to start more. */
export function stopLoad(): void {
  stopped = true;
  current?.stop();
}

function checkStopped(): void {
  if (stopped) throw new LoadStopped('the load was stopped');
}

/**
 * Checks one request by hand, warms the target up, counts the SQL statements of a request over
 * a few sequential requests, then drives the measured run. Between steps it waits for the
 * requests autocannon abandoned when it stopped, so each step counts only its own.
 */
export async function measure(baseUrl: string, scenario: Scenario, settings: LoadSettings, statements?: StatementTracker): Promise<Measurement> {
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
  };
}

async function checkOnce(baseUrl: string, scenario: Scenario): Promise<void> {
  checkStopped();
  const response = await fetch(`${baseUrl}${scenario.nextPath?.() ?? scenario.path}`, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== scenario.expectedStatus || !scenario.verifyBody(body)) {
    throw new Error(`${scenario.label}: expected ${scenario.expectedStatus} and a matching body, got ${response.status}: ${body.slice(0, 500)}`);
  }
}

interface DriveResult {
  requests: { mean: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  non2xxStatuses: string;
  mismatches: number;
  errors: number;
}

function drive(baseUrl: string, scenario: Scenario, seconds: number, connections: number): Promise<DriveResult> {
  checkStopped();
  return new Promise((resolve, reject) => {
    let wrongStatus = 0;
    const latencies: number[] = [];
    const request = { method: scenario.method, path: scenario.path, headers: { ...scenario.headers }, body: scenario.body };
    const { nextPath } = scenario;
    const instance = autocannon(
      {
        url: `${baseUrl}${scenario.path}`,
        ...request,
        // A path per request (autocannon builds each request again when it has a setupRequest).
        ...(nextPath ? { requests: [{ ...request, setupRequest: (built: autocannon.Request) => ({ ...built, path: nextPath() }) }] } : {}),
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        // Every body is checked: a failed check counts as a mismatch, and fails the run.
        verifyBody: (body) => typeof body === 'string' && scenario.verifyBody(body),
      },
      (error: Error | null, result: autocannon.Result) => {
        current = undefined;
        if (error) return reject(error);
        resolve({
          requests: result.requests,
          latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
          non2xx: result.non2xx,
          non2xxStatuses: Object.entries(result.statusCodeStats ?? {})
            .filter(([status]) => !status.startsWith('2'))
            .map(([status, stats]) => `${status} × ${stats.count ?? 0}`)
            .join(', '),
          mismatches: result.mismatches + wrongStatus,
          errors: result.errors,
        });
      },
    );
    current = instance;
    // autocannon's own latency histogram has 1 ms resolution, too coarse here: keep every sample.
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      // A 2xx other than the expected one (200 for a create) is as wrong as a bad body.
      if (status >= 200 && status < 300 && status !== scenario.expectedStatus) wrongStatus += 1;
    });
  });
}

/** Nearest-rank percentile of the samples, in milliseconds (0 when there are none). */
function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return 0;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
