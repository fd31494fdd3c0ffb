import { PrismaClient, type Prisma } from './generated/client.js';
import { openAdapter, type DatabaseTarget, type QueryCounter, type StatementOptions } from './adapters.js';
import { applyMigrations } from './migrations.js';
import type { Logger } from '../log.js';

export { PrismaClient } from './generated/client.js';
export type * as Models from './generated/models.js';

export interface Database {
  kind: 'pglite' | 'postgresql';
  /** Migrations applied when this database was opened ([] when it was up to date). */
  appliedMigrations: string[];
  prisma: PrismaClient;
  queries: QueryCounter;
  /**
   * A read of raw SQL outside any transaction, for hot reads whose every row is one JSON value
   * (src/domain/transactions/store/load.ts). It goes straight through the driver: on PostgreSQL
   * on Prisma's pool, which costs about half the client CPU of `$queryRaw` (docs/decisions.md
   * "Performance"); on PGlite on its one session, after any transaction Prisma holds open
   * (`prepared` statements parsed once there too: docs/decisions.md "PGlite prepared statements").
   * Both answer the rows as the pg driver parses them (json as objects, int8 and numeric as text).
   */
  read<T>(sql: Prisma.Sql, options?: StatementOptions): Promise<T[]>;
  /**
   * A write made of ONE statement of raw SQL, outside any transaction (it commits by itself:
   * `writeStatement` in src/domain/idempotency/records.ts), the same way as `read`: straight
   * through the driver on PostgreSQL (less client CPU than `$queryRaw` for a lifecycle action's
   * write: docs/decisions.md "Figures out of code comments"), and on PGlite's session.
   */
  write<T>(sql: Prisma.Sql, options?: StatementOptions): Promise<T[]>;
  /** True when a trivial query succeeds (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions extends DatabaseTarget {
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Where the migration steps are logged (the first start spends seconds on them). */
  log?: Logger;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const adapter = await openAdapter(options);
  let appliedMigrations: string[] = [];
  try {
    if (options.migrate !== false) {
      const started = performance.now();
      options.log?.info('checking database migrations');
      appliedMigrations = await applyMigrations(adapter.migrationFactory, (migration) => options.log?.info({ migration }, 'applying migration'));
      options.log?.info({ applied: appliedMigrations, durationMs: Math.round(performance.now() - started) }, 'database migrated');
    }
  } catch (error) {
    await adapter.close();
    throw error;
  }
  // Interactive transactions (act(), creation) wait for the row lock of a busy transaction and
  // for a pool connection under load; Prisma's defaults (2 s wait, 5 s run) turned a slow
  // moment into a 500 (found by the soak: docs/soak.md). A lock wait is bounded by the other
  // command's own run, so these limits only catch a stuck connection.
  const prisma = new PrismaClient({ adapter: adapter.factory, transactionOptions: { maxWait: 30_000, timeout: 60_000 } });
  const direct = adapter.statement;
  const statement = async <T>(sql: Prisma.Sql, options?: StatementOptions) => (await direct(sql.text, sql.values, options)) as T[];
  return {
    kind: adapter.kind,
    appliedMigrations,
    prisma,
    queries: adapter.counter,
    read: statement,
    write: statement,
    async ping() {
      try {
        await prisma.$queryRawUnsafe('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await prisma.$disconnect();
      await adapter.close();
    },
  };
}
