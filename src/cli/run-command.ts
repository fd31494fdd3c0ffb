import type { Config } from '../config.js';
import type { Services } from '../domain/services.js';
import { createLogger } from '../log.js';
import { openConfiguredDatabase } from '../db/configured.js';
import { createServices } from '../services.js';
import type { OneShotCommandLine } from './command-line.js';
import { executeCommand } from './execute.js';

/** Runs a one-shot command on the configured database, closed again before this answers. */
export async function runCommand(config: Config, line: OneShotCommandLine): Promise<unknown> {
  const log = createLogger('warn');
  const db = await openConfiguredDatabase(config, log);
  const services: Services = createServices(config, db, log);
  try {
    return await executeCommand(services, db, line);
  } finally {
    await services.events.close();
    await db.close();
  }
}
