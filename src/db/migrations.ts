import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { noSchemaFilter, withSchemaEngine, type SchemaFile } from './schema-engine.js';

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const schemaPath = join(projectRoot, 'prisma', 'schema.prisma');
export const migrationsDir = join(projectRoot, 'prisma', 'migrations');
const lockfileName = 'migration_lock.toml';

async function readSchema(): Promise<SchemaFile> {
  return { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
}

/** The migrations folder in the shape the schema engine expects (what `prisma migrate` reads). */
export async function loadMigrationList(dir = migrationsDir) {
  await mkdir(dir, { recursive: true });
  const entries = await readdir(dir, { withFileTypes: true });
  const directories = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    directories.map(async (name) => {
      let content: { tag: 'ok'; value: string } | { tag: 'error'; value: string };
      try {
        content = { tag: 'ok', value: await readFile(join(dir, name, 'migration.sql'), 'utf8') };
      } catch (error) {
        content = { tag: 'error', value: String(error) };
      }
      return { path: name, migrationFile: { path: 'migration.sql', content } };
    }),
  );
  let lockContent: string | null = null;
  try {
    lockContent = await readFile(join(dir, lockfileName), 'utf8');
  } catch {
    lockContent = null;
  }
  return {
    baseDir: dir,
    lockfile: { path: lockfileName, content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * Applies every migration not yet recorded in `_prisma_migrations` (as `prisma migrate deploy`
 * does). Returns the names applied; an up-to-date database returns [].
 */
export async function applyMigrations(adapterFactory: SqlMigrationAwareDriverAdapterFactory, onApplying?: (name: string) => void): Promise<string[]> {
  const migrationsList = await loadMigrationList();
  return withSchemaEngine(
    adapterFactory,
    await readSchema(),
    async (engine) => {
      const result = await engine.applyMigrations({ migrationsList, filters: noSchemaFilter });
      return result.appliedMigrationNames;
    },
    (line) => {
      const name = onApplying && applyingMigration(line);
      if (name) onApplying(name);
    },
  );
}

/** The migration a schema engine log line says it starts applying ("Applying `name`"), if any. */
function applyingMigration(line: string): string | undefined {
  if (!line.includes('Applying')) return undefined;
  try {
    const message = (JSON.parse(line) as { fields?: { message?: unknown } }).fields?.message;
    return typeof message === 'string' ? /^Applying `([^`]+)`/.exec(message)?.[1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The SQL still missing from the migrations to reach prisma/schema.prisma; "" when they agree.
 * A test fails when it is not "": a schema edit without its migration.
 */
export async function pendingMigrationSql(adapterFactory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const schema = await readSchema();
  const migrationsList = await loadMigrationList();
  return withSchemaEngine(adapterFactory, schema, async (engine) => {
    const diff = await engine.diff({
      from: { tag: 'migrations', ...migrationsList },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters: noSchemaFilter,
    });
    return diff.exitCode === 0 ? '' : diff.stdout;
  });
}

/**
 * Writes a new migration with the SQL that takes the existing migrations to the current
 * schema, replayed on the adapter's shadow database. Returns null when nothing changed.
 */
export async function createMigration(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  name: string,
  now = new Date(),
): Promise<{ directory: string; sql: string } | null> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`migration name must be snake_case letters and digits, got "${name}"`);
  const schema = await readSchema();
  return withSchemaEngine(adapterFactory, schema, async (engine) => {
    const migrationsList = await loadMigrationList();
    const from = migrationsList.migrationDirectories.length === 0 ? { tag: 'empty' } : { tag: 'migrations', ...migrationsList };
    const diff = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters: noSchemaFilter,
    });
    if (diff.exitCode === 0) return null;
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    const directory = join(migrationsDir, `${stamp}_${name}`);
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, 'migration.sql'), diff.stdout);
    await writeFile(
      join(migrationsDir, lockfileName),
      '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n',
    );
    return { directory, sql: diff.stdout };
  });
}
