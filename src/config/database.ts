import { resolve } from 'node:path';
import { fields, integer, text, url, type Values } from './read.js';

/** Where the data lives: PostgreSQL, or embedded PGlite in DATA_DIR. */
export const databaseSettings = {
  /** PostgreSQL connection string; unset means embedded PGlite in DATA_DIR. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: text()
    .default('./data')
    .transform((dir) => resolve(dir)),
  DB_POOL_SIZE: integer(1, 1000).default(10),
  /** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before its 503. */
  DB_CONNECT_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  /** The longest a PostgreSQL statement may run before the server cancels it (a 503); 0: no limit. */
  DB_STATEMENT_TIMEOUT_MS: integer(0, 3_600_000).default(30_000),
};

export function databaseConfig(values: Values<typeof databaseSettings>) {
  return fields(databaseSettings, values);
}
