/**
 * The idempotency records' SQL (docs/architecture.md "Stores"): the mark that a request's key
 * was applied, and the one-statement write that carries it. The rules (who holds a key, what a
 * lost key means) stay in ../records.ts; here is only how they are written in SQL.
 */
import { Prisma } from '../../../db/generated/client.js';
import type { Database } from '../../../db/database.js';
import type { IdempotencyScope } from '../../services.js';

/**
 * The body of a CTE that marks the record applied and answers one row while the request still
 * holds its key (no row when it lost it); one row and no change without a key.
 */
export function markAppliedSql(scope: IdempotencyScope | undefined, now: Date): Prisma.Sql {
  if (!scope) return Prisma.sql`SELECT 1 AS "id"`;
  return Prisma.sql`UPDATE "IdempotencyRecord" SET "appliedAt" = ${now}::timestamp(3)
    WHERE "id" = ${scope.recordId}::int AND "lockToken" = ${scope.lockToken}::text RETURNING "id"`;
}

/**
 * A write made of ONE statement (see `writeStatement` in ../records.ts). `root` is the first
 * CTE, named `"root"`; every CTE of `ctes` writes only when `"root"` wrote a row.
 */
export interface OneStatementWrite {
  root: Prisma.Sql;
  ctes: Prisma.Sql[];
  /** More columns of the answer, after `"written"` (SQL over the CTEs). */
  columns?: Prisma.Sql;
  aborts?: { when: Prisma.Sql; message: string }[];
}

/** One of a one-statement write's `aborts` held: the statement failed and wrote nothing. */
export class StatementAbortError extends Error {
  constructor(readonly reason: string) {
    super(`a one-statement write was refused: ${reason}`);
  }
}

/** The abort that `runOneStatementWrite` adds under a key: the root wrote but the mark found the key taken over. */
export const keyLostAbort = 'idempotency key lost';

const abortMarker = 'heldfunds statement abort: ';

/**
 * Runs `write` as one statement through `Database.write` (the driver itself on PostgreSQL), with
 * the `"applied"` mark of `scope` after the root when there is a key. Answers its one row;
 * throws StatementAbortError when an abort held.
 */
export async function runOneStatementWrite<Row>(
  db: Pick<Database, 'write'>,
  scope: IdempotencyScope | undefined,
  now: Date,
  write: OneStatementWrite,
): Promise<Row & { written: number }> {
  const ctes = [Prisma.sql`"root" AS (${write.root})`];
  const aborts = [...(write.aborts ?? [])];
  if (scope) {
    ctes.push(Prisma.sql`"applied" AS (UPDATE "IdempotencyRecord" SET "appliedAt" = ${now}::timestamp(3)
      WHERE "id" = ${scope.recordId}::int AND "lockToken" = ${scope.lockToken}::text AND EXISTS (SELECT 1 FROM "root") RETURNING 1)`);
    aborts.unshift({ when: Prisma.sql`(SELECT count(*) FROM "root") > 0 AND NOT EXISTS (SELECT 1 FROM "applied")`, message: keyLostAbort });
  }
  ctes.push(...write.ctes);
  // A statement fails, all of it, when a value cannot be cast: the abort's message, cast to an
  // integer, is such a value (computed from the CTEs, so it is never folded at planning).
  const checks = aborts.map((abort) => Prisma.sql`(CASE WHEN ${abort.when} THEN ${abortMarker + abort.message}::text ELSE '0' END)::int`);
  try {
    const rows = await db.write<Row & { written: number }>(
      Prisma.sql`WITH ${Prisma.join(ctes, ', ')}
      SELECT (SELECT count(*) FROM "root")::int AS "written"${write.columns ? Prisma.sql`, ${write.columns}` : Prisma.empty}
      ${checks.length > 0 ? Prisma.sql`, ${Prisma.join(checks, ' + ')} AS "checked"` : Prisma.empty}`,
      { prepared: true },
    );
    return rows[0]!;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const at = message.indexOf(abortMarker);
    if (at !== -1) throw new StatementAbortError(message.slice(at + abortMarker.length).split('"')[0]!);
    throw error;
  }
}
