import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaFile, schemaSdl } from '../../src/graphql/print.js';

describe('schema.graphql', () => {
  it('matches the Pothos schema (run `npm run schema:print` after changing the schema)', async () => {
    expect(await readFile(schemaFile, 'utf8')).toBe(schemaSdl());
  });
});
