import type { CodegenConfig } from '@graphql-codegen/cli';

// Types GraphQL operations from schema.graphql: those the tests send (graphql(`...`) in test/**)
// and those the web pages run (graphql(`...`) in src/web/), so a schema change that breaks a
// page fails tsc. `npm run codegen` regenerates both folders; a test fails when one is stale.
const shared = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string', ID: 'string' },
  },
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/graphql/generated/': { ...shared, documents: ['test/**/*.ts', '!test/graphql/generated/**'] },
    // In process a DateTime is a Date and Money a decimal string: the pages read both through wording.ts.
    'src/web/generated/': {
      ...shared,
      documents: ['src/web/**/*.ts', '!src/web/generated/**'],
      config: { ...shared.config, scalars: { DateTime: 'string | Date', ID: 'string', Money: 'string' } },
    },
  },
};

export default config;
