import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/db/generated/client.js';
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
});
