import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { describe, expect, inject, it } from 'vitest';
import { openAdapter } from '../../src/db/adapters.js';
import { loadMigrationList, pendingMigrationSql } from '../../src/db/migrations.js';

/**
 * An empty database, made from the run's migrated dump with its schema dropped: a few tenths of
 * a second, where initialising a new PGlite costs seconds of CPU. (Runs on PostgreSQL make no
 * dump: they initialise one.)
 */
async function emptyDatabase(): Promise<PGlite> {
  const dump = inject('pgliteDump');
  if (!dump) return PGlite.create();
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(dump)]) });
  await pglite.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  return pglite;
}

describe('prisma/migrations', () => {
  it('create exactly the schema of prisma/schema.prisma (run `npm run db:diff -- <name>` after editing it)', async () => {
    const main = await emptyDatabase();
    const shadows: PGlite[] = [];
    const adapter = await openAdapter({ pglite: main });
    try {
      // The engine replays the migrations on a shadow database of its own.
      const factory = {
        ...adapter.factory,
        connectToShadowDb: async () => {
          const shadow = await emptyDatabase();
          shadows.push(shadow);
          return new PrismaPGlite(shadow).connect();
        },
      };
      expect(await pendingMigrationSql(factory)).toBe('');
    } finally {
      await adapter.close();
      for (const pglite of [main, ...shadows]) await pglite.close();
    }
  }, 60_000);

  it('carry the lock file that `prisma migrate deploy` expects', async () => {
    const list = await loadMigrationList();
    expect(list.lockfile.content).toMatch(/provider = "postgresql"/);
    expect(list.migrationDirectories.length).toBeGreaterThan(0);
    for (const directory of list.migrationDirectories) expect(directory.migrationFile.content.tag).toBe('ok');
  });
});
