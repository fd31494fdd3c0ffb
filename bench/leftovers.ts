import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Names carry the pid of the run that made them, so a later run can remove what a killed one
 * left behind (tsx answers a Ctrl-C it cannot relay within 60 ms with SIGKILL, which no
 * cleanup survives) without touching a run still going on.
 */
export const tempDirPrefix = `heldfunds-bench-${process.pid}-`;
export const databasePrefix = `heldfunds_bench_${process.pid}_`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function deadOwner(name: string, pattern: RegExp): boolean {
  const pid = Number(pattern.exec(name)?.[1]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid);
}

/** Removes the temporary PGlite folders of benchmark runs that are no longer running. */
export async function removeDeadTempDirs(): Promise<string[]> {
  const pattern = /^heldfunds-bench-(\d+)-[\w-]+$/;
  const names = (await readdir(tmpdir())).filter((name) => deadOwner(name, pattern));
  for (const name of names) await rm(join(tmpdir(), name), { recursive: true, force: true });
  return names;
}

/** Drops the databases of benchmark runs that are no longer running and that nobody uses. */
export async function dropDeadDatabases(adminUrl: string): Promise<string[]> {
  const pattern = /^heldfunds_bench_(\d+)_[0-9a-f]+$/;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database d
        WHERE datname LIKE 'heldfunds\\_bench\\_%'
          AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    );
    const names = rows.map((row) => row.datname).filter((name) => deadOwner(name, pattern));
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    return names;
  } finally {
    await client.end();
  }
}
