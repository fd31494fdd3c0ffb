import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createDatabaseFromTemplate, testDatabaseUrl } from './databases.js';

export interface ConfiguredDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL runs), as the CLI and the server read them. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup(): Promise<void>;
}

/**
 * The database a heldfunds process opens from its configuration: a PGlite data folder, already
 * migrated (unpacked from the run's dump: migrating a new folder costs seconds of CPU), or a
 * clone of the migrated PostgreSQL template when TEST_DATABASE_URL is set.
 */
export async function createConfiguredDatabase(prefix: string): Promise<ConfiguredDatabase> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const env: ConfiguredDatabase['env'] = { DATA_DIR: join(dir, 'data') };
  const url = testDatabaseUrl();
  const database = url ? await createDatabaseFromTemplate(url, inject('postgresTemplate')) : undefined;
  if (database) {
    env.DATABASE_URL = database.url;
  } else {
    await mkdir(env.DATA_DIR, { recursive: true });
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const seeded = await openDatabase({ dataDir: env.DATA_DIR, pgliteDump: dump, migrate: false });
    await seeded.close();
  }
  return {
    env,
    async cleanup() {
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
