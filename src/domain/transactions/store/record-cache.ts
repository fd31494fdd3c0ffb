/**
 * Reads of whole transactions outside any database transaction, answered from decoded records
 * kept per Database and validated by the database on every read, never by time: each read sends
 * the stamp of the record it holds, and the statement builds and sends the transaction's JSON
 * only when the stamp it computes differs. An unchanged transaction then costs the database the
 * stamp (a walk of the same index entries, without building JSON) and the process no JSON to
 * parse or decode (docs/decisions.md "Reads of unchanged transactions").
 *
 * The stamp is the list of `xmin` (the id of the database transaction that wrote the row
 * version) of every row the record is built from: the transaction, its parties and their
 * customers, its items, their schedules, their fees and the fees' taxes. Why that is enough,
 * whoever writes: a row version the new read sees and the old one did not was written by a
 * database transaction that had not committed when the old one read, so its xmin is in no row
 * version of the old stamp; and if the new read sees no such version, it sees a strict subset
 * of the old rows, so its list is shorter. Either way the stamp differs: no writer can change a
 * record without changing its stamp (the writers known today are listed by
 * test/lint/record-writers.test.ts, which fails when another appears, so that it is tested too).
 * The one gap is the 32-bit xmin wrapping around after four billion write transactions onto the
 * very value it held, on a row of a record cached all that time, with no other row changed.
 *
 * Inside a database transaction (a decision under its lock) reads are always fresh: the cache
 * only holds what committed, and `Reader`s without `read` (transaction clients) never touch it.
 */
import type { Database } from '../../../db/database.js';
import { Prisma } from '../../../db/generated/client.js';
import { deepFreeze } from '../../shared/freeze.js';
import type { TransactionRecord } from '../record.js';
import { decodeTransaction, loadTransaction, loadTransactions, loadTransactionsOf, transactionJson, type LoadOrder, type Reader } from './load.js';

/** How many decoded transactions one Database keeps (least recently read first out). */
export const recordCacheLimit = 2_000;
/** How many listing statements' last ids one Database keeps. */
const listingMemoLimit = 500;

/** The stamp of a transaction row `t` (see above): its rows' xmins, one list in a fixed order. */
export const stampSql = Prisma.raw(`concat_ws(' ', t."xmin"::text,
  (SELECT string_agg(p."xmin"::text || ' ' || c."xmin"::text, ' ' ORDER BY p."id")
    FROM "Party" p JOIN "Customer" c ON c."id" = p."customerId" WHERE p."transactionId" = t."id"),
  (SELECT string_agg(concat_ws(' ', i."xmin"::text,
      (SELECT string_agg(s."xmin"::text, ' ' ORDER BY s."id") FROM "Schedule" s WHERE s."itemId" = i."id"),
      (SELECT string_agg(concat_ws(' ', f."xmin"::text,
          (SELECT string_agg(x."xmin"::text, ' ' ORDER BY x."id") FROM "FeeTax" x WHERE x."feeId" = f."id")), ' ' ORDER BY f."id")
        FROM "Fee" f WHERE f."itemId" = i."id")), ' ' ORDER BY i."id")
    FROM "Item" i WHERE i."transactionId" = t."id"))`);

interface CachedRecord {
  stamp: string;
  /** Deeply frozen: every reader of this Database shares it. */
  record: TransactionRecord;
}

/** A bounded map in least-recently-used order (a Map iterates in insertion order). */
class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

export interface RecordCache {
  records: Lru<number, CachedRecord>;
  /** A listing statement (text and values) → the ids it answered last: whose stamps the next run sends. */
  listings: Lru<string, readonly number[]>;
}

const caches = new WeakMap<object, RecordCache>();

/** The cache of this Database (made on first use; harnesses and instances never share one). */
export function recordCacheOf(db: object): RecordCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { records: new Lru(recordCacheLimit), listings: new Lru(listingMemoLimit) };
    caches.set(db, cache);
  }
  return cache;
}

type OutsideTransaction = Pick<Database, 'read'>;

/** Outside a database transaction (`Database.read`, prepared statements on both databases): where a read goes through the cache. */
function outsideTransaction(db: Reader): db is OutsideTransaction {
  return 'read' in db;
}

export type StampedRead = { found: false } | { found: true; unchanged: true } | { found: true; unchanged: false; record: TransactionRecord; stamp: string };

/**
 * The transaction of this id unless its stamp is still `stamp`: ONE prepared statement, which
 * computes the stamp and, only when it differs, the JSON of the transaction, both from the same
 * snapshot (a write committed meanwhile is in both or in neither).
 */
