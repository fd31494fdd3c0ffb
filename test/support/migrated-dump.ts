import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openAdapter } from '../../src/db/adapters.js';
import { applyMigrations, loadMigrationList, schemaPath } from '../../src/db/migrations.js';

const cacheDir = join(tmpdir(), 'heldfunds-test-dumps');
const keptForDays = 7;

/**
 * A dump of a migrated PGlite data folder, made once for each set of migrations and kept
 * between runs: making it (initialising PGlite and migrating it) costs several seconds before
 * any test can start. Named by everything that shapes it, so an edit makes a new one.
 */
export async function migratedPGliteDump(): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, `${await dumpKey()}.tar`);
  try {
    const now = new Date();
    await utimes(file, now, now);
    return file;
  } catch {
    // Not made yet.
  }
  const pglite = new PGlite();
  try {
    const adapter = await openAdapter({ pglite });
    await applyMigrations(adapter.factory);
    const dump = await pglite.dumpDataDir('none');
    // Written aside and renamed: a run starting meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await pglite.close();
  }
  await pruneUnused();
  return file;
}

async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/schema-engine-wasm']) {
    const manifest = JSON.parse(await readFile(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\n`);
  }
  const migrations = await loadMigrationList();
  hash.update(JSON.stringify([migrations.lockfile, migrations.migrationDirectories]));
  hash.update(await readFile(schemaPath));
  return hash.digest('hex').slice(0, 24);
}

/** Dumps no run has used for a week (runs touch theirs when they start). */
async function pruneUnused(): Promise<void> {
  const cutoff = Date.now() - keptForDays * 24 * 3600 * 1000;
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < cutoff) await rm(path, { force: true });
  }
}
