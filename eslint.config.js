// The code rules: typescript-eslint's recommended set everywhere, and its type-aware set on the
// service's own code (floating or misused promises, `any` leaking out of untyped libraries).
// The floors between folders (docs/architecture.md) are .dependency-cruiser.cjs's job: it
// sees type-only imports and cycles too.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Tests stay on the rules that need no type information: they read JSON bodies as `any` on
// purpose, and type-aware linting of them would double the run.
const typeChecked = ['src/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'];

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'src/db/generated/', 'test/graphql/generated/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore says "unused on purpose" (a callback's position, a destructured rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: typeChecked })),
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
);
