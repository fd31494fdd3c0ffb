import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPreparedStatements, openAdapter } from '../../src/db/adapters.js';
import { Prisma } from '../../src/db/generated/client.js';
import { testDatabaseUrl } from '../support/databases.js';
import { createHarness, type Harness } from '../support/harness.js';

// Database.read and Database.write: one statement outside any transaction, straight through the
// driver on PostgreSQL (through Prisma on PGlite). Timestamps are stored in UTC without zone.

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

  it.skipIf(!testDatabaseUrl())('is prepared once per connection when asked, up to a bounded number of texts (PostgreSQL)', async () => {
    // One connection, so every statement below runs on the session whose prepared statements are listed.
    const adapter = await openAdapter({ url: harness.databaseUrl!, poolSize: 1 });
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
    }
  });
});
