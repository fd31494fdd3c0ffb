import type { Config } from '../config.js';
import type { Database, PrismaClient } from '../db/database.js';
import type { Logger } from '../log.js';
import { defaultFeeTable, type FeeTable } from './fees/fee-table.js';
import { DatabaseMailer, type Mailer } from './mail.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the domain core needs from the outside world, passed explicitly. */
export interface Services {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  feeTable: FeeTable;
}

export function createServices(
  config: Config,
  db: Database,
  log: Logger,
  clock: Clock = systemClock,
  feeTable: FeeTable = defaultFeeTable,
): Services {
  return { config, db, prisma: db.prisma, log, clock, mailer: new DatabaseMailer(log), feeTable };
}
