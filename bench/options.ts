/** The benchmark's settings, from the command line and the environment. */
import { redact } from '../src/config.js';
import { scenarioIds } from './scenarios.js';

export const defaultPostgresUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchOptions {
  /** Measured seconds per scenario. */
  seconds: number;
  /** Unmeasured seconds per scenario before it (JIT, caches, connection pools). */
  warmupSeconds: number;
  connections: number;
  quick: boolean;
  /** Seconds of extra load per scenario under the CPU profiler (0: no profiles). */
  profileSeconds: number;
  /** Transactions of the partner of the partner rows (100,000). */
  partnerTransactions: number;
  /**
   * The scale rows: the account's transactions at the small and at the large size (10,000 and
   * 1,000,000), or null to leave the rows out (PostgreSQL only).
   */
  scale: { small: number; large: number } | null;
  /** Administrative PostgreSQL URL (a throwaway database is created beside it), or null to skip. */
  postgresUrl: string | null;
  /** True when the URL was given explicitly: then unreachable is an error, not a skip. */
  postgresExplicit: boolean;
  /** The command line, as recorded in BENCHMARKS.md. */
  command: string;
  /**
   * BENCH_ONLY: the scenario ids to run (with the baseline), or null for all. A partial run
   * prints its figures and leaves BENCHMARKS.md as it was; the databases and the scale rows
   * without a chosen scenario are not started.
   */
  only: ReadonlySet<string> | null;
  /** BENCH_PGLITE=none leaves the PGlite group out (a partial run only). */
  pglite: boolean;
}

export class UsageError extends Error {}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const unknown = argv.filter((arg) => arg !== '--quick');
  if (unknown.length > 0) throw new UsageError(`unknown argument(s): ${unknown.join(' ')} (only --quick is accepted)`);
  const quick = argv.includes('--quick');

  const seconds = positiveInteger(env, 'BENCH_SECONDS', quick ? 2 : 10);
  const connections = positiveInteger(env, 'BENCH_CONNECTIONS', 10);
  const warmupSeconds = quick ? 1 : 2;
  const profileSeconds = count(env, 'BENCH_PROFILE_SECONDS', quick ? 1 : 3, 0, 60);
  // Smaller seeds for a smoke run of the benchmark itself (those figures are not the issue's).
  const partnerTransactions = count(env, 'BENCH_PARTNER_TRANSACTIONS', quick ? 5_000 : 100_000, 100, 10_000_000);
  const scaleValue = env.BENCH_SCALE_TRANSACTIONS?.trim();
  let scale: BenchOptions['scale'] = null;
  if (scaleValue !== 'none' && scaleValue !== '0') {
    const large = count(env, 'BENCH_SCALE_TRANSACTIONS', quick ? 20_000 : 1_000_000, 200, 10_000_000);
    scale = { small: Math.min(10_000, Math.floor(large / 2)), large };
  }

  const raw = env.BENCH_DATABASE_URL?.trim();
  const postgresExplicit = raw !== undefined && raw !== '';
  let postgresUrl: string | null = postgresExplicit ? raw : defaultPostgresUrl;
  if (raw === 'none' || raw === 'off') postgresUrl = null;
  if (postgresUrl !== null) assertLoopback(postgresUrl);

  const onlyValue = env.BENCH_ONLY?.trim();
  let only: Set<string> | null = null;
  if (onlyValue !== undefined && onlyValue !== '') {
    only = new Set(onlyValue.split(',').map((id) => id.trim()));
    const unknownIds = [...only].filter((id) => !(scenarioIds as readonly string[]).includes(id));
    if (unknownIds.length > 0) throw new UsageError(`BENCH_ONLY names unknown scenario(s): ${unknownIds.join(', ')} (known: ${scenarioIds.join(', ')})`);
  }
  const pglite = env.BENCH_PGLITE?.trim() !== 'none';
  if (!pglite && only === null) throw new UsageError('BENCH_PGLITE=none is for a partial run: name the scenarios with BENCH_ONLY');

  const settings = ['BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_PROFILE_SECONDS', 'BENCH_PARTNER_TRANSACTIONS', 'BENCH_SCALE_TRANSACTIONS', 'BENCH_DATABASE_URL']
    .filter((name) => env[name] !== undefined && env[name] !== '')
    .map((name) => `${name}=${name === 'BENCH_DATABASE_URL' ? redact(env[name]!) : env[name]}`);
  const command = [...settings, 'npm run bench', ...(quick ? ['--', '--quick'] : [])].join(' ');

  return {
    seconds,
    warmupSeconds,
    connections,
    quick,
    profileSeconds,
    partnerTransactions,
    scale,
    postgresUrl,
    postgresExplicit: postgresExplicit && postgresUrl !== null,
    command,
    only,
    pglite,
  };
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,8}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${name} must be an integer from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}; got "${value}"`);
  }
  return Number(value);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new UsageError(`${name} must be a positive integer; got "${value}"`);
  return Number(value);
}

/** The benchmark only ever talks to this machine. */
function assertLoopback(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`BENCH_DATABASE_URL is not a URL: "${redact(url)}"`);
  }
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:') {
    throw new UsageError(`BENCH_DATABASE_URL must be a postgresql:// URL; got "${redact(url)}"`);
  }
  const socketHost = parsed.searchParams.get('host');
  if (!loopbackHosts.has(parsed.hostname) || (socketHost !== null && !loopbackHosts.has(socketHost))) {
    throw new UsageError(`BENCH_DATABASE_URL must point at 127.0.0.1 (the benchmark only talks to this machine); got "${redact(url)}"`);
  }
}
