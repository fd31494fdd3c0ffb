// Generates src/generated/rest.ts (the REST contract's types) from the repository's openapi.json.
// `npm run generate -w @heldfunds/client` writes it; test/clients/typescript/generated.test.ts fails when it drifts.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const openapiPath = fileURLToPath(new URL('../../../openapi.json', import.meta.url));
export const restTypesPath = fileURLToPath(new URL('../src/generated/rest.ts', import.meta.url));

const header = '// Generated from openapi.json by clients/typescript/scripts/generate-rest.ts: do not edit.\n\n';

/** The text of src/generated/rest.ts for the current openapi.json. */
export async function restTypes(): Promise<string> {
  const document = JSON.parse(await readFile(openapiPath, 'utf8')) as Parameters<typeof openapiTS>[0];
  const nodes = await openapiTS(document, { alphabetize: false, exportType: false });
  return header + astToString(nodes);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(restTypesPath, await restTypes());
}
