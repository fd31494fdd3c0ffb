/**
 * Embedded PGlite on its thread (src/db/pglite-thread.ts): the database's work off the serving
 * thread, with PGlite's own behaviour on this side: errors as PGlite's DatabaseError, the
 * session usable after one, transactions, dumps, and a process that ends when nothing waits.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messages, type PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPGliteThread } from '../../src/db/pglite-thread.js';

let pglite: PGlite;
beforeAll(async () => {
  pglite = startPGliteThread();
  await pglite.waitReady;
  await pglite.exec('CREATE TABLE "Thing" ("id" serial PRIMARY KEY, "name" text NOT NULL, "tags" int[] NOT NULL DEFAULT \'{}\')');
}, 60_000);
afterAll(() => pglite.close());

describe('PGlite on its thread', () => {
  it('runs a statement while the calling thread goes on with its own work', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const started = performance.now();
      // Some hundreds of milliseconds of the database's work, done in one statement.
      const { rows } = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 3000000) g WHERE g % 7 = 0');
      const took = performance.now() - started;
      expect(rows).toEqual([{ n: 428571 }]);
      // In the calling thread the timer could not have fired while the statement ran.
      expect(took).toBeGreaterThan(50);
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 5 / 4));
    } finally {
      clearInterval(timer);
    }
  });

  it('answers with PGlite types, parameters and arrays included', async () => {
    const { rows } = await pglite.query<{ id: number; name: string; tags: number[] }>(
      'INSERT INTO "Thing" ("name", "tags") VALUES ($1, $2) RETURNING "id", "name", "tags"',
      ['lamp', [1, 2, 3]],
    );
    expect(rows).toEqual([{ id: 1, name: 'lamp', tags: [1, 2, 3] }]);
    const { rows: array } = await pglite.query('SELECT $1::int[] AS "ids"', [[4, 5]], { rowMode: 'array' });
    expect(array).toEqual([[[4, 5]]]);
  });

  it("throws PGlite's DatabaseError and leaves the session usable, in a query and in exec", async () => {
    const missing = await pglite.query('SELECT * FROM "Nothing" WHERE "id" = $1', [1]).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(messages.DatabaseError);
    expect(missing).toMatchObject({ code: '42P01' });
    const syntax = await pglite.exec('SELEC 1').catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    const failedBind = await pglite.query('SELECT $1::int AS "n"', ['not a number']).catch((error: unknown) => error);
    expect(failedBind).toMatchObject({ code: '22P02' });
    expect((await pglite.query('SELECT 1 AS "one"')).rows).toEqual([{ one: 1 }]);
  });

  it('runs a transaction alone, and rolls it back on an error', async () => {
    const before = (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM "Thing"')).rows[0]!.n;
    const failing = pglite
      .transaction(async (tx) => {
        await tx.query('INSERT INTO "Thing" ("name") VALUES ($1)', ['chair']);
        await tx.query('INSERT INTO "Thing" ("id", "name") VALUES (1, $1)', ['a second id 1']);
      })
      .catch((error: unknown) => error);
    // Sent while the transaction is open: it waits for the end, and sees none of it.
    const beside = pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM "Thing"');
    expect(await failing).toMatchObject({ code: '23505' });
    expect((await beside).rows[0]!.n).toBe(before);
    await pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO "Thing" ("name") VALUES ($1)', ['table']);
    });
    expect((await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM "Thing"')).rows[0]!.n).toBe(before + 1);
  });

  it('dumps its data folder, which another thread starts from', async () => {
    const dump = await pglite.dumpDataDir('none');
    const copy = startPGliteThread({ loadDataDir: dump });
    try {
      const { rows } = await copy.query<{ name: string }>('SELECT "name" FROM "Thing" ORDER BY "id"');
      expect(rows.map((row) => row.name)).toEqual(['lamp', 'table']);
    } finally {
      await copy.close();
    }
    await copy.close();
    await expect(copy.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  }, 60_000);

  it('does not keep a process alive once nothing waits on it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'heldfunds-pglite-thread-'));
    try {
      const script = join(folder, 'query.mts');
      const module = fileURLToPath(new URL('../../src/db/pglite-thread.ts', import.meta.url));
      await writeFile(
        script,
        `import { startPGliteThread } from ${JSON.stringify(module)};
        const pglite = startPGliteThread();
        console.log(JSON.stringify((await pglite.query('SELECT 41 + 1 AS "n"')).rows));`,
      );
      // Never closed: the process ends when its last statement has been answered.
      const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
      const { stdout } = await promisify(execFile)(tsx, [script], { timeout: 60_000 });
      expect(stdout.trim()).toBe('[{"n":42}]');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
