import { randomBytes } from 'node:crypto';
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
