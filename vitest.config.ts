import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql-js: the project's sources must get the same module instance (the
    // CommonJS build Node gives Pothos and yoga), or schema objects come "from another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/unhandled-rejections.ts'],
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Test files share their worker's modules: importing the app (GraphQL schema, Prisma,
    // PGlite) and warming up its code once per worker instead of once per file halves the
    // suite's CPU time. Files keep their state in their own harness, not in modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The property tests and real-server tests are CPU-heavy; two workers match CI's two cores.
    maxWorkers: 2,
  },
});
