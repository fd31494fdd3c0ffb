import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Test databases live on the server of TEST_DATABASE_URL; names carry this prefix. */
export const templateName = 'heldfunds_test_template';

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url && url.trim() !== '' ? url : undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template: isolated per test file, fast to make. */
export async function createDatabaseFromTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `heldfunds_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
