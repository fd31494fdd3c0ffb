// The code rules: typescript-eslint's recommended set. The floors between folders
// (docs/architecture.md) are .dependency-cruiser.cjs's job: it sees type-only imports and cycles.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import heldfunds from './eslint/sql-only-in-stores.js';

// The type-aware rules (floating or misused promises, `any` leaking out of untyped libraries)
// type-check the project a second time, several times the CPU of the rest (docs/decisions.md
// "Figures out of code comments"), so they run on demand (`npm run lint:types`), on the
// service's code only.
const typeAware = process.env.LINT_TYPES === '1';
const typeChecked = ['src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'clients/*/src/**/*.ts', 'clients/*/scripts/**/*.ts'];

export default defineConfig(
  globalIgnores(['data/', 'src/db/generated/', 'test/graphql/generated/', 'src/web/generated/', 'clients/typescript/src/generated/', 'clients/*/dist/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore says "unused on purpose" (a callback's position, a destructured rest).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Idempotency keys (docs/security.md): every write a request can cause runs through
    // writeTransaction, which marks the request's key in the same database transaction.
    files: ['src/domain/**/*.ts', 'src/rest/**/*.ts', 'src/graphql/**/*.ts'],
    // The background workers' own bookkeeping (jobs, report building, event retention) is no request's write.
    ignores: ['src/domain/idempotency/records.ts', 'src/domain/jobs/run-jobs.ts', 'src/domain/partners/reports/build.ts', 'src/domain/events/retention.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='$transaction']",
          message: 'Run writes through writeTransaction (src/domain/idempotency/records.ts): it records the idempotency key in the same transaction.',
        },
        {
          selector:
            "CallExpression[callee.object.object.property.name='prisma'][callee.property.name=/^(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)$/]",
          message: 'Run writes through writeTransaction (src/domain/idempotency/records.ts): it records the idempotency key in the same transaction.',
        },
      ],
    },
  },
  {
    // The store rule (docs/architecture.md "Stores"): raw SQL (Prisma's SQL builders, the raw
    // methods of a client, Database.read/write, the drivers) only in a store/ folder or src/db/.
    // scripts/, bench/ and test/ are out of its scope: they measure and check the database.
    files: ['src/**/*.ts'],
    ignores: ['src/db/**', 'src/**/store/**'],
    plugins: { heldfunds },
    rules: { 'heldfunds/sql-only-in-stores': 'error' },
  },
  typeAware ? typeAwareRules() : [],
);

function typeAwareRules() {
  return [
    tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: typeChecked })),
    {
      files: typeChecked,
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
      rules: {
        // An async method that awaits nothing is how this code implements a Promise-returning
        // interface (close(), a resolver); no-floating-promises and no-misused-promises catch
        // the real mistakes.
        '@typescript-eslint/require-await': 'off',
      },
    },
  ];
}
