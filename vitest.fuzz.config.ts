import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/** `npm run fuzz`: the seeded hostile-request tests (test/fuzz/*.fuzz.ts), kept out of `npm test` for their length. */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['test/fuzz/**/*.fuzz.ts'],
      testTimeout: 600_000,
    },
  }),
);
