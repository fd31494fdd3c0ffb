/**
 * The hot reads of whole transactions (GET by id, the viewer's and the partner's listings) in
 * one SQL statement that returns each transaction as JSON, mapped here to the very
 * `TransactionRecord` Prisma's `include: transactionInclude` returns (same fields, same order
 * of parties, items, schedules, fees and taxes; dates as Date, money as bigint).
 *
 * Why not Prisma's relation-join read: profiled under load, most of a read's CPU went to the
 * client turning its own JSON back into typed objects field by field, and a listing page also
 * needed a second statement for its ids. Here the database builds the nested JSON (each row an
 * array of its fields' values, the names being written once below), the driver parses it once,
 * and the decoder names the values and converts only the dates and the bigints (sent as text,
 * so no amount loses precision). `test/domain/transactions/store/load.test.ts` holds the output equal
 * to Prisma's for every kind of transaction; a column added to one of these tables must be
 * added here too (the field lists are typed by the records, so neither compiles nor passes until it is).
 */
import type { Database } from '../../../db/database.js';
import { Prisma } from '../../../db/generated/client.js';
import { floatAccountKeyPrefix } from '../../ledger/accounts.js';
import type { TransactionRecord } from '../record.js';

/**
 * Where a read runs: the database outside any transaction (`Database.read`: straight through
 * the driver on PostgreSQL), or a Prisma client (inside a transaction, its transaction client).
 */
export type Reader = Pick<Database, 'read'> | Pick<Prisma.TransactionClient, '$queryRaw'>;

/** `prepared`: a statement of fixed text whose plan is the same for every value (StatementOptions). */
function query<T>(db: Reader, sql: Prisma.Sql, prepared = false): Promise<T[]> {
  return 'read' in db ? db.read<T>(sql, { prepared }) : db.$queryRaw<T[]>(sql);
}

/**
 * How one field of a record is read: `value` as the JSON carries it, `money` (bigint) sent as
 * decimal text so that no amount loses precision, `date` (or null) sent as text, stored in UTC
 * without zone (`2026-01-02T03:04:05.678`); a relation is the nested read of its rows.
 */
type FieldRead = 'value' | 'money' | 'date' | Relation;

interface Relation {
  /** The SQL of the relation's JSON value, on the parent's alias. */
  sql: Prisma.Sql;
  decode: (stored: unknown) => unknown;
}

/** Every field of a record type, in the order the database sends them. */
type Fields<T> = { [K in keyof T]-?: FieldRead };

/**
 * One row of `table` aliased `alias` as a JSON array of its fields' values, and the decoder
 * turning that array into the record: the field names are written once, here, not sent with
 * every row (a page of ten transactions was 26.5 kB of JSON with names, 9 kB without; the
 * database builds it in about two thirds of the time and the driver parses a third of it).
 */
function rowOf<T>(alias: string, fields: Fields<T>): { sql: Prisma.Sql; decode: (stored: unknown) => T } {
  const entries = Object.entries<FieldRead>(fields);
  const sql = Prisma.sql`json_build_array(${Prisma.join(
    entries.map(([name, read]) => (typeof read === 'object' ? read.sql : Prisma.raw(read === 'money' ? `${alias}."${name}"::text` : `${alias}."${name}"`))),
  )})`;
  const names = entries.map(([name]) => name);
  const reads = entries.map(([, read]) => read);
  const decode = (stored: unknown): T => {
    const values = stored as unknown[];
    const record: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) {
      const read = reads[i]!;
      const value = values[i];
      record[names[i]!] =
        read === 'value' ? value : read === 'money' ? BigInt(value as string) : read === 'date' ? dateOrNull(value as string | null) : read.decode(value);
    }
    return record as T;
  };
  return { sql, decode };
}

/** A timestamp as JSON text, `2026-01-02T03:04:05.678`: stored in UTC, without zone. */
function dateOrNull(text: string | null): Date | null {
  return text === null ? null : new Date(`${text}Z`);
}

