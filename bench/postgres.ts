import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { databasePrefix } from './leftovers.js';

/** A database made for one benchmark run on the server of the administrative URL. */
export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The error message when the server cannot be reached, or null when it answers. */
export async function probe(url: string): Promise<string | null> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}

/** Creates `heldfunds_bench_<pid>_<random>` on the same server; `drop()` removes it (idempotent). */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `${databasePrefix}${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      dropped = true;
    },
  };
}

/**
 * CPU time (µs) the database's backends serving `url` have used so far, by process id, read
 * from /proc (the server runs on this machine); empty where /proc cannot be read.
 */
export async function backendCpu(url: string): Promise<Map<number, number>> {
  const reader = await backendCpuReader(url);
  try {
    return await reader.read();
  } finally {
    await reader.close();
  }
}

/** `backendCpu` over one connection kept open, for readings a few milliseconds apart at most. */
export async function backendCpuReader(url: string): Promise<{ read(): Promise<Map<number, number>>; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async read() {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      const used = new Map<number, number>();
      for (const { pid } of rows) {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
        // utime and stime, in clock ticks (100 a second), are the 14th and 15th fields.
        const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (fields) used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10_000);
      }
      return used;
    },
    close: () => client.end(),
  };
}

/** The CPU time (µs) the backends used between two readings of `backendCpu` (a backend that came meanwhile counts whole). */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  return [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0);
}
