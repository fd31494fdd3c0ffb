/**
 * Idempotency keys: a write sent again with the same key answers the first result without
 * doing anything again. The scheme is "reserve first, apply in the write's transaction":
 *
 * 1. `reserveIdempotencyKey` inserts the record (caller, key, request fingerprint) holding a
 *    lock token, before the write runs; a second request with the key finds it and answers a
 *    replay, 409 (still running) or 422 (another request).
 * 2. Every database transaction of the write runs through `writeTransaction`, which marks the
 *    record applied in that same transaction (only while this request still holds it): the
 *    change and the record commit together, or neither does.
 * 3. `completeIdempotencyKey` stores the response; `releaseIdempotencyKey` forgets a request
 *    that changed nothing and failed unexpectedly, so it may be sent again.
 */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../db/generated/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { InvalidStateError } from '../shared/errors.js';
import type { IdempotencyScope, Services } from '../services.js';
import { keyLostAbort, markAppliedSql, runOneStatementWrite, StatementAbortError, type OneStatementWrite } from './store/statements.js';

export type { IdempotencyScope } from '../services.js';
export type { OneStatementWrite } from './store/statements.js';

type Tx = Prisma.TransactionClient;

/** How long a key is remembered. */
const idempotencyRetentionMs = 24 * 60 * 60 * 1000;
/**
 * How long a request holds its key while running. A holder that died (process crash) before
 * its write committed frees the key when this runs out; one still running then loses it and
 * its write rolls back (IdempotencyKeyLostError), so a request never applies twice.
 */
export const idempotencyLeaseMs = 60_000;

/** The request a key was first used for: a reuse must match all of it. */
export interface IdempotentRequest {
  customerId: number;
  key: string;
  method: string;
  path: string;
  /** SHA-256 (hex) of the request's fingerprint. */
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type Reservation =
  | { kind: 'execute'; scope: IdempotencyScope }
  | { kind: 'replay'; response: StoredResponse }
  /** Another request is running with this key. */
  | { kind: 'in_progress' }
  /** The key was used for another request (method, path or body differ). */
  | { kind: 'mismatch' }
  /** The request was applied but its response was not recorded (the process stopped in between). */
  | { kind: 'unrecorded' };

export async function reserveIdempotencyKey(services: Services, request: IdempotentRequest): Promise<Reservation> {
  const { prisma } = services;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = services.clock.now();
    const existing = await prisma.idempotencyRecord.findUnique({ where: { customerId_key: { customerId: request.customerId, key: request.key } } });
    if (!existing) {
      const lockToken = randomUUID();
      try {
        const created = await prisma.idempotencyRecord.create({
          data: { ...request, lockToken, lockedUntil: new Date(now.getTime() + idempotencyLeaseMs), createdAt: now },
          select: { id: true },
        });
        return { kind: 'execute', scope: { recordId: created.id, lockToken, applied: false } };
      } catch (error) {
        if (isUniqueViolation(error)) continue; // another request reserved it first: look again
        throw error;
      }
    }
    if (existing.createdAt.getTime() <= now.getTime() - idempotencyRetentionMs) {
      // Expired: forgotten on lookup (the workers also sweep expired records).
      await prisma.idempotencyRecord.deleteMany({ where: { id: existing.id, createdAt: existing.createdAt } });
      continue;
    }
    if (existing.method !== request.method || existing.path !== request.path || existing.requestHash !== request.requestHash) return { kind: 'mismatch' };
    if (existing.responseStatus !== null) {
      return {
        kind: 'replay',
        response: { status: existing.responseStatus, body: existing.responseBody ?? '', headers: (existing.responseHeaders ?? {}) as Record<string, string> },
      };
    }
    const lockExpired = existing.lockedUntil === null || existing.lockedUntil.getTime() <= now.getTime();
    if (!lockExpired) return { kind: 'in_progress' };
    if (existing.appliedAt !== null) return { kind: 'unrecorded' };
    // The holder stopped before its write committed: take the key over and run the request.
    const lockToken = randomUUID();
    const taken = await prisma.idempotencyRecord.updateMany({
      where: { id: existing.id, lockToken: existing.lockToken, appliedAt: null, responseStatus: null },
      data: { lockToken, lockedUntil: new Date(now.getTime() + idempotencyLeaseMs) },
    });
    if (taken.count === 1) return { kind: 'execute', scope: { recordId: existing.id, lockToken, applied: false } };
  }
  return { kind: 'in_progress' };
}

/** The request lost its key (its lease ran out and another request took it over): its write is undone. */
class IdempotencyKeyLostError extends InvalidStateError {
  constructor() {
    super('This request took too long and its Idempotency-Key was taken over by a retry; nothing was changed');
  }
}

/**
 * What a write may do with its idempotency mark: leave it to `writeTransaction` (a statement of
 * its own at the end), or take it into one of its own statements (one round trip fewer).
 */
