import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../clients/typescript/codegen.ts';
import { restTypes, restTypesPath } from '../../../clients/typescript/scripts/generate-rest.ts';

const packageFolder = resolve(import.meta.dirname, '../../../clients/typescript');

describe('clients/typescript/src/generated (run `npm run generate -w @heldfunds/client` after changing openapi.json or schema.graphql)', () => {
  it('rest.ts matches openapi.json', async () => {
    expect(await readFile(restTypesPath, 'utf8')).toBe(await restTypes());
  }, 60_000);

  it('graphql/ matches schema.graphql and src/operations.ts', async () => {
    const outputs = (await generate({ ...config, silent: true, cwd: packageFolder }, false)) as { filename: string; content: string }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(await readFile(resolve(packageFolder, output.filename), 'utf8'), output.filename).toBe(output.content);
    }
  }, 60_000);
});
