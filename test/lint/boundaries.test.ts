import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The floors of docs/architecture.md, as `npm run lint` checks them: each case builds a small
// src/ tree in a scratch folder and cruises it with the project's .dependency-cruiser.cjs.

const root = fileURLToPath(new URL('../..', import.meta.url));
const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
const tsConfig = extractTSConfig(join(root, 'tsconfig.json'));
const scratch = mkdtempSync(join(tmpdir(), 'heldfunds-floors-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Edge = [from: string, to: string, kind?: 'type-only'];

/** The rule broken by each import of a tree where every file imports the files its edges name. */
async function brokenFloors(edges: Edge[]): Promise<string[]> {
  const base = mkdtempSync(join(scratch, 'case-'));
  const imports = new Map<string, string[]>();
  for (const [from, to, kind] of edges) {
    imports.set(to, imports.get(to) ?? []);
    const specifier = relative(dirname(from), to).replace(/\.ts$/, '.js');
    const line =
      kind === 'type-only'
        ? `import type { Marker } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport type Uses${imports.size} = Marker;`
        : `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
    imports.set(from, [...(imports.get(from) ?? []), line]);
  }
  for (const [file, lines] of imports) {
    mkdirSync(dirname(join(base, file)), { recursive: true });
    writeFileSync(join(base, file), [...lines, 'export type Marker = 1;', ''].join('\n'));
  }
  const result = await cruise(['src'], { ...options, baseDir: base, outputType: 'json' }, undefined, { tsConfig });
  const { summary } = JSON.parse(result.output as string) as ICruiseResult;
  return summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();
}

describe('the floors between folders', () => {
  it('let every import the architecture allows through', async () => {
    expect(
      await brokenFloors([
        ['src/domain/shared/money.ts', 'src/domain/shared/errors.ts'],
        ['src/domain/fees/fee-table.ts', 'src/domain/shared/money.ts'],
        ['src/domain/fees/fee-table.ts', 'src/db/generated/client.ts'],
        ['src/domain/fees/fee-table.ts', 'src/db/database.ts'],
        ['src/domain/fees/fee-table.ts', 'src/config.ts'],
        ['src/domain/fees/fee-table.ts', 'src/log.ts'],
        ['src/domain/transactions/create.ts', 'src/domain/fees/fee-table.ts'],
        ['src/db/database.ts', 'src/config.ts'],
        ['src/events/workers.ts', 'src/domain/transactions/create.ts'],
        ['src/rest/routes/transactions.ts', 'src/domain/transactions/create.ts'],
        ['src/rest/routes/transactions.ts', 'src/rest/parse/body.ts'],
        ['src/graphql/mutations/create.ts', 'src/domain/transactions/create.ts'],
        ['src/graphql/mutations/create.ts', 'src/graphql/builder.ts'],
        ['src/http/app.ts', 'src/rest/routes/transactions.ts'],
        ['src/http/app.ts', 'src/graphql/mutations/create.ts'],
        ['src/services.ts', 'src/events/workers.ts'],
        ['src/server.ts', 'src/services.ts'],
        ['src/server.ts', 'src/http/app.ts'],
        ['src/cli.ts', 'src/server.ts'],
      ]),
    ).toEqual([]);
  });

  it.each<Edge>([
    ['src/domain/shared/money.ts', 'src/domain/fees/fee-table.ts'],
    ['src/domain/shared/money.ts', 'src/db/generated/client.ts'],
    ['src/domain/shared/money.ts', 'src/config.ts', 'type-only'],
  ])('keep src/domain/shared at the bottom: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`shared-is-the-bottom-floor: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/domain/customers/create.ts', 'src/rest/parse/body.ts'],
    ['src/domain/customers/create.ts', 'src/rest/parse/body.ts', 'type-only'],
    ['src/domain/customers/create.ts', 'src/graphql/builder.ts'],
    ['src/domain/customers/create.ts', 'src/http/app.ts'],
    ['src/domain/customers/create.ts', 'src/events/workers.ts'],
    ['src/domain/customers/create.ts', 'src/server.ts'],
    ['src/domain/customers/create.ts', 'src/cli.ts'],
    ['src/domain/customers/create.ts', 'src/services.ts', 'type-only'],
  ])('keep faces, events, wiring and processes out of the domain: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`domain-imports-only-domain-db-config-log: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/rest/routes/transactions.ts', 'src/graphql/builder.ts'],
    ['src/rest/routes/transactions.ts', 'src/http/app.ts'],
    ['src/graphql/mutations/create.ts', 'src/rest/parse/body.ts', 'type-only'],
    ['src/graphql/mutations/create.ts', 'src/http/basic-auth.ts'],
  ])('keep the faces apart: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`faces-never-import-each-other: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/events/workers.ts', 'src/rest/serializers/transaction.ts'],
    ['src/events/workers.ts', 'src/graphql/builder.ts'],
    ['src/events/workers.ts', 'src/http/app.ts'],
  ])('keep the faces out of the events: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`events-see-no-face: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/db/database.ts', 'src/domain/services.ts', 'type-only'],
    ['src/db/database.ts', 'src/domain/shared/errors.ts'],
    ['src/db/database.ts', 'src/rest/errors.ts'],
    ['src/db/database.ts', 'src/graphql/builder.ts'],
    ['src/db/database.ts', 'src/events/workers.ts'],
  ])('keep src/db below the domain: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`db-is-below-the-domain: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/http/app.ts', 'src/services.ts'],
    ['src/events/workers.ts', 'src/server.ts'],
  ])('keep the wiring and the processes on top: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`wiring-and-processes-sit-on-top: ${edge[0]} → ${edge[1]}`);
  });

  it.each<Edge>([
    ['src/domain/auth/accounts.ts', 'src/domain/auth/secrets.ts'],
    ['src/domain/customers/create-account.ts', 'src/domain/auth/secrets.ts'],
    ['src/graphql/mutations/accounts.ts', 'src/domain/auth/secrets.ts'],
    ['src/http/websocket.ts', 'src/domain/auth/secrets.ts'],
    ['src/web/accounts.ts', 'src/domain/auth/secrets.ts', 'type-only'],
    ['src/cli/commands.ts', 'src/domain/auth/secrets.ts'],
  ])('let only the credential guard check a secret: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`only-the-guard-checks-secrets: ${edge[0]} → ${edge[1]}`);
  });

  it('let the credential guard check secrets, and every door reach them only through it', async () => {
    expect(
      await brokenFloors([
        ['src/domain/auth/credential-guard.ts', 'src/domain/auth/secrets.ts'],
        ['src/domain/auth/accounts.ts', 'src/domain/auth/credential-guard.ts'],
        ['src/http/app.ts', 'src/domain/auth/credential-guard.ts'],
      ]),
    ).toEqual([]);
  });

  it('let each subject of the domain import the subjects below it, its store/ included', async () => {
    expect(
      await brokenFloors([
        ['src/domain/ledger/invariants.ts', 'src/domain/ledger/postings.ts'],
        ['src/domain/lifecycle/funding.ts', 'src/domain/ledger/postings.ts'],
        ['src/domain/lifecycle/validate.ts', 'src/domain/payment-methods/catalog.ts'],
        ['src/domain/customers/create.ts', 'src/domain/disbursement-methods/record.ts'],
        ['src/domain/transactions/act.ts', 'src/domain/lifecycle/machine.ts'],
        ['src/domain/transactions/store/filters.ts', 'src/domain/transactions/filters.ts'],
        ['src/domain/partners/statistics.ts', 'src/domain/transactions/store/filters.ts'],
        ['src/domain/payments/methods.ts', 'src/domain/transactions/act.ts', 'type-only'],
        ['src/domain/audit/ledger.ts', 'src/domain/transactions/record.ts'],
        ['src/domain/api-keys.ts', 'src/domain/auth/api-keys.ts'],
        ['src/domain/auth/accounts.ts', 'src/domain/mail.ts'],
        ['src/domain/customers/read.ts', 'src/domain/services.ts', 'type-only'],
        ['src/domain/services.ts', 'src/domain/transactions/record.ts', 'type-only'],
      ]),
    ).toEqual([]);
  });

  it.each<Edge>([
    ['src/domain/ledger/audit.ts', 'src/domain/lifecycle/snapshot.ts', 'type-only'],
    ['src/domain/lifecycle/commands.ts', 'src/domain/payments/options.ts'],
    ['src/domain/disbursement-methods/record.ts', 'src/domain/customers/address.ts'],
    ['src/domain/transactions/store/filters.ts', 'src/domain/partners/filters.ts'],
    ['src/domain/transactions/sandbox-clock.ts', 'src/domain/jobs/run-jobs.ts'],
    ['src/domain/shared/money.ts', 'src/domain/fees/fee-table.ts'],
    ['src/domain/mail.ts', 'src/domain/auth/accounts.ts'],
    ['src/domain/customers/create.ts', 'src/domain/api-keys.ts'],
  ])('keep each subject of the domain off the subjects above it: %s may not import %s', async (...edge) => {
    expect(await brokenFloors([edge])).toContain(`subject-floors: ${edge[0]} → ${edge[1]}`);
  });

  it('refuse a cycle between two subjects, even when no file imports itself back', async () => {
    expect(
      await brokenFloors([
        ['src/domain/lifecycle/work.ts', 'src/domain/ledger/accounts.ts'],
        ['src/domain/ledger/liveness.ts', 'src/domain/lifecycle/machine.ts'],
      ]),
    ).toEqual(['subject-floors: src/domain/ledger/liveness.ts → src/domain/lifecycle/machine.ts']);
  });

  it('refuse a domain folder that has no place among the subjects, importing or imported', async () => {
    expect(
      await brokenFloors([
        ['src/domain/refunds/issue.ts', 'src/domain/shared/money.ts'],
        ['src/domain/transactions/act.ts', 'src/domain/refunds/issue.ts'],
      ]),
    ).toEqual([
      'every-subject-has-a-floor: src/domain/refunds/issue.ts → src/domain/shared/money.ts',
      'every-subject-has-a-floor: src/domain/transactions/act.ts → src/domain/refunds/issue.ts',
    ]);
  });

  it('let src/domain/services.ts name the types of subjects, never import their code', async () => {
    expect(await brokenFloors([['src/domain/services.ts', 'src/domain/fees/fee-table.ts']])).toEqual([
      'domain-services-name-types-only: src/domain/services.ts → src/domain/fees/fee-table.ts',
    ]);
  });

  it('refuse an import cycle, however long and even through type-only imports', async () => {
    const violations = await brokenFloors([
      ['src/rest/router.ts', 'src/rest/routes/transactions.ts'],
      ['src/rest/routes/transactions.ts', 'src/rest/params.ts', 'type-only'],
      ['src/rest/params.ts', 'src/rest/router.ts'],
    ]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^no-import-cycles: src\/rest\//);
  });
});

describe('the code rules', () => {
  it('hold in the tests too', async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText('export const body: any = {};\n', { filePath: join(root, 'test/lint/example.test.ts') });
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['@typescript-eslint/no-explicit-any']);
  });
});
