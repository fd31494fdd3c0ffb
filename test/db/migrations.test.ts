import { describe, expect, it } from 'vitest';
import { openAdapter } from '../../src/db/adapters.js';
import { loadMigrationList, pendingMigrationSql } from '../../src/db/migrations.js';

describe('prisma/migrations', () => {
  it('create exactly the schema of prisma/schema.prisma (run `npm run db:diff -- <name>` after editing it)', async () => {
    const adapter = await openAdapter({});
    try {
      expect(await pendingMigrationSql(adapter.factory)).toBe('');
    } finally {
      await adapter.close();
    }
  }, 60_000);

  it('carry the lock file that `prisma migrate deploy` expects', async () => {
    const list = await loadMigrationList();
    expect(list.lockfile.content).toMatch(/provider = "postgresql"/);
    expect(list.migrationDirectories.length).toBeGreaterThan(0);
    for (const directory of list.migrationDirectories) expect(directory.migrationFile.content.tag).toBe('ok');
  });
});
