import { readFile } from 'node:fs/promises';
import { startPGliteThread } from '../../src/db/pglite-thread.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { maxPreparedStatements, openAdapter } from '../../src/db/adapters.js';
import { Prisma } from '../../src/db/generated/client.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, type Harness } from '../support/harness.js';

// Database.read and Database.write: one statement outside any transaction, straight through the
// driver (PostgreSQL's pool, PGlite's one session). Timestamps are stored in UTC without zone.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

describe('a statement sent directly', () => {
  it('sends a Date as the instant it is, whatever the time zone of the process', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const at = new Date('2026-03-04T05:06:07.891Z');
      const text = Prisma.sql`SELECT to_char(${at}::timestamp(3), 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "at"`;
      expect(await harness.db.write<{ at: string }>(text)).toEqual([{ at: '2026-03-04T05:06:07.891' }]);
      expect(await harness.db.read<{ at: string }>(text)).toEqual([{ at: '2026-03-04T05:06:07.891' }]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is prepared once per connection when asked, up to a bounded number of texts', async () => {
    // One connection, so every statement below runs on the session whose prepared statements are listed.
    // On PGlite a session of its own (a pooled one keeps the statements earlier tests prepared).
    const pglite = harness.databaseUrl ? undefined : startPGliteThread({ loadDataDir: new Blob([await readFile(inject('pgliteDump'))]) });
    const adapter = await openAdapter(harness.databaseUrl ? { url: harness.databaseUrl, poolSize: 1 } : { pglite });
    try {
      const run = adapter.statement!;
      const prepared = async () =>
        (await run(`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time, name`, [])).map((row) => (row as { statement: string }).statement);
      expect(await run('SELECT $1::int AS "n"', [1], { prepared: true })).toEqual([{ n: 1 }]);
      expect(await run('SELECT $1::int AS "n"', [2], { prepared: true })).toEqual([{ n: 2 }]);
      expect(await run('SELECT $1::int + 1 AS "n"', [2])).toEqual([{ n: 3 }]);
      expect(await prepared()).toEqual(['SELECT $1::int AS "n"']);
      for (let index = 1; index <= maxPreparedStatements; index += 1) await run(`SELECT $1::int + ${index} AS "n"`, [0], { prepared: true });
      // The first text and 63 more were prepared; the 64th new text ran unprepared.
      const texts = await prepared();
      expect(texts).toHaveLength(maxPreparedStatements);
      expect(texts.at(-1)).toBe(`SELECT $1::int + ${maxPreparedStatements - 1} AS "n"`);
      expect(await run(`SELECT $1::int + ${maxPreparedStatements} AS "n"`, [0], { prepared: true })).toEqual([{ n: maxPreparedStatements }]);
    } finally {
      await adapter.close();
      if (pglite) await pglite.close();
    }
  });

  it('answers values as the pg driver parses them, on both databases', async () => {
    const rows = await harness.db.read(
      Prisma.sql`SELECT ${5}::bigint AS "big", ${'1.50'}::numeric AS "amount", ${'{"a":[1]}'}::jsonb AS "doc", ${true}::boolean AS "yes",
        ${[1, 2]}::int[] AS "ids", ${'2026-03-04T05:06:07.891Z'}::timestamptz AS "at", NULL::text AS "none"`,
      { prepared: true },
    );
    expect(rows).toEqual([{ big: '5', amount: '1.50', doc: { a: [1] }, yes: true, ids: [1, 2], at: new Date('2026-03-04T05:06:07.891Z'), none: null }]);
  });

  it('leaves the session usable after a prepared statement fails, and fails the same way again', async () => {
    const divide = (by: number) => harness.db.read<{ n: number }>(Prisma.sql`SELECT 10 / ${by}::int AS "n"`, { prepared: true });
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    expect(await divide(2)).toEqual([{ n: 5 }]);
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    // A text the database refuses to parse is not kept: it fails again as it did.
    const broken = () => harness.db.read(Prisma.sql`SELEC ${1}::int`, { prepared: true });
    await expect(broken()).rejects.toThrow(/syntax error/);
    await expect(broken()).rejects.toThrow(/syntax error/);
    expect(await harness.services.prisma.$queryRawUnsafe('SELECT 1 AS "one"')).toEqual([{ one: 1 }]);
  });

  // PGlite has one session: a statement sent while Prisma holds a transaction open waits for it
  // to end, then sees what it committed (it never runs inside that transaction).
  it.skipIf(testDatabaseUrl() !== undefined)('waits on PGlite for the transaction Prisma holds open, then sees its commit', async () => {
    await harness.services.prisma.$executeRawUnsafe('CREATE TEMPORARY TABLE "waiting" ("n" int)');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const writing = harness.services.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO "waiting" VALUES (1)');
      wrote();
      await released;
    });
    await written;
    let answered = false;
    const reading = harness.db.read<{ n: number }>(Prisma.sql`SELECT count(*)::int AS "n" FROM "waiting"`, { prepared: true }).then((rows) => {
      answered = true;
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await writing;
    expect(await reading).toEqual([{ n: 1 }]);
  });
});
