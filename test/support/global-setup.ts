import type { TestProject } from 'vitest/node';
import { openAdapter } from '../../src/db/adapters.js';
import { applyMigrations } from '../../src/db/migrations.js';
import { adminQuery, newTemplateName, testDatabaseUrl, withDatabase } from './databases.js';
import { migratedPGliteDump } from './migrated-dump.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The migrated PostgreSQL template of this run (TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run. PGlite: a migrated data folder dumped to a file that harnesses load
 * (about 1 s, against about 4 s to initialise and migrate a new one), kept between runs while
 * the migrations stay the same. PostgreSQL: a migrated template database that each test file
 * clones.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const template = newTemplateName();
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const adapter = await openAdapter({ url: withDatabase(url, template), poolSize: 1 });
    await applyMigrations(adapter.factory);
    await adapter.close();
    project.provide('pgliteDump', '');
    project.provide('postgresTemplate', template);
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  project.provide('pgliteDump', await migratedPGliteDump());
}
