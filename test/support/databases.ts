import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test databases live on the server of TEST_DATABASE_URL. Each run migrates its own template
 * (named by the global setup), so runs on one server at the same time leave each other alone.
 */
export function newTemplateName(): string {
  return `heldfunds_test_template_${process.pid}_${randomBytes(3).toString('hex')}`;
}

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
export async function createDatabaseFromTemplate(url: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `heldfunds_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
