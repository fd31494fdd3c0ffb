import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

describe('test/graphql/generated', () => {
  it('matches the operations in the tests (run `npm run codegen` after changing one)', async () => {
    const outputs = (await generate({ ...config, silent: true, cwd: resolve(import.meta.dirname, '../..') }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(await readFile(resolve(import.meta.dirname, '../..', output.filename), 'utf8'), output.filename).toBe(output.content);
    }
  }, 60_000);
});
