import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run fuzz`: the seeded hostile-request tests (test/fuzz/*.fuzz.ts) alone, kept out of
 * `npm test` for their length. (mergeConfig would append to the base's `include`, running the
 * whole suite again.)
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['test/fuzz/**/*.fuzz.ts'], testTimeout: 600_000 },
});
