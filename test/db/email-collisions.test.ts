import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine, type OneShotCommandLine } from '../../src/cli/command-line.js';
import { commandExitCode, executeCommand } from '../../src/cli/execute.js';
import { migrationsDir } from '../../src/db/migrations.js';
import { createHarness, type Harness } from '../support/harness.js';

// Accounts stored before emails were canonical (issue 24, finding 7): the migration that made
// them canonical changes no data and reports; `heldfunds customer email-check` lists them.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const check = () => {
  const line = parseCommandLine(['customer', 'email-check']) as OneShotCommandLine;
  return executeCommand(harness.services, harness.db, line).then((output) => ({ output, exitCode: commandExitCode(line, output) }));
};

describe('customer email-check', () => {
  it('answers ok (exit code 0) when every stored email is canonical', async () => {
    await harness.services.prisma.customer.create({ data: { email: 'plain@example.com' } });
    expect(await check()).toEqual({ output: { ok: true, collisions: [], not_canonical: [], refused: [] }, exitCode: 0 });
  });

  it('lists the NFD/NFC collisions, non-canonical spellings and look-alikes stored before, with exit code 1; the migration runs over them changing nothing', async () => {
    // Rows as the service stored them before (written directly: today's entries refuse them).
    const p = harness.services.prisma;
    const nfc = await p.customer.create({ data: { email: 'jos\u00E9@example.com' } });
    const nfd = await p.customer.create({ data: { email: 'jose\u0301@example.com' } });
    const hidden = await p.customer.create({ data: { email: 'pl\u200Bain@example.com' } });
    const before = await p.customer.findMany({ orderBy: { id: 'asc' } });

    const { output, exitCode } = await check();
    expect(exitCode).toBe(1);
    expect(output).toEqual({
      ok: false,
      collisions: [
        {
          canonical: 'jos\u00E9@example.com',
          customers: [
            { id: nfc.id, email: nfc.email },
            { id: nfd.id, email: nfd.email },
          ],
        },
      ],
      not_canonical: [{ id: nfd.id, email: nfd.email, canonical: 'jos\u00E9@example.com' }],
      refused: [{ id: hidden.id, email: hidden.email, problem: 'must not contain invisible or bidirectional control characters' }],
    });

    const migration = await readFile(join(migrationsDir, '20261126100000_email_collisions_report', 'migration.sql'), 'utf8');
    await p.$executeRawUnsafe(migration);
    expect(await p.customer.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
