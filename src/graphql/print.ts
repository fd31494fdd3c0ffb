import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

export const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function schemaSdl(): string {
  return `${printSchema(schema)}\n`;
}
