import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { createDatabaseFromTemplate, testDatabaseUrl } from './databases.js';

export interface ConfiguredDatabase {
  /** DATA_DIR (and DATABASE_URL on PostgreSQL runs), as the CLI and the server read them. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup(): Promise<void>;
}

/**
 * The database a heldfunds process opens from its configuration: a PGlite data folder, already
 * migrated (the run's dump is a tar of one: migrating a new folder costs seconds of CPU, and
 * even loading the dump into PGlite to write it out costs two), or a clone of the migrated
 * PostgreSQL template when TEST_DATABASE_URL is set.
 */
export async function createConfiguredDatabase(prefix: string): Promise<ConfiguredDatabase> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const env: ConfiguredDatabase['env'] = { DATA_DIR: join(dir, 'data') };
  const url = testDatabaseUrl();
  const database = url ? await createDatabaseFromTemplate(url, inject('postgresTemplate')) : undefined;
  if (database) {
    env.DATABASE_URL = database.url;
  } else {
    await unpackTar(await readFile(inject('pgliteDump')), env.DATA_DIR);
  }
  return {
    env,
    async cleanup() {
      await database?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Writes out the directories and files of an uncompressed tar (ustar), as PGlite dumps one. */
async function unpackTar(tar: Buffer, dir: string): Promise<void> {
  const text = (offset: number, length: number) => tar.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = text(offset, 100);
    if (name === '') return;
    const prefix = text(offset + 345, 155);
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1);
    const path = join(dir, prefix ? `${prefix}/${name}` : name);
    offset += 512;
    if (type === '5') await mkdir(path, { recursive: true });
    else if (type === '' || type === '0') {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, tar.subarray(offset, offset + size));
    } else throw new Error(`unexpected tar entry type "${type}" for ${name}`);
    offset += Math.ceil(size / 512) * 512;
  }
}
