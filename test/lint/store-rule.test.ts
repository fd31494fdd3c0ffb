import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The store rule of docs/architecture.md ("Stores"), as `npm run lint` runs it with the
// project's eslint.config.js: raw SQL only in a store/ folder or src/db/. Each fixture is linted
// in memory under a path of the tree; only the store rule's messages are looked at.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const rule = 'heldfunds/sql-only-in-stores';

/** The store rule's messages for `code` linted as the file at `path`, as "line:message". */
async function storeRuleAt(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => `${message.line}:${message.message}`);
}

const prismaImport = "import { Prisma } from '../../db/generated/client.js';\n";

/** Each way of reaching raw SQL, one per line after the imports, with the number of reports it makes. */
const reaches: { name: string; code: string; reports: number }[] = [
  { name: 'Prisma.sql as a tag', code: `${prismaImport}export const where = Prisma.sql\`t."id" = \${1}\`;`, reports: 1 },
  { name: 'Prisma.raw and Prisma.join', code: `${prismaImport}export const list = Prisma.join([Prisma.raw('1'), Prisma.empty]);`, reports: 3 },
  { name: 'a computed member of Prisma', code: `${prismaImport}export const tag = Prisma['sql'];\nexport const raw = Prisma[\`raw\`];`, reports: 2 },
  { name: 'a member of Prisma computed from a variable', code: `${prismaImport}const key = 'sql' as const;\nexport const tag = Prisma[key];`, reports: 1 },
  { name: 'the builders destructured', code: `${prismaImport}const { sql, join: j } = Prisma;\nexport const x = sql\`1\`;\nexport const y = j;`, reports: 2 },
  { name: 'the namespace under an alias', code: `${prismaImport}const P = Prisma;\nexport const x = P.sql\`1\`;`, reports: 1 },
  { name: 'the namespace renamed on import', code: "import { Prisma as Q } from '../../db/generated/client.js';\nexport const x = Q.sql`1`;", reports: 1 },
  { name: 'the namespace handed on as a value', code: `${prismaImport}export function use(f: (value: unknown) => void) {\n  f(Prisma);\n}`, reports: 1 },
  {
    name: 'the generated client imported whole',
    code: "import * as client from '../../db/generated/client.js';\nexport const x = client.Prisma.sql`1`;\nconst { Prisma: R } = client;\nexport const y = R.raw('1');",
    reports: 2,
  },
  {
    name: 'a builder imported from the runtime',
    code: "import { sqltag, join } from '@prisma/client/runtime/client';\nexport const x = [sqltag, join];",
    reports: 2,
  },
  {
    name: '$queryRaw on a client',
    code: 'export async function read(db: { $queryRaw: (s: TemplateStringsArray) => Promise<unknown> }) {\n  return db.$queryRaw`SELECT 1`;\n}',
    reports: 1,
  },
  {
    name: '$executeRawUnsafe and $queryRawUnsafe',
    code: "declare const tx: Record<string, (sql: string) => Promise<unknown>>;\nawait tx.$executeRawUnsafe('DELETE FROM x');\nawait tx.$queryRawUnsafe('SELECT 1');",
    reports: 2,
  },
  {
    name: 'a raw method by string',
    code: "declare const tx: Record<string, unknown>;\nexport const run = tx['$queryRaw'];\nconst name = '$executeRaw';\nexport const other = tx[name];\nexport const third = tx[`$queryRawUnsafe`];",
    reports: 3,
  },
  {
    name: 'a raw method destructured',
    code: 'declare const prisma: Record<string, unknown>;\nconst { $queryRaw, $executeRaw: run } = prisma;\nexport { $queryRaw, run };',
    reports: 2,
  },
  {
    name: 'Database.read on services.db',
    code: "declare const services: { db: { read(sql: unknown): Promise<unknown[]> } };\nexport const rows = services.db.read('x');",
    reports: 1,
  },
  {
    name: 'Database.write on this.services.db and on db',
    code: "declare const db: { write(sql: unknown): Promise<unknown[]> };\nexport class A {\n  services = { db };\n  go() {\n    return [this.services.db.write('x'), db.write('y')];\n  }\n}",
    reports: 2,
  },
  {
    name: 'the Database under another name',
    code: "declare const services: { db: { read(sql: unknown): Promise<unknown[]> } };\nconst store = services.db;\nexport const rows = store.read('x');",
    reports: 1,
  },
  {
    name: 'a parameter typed as the Database',
    code: "import type { Database } from '../../db/database.js';\nexport function rows(handle: Pick<Database, 'read'>) {\n  return handle.read(null as never);\n}",
    reports: 1,
  },
  {
    name: 'the Database destructured under another name',
    code: "declare const services: { db: { write(sql: unknown): Promise<unknown[]> } };\nconst { db: handle } = services;\nexport const rows = handle.write('x');",
    reports: 1,
  },
  {
    name: 'read destructured from the Database',
    code: "declare const services: { db: { read(sql: unknown): Promise<unknown[]> } };\nconst { read } = services.db;\nexport const rows = read('x');",
    reports: 1,
  },
  { name: 'a driver', code: "import pg from 'pg';\nexport const pool = new pg.Pool();\nexport const lite = import('@electric-sql/pglite');", reports: 2 },
];

