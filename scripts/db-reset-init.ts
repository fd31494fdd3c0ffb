// Development only, until the first release: replaces every migration with a single `init`
// generated from prisma/schema.prisma. Once a migration has shipped, use `npm run db:diff`.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { openAdapter } from '../src/db/adapters.js';
import { createMigration, migrationsDir } from '../src/db/migrations.js';

for (const entry of await readdir(migrationsDir, { withFileTypes: true })) {
  if (entry.isDirectory()) await rm(join(migrationsDir, entry.name), { recursive: true });
}
const adapter = await openAdapter({});
try {
  const created = await createMigration(adapter.factory, 'init', new Date('2026-11-21T00:00:00Z'));
  console.log(created ? `created ${created.directory}` : 'schema is empty');
} finally {
  await adapter.close();
}
