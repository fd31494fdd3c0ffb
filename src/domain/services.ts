import type { Config } from '../config.js';
import type { Database, PrismaClient } from '../db/database.js';
import type { Logger } from '../log.js';
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
}

export function createServices(config: Config, db: Database, log: Logger, clock: Clock = systemClock): Services {
  return { config, db, prisma: db.prisma, log, clock, mailer: new DatabaseMailer(db.prisma, log) };
}
