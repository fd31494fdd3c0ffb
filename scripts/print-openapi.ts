// `npm run openapi:print`: writes openapi.json from the REST route table, as the service serves it
// at /2017-09-01/openapi.json. A test fails when the committed file differs from what this prints.
import { writeFile } from 'node:fs/promises';
import { openApiJson } from '../src/rest/index.js';

await writeFile('openapi.json', openApiJson());
console.log('wrote openapi.json');
