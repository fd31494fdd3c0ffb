import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transactionJson } from '../../src/domain/transactions/store/load.js';
import { stampSql } from '../../src/domain/transactions/store/record-cache.js';

// The record cache (src/domain/transactions/store/record-cache.ts) answers a transaction from a
// record it holds while the xmins of the rows the record is built from are unchanged. Any write to
// those rows changes an xmin, so no writer can slip past it; what these checks hold in place:
// - the stamp reads every table the record is built from (a table added to load.ts's read and not
//   to the stamp would go unseen);
// - every file that writes those tables is known, so that a new writer is added here and gets its
//   case in test/domain/transactions/store/record-cache.test.ts ("sees a change by every writer").

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files that write the tables a transaction record is built from, and what they write. */
const knownWriters: Record<string, string[]> = {
  'src/domain/auth/accounts.ts': ['customer.update'],
  'src/domain/customers/create-account.ts': ['customer.create'],
  'src/domain/customers/create.ts': ['customer.create'],
  'src/domain/customers/find-or-invite.ts': ['customer.createMany'],
  'src/domain/customers/lock.ts': ['customer.updateManyAndReturn'],
  'src/domain/customers/partner-approval.ts': ['customer.update'],
  'src/domain/customers/set-password.ts': ['customer.updateManyAndReturn'],
  'src/domain/customers/update.ts': ['customer.update'],
  'src/domain/transactions/create.ts': ['customer.createMany'],
  'src/domain/transactions/store/decision.ts': ['schedule.create', 'UPDATE "Party"', 'UPDATE "Item"', 'UPDATE "Schedule"', 'UPDATE "Fee"', 'UPDATE "Transaction"'],
  'src/domain/transactions/store/fees.ts': ['feeTax.deleteMany', 'fee.update', 'taxes: { create'],
  'src/domain/transactions/store/insert.ts': [
    'INSERT INTO "Transaction"',
    'INSERT INTO "Party"',
    'INSERT INTO "Item"',
    'INSERT INTO "Schedule"',
    'INSERT INTO "Fee"',
    'INSERT INTO "FeeTax"',
  ],
  'src/domain/verification/verifications.ts': ['customer.updateMany', 'customer.update'],
};

const tables = ['Transaction', 'Party', 'Customer', 'Item', 'Schedule', 'Fee', 'FeeTax'];
const models = ['transaction', 'party', 'customer', 'item', 'schedule', 'fee', 'feeTax'];
const relations = ['parties', 'items', 'schedules', 'fees', 'taxes', 'customer', 'transaction', 'item', 'fee'];
const writes = ['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany'];
const writePatterns = [
  // A Prisma model's write: tx.customer.update(…)
  new RegExp(`\\.\\s*(${models.join('|')})\\s*\\.\\s*(${writes.join('|')})\\b`, 'g'),
  // A nested write through a relation: data: { taxes: { create: … } }
  new RegExp(`\\b(${relations.join('|')})\\s*:\\s*\\{\\s*(${[...writes, 'connectOrCreate', 'set', 'connect', 'disconnect'].join('|')})\\b`, 'g'),
  // SQL
  new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|MERGE\\s+INTO|TRUNCATE(\\s+TABLE)?)\\s+"(${tables.join('|')})"`, 'gi'),
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** What a file writes of those tables, comments left out, each written as the patterns above read it. */
function writesOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = writePatterns.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((match) =>
      match[0]
        .replace(/^\.\s*/, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*\.\s*/, '.'),
    ),
  );
  return [...new Set(found)].sort();
}

describe('the writers of the rows a transaction record is built from', () => {
  it('are the known ones, writing what they are known to write', () => {
    const found: Record<string, string[]> = {};
    for (const path of sourceFiles(join(root, 'src'))) {
      const written = writesOf(readFileSync(path, 'utf8'));
      if (written.length > 0) found[relative(root, path)] = written;
    }
    const expected = Object.fromEntries(Object.entries(knownWriters).map(([path, list]) => [path, [...list].sort()]));
    expect(found).toEqual(expected);
  });

  it('finds each way of writing', () => {
    expect(writesOf('await tx.feeTax.deleteMany({});\nawait prisma . party . upsert({})')).toEqual(['feeTax.deleteMany', 'party.upsert']);
    expect(writesOf('data: { parties: { create: [] } }')).toEqual(['parties: { create']);
    expect(writesOf('Prisma.sql`update "Customer" SET x = 1`; `DELETE FROM "Schedule"`')).toEqual(['DELETE FROM "Schedule"', 'update "Customer"']);
    expect(writesOf('// tx.item.update(…) in a comment\n/* UPDATE "Item" */ tx.item.findMany()')).toEqual([]);
  });

  it('are all seen by the stamp: it reads every table the record is read from', () => {
    const read = (sql: string) => [...new Set([...sql.matchAll(/FROM\s+"(\w+)"|JOIN\s+"(\w+)"/g)].map((match) => match[1] ?? match[2]))].sort();
    const recordTables = [...read(transactionJson.text), 'Transaction'].sort();
    expect(recordTables).toEqual([...tables].sort());
    expect([...read(stampSql.text), 'Transaction'].sort()).toEqual(recordTables);
  });
});
