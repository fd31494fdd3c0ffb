import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { startPGliteThread } from '../../src/db/pglite-thread.js';

// Migrated PGlite databases for this worker's harnesses, each on its thread as the service runs it, used again once a harness is done with
// one: starting PGlite from the run's dump costs about a second of CPU, emptying its tables a
// few milliseconds. The pool outlives a test file because test files share their worker's
// modules (isolate: false in vitest.config.ts).

const idle: PGlite[] = [];

/** Empties every table the migrated dump has empty, numbering from 1 again: the dump's state. */
let resetStatement: Promise<string> | undefined;

export async function borrowMigratedPGlite(): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const pglite = startPGliteThread({ loadDataDir: new Blob([await readFile(inject('pgliteDump'))]) });
  await pglite.waitReady;
  // Read from the first database booted, before anyone wrote to it.
  resetStatement ??= emptyTablesReset(pglite);
  await resetStatement;
  return pglite;
}

/** Takes a database back once its harness closed; one that cannot be reset is closed instead. */
export async function returnMigratedPGlite(pglite: PGlite): Promise<void> {
  try {
    await pglite.exec(await resetStatement!);
    idle.push(pglite);
  } catch {
    await pglite.close();
  }
}

async function emptyTablesReset(pglite: PGlite): Promise<string> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const empty: string[] = [];
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS filled`);
    if (!rows[0]?.filled) empty.push(name);
  }
  return `TRUNCATE ${empty.join(', ')} RESTART IDENTITY`;
}
