/**
 * pgbench's TPC-B-like transaction on the same PostgreSQL server, in a throwaway database: the
 * yardstick of the write rows (create, a lifecycle action), as the baseline is for the reads.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createThrowawayDatabase } from './postgres.js';

const run = promisify(execFile);

export interface TpcB {
  tps: number;
  clients: number;
  seconds: number;
}

/** Scale 1, `clients` clients on 2 threads for `seconds` s; null when pgbench is not installed. */
export async function measureTpcB(adminUrl: string, clients: number, seconds: number): Promise<TpcB | null> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return null;
  }
  const database = await createThrowawayDatabase(adminUrl);
  try {
    await run('pgbench', ['-i', '-q', '-s', '1', database.url]);
    const { stdout } = await run('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), database.url]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps: ${stdout.slice(0, 300)}`);
    return { tps: Number(tps), clients, seconds };
  } finally {
    await database.drop();
  }
}
