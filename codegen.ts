import type { CodegenConfig } from '@graphql-codegen/cli';

// Types the GraphQL operations the tests send (graphql(`...`) in test/**), from schema.graphql.
// `npm run codegen` regenerates test/graphql/generated; a test fails when it is stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/**/*.ts', '!test/graphql/generated/**'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'test/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