/** The rows of a child table in order, as a JSON array of rows (`[]` for none). */
function childrenOf<T>(row: { sql: Prisma.Sql; decode: (stored: unknown) => T }, from: Prisma.Sql, order: Prisma.Sql): Relation {
  return {
    sql: Prisma.sql`(SELECT coalesce(json_agg(${row.sql} ORDER BY ${order}), '[]') ${from})`,
    decode: (stored) => (stored as unknown[]).map(row.decode),
  };
}

type PartyRecord = TransactionRecord['parties'][number];
type ItemRecord = TransactionRecord['items'][number];
type FeeRecord = ItemRecord['fees'][number];

/** The fields of a party's customer that `transactionInclude` selects (read by its own subquery: cheaper to plan than a join). */
const customerRow = rowOf<PartyRecord['customer']>('c', {
  id: 'value',
  email: 'value',
  firstName: 'value',
  lastName: 'value',
  displayName: 'value',
  addressCountry: 'value',
  personalVerificationStatus: 'value',
  companyVerificationStatus: 'value',
  companyName: 'value',
});

const partyRow = rowOf<PartyRecord>('p', {
  id: 'value',
  transactionId: 'value',
  customerId: 'value',
  role: 'value',
  agreed: 'value',
  agreedAt: 'date',
  initiator: 'value',
  verificationRequired: 'value',
  disbursementMethodId: 'value',
  customer: { sql: Prisma.sql`(SELECT ${customerRow.sql} FROM "Customer" c WHERE c."id" = p."customerId")`, decode: customerRow.decode },
});

const scheduleRow = rowOf<ItemRecord['schedules'][number]>('s', {
  id: 'value',
  itemId: 'value',
  position: 'value',
  amount: 'money',
  payerCustomerId: 'value',
  beneficiaryCustomerId: 'value',
  dueDate: 'date',
  secured: 'value',
  securedAt: 'date',
  disbursedToBeneficiary: 'value',
  disbursedAt: 'date',
  refunded: 'value',
});

const taxRow = rowOf<FeeRecord['taxes'][number]>('x', { id: 'value', feeId: 'value', type: 'value', amount: 'money' });

const feeRow = rowOf<FeeRecord>('f', {
  id: 'value',
  itemId: 'value',
  position: 'value',
  type: 'value',
  payerCustomerId: 'value',
  splitBasisPoints: 'value',
  amountWithoutTaxes: 'money',
  taxes: childrenOf(taxRow, Prisma.sql`FROM "FeeTax" x WHERE x."feeId" = f."id"`, Prisma.sql`x."id"`),
});

const itemRow = rowOf<ItemRecord>('i', {
  id: 'value',
  transactionId: 'value',
  position: 'value',
  title: 'value',
  description: 'value',
  type: 'value',
  category: 'value',
  quantity: 'value',
  inspectionPeriod: 'value',
  extraAttributes: 'value',
  accepted: 'value',
  acceptedReturned: 'value',
  canceled: 'value',
  inDispute: 'value',
  received: 'value',
  receivedReturned: 'value',
  rejected: 'value',
  rejectedReturned: 'value',
  shipped: 'value',
  shippedReturned: 'value',
  inspectionEndsAt: 'date',
  rejectionReason: 'value',
  returnRejectionReason: 'value',
  schedules: childrenOf(scheduleRow, Prisma.sql`FROM "Schedule" s WHERE s."itemId" = i."id"`, Prisma.sql`s."position"`),
  fees: childrenOf(feeRow, Prisma.sql`FROM "Fee" f WHERE f."itemId" = i."id"`, Prisma.sql`f."position"`),
});

