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
  scale: number;
  clients: number;
  seconds: number;
}

/**
 * The yardstick issue 30 names: scale 10 (a million accounts, so 16 clients rarely wait on
 * one another's branch row as they do at scale 1), 16 clients on 2 threads, for `seconds` s;
 * null when pgbench is not installed.
 */
export const tpcbScale = 10;
export const tpcbClients = 16;

export async function measureTpcB(adminUrl: string, seconds: number): Promise<TpcB | null> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return null;
  }
  const database = await createThrowawayDatabase(adminUrl);
  try {
    await run('pgbench', ['-i', '-q', '-s', String(tpcbScale), database.url]);
    const { stdout } = await run('pgbench', ['-n', '-c', String(tpcbClients), '-j', '2', '-T', String(seconds), database.url]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps: ${stdout.slice(0, 300)}`);
    return { tps: Number(tps), scale: tpcbScale, clients: tpcbClients, seconds };
  } finally {
    await database.drop();
  }
}