export async function loadTransactionUnless(db: OutsideTransaction, id: number, stamp: string | null): Promise<StampedRead> {
  const rows = await db.read<{ stamp: string; record: unknown }>(
    Prisma.sql`SELECT s."stamp", CASE WHEN s."stamp" IS DISTINCT FROM ${stamp}::text THEN ${transactionJson} END AS record
      FROM "Transaction" t CROSS JOIN LATERAL (SELECT ${stampSql} AS "stamp" OFFSET 0) s WHERE t."id" = ${id}::int`,
    { prepared: true },
  );
  const row = rows[0];
  if (!row) return { found: false };
  if (row.record === null) return { found: true, unchanged: true };
  return { found: true, unchanged: false, record: deepFreeze(decodeTransaction(row.record)), stamp: row.stamp };
}

/** `store.load`: the transaction of this id, or null; from the cache when the database says it is unchanged. */
export async function readTransaction(db: Reader, id: number): Promise<TransactionRecord | null> {
  if (!outsideTransaction(db)) return loadTransaction(db, id);
  const { records } = recordCacheOf(db);
  const held = records.get(id);
  const read = await loadTransactionUnless(db, id, held?.stamp ?? null);
  if (!read.found) {
    records.delete(id);
    return null;
  }
  if (read.unchanged) return held!.record;
  records.set(id, { stamp: read.stamp, record: read.record });
  return read.record;
}

/**
 * The transactions `idsSql` selects, in id order, each built only when its stamp differs from
 * the one sent for it (`known`: the records this read holds, whatever the cache does meanwhile).
 */
async function readStamped(db: OutsideTransaction, idsSql: Prisma.Sql, order: LoadOrder, known: Map<number, CachedRecord>): Promise<TransactionRecord[]> {
  const knownIds = [...known.keys()];
  const knownStamps = knownIds.map((id) => known.get(id)!.stamp);
  const rows = await db.read<{ id: number; stamp: string; record: unknown }>(
    Prisma.sql`SELECT t."id", s."stamp", CASE WHEN s."stamp" IS DISTINCT FROM k."stamp" THEN ${transactionJson} END AS record
      FROM "Transaction" t
      LEFT JOIN unnest(${knownIds}::int[], ${knownStamps}::text[]) AS k("id", "stamp") ON k."id" = t."id"
      CROSS JOIN LATERAL (SELECT ${stampSql} AS "stamp" OFFSET 0) s
      WHERE t."id" IN (${idsSql}) ORDER BY t."id" ${order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`}`,
    { prepared: true },
  );
  const { records } = recordCacheOf(db);
  return rows.map((row) => {
    if (row.record === null) return known.get(row.id)!.record;
    const record = deepFreeze(decodeTransaction(row.record));
    records.set(row.id, { stamp: row.stamp, record });
    return record;
  });
}

function heldRecords(cache: RecordCache, ids: Iterable<number>): Map<number, CachedRecord> {
  const known = new Map<number, CachedRecord>();
  for (const id of ids) {
    const held = cache.records.get(id);
    if (held) known.set(id, held);
  }
  return known;
}

/** `store.loadMany`: the transactions of these ids, in id order; no statement for none. */
export async function readTransactions(db: Reader, ids: readonly number[], order: LoadOrder): Promise<TransactionRecord[]> {
  if (ids.length === 0) return [];
  if (!outsideTransaction(db)) return loadTransactions(db, ids, order);
  return readStamped(db, Prisma.sql`SELECT unnest(${[...ids]}::int[]) AS "id"`, order, heldRecords(recordCacheOf(db), ids));
}

function listingKey(sql: Prisma.Sql): string {
  return `${sql.text}\u0000${JSON.stringify(sql.values, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;
}

/**
 * A listing whose one plan fits every value (`prepared`, as loadTransactionsOf): the stamps sent
 * are those of the ids the same statement answered last time; otherwise read fresh.
 */
export async function readTransactionsOf(db: Reader, idsSql: Prisma.Sql, order: LoadOrder, prepared: boolean): Promise<TransactionRecord[]> {
  if (!prepared || !outsideTransaction(db)) return loadTransactionsOf(db, idsSql, order, prepared);
  const cache = recordCacheOf(db);
  const key = listingKey(idsSql);
  const records = await readStamped(db, idsSql, order, heldRecords(cache, cache.listings.get(key) ?? []));
  cache.listings.set(
    key,
    records.map((record) => record.id),
  );
  return records;
}