/** One transaction row `t` with everything a view needs, as one JSON value. */
const transactionRow = rowOf<TransactionRecord>('t', {
  id: 'value',
  currency: 'value',
  description: 'value',
  reference: 'value',
  creatorId: 'value',
  auctionId: 'value',
  isDraft: 'value',
  isCancelled: 'value',
  cancellationReason: 'value',
  statusCode: 'value',
  totalAmount: 'money',
  privacy: 'value',
  selectedPaymentMethod: 'value',
  wireReference: 'value',
  paymentReturnUrl: 'value',
  clockOffsetSeconds: 'value',
  version: 'value',
  createdAt: 'date',
  closedAt: 'date',
  updatedAt: 'date',
  parties: childrenOf(partyRow, Prisma.sql`FROM "Party" p WHERE p."transactionId" = t."id"`, Prisma.sql`p."id"`),
  items: childrenOf(itemRow, Prisma.sql`FROM "Item" i WHERE i."transactionId" = t."id"`, Prisma.sql`i."position"`),
});

/** The JSON value of one transaction row aliased `t`, and its decoder (record-cache.ts reads it too). */
export const transactionJson = transactionRow.sql;
export const decodeTransaction = transactionRow.decode;

/**
 * The body of the database function `transaction_records(ids, built)` (migration
 * `transaction_records_function`): for each id of `ids`, in that order, the id and, for the first
 * `built` of them (all when null), the transaction as `transactionJson` builds it; null after
 * (a page's look-ahead only tells where the next page starts). Rows of ids no transaction has
 * are left out.
 *
 * Why a function: a listing whose ids a filter chooses is not prepared (its best plan follows
 * the values), and planning the whole-transaction read with it cost PostgreSQL as much again as
 * running it. PL/pgSQL keeps the plan of its one query per connection, so such a page is one
 * statement in which only the choice of ids is planned (the figures: docs/decisions.md
 * "Filtered listings built by a database function"). PGlite runs it too.
 *
 * The migrations must install this very text: `test/db/transaction-records-function.test.ts`
 * compares it with the database's, so a change of the fields above needs a new migration
 * printed by `npm run --silent sql:transaction-records`.
 */
export function transactionRecordsFunctionBody(): string {
  const query = Prisma.sql`SELECT k."id", CASE WHEN built IS NULL OR k."n" <= built THEN ${transactionJson} END
    FROM unnest(ids) WITH ORDINALITY AS k("id", "n") JOIN "Transaction" t ON t."id" = k."id" ORDER BY k."n"`;
  if (query.values.length > 0) throw new Error('transaction_records must not hold bound values');
  return `\nBEGIN\n  RETURN QUERY ${query.text};\nEND\n`;
}

/** The statement that installs (or replaces) `transaction_records` as defined here. */
export function transactionRecordsFunctionSql(): string {
  return [
    'CREATE OR REPLACE FUNCTION "transaction_records"(ids integer[], built integer)',
    `  RETURNS TABLE ("transactionId" integer, "record" json) LANGUAGE plpgsql STABLE AS $body$${transactionRecordsFunctionBody()}$body$;`,
  ].join('\n');
}

export type LoadOrder = 'asc' | 'desc';

/**
 * The accounts of these emails as a party's record holds them (a creation names its parties by
 * email), in no order; those with no account are left out. One statement, prepared: the emails
 * are one array value, each read by the unique index on the email.
 */
export async function loadPartyCustomers(db: Reader, emails: readonly string[]): Promise<PartyRecord['customer'][]> {
  const rows = await query<{ customer: unknown }>(
    db,
    Prisma.sql`SELECT ${customerRow.sql} AS customer FROM "Customer" c WHERE c."email" = ANY(${[...emails]}::text[])`,
    true,
  );
  return rows.map((row) => customerRow.decode(row.customer));
}

/** The transaction of this id, or null. One statement. */
export async function loadTransaction(db: Reader, id: number): Promise<TransactionRecord | null> {
  // Prepared: by primary key, then the children's unique indexes, whatever the id.
  const rows = await query<{ record: unknown }>(db, Prisma.sql`SELECT ${transactionJson} AS record FROM "Transaction" t WHERE t."id" = ${id}`, true);
  const row = rows[0];
  return row ? transactionRow.decode(row.record) : null;
}

