import type { Config } from '../config.js';
import type { Services } from '../domain/services.js';
import { createLogger } from '../log.js';
import { openConfiguredDatabase } from '../db/configured.js';
import { createServices } from '../services.js';
import type { CommandLine } from './command-line.js';
import { apiKeyCreate, customerCreate, migrated, partnerApprove, paymentRecord, paymentShow } from './commands.js';

/** Runs a one-shot command on the configured database, closed again before this answers. */
export async function runCommand(config: Config, line: Exclude<CommandLine, { command: 'serve' | 'worker' }>): Promise<unknown> {
  const log = createLogger('warn');
  const db = await openConfiguredDatabase(config, log);
  const services: Services = createServices(config, db, log);
  try {
    switch (line.command) {
      case 'migrate':
        return migrated(db);
      case 'customer create':
        return await customerCreate(services, line.options);
      case 'api-key create':
        return await apiKeyCreate(services, line.options);
      case 'partner approve':
        return await partnerApprove(services, line.options);
      case 'payment record':
        return await paymentRecord(services, line.options);
      case 'payment show':
        return await paymentShow(services, line.options.transactionId);
    }
  } finally {
    await services.events.close();
    await db.close();
  }
}
