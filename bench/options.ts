/** The benchmark's settings, from the command line and the environment. */
import { redact } from '../src/config.js';

export const defaultPostgresUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchOptions {
  /** Measured seconds per scenario. */
  seconds: number;
  /** Unmeasured seconds per scenario before it (JIT, caches, connection pools). */
  warmupSeconds: number;
  connections: number;
  quick: boolean;
  /** Administrative PostgreSQL URL (a throwaway database is created beside it), or null to skip. */
  postgresUrl: string | null;
  /** True when the URL was given explicitly: then unreachable is an error, not a skip. */
  postgresExplicit: boolean;
  /** The command line, as recorded in BENCHMARKS.md. */
  command: string;
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

  const raw = env.BENCH_DATABASE_URL?.trim();
  const postgresExplicit = raw !== undefined && raw !== '';
  let postgresUrl: string | null = postgresExplicit ? raw : defaultPostgresUrl;
  if (raw === 'none' || raw === 'off') postgresUrl = null;
  if (postgresUrl !== null) assertLoopback(postgresUrl);

  const settings = ['BENCH_SECONDS', 'BENCH_CONNECTIONS', 'BENCH_DATABASE_URL']
    .filter((name) => env[name] !== undefined && env[name] !== '')
    .map((name) => `${name}=${name === 'BENCH_DATABASE_URL' ? redact(env[name]!) : env[name]}`);
  const command = [...settings, 'npm run bench', ...(quick ? ['--', '--quick'] : [])].join(' ');

  return { seconds, warmupSeconds, connections, quick, postgresUrl, postgresExplicit: postgresExplicit && postgresUrl !== null, command };
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