/** The transaction and the balance of its float account (0 while it has none): what a decision reads. */
export type RecordForDecision = TransactionRecord & { floatBalance: bigint };

/**
 * The transaction with everything a decision reads and its float account's balance, in ONE
 * statement (the account's key, floatAccountKey, names the transaction and its currency):
 * through the driver outside a transaction (act's at-once way), in the database transaction
 * on the locked way. Null when no transaction has this id.
 */
export async function loadForDecision(db: Reader, id: number): Promise<RecordForDecision | null> {
  const rows = await query<{ record: unknown; floatBalance: string | null }>(
    db,
    Prisma.sql`SELECT ${transactionJson} AS record,
      (SELECT a."balance"::text FROM "LedgerAccount" a WHERE a."key" = ${floatAccountKeyPrefix(id)} || t."currency"::text) AS "floatBalance"
      FROM "Transaction" t WHERE t."id" = ${id}`,
    // By primary key: planning it cost PostgreSQL five times running it.
    true,
  );
  const row = rows[0];
  return row ? { ...transactionRow.decode(row.record), floatBalance: BigInt(row.floatBalance ?? 0) } : null;
}

/** Locks the transaction's row until the database transaction ends (SELECT … FOR UPDATE); false when no transaction has this id. */
export async function lockTransaction(tx: Pick<Prisma.TransactionClient, '$queryRaw'>, id: number): Promise<boolean> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Transaction" WHERE "id" = ${id} FOR UPDATE`;
  return locked.length > 0;
}

/** The transactions of these ids, in id order; no statement for none. */
export async function loadTransactions(db: Reader, ids: readonly number[], order: LoadOrder): Promise<TransactionRecord[]> {
  if (ids.length === 0) return [];
  // Prepared: the ids are one array value, read by primary key whatever they are.
  return loadWhere(db, Prisma.sql`SELECT unnest(${[...ids]}::int[]) AS "id"`, order, true);
}

/**
 * The transactions whose ids `idsSql` selects (one column, `id`; it may order and limit), in id
 * order, in the same statement: a listing page is one round trip. `prepared` when the caller
 * knows one plan of `idsSql` fits every value (the statement is then planned once per
 * connection); otherwise the ids are planned for their values and the transactions are built
 * by `transaction_records`, whose plan the database keeps.
 */
export async function loadTransactionsOf(db: Reader, idsSql: Prisma.Sql, order: LoadOrder, prepared = false): Promise<TransactionRecord[]> {
  if (prepared) return loadWhere(db, idsSql, order, true);
  const direction = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const { records } = await loadTransactionWindow(db, Prisma.sql`SELECT w."id" FROM (${idsSql}) w ORDER BY w."id" ${direction}`, null);
  return records;
}

/**
 * The ids `idsSql` selects (one column, `id`, in reading order; it may limit) and the first
 * `built` of their transactions (all when null), in one statement (`transaction_records`).
 */
export async function loadTransactionWindow(db: Reader, idsSql: Prisma.Sql, built: number | null): Promise<{ ids: number[]; records: TransactionRecord[] }> {
  const rows = await query<{ transactionId: number; record: unknown }>(
    db,
    Prisma.sql`SELECT r."transactionId", r."record" FROM "transaction_records"(ARRAY(${idsSql}), ${built}::integer) r`,
  );
  const records: TransactionRecord[] = [];
  for (const row of rows) if (row.record !== null) records.push(transactionRow.decode(row.record));
  return { ids: rows.map((row) => row.transactionId), records };
}

async function loadWhere(db: Reader, idsSql: Prisma.Sql, order: LoadOrder, prepared: boolean): Promise<TransactionRecord[]> {
  const rows = await query<{ record: unknown }>(
    db,
    Prisma.sql`SELECT ${transactionJson} AS record FROM "Transaction" t WHERE t."id" IN (${idsSql})
      ORDER BY t."id" ${order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`}`,
    prepared,
  );
  return rows.map((row) => transactionRow.decode(row.record));
}
