import type { CodegenConfig } from '@graphql-codegen/cli';

// Types the client's GraphQL operations (src/operations.ts) from the repository's schema.graphql.
// `npm run generate -w @heldfunds/client` regenerates src/generated/graphql; a test fails when it is stale.
// Paths are relative to this package's folder (the script and the drift test run from it).
const config: CodegenConfig = {
  schema: '../../schema.graphql',
  documents: ['src/operations.ts'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'src/generated/graphql/': {
      preset: 'client',
      // Documents as typed strings: the client needs no graphql-js at run time.
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', ID: 'string', Money: 'string', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
