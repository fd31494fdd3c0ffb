// `npm run schema:print`: writes schema.graphql from the Pothos schema. A test fails when the
// committed file differs from what this prints.
import { writeFile } from 'node:fs/promises';
import { schemaSdl, schemaFile } from '../src/graphql/print.js';

await writeFile(schemaFile, schemaSdl());
console.log(`wrote ${schemaFile}`);
