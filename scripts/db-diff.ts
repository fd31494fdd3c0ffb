// `npm run db:diff -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with the
// SQL that takes the existing migrations to prisma/schema.prisma. The existing migrations are
// replayed on an in-memory PGlite shadow database, so this needs no server and no native engine.
import { openAdapter } from '../src/db/adapters.js';
import { createMigration } from '../src/db/migrations.js';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:diff -- <migration_name>');
  process.exit(2);
}
const adapter = await openAdapter({});
try {
  const created = await createMigration(adapter.factory, name);
  console.log(created ? `created ${created.directory}` : 'schema unchanged: no migration created');
} finally {
  await adapter.close();
}