describe('the store rule: raw SQL only under store/ and src/db', () => {
  for (const reach of reaches) {
    it(`reports ${reach.name} outside a store`, async () => {
      const messages = await storeRuleAt('src/domain/ledger/audit.ts', reach.code);
      expect(messages).toHaveLength(reach.reports);
      for (const message of messages) expect(message).toContain('store/');
    });
  }

  it('reports it in the faces and the workers too, not only in the domain', async () => {
    const code = `${prismaImport}export const where = Prisma.sql\`1\`;`;
    for (const path of ['src/events/outbox-dispatcher.ts', 'src/http/metrics.ts', 'src/rest/routes/x.ts', 'src/graphql/x.ts', 'src/services.ts']) {
      expect(await storeRuleAt(path, code), path).toHaveLength(1);
    }
  });

  it('is silent inside a store/ folder and src/db, for every one of them', async () => {
    for (const reach of reaches) {
      for (const path of ['src/domain/ledger/store/audit.ts', 'src/events/store/outbox.ts', 'src/domain/partners/store/deep/x.ts', 'src/db/database.ts']) {
        expect(await storeRuleAt(path, reach.code), `${reach.name} in ${path}`).toEqual([]);
      }
    }
  });

  it('is silent in scripts, bench and test, which it leaves out of its scope', async () => {
    const code = `${prismaImport}export const where = Prisma.sql\`1\`;\ndeclare const db: { read(sql: unknown): Promise<unknown[]> };\nexport const rows = db.read(where);`;
    for (const path of ['scripts/seed.ts', 'bench/x.ts', 'test/domain/x.test.ts']) expect(await storeRuleAt(path, code), path).toEqual([]);
  });

  it('lets the rules name the capability in types and use the rest of Prisma and other read/write methods', async () => {
    const code = [
      "import { Prisma } from '../../db/generated/client.js';",
      "import type { Database } from '../../db/database.js';",
      "type Reader = Pick<Prisma.TransactionClient, '$queryRaw' | 'transaction'>;",
      "export type Raw = Pick<Database, 'read' | 'write'>;",
      'export function isKnown(error: unknown, sql: Prisma.Sql, db: Reader): boolean {',
      '  return error instanceof Prisma.PrismaClientKnownRequestError && sql !== null && db !== null;',
      '}',
      'export const nothing = Prisma.DbNull;',
      'export async function copy(reader: ReadableStreamDefaultReader<string>, socket: { write(text: string): void }) {',
      '  const { value } = await reader.read();',
      "  socket.write(value ?? '');",
      "  process.stdout.write('done');",
      '}',
    ].join('\n');
    expect(await storeRuleAt('src/domain/ledger/audit.ts', code)).toEqual([]);
  });

  it('reports on a real domain file that still opens with SQL', async () => {
    const code = [
      "import type { Services } from '../services.js';",
      "import { Prisma } from '../../db/generated/client.js';",
      'export async function count(services: Services): Promise<number> {',
      '  const [row] = await services.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "Job"`;',
      '  await services.db.write(Prisma.sql`DELETE FROM "Job"`);',
      '  return row?.n ?? 0;',
      '}',
    ].join('\n');
    expect(await storeRuleAt('src/domain/jobs/run-jobs.ts', code)).toEqual([
      '4:$queryRaw runs raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
      '5:Database.write runs raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
      '5:Prisma.sql builds raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
    ]);
  });
});
