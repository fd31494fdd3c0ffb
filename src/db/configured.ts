import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import { redact, StartupError, type Config } from '../config.js';
import type { Logger } from '../log.js';
import { openDatabase, type Database } from './database.js';

/**
 * Opens the database named by the configuration (PostgreSQL when DATABASE_URL is set, else
 * PGlite in DATA_DIR, locked against a second process) and applies pending migrations.
 */
export async function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl) {
    log.info({ database: redact(config.databaseUrl) }, 'opening PostgreSQL');
    return openDatabase({
      url: config.databaseUrl,
      poolSize: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      log,
    });
  }
  await mkdir(config.dataDir, { recursive: true });
  // PGlite is single-process: a second process on the same folder would corrupt it.
  const release = await lockfile.lock(config.dataDir, { lockfilePath: `${config.dataDir}.lock`, stale: 30_000 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ELOCKED') throw new StartupError(`the data folder ${config.dataDir} is in use by another heldfunds process`);
    throw new StartupError(`the data folder ${config.dataDir} cannot be locked (${error.message})`);
  });
  log.info({ dataDir: config.dataDir }, 'opening embedded PGlite');
  try {
    const db = await openDatabase({ dataDir: config.dataDir, log });
    return {
      ...db,
      close: async () => {
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