export interface WriteScope {
  /**
   * Takes over marking the key: answers the body of a CTE, `"applied" AS (…)`, that marks the
   * record applied and answers one row while this request still holds its key (no row when it
   * lost it). Without a key it answers one row and changes nothing. The write must put it in one
   * of its statements and pass the rows it marked to `confirmApplied`.
   */
  takeMark(): Prisma.Sql;
  /** The rows the taken mark answered (1, or 0 when the key was lost: the write is rolled back). */
  confirmApplied(rows: number): void;
}

/**
 * Runs one database transaction of a write. Under an idempotency key, the record is marked
 * applied inside the same transaction, so the change and the record commit together: by a
 * statement of its own after the write, or inside one of the write's statements when it takes
 * the mark (WriteScope). Every write of the domain that a request can cause goes through here
 * (or through `writeStatement`).
 */
export async function writeTransaction<T>(services: Services, write: (tx: Tx, scope: WriteScope) => Promise<T>): Promise<T> {
  const scope = services.idempotency;
  const result = await services.prisma.$transaction(async (tx) => {
    const state: { mark: 'own' | 'taken' | 'confirmed' } = { mark: 'own' };
    const writeScope: WriteScope = {
      takeMark: () => {
        if (state.mark !== 'own') throw new Error('the idempotency mark was taken twice');
        state.mark = 'taken';
        return markAppliedSql(services.idempotency, services.clock.now());
      },
      confirmApplied: (rows) => {
        if (state.mark !== 'taken') throw new Error('the idempotency mark was confirmed without being taken');
        if (rows !== 1) throw new IdempotencyKeyLostError();
        state.mark = 'confirmed';
      },
    };
    const value = await write(tx, writeScope);
    if (state.mark === 'taken') throw new Error('the idempotency mark was taken but not confirmed');
    if (scope && state.mark === 'own') {
      const marked = await tx.idempotencyRecord.updateMany({
        where: { id: scope.recordId, lockToken: scope.lockToken },
        data: { appliedAt: services.clock.now() },
      });
      if (marked.count !== 1) throw new IdempotencyKeyLostError();
    }
    return value;
  });
  if (scope) scope.applied = true;
  return result;
}

/**
 * A write made of ONE statement with no interactive transaction around it: PostgreSQL runs a
 * statement atomically (all of its CTEs or none), so it costs one round trip, no BEGIN and no
 * COMMIT; it is sent through `Database.write` (the driver itself on PostgreSQL, not Prisma's
 * `$queryRaw`, which costs more client CPU). `root` is the first CTE, named `"root"`, the write that decides whether anything is
 * written (an INSERT, or an UPDATE whose WHERE is the write's condition); every CTE of `ctes`
 * must write only when `"root"` wrote a row (`… FROM "root"`, `… AND EXISTS (SELECT 1 FROM
 * "root")`). Under an idempotency key the record is marked applied by a CTE written the same
 * way, and the statement fails, writing nothing, if the root wrote but the mark found the key
 * taken over (IdempotencyKeyLostError). `aborts` are more conditions (SQL booleans, evaluated
 * after the writes) under which the statement must fail and write nothing.
 *
 * Answers the statement's one row: `written` is 1 when the root wrote (everything was
 * written), 0 when its condition did not hold (nothing was).
 */
export async function writeStatement<Row>(services: Services, write: OneStatementWrite): Promise<Row & { written: number }> {
  const scope = services.idempotency;
  let row: Row & { written: number };
  try {
    row = await runOneStatementWrite<Row>(services.db, scope, services.clock.now(), write);
  } catch (error) {
    if (error instanceof StatementAbortError && error.reason === keyLostAbort) throw new IdempotencyKeyLostError();
    throw error;
  }
  if (scope && row.written > 0) scope.applied = true;
  return row;
}

/** Stores the response of the request holding the key: later requests with the key replay it. */
export async function completeIdempotencyKey(services: Services, scope: IdempotencyScope, response: StoredResponse): Promise<void> {
  await services.prisma.idempotencyRecord.updateMany({
    where: { id: scope.recordId, lockToken: scope.lockToken },
    data: { responseStatus: response.status, responseBody: response.body, responseHeaders: response.headers, lockToken: null, lockedUntil: null },
  });
}

/** Forgets a key whose request changed nothing, so the same request may be sent again. */
export async function releaseIdempotencyKey(services: Services, scope: IdempotencyScope): Promise<void> {
  await services.prisma.idempotencyRecord.deleteMany({ where: { id: scope.recordId, lockToken: scope.lockToken, appliedAt: null } });
}

/** Deletes records older than the retention period; returns how many. */
export async function sweepIdempotencyRecords(services: Services): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - idempotencyRetentionMs);
  const { count } = await services.prisma.idempotencyRecord.deleteMany({ where: { createdAt: { lte: cutoff } } });
  return count;
}
